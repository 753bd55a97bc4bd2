import type { EmailMessage } from "../../adapters/email/email.adapter";
import type { ListMemberRole } from "../../../shared/domain/list-sharing";

const RIGHTS: Record<ListMemberRole, string> = {
  viewer: "see its trails, scout routes and ORV parks",
  editor: "add, remove and reorder its trails, scout routes and ORV parks",
};

/** The invitation, sent to the invited address; the link is the only way to answer it. */
export function listInvitationEmail({
  to,
  inviterName,
  listName,
  role,
  link,
  days,
}: {
  to: string;
  inviterName: string;
  listName: string;
  role: ListMemberRole;
  link: string;
  days: number;
}): EmailMessage {
  return {
    to,
    subject: `${inviterName} shared the list "${listName}" with you`,
    text: [
      "Hi,",
      "",
      `${inviterName} invited you to the Trailguide list "${listName}", where you can ${RIGHTS[role]}.`,
      "",
      `Accept or decline the invitation here: ${link}`,
      "",
      `The link works for ${days} days. No account yet? You can create one free from the same link.`,
      "If you did not expect this, you can ignore this e-mail.",
    ].join("\n"),
  };
}
