import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher, tokenKeyFrom } from "./token-cipher";

describe("the GPS partner's token cipher", () => {
  const secret = "a-jwt-secret-that-is-long-enough-for-hs256";

  it("reads back what it sealed, and seals the same token differently each time", () => {
    const cipher = createTokenCipher(tokenKeyFrom(undefined, secret));
    const first = cipher.encrypt("access_abc123");
    const second = cipher.encrypt("access_abc123");
    expect(first).not.toBe(second);
    expect(first).not.toContain("abc123");
    expect(cipher.decrypt(first)).toBe("access_abc123");
    expect(cipher.decrypt(second)).toBe("access_abc123");
  });

  it("derives the same key in every process from the JWT secret, unless a key is configured", () => {
    const sealed = createTokenCipher(tokenKeyFrom(undefined, secret)).encrypt("refresh_xyz");
    expect(createTokenCipher(tokenKeyFrom(undefined, secret)).decrypt(sealed)).toBe("refresh_xyz");
    const configured = randomBytes(32);
    expect(tokenKeyFrom(configured, secret)).toBe(configured);
    expect(() => createTokenCipher(tokenKeyFrom(undefined, "another-secret-of-enough-length-0000")).decrypt(sealed)).toThrow();
  });

  it("refuses a value that was changed", () => {
    const cipher = createTokenCipher(tokenKeyFrom(undefined, secret));
    const [version, iv, tag, ciphertext] = cipher.encrypt("access_abc123").split(".");
    const flipped = Buffer.from(ciphertext!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
  });
});
