import type { EmailMessage } from "../../adapters/email/email.adapter";

/** Tells the member how staff decided their claim; a rejection says why and that they may send it again. */
export function badgeDecisionEmail({
  to,
  name,
  trailTitle,
  rejectionReason,
  link,
}: {
  to: string;
  name: string;
  trailTitle: string;
  /** Null when the claim was verified. */
  rejectionReason: string | null;
  link: string;
}): EmailMessage {
  const verified = rejectionReason === null;
  return {
    to,
    subject: verified ? `Your Badge of Honor for ${trailTitle} is verified` : `Your Badge of Honor claim for ${trailTitle}`,
    text: [
      `Hi ${name},`,
      "",
      verified
        ? `Our staff checked your drive of ${trailTitle}: the Badge of Honor is yours. It now shows on your profile, on the trail's page and on the leaderboard.`
        : `Our staff could not verify your drive of ${trailTitle}: ${rejectionReason}`,
      ...(verified ? [] : ["", "You can send the claim again with what was missing."]),
      "",
      `See your claims: ${link}`,
    ].join("\n"),
  };
}
