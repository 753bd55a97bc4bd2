// SQL for condition reports (ADR 0060): a trail's recent reports with their reporters' standing and
// photos, the staff list, the map's counting reports, the decision, and the trail status they set.
import { and, asc, between, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { ConditionReportListQuery } from "../../../shared/contracts/condition-reports.contract";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { TrailStatus } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { conditionReports, photos, states, trails, users } from "../../db/schema";

/** Each reporter's confirmed and rejected reports: the standing their trust is read from. */
const confirmedCount = sql<number>`(select count(*)::int from condition_reports standing
  where standing.reporter_id = ${conditionReports.reporterId} and standing.state = 'confirmed')`;
const rejectedCount = sql<number>`(select count(*)::int from condition_reports standing
  where standing.reporter_id = ${conditionReports.reporterId} and standing.state = 'rejected')`;

const reportColumns = {
  report: conditionReports,
  trail: {
    id: trails.id,
    title: trails.title,
    slug: trails.slug,
    countryCode: states.countryCode,
    stateSlug: states.slug,
  },
  reporter: { name: users.name, role: users.accessType, confirmed: confirmedCount, rejected: rejectedCount },
};

function listWhere(query: ConditionReportListQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    eq(conditionReports.state, query.state),
    word ? or(ilike(trails.title, word), ilike(users.name, word), ilike(users.email, word)) : undefined,
  );
}

