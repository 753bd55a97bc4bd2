// The two e-mails of a gift's delivery day: the code to the recipient, a note to the purchaser.
import type { EmailMessage } from "../../../adapters/email/email.adapter";

interface GiftDelivery {
  recipientEmail: string;
  recipientName: string;
  purchaserName: string;
  purchaserEmail: string;
  message: string;
  planName: string;
  code: string;
  publicUrl: string;
}

export function giftCardEmail(gift: GiftDelivery): EmailMessage {
  const redeemLink = `${gift.publicUrl}/redeem-gift-card?code=${encodeURIComponent(gift.code)}`;
  const personalMessage = gift.message ? ["", `${gift.purchaserName} wrote:`, "", ...quote(gift.message)] : [];
  return {
    to: gift.recipientEmail,
    subject: `${gift.purchaserName} sent you a Trailguide All-Access membership`,
    text: [
      `Hi ${gift.recipientName},`,
      "",
      `${gift.purchaserName} gave you a gift: ${gift.planName}. It unlocks every trail guide, scout route and map on Trailguide.`,
      ...personalMessage,
      "",
      `Your gift card code: ${gift.code}`,
      "",
      "To redeem it, open this link and sign in, or create a free account if you do not have one yet:",
      "",
      redeemLink,
      "",
      `You can also type the code on ${gift.publicUrl}/redeem-gift-card. The code works once. If you are already`,
      "an All-Access member, the gift is added after your current membership ends.",
    ].join("\n"),
  };
}

export function giftDeliveredEmail(gift: GiftDelivery): EmailMessage {
  return {
    to: gift.purchaserEmail,
    subject: `Your gift to ${gift.recipientName} has been delivered`,
    text: [
      `Hi ${gift.purchaserName},`,
      "",
      `We e-mailed your gift (${gift.planName}) to ${gift.recipientName} at ${gift.recipientEmail} today, with the code to redeem it.`,
      "",
      "Thank you for sharing the trails.",
    ].join("\n"),
  };
}

const quote = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);
