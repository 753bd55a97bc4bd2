import type { Locale } from "../../../shared/domain/locales";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator } from "../../i18n/email-translator";

/** In the account's language, with the link to the reset page in that language. */
export function passwordResetEmail({
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
    subject: t("Reset your Trailguide password"),
    text: [
      t("Hi {name},", { name }),
      "",
      t(
        "Someone asked to reset the password of your Trailguide account. To choose a new one, open this link within the next hour:",
      ),
      "",
      url(link),
      "",
      t("The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is."),
    ].join("\n"),
  };
}
