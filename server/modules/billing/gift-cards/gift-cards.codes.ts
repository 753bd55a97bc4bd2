// Gift card codes: derived from the card's id with a key only the server holds, so the code is
// never stored and a failed delivery can be sent again with the same code. The table keeps the
// code's hash (to look a redemption up) and its last four characters (to recognise it in support).
import { createHmac } from "node:crypto";
import { hashSecret } from "../../accounts/secret-hash";

/** 32 characters with no 0/O or 1/I to confuse: 5 bits each, 16 of them give 80 random bits. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const CODE_LENGTH = 16;
const GROUP_LENGTH = 4;

export interface GiftCardCodes {
  /** The card's code as the recipient sees it: XXXX-XXXX-XXXX-XXXX. */
  codeFor(cardId: number): string;
}

export function giftCardCodes(jwtSecret: string): GiftCardCodes {
  // A key of its own, so a gift card code says nothing about the tokens signed with the same secret.
  const key = createHmac("sha256", jwtSecret).update("trailguide gift card codes").digest();
  return {
    codeFor(cardId) {
      const digest = createHmac("sha256", key).update(`gift-card:${cardId}`).digest();
      let bits = BigInt(`0x${digest.subarray(0, (CODE_LENGTH * 5) / 8).toString("hex")}`);
      let characters = "";
      for (let index = 0; index < CODE_LENGTH; index++) {
        characters = ALPHABET.charAt(Number(bits & 31n)) + characters;
        bits >>= 5n;
      }
      const groups = Array.from({ length: CODE_LENGTH / GROUP_LENGTH }, (_, group) =>
        characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH),
      );
      return groups.join("-");
    },
  };
}

/** What a reader typed, as the code it names: upper case, without spaces or dashes. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** The stored form of a code, however it was typed. */
export function giftCardCodeHash(code: string): string {
  return hashSecret(normalizeGiftCardCode(code));
}

/** The last four characters, to recognise a code without storing it. */
export function giftCardCodeHint(code: string): string {
  return normalizeGiftCardCode(code).slice(-4);
}