export function createConditionReportsRepository(db: Executor) {
  const selectReports = () =>
    db
      .select(reportColumns)
      .from(conditionReports)
      .innerJoin(trails, eq(conditionReports.trailId, trails.id))
      .innerJoin(states, eq(trails.stateId, states.id))
      .innerJoin(users, eq(conditionReports.reporterId, users.id));

  return {
    /** The published trail a report is about: its line, paywall and status. */
    async findTrail(trailId: number) {
      const [row] = await db
        .select({
          id: trails.id,
          geojson: trails.geojson,
          isPreview: trails.isPreview,
          published: trails.published,
          status: trails.status,
          statusReportedAt: trails.statusReportedAt,
        })
        .from(trails)
        .where(eq(trails.id, trailId));
      return row ?? null;
    },

    /** The trail's row, held for the rest of the transaction so status changes run one at a time. */
    async lockTrail(trailId: number) {
      const [row] = await db
        .select({ id: trails.id, status: trails.status, statusReportedAt: trails.statusReportedAt })
        .from(trails)
        .where(eq(trails.id, trailId))
        .for("update");
      return row ?? null;
    },

    /** A reporter's role and standing. */
    async standingOf(userId: number) {
      const [row] = await db
        .select({
          role: users.accessType,
          confirmed: sql<number>`count(*) filter (where ${conditionReports.state} = 'confirmed')::int`,
          rejected: sql<number>`count(*) filter (where ${conditionReports.state} = 'rejected')::int`,
        })
        .from(users)
        .leftJoin(conditionReports, eq(conditionReports.reporterId, users.id))
        .where(eq(users.id, userId))
        .groupBy(users.id);
      return row ?? null;
    },

    async insert(values: typeof conditionReports.$inferInsert): Promise<number> {
      const [row] = await db.insert(conditionReports).values(values).returning({ id: conditionReports.id });
      return row!.id;
    },

    async find(id: number) {
      const [row] = await selectReports().where(eq(conditionReports.id, id));
      return row ?? null;
    },

    async findByUuid(uuid: string) {
      const [row] = await selectReports().where(eq(conditionReports.uuid, uuid));
      return row ?? null;
    },

    async lock(id: number) {
      const [row] = await db.select().from(conditionReports).where(eq(conditionReports.id, id)).for("update");
      return row ?? null;
    },

    /** A trail's newest unexpired reports that staff have not rejected, newest seen first. */
    recent(trailId: number, now: Date, limit: number) {
      return selectReports()
        .where(
          and(eq(conditionReports.trailId, trailId), gt(conditionReports.expiresAt, now), ne(conditionReports.state, "rejected")),
        )
        .orderBy(desc(conditionReports.observedOn), desc(conditionReports.createdAt), desc(conditionReports.id))
        .limit(limit);
    },

    /** The newest unexpired confirmed report of a trail: the one its status follows. */
    async newestCounting(trailId: number, now: Date) {
      const [row] = await db
        .select()
        .from(conditionReports)
        .where(
          and(
            eq(conditionReports.trailId, trailId),
            eq(conditionReports.state, "confirmed"),
            gt(conditionReports.expiresAt, now),
          ),
        )
        .orderBy(desc(conditionReports.observedOn), desc(conditionReports.createdAt), desc(conditionReports.id))
        .limit(1);
      return row ?? null;
    },

    /** The staff list: reports in one state, searched by trail or reporter, sorted and paged. */
    list(query: ConditionReportListQuery) {
      const where = listWhere(query);
      return pageOf(db, query, {
        rows: selectReports().where(where).$dynamic(),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(conditionReports)
            .innerJoin(trails, eq(conditionReports.trailId, trails.id))
            .innerJoin(users, eq(conditionReports.reporterId, users.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { created_at: conditionReports.createdAt, observed_on: conditionReports.observedOn },
        tieBreaker: conditionReports.id,
      });
    },

    /**
     * Counting reports with a point on published trails, for the map; only preview trails unless
     * `everyTrail`; only inside `box` when given (edges included).
     */
    mapReports(now: Date, everyTrail: boolean, box: Bbox | null) {
      return selectReports()
        .where(
          and(
            eq(conditionReports.state, "confirmed"),
            gt(conditionReports.expiresAt, now),
            isNotNull(conditionReports.longitude),
            eq(trails.published, true),
            everyTrail ? undefined : eq(trails.isPreview, true),
            box ? between(conditionReports.longitude, box.west, box.east) : undefined,
            box ? between(conditionReports.latitude, box.south, box.north) : undefined,
          ),
        )
        .orderBy(desc(conditionReports.observedOn), desc(conditionReports.id))
        .limit(2000);
    },

    /** Photos of these reports in upload order. */
    photosOf(reportIds: readonly number[]) {
      if (reportIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          reportId: photos.conditionReportId,
          photo_type: photos.photoType,
          original: photos.original,
          resized_medium: photos.resizedMedium,
          resized_large: photos.resizedLarge,
        })
        .from(photos)
        .where(inArray(photos.conditionReportId, [...reportIds]))
        .orderBy(asc(photos.position), asc(photos.id));
    },

    async decide(
      id: number,
      decision: { state: "confirmed" | "rejected"; reviewerId: number; decisionReason: string | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(conditionReports)
        .set({ ...decision, reviewedAt: at })
        .where(eq(conditionReports.id, id));
    },

    async setTrailStatus(trailId: number, status: TrailStatus, reportedAt: Date | null, at: Date): Promise<void> {
      await db.update(trails).set({ status, statusReportedAt: reportedAt, updatedAt: at }).where(eq(trails.id, trailId));
    },

    /**
     * Trails whose status still comes from a confirmed report that has expired: the report's day seen is
     * the status's date and its condition's status the status.
     */
    async trailsWithExpiredStatus(now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: trails.id })
        .from(conditionReports)
        .innerJoin(trails, eq(conditionReports.trailId, trails.id))
        .where(
          and(
            eq(conditionReports.state, "confirmed"),
            lte(conditionReports.expiresAt, now),
            sql`${trails.statusReportedAt} = (${conditionReports.observedOn}::timestamp at time zone 'UTC')`,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type ConditionReportsRepository = ReturnType<typeof createConditionReportsRepository>;
export type ConditionReportRow = NonNullable<Awaited<ReturnType<ConditionReportsRepository["find"]>>>;
