// SQL of the guide tools: the trail and scout-route lists (every workflow state), the publishing
// queue of both kinds, a trail's flags, a guide's publishing time, and the guides the job publishes.
import { and, asc, eq, ilike, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { PublishingQueueQuery, ScoutRouteCmsQuery, TrailCmsQuery } from "../../../shared/contracts/guide-admin.contract";
import type { GuideKind } from "../../../shared/contracts/guide-editor.contract";
import type { Executor } from "../../db/client";
import { containsPattern, countWhere, pageOf } from "../../db/cms-list";
import { auditLog, scoutRoutes, states, trails, users } from "../../db/schema";

const guideTable = (kind: GuideKind) => (kind === "trail" ? trails : scoutRoutes);

/** The columns of a guide's row in its list, whichever kind. */
function listColumns(table: typeof trails | typeof scoutRoutes) {
  return {
    id: table.id,
    title: table.title,
    slug: table.slug,
    workflowState: table.workflowState,
    originalPublishDate: table.originalPublishDate,
    lastPublishedDate: table.lastPublishedDate,
    newEditionDate: table.newEditionDate,
    reviewCount: table.reviewCount,
    publishAt: table.publishAt,
    updatedAt: table.updatedAt,
    state: { code: states.code, title: states.title, slug: states.slug, countryCode: states.countryCode },
    author: { uuid: users.uuid, name: users.name },
  };
}

function guideWhere(table: typeof trails | typeof scoutRoutes, query: ScoutRouteCmsQuery, stateId: SQL | undefined) {
  return and(
    query.q ? ilike(table.title, containsPattern(query.q)) : undefined,
    query.workflow_state ? eq(table.workflowState, query.workflow_state) : undefined,
    stateId,
  );
}

const stateCodeIs = (table: typeof trails | typeof scoutRoutes, code: string | undefined) =>
  code ? eq(table.stateId, sql`(select ${states.id} from ${states} where ${states.code} = ${code})`) : undefined;

function sortColumnsOf(table: typeof trails | typeof scoutRoutes) {
  return {
    updated_at: table.updatedAt,
    title: table.title,
    state: states.title,
    workflow_state: table.workflowState,
    original_publish_date: table.originalPublishDate,
    last_published_date: table.lastPublishedDate,
    new_edition_date: table.newEditionDate,
    review_count: table.reviewCount,
  };
}

export function createGuideAdminRepository(db: Executor) {
  return {
    listScoutRoutes(query: ScoutRouteCmsQuery) {
      const where = guideWhere(scoutRoutes, query, stateCodeIs(scoutRoutes, query.state));
      const rows = db
        .select(listColumns(scoutRoutes))
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .leftJoin(users, eq(users.id, scoutRoutes.userId))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: countWhere(scoutRoutes, where),
        sortColumns: sortColumnsOf(scoutRoutes),
        tieBreaker: scoutRoutes.id,
      });
    },

    listTrails(query: TrailCmsQuery) {
      const where = and(
        guideWhere(trails, query, stateCodeIs(trails, query.state)),
        query.flag === "is_preview" ? eq(trails.isPreview, true) : undefined,
        query.flag === "is_boh" ? eq(trails.isBoh, true) : undefined,
      );
      const rows = db
        .select({ ...listColumns(trails), isPreview: trails.isPreview, isBoh: trails.isBoh })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .leftJoin(users, eq(users.id, trails.userId))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: countWhere(trails, where),
        sortColumns: sortColumnsOf(trails),
        tieBreaker: trails.id,
      });
    },

    /** The states that hold any guide of the kind, by name. */
    async statesWithGuides(kind: GuideKind) {
      const table = guideTable(kind);
      return db
        .selectDistinct({ code: states.code, title: states.title })
        .from(states)
        .innerJoin(table, eq(table.stateId, states.id))
        .orderBy(asc(states.title));
    },

    /** Submitted and accepted guides of both kinds, as one list. */
    listQueue(query: PublishingQueueQuery) {
      const queueOf = (kind: GuideKind) => {
        const table = guideTable(kind);
        return db
          .select({
            kind: sql<GuideKind>`${kind}::text`.as("kind"),
            id: table.id,
            title: table.title,
            slug: table.slug,
            workflowState: table.workflowState,
            waitingSince: sql<Date | null>`coalesce(${table.acceptedAt}, ${table.submittedAt})`.as("waiting_since"),
            publishAt: table.publishAt,
            stateId: table.stateId,
            userId: table.userId,
          })
          .from(table)
          .where(
            and(
              inArray(table.workflowState, query.workflow_state ? [query.workflow_state] : ["submitted", "accepted"]),
              query.q ? ilike(table.title, containsPattern(query.q)) : undefined,
            ),
          );
      };
      const queue = (query.kind ? queueOf(query.kind) : queueOf("trail").unionAll(queueOf("scout-route"))).as("queue");
      const rows = db
        .select({
          kind: queue.kind,
          id: queue.id,
          title: queue.title,
          slug: queue.slug,
          workflowState: queue.workflowState,
          waitingSince: queue.waitingSince,
          publishAt: queue.publishAt,
          state: { code: states.code, title: states.title, slug: states.slug, countryCode: states.countryCode },
          author: { uuid: users.uuid, name: users.name },
        })
        .from(queue)
        .innerJoin(states, eq(states.id, queue.stateId))
        .leftJoin(users, eq(users.id, queue.userId))
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(queue);
          return row?.total ?? 0;
        },
        sortColumns: { waiting_since: sql`${queue.waitingSince}`, title: queue.title },
        tieBreaker: queue.id,
      });
    },

    /** Holds a trail's flags until the transaction ends. */
    async lockTrailFlags(id: number) {
      const [row] = await db
        .select({ id: trails.id, isPreview: trails.isPreview, isBoh: trails.isBoh, published: trails.published })
        .from(trails)
        .where(eq(trails.id, id))
        .for("update");
      return row ?? null;
    },

    async updateTrailFlags(id: number, values: { isPreview?: boolean; isBoh?: boolean }) {
      await db.update(trails).set(values).where(eq(trails.id, id));
    },

    async setPublishAt(kind: GuideKind, id: number, publishAt: Date | null) {
      const table = guideTable(kind);
      await db.update(table).set({ publishAt }).where(eq(table.id, id));
    },

    /** Accepted guides whose publishing time has come, earliest first. */
    async findDueForPublishing(now: Date): Promise<{ kind: GuideKind; id: number }[]> {
      const due = async (kind: GuideKind) => {
        const table = guideTable(kind);
        const rows = await db
          .select({ id: table.id, publishAt: table.publishAt })
          .from(table)
          .where(and(isNotNull(table.publishAt), lte(table.publishAt, now), eq(table.workflowState, "accepted")));
        return rows.map((row) => ({ kind, id: row.id, at: row.publishAt!.getTime() }));
      };
      const all = [...(await due("trail")), ...(await due("scout-route"))];
      return all.sort((a, b) => a.at - b.at).map(({ kind, id }) => ({ kind, id }));
    },

    /** The staff member behind the record's latest audit entry with this action (who scheduled it). */
    async findLatestActor(entityType: string, id: number, action: string): Promise<number | null> {
      const [row] = await db
        .select({ actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)))
        .orderBy(sql`${auditLog.createdAt} desc, ${auditLog.id} desc`)
        .limit(1);
      return row?.actorId ?? null;
    },
  };
}

export type GuideAdminRepository = ReturnType<typeof createGuideAdminRepository>;
