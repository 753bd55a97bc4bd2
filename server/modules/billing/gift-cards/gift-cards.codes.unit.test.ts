import { describe, expect, it } from "vitest";
import { giftCardCodeHash, giftCardCodeHint, giftCardCodes, normalizeGiftCardCode } from "./gift-cards.codes";

const codes = giftCardCodes("a-secret-that-is-long-enough-for-the-tests");

describe(giftCardCodes.name, () => {
  it("gives each card a code of four groups of four unambiguous characters", () => {
    for (const id of [1, 2, 3, 1000, 2_147_483_647]) {
      expect(codes.codeFor(id)).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    }
  });

  it("gives the same card the same code every time, so a failed e-mail can be sent again", () => {
    expect(codes.codeFor(42)).toBe(codes.codeFor(42));
    expect(giftCardCodes("a-secret-that-is-long-enough-for-the-tests").codeFor(42)).toBe(codes.codeFor(42));
  });

  it("gives different cards, and the same card under another secret, different codes", () => {
    const seen = new Set(Array.from({ length: 2000 }, (_, index) => codes.codeFor(index + 1)));
    expect(seen.size).toBe(2000);
    expect(giftCardCodes("another-secret-that-is-long-enough-too").codeFor(42)).not.toBe(codes.codeFor(42));
  });
});

describe(normalizeGiftCardCode.name, () => {
  it("ignores case, spaces and dashes, as readers type codes in many ways", () => {
    expect(normalizeGiftCardCode(" abcd-efgh ijkl--mnpq ")).toBe("ABCDEFGHIJKLMNPQ");
  });
});

describe(giftCardCodeHash.name, () => {
  it("hashes every way of typing a code alike, and never stores the code itself", () => {
    const code = codes.codeFor(7);
    const hash = giftCardCodeHash(code);
    expect(giftCardCodeHash(code.toLowerCase().replaceAll("-", " "))).toBe(hash);
    expect(hash).not.toContain(normalizeGiftCardCode(code));
    expect(giftCardCodeHint(code)).toBe(code.slice(-4));
  });
});
