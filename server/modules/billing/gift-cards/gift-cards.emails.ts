// The two e-mails of a gift's delivery day: the code to the recipient, a note to the purchaser. Both
// are in the purchaser's language, the only one known (the recipient may have no account yet).
import type { Locale } from "../../../../shared/domain/locales";
import type { EmailMessage } from "../../../adapters/email/email.adapter";
import { emailTranslator } from "../../../i18n/email-translator";

interface GiftDelivery {
  recipientEmail: string;
  recipientName: string;
  purchaserName: string;
  purchaserEmail: string;
  purchaserLocale: Locale | null;
  message: string;
  planName: string;
  code: string;
  publicUrl: string;
}

export function giftCardEmail(gift: GiftDelivery): EmailMessage {
  const { t, url } = emailTranslator(gift.purchaserLocale);
  const redeemPage = url(`${gift.publicUrl}/redeem-gift-card`);
  const redeemLink = `${redeemPage}?code=${encodeURIComponent(gift.code)}`;
  const purchaser = gift.purchaserName;
  const personalMessage = gift.message ? ["", t("{purchaser} wrote:", { purchaser }), "", ...quote(gift.message)] : [];
  return {
    to: gift.recipientEmail,
    subject: t("{purchaser} sent you a Trailguide All-Access membership", { purchaser }),
    text: [
      t("Hi {name},", { name: gift.recipientName }),
      "",
      t("{purchaser} gave you a gift: {plan}. It unlocks every trail guide, scout route and map on Trailguide.", {
        purchaser,
        // A plan the catalog names reads in the language; another keeps its stored name.
        plan: t(gift.planName),
      }),
      ...personalMessage,
      "",
      t("Your gift card code: {code}", { code: gift.code }),
      "",
      t("To redeem it, open this link and sign in, or create a free account if you do not have one yet:"),
      "",
      redeemLink,
      "",
      t("You can also type the code on {page}. The code works once.", { page: redeemPage }),
      t("If you are already an All-Access member, the gift is added after your current membership ends."),
    ].join("\n"),
  };
}

export function giftDeliveredEmail(gift: GiftDelivery): EmailMessage {
  const { t } = emailTranslator(gift.purchaserLocale);
  return {
    to: gift.purchaserEmail,
    subject: t("Your gift to {recipient} has been delivered", { recipient: gift.recipientName }),
    text: [
      t("Hi {name},", { name: gift.purchaserName }),
      "",
      t("We e-mailed your gift ({plan}) to {recipient} at {address} today, with the code to redeem it.", {
        plan: t(gift.planName),
        recipient: gift.recipientName,
        address: gift.recipientEmail,
      }),
      "",
      t("Thank you for sharing the trails."),
    ].join("\n"),
  };
}

const quote = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);
