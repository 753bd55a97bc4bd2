// SQL for patrols: one patrol with its trail, assignee and place; assigning, the report, staff's
// decision, and the trail status an accepted report sets.
import { and, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { PatrolListQuery, PatrolReportFields } from "../../../shared/contracts/patrol.contract";
import type { TrailStatus } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { patrols, states, statementsOfWork, trails, users } from "../../db/schema";

/** The SQL of isPatrolOverdue: past its due date and still the assignee's to report. */
const overdueOn = (today: string) => and(inArray(patrols.state, ["assigned", "rejected"]), lt(patrols.dueOn, today));

function listWhere(query: PatrolListQuery, today: string): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.state ? eq(patrols.state, query.state) : undefined,
    query.overdue === "yes" ? overdueOn(today) : undefined,
    word ? or(ilike(trails.title, word), ilike(users.name, word), ilike(users.email, word)) : undefined,
  );
}

export function createPatrolsRepository(db: Executor) {
  return {
    /** The staff list: each patrol with its trail and assignee, searched, filtered, sorted and paged. */
    list(query: PatrolListQuery, today: string) {
      const where = listWhere(query, today);
      const rows = db
        .select({
          patrol: {
            id: patrols.id,
            dueOn: patrols.dueOn,
            state: patrols.state,
            reportedAt: patrols.reportedAt,
            createdAt: patrols.createdAt,
          },
          trail: {
            id: trails.id,
            title: trails.title,
            slug: trails.slug,
            countryCode: states.countryCode,
            stateSlug: states.slug,
          },
          assignee: { uuid: users.uuid, name: users.name, email: users.email },
        })
        .from(patrols)
        .innerJoin(trails, eq(patrols.trailId, trails.id))
        .innerJoin(states, eq(trails.stateId, states.id))
        .innerJoin(users, eq(patrols.assigneeId, users.id))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(patrols)
            .innerJoin(trails, eq(patrols.trailId, trails.id))
            .innerJoin(users, eq(patrols.assigneeId, users.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { due_on: patrols.dueOn, created_at: patrols.createdAt, state: patrols.state },
        tieBreaker: patrols.id,
      });
    },

    async findPatrol(id: number) {
      const [row] = await db
        .select({
          patrol: patrols,
          trail: {
            id: trails.id,
            title: trails.title,
            slug: trails.slug,
            status: trails.status,
            statusReportedAt: trails.statusReportedAt,
            countryCode: states.countryCode,
            stateSlug: states.slug,
          },
          assignee: { uuid: users.uuid, name: users.name },
        })
        .from(patrols)
        .innerJoin(trails, eq(patrols.trailId, trails.id))
        .innerJoin(states, eq(trails.stateId, states.id))
        .innerJoin(users, eq(patrols.assigneeId, users.id))
        .where(eq(patrols.id, id));
      return row ?? null;
    },

    /** The patrol's row, held for the rest of the transaction so a report and a decision run one at a time. */
    async lockPatrol(id: number) {
      const [row] = await db.select().from(patrols).where(eq(patrols.id, id)).for("update");
      return row ?? null;
    },

    async trailExists(trailId: number): Promise<boolean> {
      const [row] = await db.select({ id: trails.id }).from(trails).where(eq(trails.id, trailId));
      return row !== undefined;
    },

    /** Whether the statement of work exists and is addressed to this contributor. */
    async isStatementOf(statementId: number, contributorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: statementsOfWork.id })
        .from(statementsOfWork)
        .where(and(eq(statementsOfWork.id, statementId), eq(statementsOfWork.contributorId, contributorId)));
      return row !== undefined;
    },

    async insertPatrol(
      values: Pick<typeof patrols.$inferInsert, "trailId" | "assigneeId" | "dueOn" | "statementOfWorkId">,
      at: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(patrols)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: patrols.id });
      return row!.id;
    },

    async saveReport(id: number, report: PatrolReportFields, at: Date): Promise<void> {
      await db
        .update(patrols)
        .set({
          state: "reported",
          patrolledOn: report.patrolled_on,
          conditions: report.conditions,
          reportedStatus: report.reported_status,
          concernsSeen: report.concerns_seen,
          reportedAt: at,
          updatedAt: at,
        })
        .where(eq(patrols.id, id));
    },

    async decide(
      id: number,
      decision: { state: "accepted" | "rejected"; reviewerId: number; decisionReason: string | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(patrols)
        .set({ ...decision, reviewedAt: at, updatedAt: at })
        .where(eq(patrols.id, id));
    },

    /** The trail's status as a patrol found it, dated when the patrol reported it; `at` is when staff accepted it. */
    async setTrailStatus(trailId: number, status: TrailStatus, reportedAt: Date, at: Date): Promise<void> {
      await db.update(trails).set({ status, statusReportedAt: reportedAt, updatedAt: at }).where(eq(trails.id, trailId));
    },
  };
}

export type PatrolsRepository = ReturnType<typeof createPatrolsRepository>;
export type PatrolRow = NonNullable<Awaited<ReturnType<PatrolsRepository["findPatrol"]>>>;
export type PatrolListRow = Awaited<ReturnType<PatrolsRepository["list"]>>["results"][number];
