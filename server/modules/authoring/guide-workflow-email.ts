import type { WorkflowAction } from "../../../shared/domain/guide-workflow";
import type { EmailMessage } from "../../adapters/email/email.adapter";

/** The workflow steps the author hears about. */
export type AnnouncedAction = Extract<WorkflowAction, "accept" | "request_changes" | "publish">;

export const ANNOUNCED_ACTIONS: readonly WorkflowAction[] = ["accept", "request_changes", "publish"];

/** Tells a guide's author what the editors did with it: accepted, sent back with a note, or published. */
export function guideWorkflowEmail({
  to,
  name,
  title,
  action,
  note,
  link,
}: {
  to: string;
  name: string;
  title: string;
  action: AnnouncedAction;
  /** What to change, for request_changes. */
  note: string | null;
  /** The editor for accept and request_changes, the guide's page for publish. */
  link: string;
}): EmailMessage {
  const messages: Record<AnnouncedAction, { subject: string; lines: string[]; linkLabel: string }> = {
    accept: {
      subject: `${title} is accepted`,
      lines: [`Our editors accepted ${title}. They will prepare it for publishing; from now on they make any changes.`],
      linkLabel: "See it in the editor",
    },
    request_changes: {
      subject: `Changes requested for ${title}`,
      lines: [
        `Our editors sent ${title} back to you with a note:`,
        "",
        note ?? "",
        "",
        "Make the changes, then submit it again.",
      ],
      linkLabel: "Open the editor",
    },
    publish: {
      subject: `${title} is published`,
      lines: [`${title} is published: it is on the map and in search for every reader now. Thank you for your work.`],
      linkLabel: "See the page",
    },
  };
  const { subject, lines, linkLabel } = messages[action];
  return { to, subject, text: [`Hi ${name},`, "", ...lines, "", `${linkLabel}: ${link}`].join("\n") };
}

/** Tells a member of staff who reviews guides that one was submitted and waits for them. */
export function guideSubmittedEmail({
  to,
  name,
  title,
  kind,
  authorName,
  editLink,
  queueLink,
}: {
  to: string;
  name: string;
  title: string;
  kind: "trail" | "scout-route";
  /** Who wrote it; null when the account is gone. */
  authorName: string | null;
  /** The guide's editor, where the workflow's buttons are. */
  editLink: string;
  /** The review queue: every guide waiting. */
  queueLink: string;
}): EmailMessage {
  const noun = kind === "trail" ? "trail" : "scout route";
  return {
    to,
    subject: `${title} waits for review`,
    text: [
      `Hi ${name},`,
      "",
      `${authorName ?? "A contributor"} submitted the ${noun} ${title} for review. Accept it, or send it back with a note for the author.`,
      "",
      `Review it in the editor: ${editLink}`,
      `Every guide waiting for review: ${queueLink}`,
    ].join("\n"),
  };
}
