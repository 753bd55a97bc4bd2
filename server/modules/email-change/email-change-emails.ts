// The two e-mails of an address change: the link, to the new address, and a notice to the old one,
// both in the account's language.
import { EMAIL_CHANGE_LINK_HOURS } from "../../../shared/contracts/email-change.contract";
import type { Locale } from "../../../shared/domain/locales";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator } from "../../i18n/email-translator";

export function confirmNewEmail({
  to,
  name,
  link,
  locale,
}: {
  to: string;
  name: string;
  link: string;
  locale: Locale | null;
}): EmailMessage {
  const { t, url } = emailTranslator(locale);
  return {
    to,
    subject: t("Confirm your new Trailguide e-mail address"),
    text: [
      t("Hi {name},", { name }),
      "",
      t("You asked to use this address for your Trailguide account. To confirm it, open this link within {hours} hours:", {
        hours: EMAIL_CHANGE_LINK_HOURS,
      }),
      "",
      url(link),
      "",
      t("Until then you keep logging in with your current address. If you did not ask for this, ignore this e-mail."),
    ].join("\n"),
  };
}

export function emailChangeNotice({
  to,
  name,
  newEmail,
  locale,
}: {
  to: string;
  name: string;
  newEmail: string;
  locale: Locale | null;
}): EmailMessage {
  const { t } = emailTranslator(locale);
  return {
    to,
    subject: t("Your Trailguide e-mail address is about to change"),
    text: [
      t("Hi {name},", { name }),
      "",
      t(
        "Someone signed in to your Trailguide account asked to change its e-mail address to {newEmail}. The change happens only when the link sent there is opened.",
        { newEmail },
      ),
      "",
      t("If this was not you, change your password now from your profile page: the request needed it."),
    ].join("\n"),
  };
}
