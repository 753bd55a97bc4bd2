// The publishing workflow of a guide (ADR 0042): one action at a time, as the table in
// shared/domain/guide-workflow.ts allows, each in one transaction with its history entry, the
// author's e-mail, the reviewing staff's e-mail on a submission, the audit entry of a staff member's
// action and, on publishing or unpublishing, the map, search and counts. The publishing job publishes
// scheduled guides through the same transition.
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
import { REVIEW_QUEUE_PATH } from "../../../shared/domain/staff-tools";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { Executor } from "../../db/client";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { PUBLICATION_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import { createGuidesRepository } from "../guides/guides.repository";
import { auditEntityTypeOf, editPath, findGuideRecord, pagePathOf, textAsHtml } from "./guide-editing.service";
import { createGuideEditingRepository, type LockedGuide } from "./guide-editing.repository";
import { ANNOUNCED_ACTIONS, guideSubmittedEmail, guideWorkflowEmail, type AnnouncedAction } from "./guide-workflow-email";
import { createGuideWorkflowRepository } from "./guide-workflow.repository";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The audit log's word for each workflow action a staff member takes. */
const AUDIT_ACTIONS: Record<WorkflowAction, string> = {
  submit: "submitted",
  request_changes: "changes requested",
  accept: "accepted",
  publish: "published",
  unpublish: "unpublished",
};

/**
 * At most this many staff hear of one submission (the most senior first): enough for a team that
 * shares the review queue, not a mail to every account should staff grow. The /admin dashboard's
 * queue and /admin/review-queue show every submitted guide to all of them.
 */
export const SUBMISSION_NOTICE_RECIPIENTS = 10;

/** The audit action of the publishing job, which publishes what a staff member scheduled. */
export const SCHEDULED_PUBLISH_AUDIT_ACTION = "published on schedule";

/** The workflow columns an action sets. */
function workflowValues(action: WorkflowAction, guide: LockedGuide, now: Date) {
  switch (action) {
    case "submit":
      return { workflowState: "submitted" as const, published: false, submittedAt: now };
    case "request_changes":
      // Back to the author, who may edit it again; any publishing schedule is off.
      return { workflowState: "draft" as const, published: false, submittedAt: null, acceptedAt: null, publishAt: null };
    case "accept":
      return { workflowState: "accepted" as const, published: false, acceptedAt: now };
    case "publish":
      return {
        workflowState: "published" as const,
        published: true,
        originalPublishDate: guide.originalPublishDate ?? isoDay(now),
        lastPublishedDate: isoDay(now),
        publishAt: null,
      };
    case "unpublish":
      return { workflowState: "accepted" as const, published: false, publishAt: null };
  }
}

interface GuideWorkflowDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
}

interface AppliedAction {
  action: WorkflowAction;
  note?: string;
  /** Who takes it: a signed-in user, or for the publishing job the staff member who scheduled it (null if gone). */
  actorId: number | null;
  /** Whether the audit log records it: every action but an author's own submission. */
  isStaffChange: boolean;
  auditAction: string;
}

