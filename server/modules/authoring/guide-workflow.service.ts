// The publishing workflow of a guide (ADR 0042): one action at a time, as the table in
// shared/domain/guide-workflow.ts allows, each in one transaction with its history entry, the
// author's e-mail and, on publishing or unpublishing, the map, search and counts.
import type { GuideKind, WorkflowSummary } from "../../../shared/contracts/guide-editor.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import {
  WORKFLOW_ACTION_LABELS,
  WORKFLOW_STATE_LABELS,
  availableWorkflowActions,
  mayTakeWorkflowAction,
  nextWorkflowState,
  type WorkflowAction,
} from "../../../shared/domain/guide-workflow";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { PUBLICATION_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import { createGuidesRepository } from "../guides/guides.repository";
import { editPath, findGuideRecord, pagePathOf, textAsHtml } from "./guide-editing.service";
import { createGuideEditingRepository, type LockedGuide } from "./guide-editing.repository";
import { ANNOUNCED_ACTIONS, guideWorkflowEmail, type AnnouncedAction } from "./guide-workflow-email";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The workflow columns an action sets. */
function workflowValues(action: WorkflowAction, guide: LockedGuide, now: Date) {
  switch (action) {
    case "submit":
      return { workflowState: "submitted" as const, published: false, submittedAt: now };
    case "request_changes":
      // Back to the author, who may edit it again.
      return { workflowState: "draft" as const, published: false, submittedAt: null, acceptedAt: null };
    case "accept":
      return { workflowState: "accepted" as const, published: false, acceptedAt: now };
    case "publish":
      return {
        workflowState: "published" as const,
        published: true,
        originalPublishDate: guide.originalPublishDate ?? isoDay(now),
        lastPublishedDate: isoDay(now),
      };
    case "unpublish":
      return { workflowState: "accepted" as const, published: false };
  }
}

interface GuideWorkflowDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
}

export function createGuideWorkflowService({ db, clock, config, email }: GuideWorkflowDeps) {
  return {
    async takeAction(
      kind: GuideKind,
      id: number,
      { action, note }: { action: WorkflowAction; note?: string },
      user: UserClaims,
    ): Promise<WorkflowSummary> {
      return db.transaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guide = await editing.lockGuide(kind, id);
        if (!guide) throw notFound();
        if (!mayTakeWorkflowAction(user, action, guide.authorId)) {
          throw forbidden(`You may not ${WORKFLOW_ACTION_LABELS[action].toLowerCase()} this guide.`);
        }
        const to = nextWorkflowState(guide.workflowState, action);
        if (to === null) {
          throw conflict(
            `This guide is ${WORKFLOW_STATE_LABELS[guide.workflowState].toLowerCase()}: "${WORKFLOW_ACTION_LABELS[action]}" is not open to it now.`,
            "workflow_state",
          );
        }
        const now = clock.now();
        const values = workflowValues(action, guide, now);
        await editing.updateWorkflow(kind, id, values);
        const label = WORKFLOW_ACTION_LABELS[action];
        await createGuidesRepository(tx).insertHistoryEntry({
          kind,
          guideId: id,
          userId: user.id,
          at: now,
          reason: textAsHtml(note ? `${label}: ${note}` : `${label}.`),
          changes: { workflow_state: { from: guide.workflowState, to } },
        });
        if (action === "request_changes" && note) {
          await editing.insertEditorNote({
            kind,
            guideId: id,
            authorId: user.id,
            authorRole: "editor",
            contentHtml: textAsHtml(note),
            at: now,
          });
        }
        if (action === "publish" || action === "unpublish") await refreshGuideProjections(tx, kind, id, PUBLICATION_PROJECTIONS);
        const author = ANNOUNCED_ACTIONS.includes(action) ? await editing.findAuthor(guide.authorId) : null;
        if (author) {
          const link =
            action === "publish"
              ? `${config.publicUrl}${pagePathOf(kind, (await findGuideRecord(createGuidesRepository(tx), kind, id))!)}`
              : `${config.publicUrl}${editPath(kind, id)}`;
          await email.enqueue(
            tx,
            guideWorkflowEmail({
              to: author.email,
              name: author.name,
              title: guide.title,
              action: action as AnnouncedAction,
              note: note ?? null,
              link,
            }),
          );
        }
        const state = values.workflowState;
        return {
          state,
          submitted_at: ("submittedAt" in values ? values.submittedAt : guide.submittedAt)?.toISOString() ?? null,
          accepted_at: ("acceptedAt" in values ? values.acceptedAt : guide.acceptedAt)?.toISOString() ?? null,
          available_actions: availableWorkflowActions(user, { state, authorId: guide.authorId }),
        };
      });
    },
  };
}

export type GuideWorkflowService = ReturnType<typeof createGuideWorkflowService>;
