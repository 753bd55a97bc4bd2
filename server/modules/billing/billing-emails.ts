// The membership e-mails (issue 6): a receipt for every payment (and the trial's start), the
// reminder two days before a trial converts, and the cancellation confirmation, in the member's
// language with dates and amounts written its way (prices stay in US dollars).
import type { Locale } from "../../../shared/domain/locales";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator, type EmailTranslator } from "../../i18n/email-translator";

interface Member {
  email: string;
  name: string;
  locale: Locale | null;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A paragraph of text, or a link that the HTML part makes clickable and the text part spells out. */
type Paragraph = string | { href: string };

const htmlOf = (paragraph: Paragraph) =>
  typeof paragraph === "string"
    ? `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`
    : `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.href)}</a></p>`;

/** The plain text, and the same paragraphs as simple HTML. */
function message(to: string, subject: string, paragraphs: Paragraph[]): EmailMessage {
  return {
    to,
    subject,
    text: paragraphs.map((paragraph) => (typeof paragraph === "string" ? paragraph : paragraph.href)).join("\n\n"),
    html: paragraphs.map(htmlOf).join("\n"),
  };
}

/** Where a member manages (and cancels) the membership: the dashboard's membership panel. */
export const accountPageUrl = (publicUrl: string) => `${publicUrl}/dashboard`;

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

function cardLine({ t }: EmailTranslator, brand: string | null, last4: string | null) {
  if (!last4) return t("Card on file");
  return brand
    ? t("{brand} ending in {last4}", { brand: brand.charAt(0).toUpperCase() + brand.slice(1), last4 })
    : t("Card ending in {last4}", { last4 });
}

export function receiptEmail(member: Member, receipt: ReceiptFacts): EmailMessage {
  const language = emailTranslator(member.locale);
  const { t, day, money } = language;
  const lines = [
    // A plan the catalog names reads in the language; another keeps its stored name.
    t("Plan: {plan}", { plan: t(receipt.planName) }),
    t("Amount: {amount}", { amount: money(receipt.amountCents, receipt.currency) }),
    ...(receipt.discountCents > 0 ? [t("Discount: {amount}", { amount: money(receipt.discountCents, receipt.currency) })] : []),
    t("Paid with: {card}", { card: cardLine(language, receipt.cardBrand, receipt.cardLast4) }),
    t("Date: {date}", { date: day(receipt.paidAt) }),
  ];
  return message(member.email, t("Your Trailguide receipt"), [
    t("Hi {name},", { name: member.name }),
    t("Thank you for your payment. Here is your receipt:"),
    lines.join("\n"),
    ...(receipt.accessUntil ? [t("Your All-Access membership runs until {date}.", { date: day(receipt.accessUntil) })] : []),
    t("Keep this e-mail for your records."),
  ]);
}

export function trialStartedEmail(
  member: Member,
  trial: { planName: string; trialEndsAt: Date; amountCents: number; currency: string },
  publicUrl: string,
): EmailMessage {
  const { t, day, money } = emailTranslator(member.locale);
  return message(member.email, t("Your Trailguide All-Access trial has started"), [
    t("Hi {name},", { name: member.name }),
    t("Your free trial of {plan} has started. Every trail guide, scout route and map is open to you now.", {
      plan: t(trial.planName),
    }),
    t("No charge until {date}. Then {amount} is charged and your membership renews yearly.", {
      date: day(trial.trialEndsAt),
      amount: money(trial.amountCents, trial.currency),
    }),
    t("Cancel any time before then from your account page and you will not be charged."),
    { href: accountPageUrl(publicUrl) },
  ]);
}

export function trialEndingEmail(
  member: Member,
  trial: { planName: string; trialEndsAt: Date; amountCents: number; currency: string },
  publicUrl: string,
): EmailMessage {
  const { t, day, money } = emailTranslator(member.locale);
  return message(member.email, t("Your Trailguide trial ends in 2 days"), [
    t("Hi {name},", { name: member.name }),
    t("Your free trial of {plan} ends on {date}.", { plan: t(trial.planName), date: day(trial.trialEndsAt) }),
    t("On that day {amount} is charged and your membership renews yearly.", {
      amount: money(trial.amountCents, trial.currency),
    }),
    t("To stop it, cancel from your account page before then: you keep access until the trial ends."),
    { href: accountPageUrl(publicUrl) },
  ]);
}

export function cancellationEmail(member: Member, accessUntil: Date): EmailMessage {
  const { t, day } = emailTranslator(member.locale);
  return message(member.email, t("Your Trailguide membership is cancelled"), [
    t("Hi {name},", { name: member.name }),
    t("Your All-Access membership is cancelled and will not renew. You keep access until {date}.", {
      date: day(accessUntil),
    }),
    t("You can join again at any time."),
  ]);
}
