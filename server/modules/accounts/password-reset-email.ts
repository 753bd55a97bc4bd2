import type { EmailMessage } from "../../adapters/email/email.adapter";

export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): EmailMessage {
  return {
    to,
    subject: "Reset your Trailguide password",
    text: [
      `Hi ${name},`,
      "",
      "Someone asked to reset the password of your Trailguide account. To choose a new one, open this link within the next hour:",
      "",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
