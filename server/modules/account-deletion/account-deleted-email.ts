import type { EmailMessage } from "../../adapters/email/email.adapter";

/** The confirmation sent to the address the account had, as the account goes. */
export function accountDeletedEmail({
  to,
  name,
  reviewsKept,
  renewalStopped,
}: {
  to: string;
  name: string;
  reviewsKept: boolean;
  renewalStopped: boolean;
}): EmailMessage {
  return {
    to,
    subject: "Your Trailguide account is deleted",
    text: [
      `Hi ${name},`,
      "",
      "Your Trailguide account is deleted, as you asked: your profile, lists, My Content tracks and waypoints and your garage are gone, and every device is signed out.",
      reviewsKept
        ? 'Your reviews stay on their guides under the name "Deleted user".'
        : "Your reviews are deleted with the account.",
      ...(renewalStopped ? ["Your All-Access membership will not renew; you will not be charged again."] : []),
      "",
      "You can sign up again with this e-mail address at any time.",
    ].join("\n"),
  };
}
