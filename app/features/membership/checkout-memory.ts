// What the browser remembers about a gift it sent to the payment page, so the completion page can
// say who the gift is for and when it arrives. Only display text; the server keeps the real record.
const KEY_PREFIX = "gift_checkout:";

export interface GiftCheckoutNote {
  recipientName: string;
  deliverOn: string;
}

export function rememberGiftCheckout(checkoutId: string, note: GiftCheckoutNote): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + checkoutId, JSON.stringify(note));
  } catch {
    // Without storage the completion page says the gift is on its way, without the name.
  }
}

export function recallGiftCheckout(checkoutId: string): GiftCheckoutNote | null {
  try {
    const stored = sessionStorage.getItem(KEY_PREFIX + checkoutId);
    if (!stored) return null;
    const note = JSON.parse(stored) as Partial<GiftCheckoutNote>;
    return typeof note.recipientName === "string" && typeof note.deliverOn === "string"
      ? { recipientName: note.recipientName, deliverOn: note.deliverOn }
      : null;
  } catch {
    return null;
  }
}
