// The membership e-mails (issue 6): a receipt for every payment (and the trial's start), the
// reminder two days before a trial converts, and the cancellation confirmation.
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { formatDay } from "../../../shared/domain/billing-dates";
import { formatMoney } from "./coupons/coupons";

interface Member {
  email: string;
  name: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The plain text, and the same paragraphs as simple HTML. */
function message(to: string, subject: string, paragraphs: string[]): EmailMessage {
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join("\n"),
  };
}

export interface ReceiptFacts {
  planName: string;
  amountCents: number;
  discountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
  /** When the membership it paid for runs until, if known. */
  accessUntil: Date | null;
}

const cardLine = (brand: string | null, last4: string | null) =>
  last4 ? `${brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card"} ending in ${last4}` : "Card on file";

export function receiptEmail(member: Member, receipt: ReceiptFacts): EmailMessage {
  const lines = [
    `Plan: ${receipt.planName}`,
    `Amount: ${formatMoney(receipt.amountCents, receipt.currency)}`,
    ...(receipt.discountCents > 0 ? [`Discount: ${formatMoney(receipt.discountCents, receipt.currency)}`] : []),
    `Paid with: ${cardLine(receipt.cardBrand, receipt.cardLast4)}`,
    `Date: ${formatDay(receipt.paidAt)}`,
  ];
  return message(member.email, "Your Trailguide receipt", [
    `Hi ${member.name},`,
    "Thank you for your payment. Here is your receipt:",
    lines.join("\n"),
    ...(receipt.accessUntil ? [`Your All-Access membership runs until ${formatDay(receipt.accessUntil)}.`] : []),
    "Keep this e-mail for your records.",
  ]);
}

export function trialStartedEmail(
  member: Member,
  trial: { planName: string; trialEndsAt: Date; amountCents: number; currency: string },
): EmailMessage {
  return message(member.email, "Your Trailguide All-Access trial has started", [
    `Hi ${member.name},`,
    `Your free trial of ${trial.planName} has started. Every trail guide, scout route and map is open to you now.`,
    `No charge until ${formatDay(trial.trialEndsAt)}. Then ${formatMoney(trial.amountCents, trial.currency)} is charged and your membership renews yearly.`,
    "Cancel any time before then from your account page and you will not be charged.",
  ]);
}

export function trialEndingEmail(
  member: Member,
  trial: { planName: string; trialEndsAt: Date; amountCents: number; currency: string },
): EmailMessage {
  return message(member.email, "Your Trailguide trial ends in 2 days", [
    `Hi ${member.name},`,
    `Your free trial of ${trial.planName} ends on ${formatDay(trial.trialEndsAt)}.`,
    `On that day ${formatMoney(trial.amountCents, trial.currency)} is charged and your membership renews yearly.`,
    "To stop it, cancel from your account page before then: you keep access until the trial ends.",
  ]);
}

export function cancellationEmail(member: Member, accessUntil: Date): EmailMessage {
  return message(member.email, "Your Trailguide membership is cancelled", [
    `Hi ${member.name},`,
    `Your All-Access membership is cancelled and will not renew. You keep access until ${formatDay(accessUntil)}.`,
    "You can join again at any time.",
  ]);
}
