import { DELETED_USER_NAME } from "../../../shared/contracts/account-deletion.contract";
import type { Locale } from "../../../shared/domain/locales";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator } from "../../i18n/email-translator";

/** The confirmation sent to the address the account had, as the account goes, in the account's language. */
export function accountDeletedEmail({
  to,
  name,
  reviewsKept,
  renewalStopped,
  locale,
}: {
  to: string;
  name: string;
  reviewsKept: boolean;
  renewalStopped: boolean;
  locale: Locale | null;
}): EmailMessage {
  const { t } = emailTranslator(locale);
  return {
    to,
    subject: t("Your Trailguide account is deleted"),
    text: [
      t("Hi {name},", { name }),
      "",
      t(
        "Your Trailguide account is deleted, as you asked: your profile, lists, My Content tracks and waypoints and your garage are gone, and every device is signed out.",
      ),
      // The name the guides show is the same in every language.
      reviewsKept
        ? t('Your reviews stay on their guides under the name "{deletedName}".', { deletedName: DELETED_USER_NAME })
        : t("Your reviews are deleted with the account."),
      ...(renewalStopped ? [t("Your All-Access membership will not renew; you will not be charged again.")] : []),
      "",
      t("You can sign up again with this e-mail address at any time."),
    ].join("\n"),
  };
}
