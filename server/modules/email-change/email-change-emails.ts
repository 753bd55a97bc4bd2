// The two e-mails of an address change: the link, to the new address, and a notice to the old one.
import { EMAIL_CHANGE_LINK_HOURS } from "../../../shared/contracts/email-change.contract";
import type { EmailMessage } from "../../adapters/email/email.adapter";

export function confirmNewEmail({ to, name, link }: { to: string; name: string; link: string }): EmailMessage {
  return {
    to,
    subject: "Confirm your new Trailguide e-mail address",
    text: [
      `Hi ${name},`,
      "",
      `You asked to use this address for your Trailguide account. To confirm it, open this link within ${EMAIL_CHANGE_LINK_HOURS} hours:`,
      "",
      link,
      "",
      "Until then you keep logging in with your current address. If you did not ask for this, ignore this e-mail.",
    ].join("\n"),
  };
}

export function emailChangeNotice({ to, name, newEmail }: { to: string; name: string; newEmail: string }): EmailMessage {
  return {
    to,
    subject: "Your Trailguide e-mail address is about to change",
    text: [
      `Hi ${name},`,
      "",
      `Someone signed in to your Trailguide account asked to change its e-mail address to ${newEmail}. The change happens only when the link sent there is opened.`,
      "",
      "If this was not you, change your password now from your profile page: the request needed it.",
    ].join("\n"),
  };
}
