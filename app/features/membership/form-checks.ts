// Checks the browser makes before sending a gift or a card, so a typo is named next to its field
// at once. The server checks everything again and has the last word.
import { giftDetailsSchema, type GiftDetails } from "../../../shared/contracts/billing.contract";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** "2026-05-01" for the reader's own calendar day (not UTC). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The window a gift may be delivered in: today up to one year ahead. */
export function giftDeliveryWindow(today: Date): { min: string; max: string } {
  const max = new Date(today);
  max.setFullYear(max.getFullYear() + 1);
  return { min: localIsoDate(today), max: localIsoDate(max) };
}

type GiftField = keyof GiftDetails;

export function checkGiftDetails(
  input: Record<GiftField, string>,
  today: Date,
): { gift: GiftDetails; errors: null } | { gift: null; errors: FieldErrors<GiftField> } {
  const parsed = giftDetailsSchema.safeParse(input);
  const errors: FieldErrors<GiftField> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as GiftField;
      errors[field] ??= issue.message;
    }
  }
  const { min, max } = giftDeliveryWindow(today);
  if (!errors.deliver_on && (input.deliver_on < min || input.deliver_on > max)) {
    errors.deliver_on = "Choose a delivery date from today to one year from now.";
  }
  if (parsed.success && Object.keys(errors).length === 0) return { gift: parsed.data, errors: null };
  return { gift: null, errors };
}

type CardField = "number" | "expiry" | "cvc" | "name";

export interface CardDetails {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** Card numbers are typed in groups of four; the spaces are for reading only. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "12/28" from "1228" as the reader types; a leading month digit above 1 gets its zero. */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, "").slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function checkCard(
  input: Record<CardField, string>,
  today: Date,
): { card: CardDetails; errors: null } | { card: null; errors: FieldErrors<CardField> } {
  const errors: FieldErrors<CardField> = {};
  const number = input.number.replace(/\s/g, "");
  if (!/^\d{13,19}$/.test(number)) errors.number = "Enter the card number, 13 to 19 digits.";

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = "Enter the expiry date as MM/YY.";
  else if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1)) {
    errors.expiry = "This card has expired.";
  }

  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Enter the 3 or 4 digit security code.";
  if (input.name.trim() === "") errors.name = "Enter the name on the card.";

  if (Object.keys(errors).length > 0) return { card: null, errors };
  return {
    card: { card_number: number, exp_month: month, exp_year: year, cvc: input.cvc.trim(), name: input.name.trim() },
    errors: null,
  };
}
