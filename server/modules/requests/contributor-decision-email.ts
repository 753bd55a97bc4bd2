import type { ContributorRole } from "../../../shared/domain/authoring";
import type { EmailMessage } from "../../adapters/email/email.adapter";

const ROLE_NAMES: Record<ContributorRole, string> = { SCOUT: "scout", WRITER: "writer" };

/** Tells an applicant how staff decided: welcome aboard with where to start, or why not. */
export function contributorDecisionEmail({
  to,
  name,
  role,
  declineReason,
  publicUrl,
}: {
  to: string;
  name: string;
  role: ContributorRole;
  /** Null when the application was accepted. */
  declineReason: string | null;
  publicUrl: string;
}): EmailMessage {
  const accepted = declineReason === null;
  return {
    to,
    subject: accepted ? `You are now a Trailguide ${ROLE_NAMES[role]}` : "Your application to contribute to Trailguide",
    text: [
      `Hi ${name},`,
      "",
      accepted
        ? `Thank you for applying: you are now a ${ROLE_NAMES[role]}. Log in again and the contributor portal is yours: ${publicUrl}/users/contributor-portal`
        : `Thank you for applying to be a ${ROLE_NAMES[role]}. Our editors cannot take you on right now: ${declineReason}`,
      ...(accepted ? [] : ["", `You are welcome to apply again later: ${publicUrl}/contributors/apply`]),
    ].join("\n"),
  };
}