export function createGuideWorkflowService({ db, clock, config, email }: GuideWorkflowDeps) {
  /**
   * Moves a locked guide along one transition in the caller's transaction: the workflow columns, the
   * history entry, the editor note, the projections, the author's e-mail and the audit entry.
   */
  async function applyAction(tx: Executor, kind: GuideKind, guide: LockedGuide, applied: AppliedAction) {
    const { action, note, actorId } = applied;
    const to = nextWorkflowState(guide.workflowState, action);
    if (to === null) {
      throw conflict(
        `This guide is ${WORKFLOW_STATE_LABELS[guide.workflowState].toLowerCase()}: "${WORKFLOW_ACTION_LABELS[action]}" is not open to it now.`,
        "workflow_state",
      );
    }
    const editing = createGuideEditingRepository(tx);
    const now = clock.now();
    const values = workflowValues(action, guide, now);
    await editing.updateWorkflow(kind, guide.id, values);
    const label = WORKFLOW_ACTION_LABELS[action];
    await createGuidesRepository(tx).insertHistoryEntry({
      kind,
      guideId: guide.id,
      userId: actorId,
      at: now,
      reason: textAsHtml(note ? `${label}: ${note}` : `${label}.`),
      changes: { workflow_state: { from: guide.workflowState, to } },
    });
    if (action === "request_changes" && note && actorId !== null) {
      await editing.insertEditorNote({
        kind,
        guideId: guide.id,
        authorId: actorId,
        authorRole: "editor",
        contentHtml: textAsHtml(note),
        at: now,
      });
    }
    if (action === "publish" || action === "unpublish") {
      await refreshGuideProjections(tx, kind, guide.id, PUBLICATION_PROJECTIONS);
    }
    if (applied.isStaffChange) {
      await recordStaffChange(tx, {
        actorId,
        entityType: auditEntityTypeOf(kind),
        entityId: guide.id,
        action: applied.auditAction,
        before: { workflow_state: guide.workflowState, publish_at: guide.publishAt?.toISOString() ?? null },
        after: { workflow_state: to, publish_at: "publishAt" in values ? null : (guide.publishAt?.toISOString() ?? null) },
        reason: note ?? null,
      });
    }
    const author = ANNOUNCED_ACTIONS.includes(action) ? await editing.findAuthor(guide.authorId) : null;
    if (author) {
      const link =
        action === "publish"
          ? `${config.publicUrl}${pagePathOf(kind, (await findGuideRecord(createGuidesRepository(tx), kind, guide.id))!)}`
          : `${config.publicUrl}${editPath(kind, guide.id)}`;
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
    if (action === "submit") {
      await noticeReviewers(tx, kind, guide, actorId);
    }
    return values;
  }

  /**
   * Tells the staff who review guides that this one waits for them, one e-mail each in the submission's
   * transaction; not the one who submitted it (an ADMIN may submit for an author).
   */
  async function noticeReviewers(tx: Executor, kind: GuideKind, guide: LockedGuide, submittedBy: number | null) {
    const reviewers = await createGuideWorkflowRepository(tx).findReviewers(submittedBy, SUBMISSION_NOTICE_RECIPIENTS);
    if (reviewers.length === 0) return;
    const author = await createGuideEditingRepository(tx).findAuthor(guide.authorId);
    for (const reviewer of reviewers) {
      await email.enqueue(
        tx,
        guideSubmittedEmail({
          to: reviewer.email,
          name: reviewer.name,
          title: guide.title,
          kind,
          authorName: author?.name ?? null,
          editLink: `${config.publicUrl}${editPath(kind, guide.id)}`,
          queueLink: `${config.publicUrl}${REVIEW_QUEUE_PATH}`,
        }),
      );
    }
  }

  return {
    async takeAction(
      kind: GuideKind,
      id: number,
      { action, note }: { action: WorkflowAction; note?: string },
      user: UserClaims,
    ): Promise<WorkflowSummary> {
      return db.transaction(async (tx) => {
        const guide = await createGuideEditingRepository(tx).lockGuide(kind, id);
        if (!guide) throw notFound();
        if (!mayTakeWorkflowAction(user, action, guide.authorId)) {
          throw forbidden(`You may not ${WORKFLOW_ACTION_LABELS[action].toLowerCase()} this guide.`);
        }
        const isStaffChange = !(action === "submit" && user.id === guide.authorId);
        const values = await applyAction(tx, kind, guide, {
          action,
          note,
          actorId: user.id,
          isStaffChange,
          auditAction: AUDIT_ACTIONS[action],
        });
        const state = values.workflowState;
        return {
          state,
          submitted_at: ("submittedAt" in values ? values.submittedAt : guide.submittedAt)?.toISOString() ?? null,
          accepted_at: ("acceptedAt" in values ? values.acceptedAt : guide.acceptedAt)?.toISOString() ?? null,
          available_actions: availableWorkflowActions(user, { state, authorId: guide.authorId }),
        };
      });
    },

    /**
     * The publishing job's transition (ADR 0051): publishes the guide if it is still accepted and its
     * time has come, on behalf of `scheduledBy`; false when a staff member moved it first.
     */
    async publishOnSchedule(kind: GuideKind, id: number, scheduledBy: number | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const guide = await createGuideEditingRepository(tx).lockGuide(kind, id);
        const isDue = guide?.publishAt != null && guide.publishAt.getTime() <= clock.now().getTime();
        if (!guide || !isDue || guide.workflowState !== "accepted") return false;
        await applyAction(tx, kind, guide, {
          action: "publish",
          actorId: scheduledBy,
          isStaffChange: true,
          auditAction: SCHEDULED_PUBLISH_AUDIT_ACTION,
        });
        return true;
      });
    },
  };
}

export type GuideWorkflowService = ReturnType<typeof createGuideWorkflowService>;
