// A gift-card code waiting to be redeemed (spec §3 "Values kept in the browser", §4 "After sign-up"):
// kept in local storage until the visitor has an account to redeem it on.
import { apiFetch, refreshTokens } from "./api-client";

export const GIFT_CARD_CODE_KEY = "gift_card_redemption_code";

export function readStoredGiftCardCode(): string | null {
  try {
    return localStorage.getItem(GIFT_CARD_CODE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeGiftCardCode(code: string): void {
  try {
    localStorage.setItem(GIFT_CARD_CODE_KEY, code);
  } catch {
    // Without storage the code cannot wait for sign-up; the visitor can enter it again.
  }
}

export function clearStoredGiftCardCode(): void {
  try {
    localStorage.removeItem(GIFT_CARD_CODE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export type GiftCardRedemption = "none" | "redeemed" | "failed";

/**
 * Redeems a stored code on the signed-in account, then refreshes the tokens so they carry the new
 * membership and removes the code. A failure keeps the code (the redeem page can retry) and never
 * blocks the caller, which is usually sign-up.
 */
export async function redeemStoredGiftCard(): Promise<GiftCardRedemption> {
  const code = readStoredGiftCardCode();
  if (!code) return "none";
  try {
    await apiFetch("/api/v2/users/me/redeem-gift-card/", {
      method: "POST",
      json: { gift_card_redemption_code: code },
    });
  } catch {
    return "failed";
  }
  await refreshTokens().catch(() => false);
  clearStoredGiftCardCode();
  return "redeemed";
}
