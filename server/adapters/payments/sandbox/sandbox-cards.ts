// The sandbox's card checks and Stripe's test card numbers. A card number lives only in this
// request: the caller keeps the brand and last four digits and nothing else.
import { badRequest } from "../../../http/errors";

/** What happens when a test card is charged. */
export type CardBehaviour = "succeeds" | "declined" | "needs_confirmation" | "fails_later";

const TEST_CARDS: Record<string, CardBehaviour> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000002500003155": "needs_confirmation",
  "4000000000000341": "fails_later",
};

export interface CardInput {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

/** Checks a card as a card form would; any other card than the test cards is declined. */
export function checkCard(card: CardInput, now: Date): CheckedCard {
  const fields: Record<string, string[]> = {};
  const digits = card.card_number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) fields.card_number = ["Your card number is invalid."];
  const lastMonth = new Date(Date.UTC(card.exp_year, card.exp_month, 1));
  if (card.exp_month < 1 || card.exp_month > 12 || lastMonth <= now) {
    fields.exp_month = ["Your card's expiration date is in the past."];
  }
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) fields.cvc = ["Your card's security code is invalid."];
  if (card.name.trim() === "") fields.name = ["Enter the name on the card."];
  if (Object.keys(fields).length > 0) throw badRequest("Check your card details.", fields);
  return { brand: cardBrand(digits), last4: digits.slice(-4), behaviour: TEST_CARDS[digits] ?? "declined" };
}
