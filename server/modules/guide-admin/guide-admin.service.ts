// The guide tools (issue "Staff tools", ADR 0051): the trail and scout-route lists, bulk publishing
// and unpublishing through the workflow (each guide its own transaction, refusals reported per
// guide), a trail's flags with a reason, and scheduled publishing: staff pick a time for an accepted
// guide and the publishing job publishes it through the same workflow transition when it comes.
import type {
  BulkWorkflowInput,
  BulkWorkflowResult,
  PublishingQueuePage,
  PublishingQueueQuery,
  PublishingScheduleInput,
  PublishingScheduleResult,
  ScoutRouteCmsPage,
  ScoutRouteCmsQuery,
  TrailCmsPage,
  TrailCmsQuery,
  TrailFlagChange,
} from "../../../shared/contracts/guide-admin.contract";
import { SCHEDULE_IN_FUTURE_MESSAGE } from "../../../shared/contracts/guide-admin.contract";
import type { GuideKind } from "../../../shared/contracts/guide-editor.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { WORKFLOW_STATE_LABELS } from "../../../shared/domain/guide-workflow";
import { HttpError, badRequest, conflict, notFound } from "../../http/errors";
import type { Executor } from "../../db/client";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { createGuideEditingRepository } from "../authoring/guide-editing.repository";
import { auditEntityTypeOf, editPath } from "../authoring/guide-editing.service";
import type { GuideWorkflowService } from "../authoring/guide-workflow.service";
import { GUIDE_EDIT_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import { guidePath } from "../map/guide-paths";
import { createGuideAdminRepository } from "./guide-admin.repository";

/** The audit action that sets a publishing time; the job publishes on behalf of its actor. */
export const SCHEDULED_AUDIT_ACTION = "scheduled";

const FLAG_COLUMNS = { is_preview: "isPreview", is_boh: "isBoh" } as const;

interface PlacedRow {
  id: number;
  slug: string;
  state: { code: string; title: string; slug: string; countryCode: string };
  author: { uuid: string | null; name: string | null } | null;
}

/** The parts of a list row every guide tool shows the same way: its state, author and links. */
function placed(kind: GuideKind, row: PlacedRow) {
  return {
    state: { code: row.state.code, title: row.state.title },
    author: row.author?.uuid ? { uuid: row.author.uuid, name: row.author.name ?? "" } : null,
    page_path: guidePath(kind, { id: row.id, slug: row.slug, countryCode: row.state.countryCode, stateSlug: row.state.slug }),
    edit_path: editPath(kind, row.id),
  };
}

type GuideListRow = Awaited<ReturnType<ReturnType<typeof createGuideAdminRepository>["listScoutRoutes"]>>["results"][number];

function toGuideRow(kind: GuideKind, row: GuideListRow) {
  return {
    id: row.id,
    title: row.title,
    workflow_state: row.workflowState,
    original_publish_date: row.originalPublishDate,
    last_published_date: row.lastPublishedDate,
    new_edition_date: row.newEditionDate,
    review_count: row.reviewCount,
    publish_at: row.publishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    ...placed(kind, row),
  };
}

interface GuideAdminDeps extends Pick<ServiceDeps, "db" | "clock" | "logger"> {
  guideWorkflow: GuideWorkflowService;
}

export function createGuideAdminService({ db, clock, logger, guideWorkflow }: GuideAdminDeps) {
  const repository = createGuideAdminRepository(db);

  /** Holds the guide for a schedule change: it must exist and be accepted. */
  async function lockAccepted(tx: Executor, kind: GuideKind, id: number) {
    const guide = await createGuideEditingRepository(tx).lockGuide(kind, id);
    if (!guide) throw notFound();
    if (guide.workflowState !== "accepted") {
      throw conflict(
        `Only an accepted guide can be scheduled: this one is ${WORKFLOW_STATE_LABELS[guide.workflowState].toLowerCase()}.`,
        "workflow_state",
      );
    }
    return guide;
  }

  return {
    async listTrails(query: TrailCmsQuery): Promise<TrailCmsPage> {
      const [page, states] = await Promise.all([repository.listTrails(query), repository.statesWithGuides("trail")]);
      return {
        ...page,
        results: page.results.map((row) => ({ ...toGuideRow("trail", row), is_preview: row.isPreview, is_boh: row.isBoh })),
        states,
      };
    },

    async listScoutRoutes(query: ScoutRouteCmsQuery): Promise<ScoutRouteCmsPage> {
      const [page, states] = await Promise.all([repository.listScoutRoutes(query), repository.statesWithGuides("scout-route")]);
      return { ...page, results: page.results.map((row) => toGuideRow("scout-route", row)), states };
    },

    async listQueue(query: PublishingQueueQuery): Promise<PublishingQueuePage> {
      const page = await repository.listQueue(query);
      return {
        ...page,
        results: page.results.map((row) => ({
          kind: row.kind,
          id: row.id,
          title: row.title,
          workflow_state: row.workflowState === "submitted" ? "submitted" : "accepted",
          waiting_since: row.waitingSince ? new Date(row.waitingSince).toISOString() : null,
          publish_at: row.publishAt?.toISOString() ?? null,
          ...placed(row.kind, row),
        })),
      };
    },

    /** Publishes or unpublishes each guide in its own transaction; a guide the workflow refuses is reported, the others go. */
    async bulkWorkflow(kind: GuideKind, { action, ids }: BulkWorkflowInput, user: UserClaims): Promise<BulkWorkflowResult> {
      const results: BulkWorkflowResult["results"] = [];
      for (const id of new Set(ids)) {
        try {
          const summary = await guideWorkflow.takeAction(kind, id, { action }, user);
          results.push({ id, ok: true, workflow_state: summary.state, detail: null });
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          results.push({ id, ok: false, workflow_state: null, detail: error.detail });
        }
      }
      return { results };
    },

    /** Turns one of a trail's flags on or off, with the map and search rows that show it. */
    async setTrailFlag(id: number, { flag, value, reason }: TrailFlagChange, user: UserClaims) {
      return db.transaction(async (tx) => {
        const tools = createGuideAdminRepository(tx);
        const trail = await tools.lockTrailFlags(id);
        if (!trail) throw notFound();
        const before = { is_preview: trail.isPreview, is_boh: trail.isBoh };
        const after = { ...before, [flag]: value };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length > 0) {
          await tools.updateTrailFlags(id, { [FLAG_COLUMNS[flag]]: value });
          if (trail.published) await refreshGuideProjections(tx, "trail", id, GUIDE_EDIT_PROJECTIONS);
          await recordStaffChange(tx, {
            actorId: user.id,
            entityType: auditEntityTypeOf("trail"),
            entityId: id,
            action: "flag changed",
            ...changed,
            reason,
          });
        }
        return { id, ...after };
      });
    },

    /** Sets when the publishing job publishes an accepted guide: a time still to come by the server's clock. */
    async schedule(
      kind: GuideKind,
      id: number,
      input: PublishingScheduleInput,
      user: UserClaims,
    ): Promise<PublishingScheduleResult> {
      const publishAt = new Date(input.publish_at);
      return db.transaction(async (tx) => {
        const guide = await lockAccepted(tx, kind, id);
        if (publishAt.getTime() <= clock.now().getTime()) {
          throw badRequest(SCHEDULE_IN_FUTURE_MESSAGE, { publish_at: [SCHEDULE_IN_FUTURE_MESSAGE] });
        }
        await createGuideAdminRepository(tx).setPublishAt(kind, id, publishAt);
        await recordStaffChange(tx, {
          actorId: user.id,
          entityType: auditEntityTypeOf(kind),
          entityId: id,
          action: SCHEDULED_AUDIT_ACTION,
          before: { publish_at: guide.publishAt?.toISOString() ?? null },
          after: { publish_at: publishAt.toISOString() },
        });
        return { kind, id, publish_at: publishAt.toISOString() };
      });
    },

    async cancelSchedule(kind: GuideKind, id: number, user: UserClaims): Promise<PublishingScheduleResult> {
      return db.transaction(async (tx) => {
        const guide = await lockAccepted(tx, kind, id);
        if (guide.publishAt !== null) {
          await createGuideAdminRepository(tx).setPublishAt(kind, id, null);
          await recordStaffChange(tx, {
            actorId: user.id,
            entityType: auditEntityTypeOf(kind),
            entityId: id,
            action: "schedule cancelled",
            before: { publish_at: guide.publishAt.toISOString() },
            after: { publish_at: null },
          });
        }
        return { kind, id, publish_at: null };
      });
    },

    /** The publishing job: publishes every accepted guide whose time has come, each in its own transaction. */
    async publishDue(): Promise<number> {
      let published = 0;
      for (const { kind, id } of await repository.findDueForPublishing(clock.now())) {
        try {
          const scheduledBy = await repository.findLatestActor(auditEntityTypeOf(kind), id, SCHEDULED_AUDIT_ACTION);
          if (await guideWorkflow.publishOnSchedule(kind, id, scheduledBy)) published += 1;
        } catch (error) {
          // One guide that cannot be published does not hold the others back; it is tried again next run.
          logger.error({ err: error, kind, guideId: id }, "a scheduled guide could not be published");
        }
      }
      return published;
    },
  };
}

export type GuideAdminService = ReturnType<typeof createGuideAdminService>;
