import type { Locale } from "../../../shared/domain/locales";
import type { ListMemberRole } from "../../../shared/domain/list-sharing";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator, type EmailTranslator } from "../../i18n/email-translator";

const rights = (role: ListMemberRole, t: EmailTranslator["t"]) =>
  role === "viewer"
    ? t("see its trails, scout routes and ORV parks")
    : t("add, remove and reorder its trails, scout routes and ORV parks");

/**
 * The invitation, sent to the invited address; the link is the only way to answer it. It is in the
 * inviter's language, as the invited address may have no account.
 */
export function listInvitationEmail({
  to,
  inviterName,
  listName,
  role,
  link,
  days,
  locale,
}: {
  to: string;
  inviterName: string;
  listName: string;
  role: ListMemberRole;
  link: string;
  days: number;
  locale: Locale | null;
}): EmailMessage {
  const { t, url } = emailTranslator(locale);
  const names = { inviter: inviterName, list: listName };
  return {
    to,
    subject: t('{inviter} shared the list "{list}" with you', names),
    text: [
      t("Hi,"),
      "",
      t('{inviter} invited you to the Trailguide list "{list}", where you can {rights}.', {
        ...names,
        rights: rights(role, t),
      }),
      "",
      t("Accept or decline the invitation here: {link}", { link: url(link) }),
      "",
      t("The link works for {days} days. No account yet? You can create one free from the same link.", { days }),
      t("If you did not expect this, you can ignore this e-mail."),
    ].join("\n"),
  };
}
