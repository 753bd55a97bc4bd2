// SQL for the contributor portal: one contributor's own trails and scout routes (with whether an
// autosaved draft of theirs waits on each), the statements of work addressed to them, their open
// patrols (their assignment requests come from the requests module). Reads only; the modules that own
// these tables write them.
import { and, asc, count, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { WorkflowState } from "../../../shared/domain/guide-workflow";
import { OPEN_PATROL_STATES } from "../../../shared/domain/contributor-portal";
import type { Executor } from "../../db/client";
import { guideDrafts, patrols, scoutRoutes, states, statementsOfWork, trails } from "../../db/schema";

interface Page {
  limit: number;
  offset: number;
}

export function createContributorPortalRepository(db: Executor) {
  /** One guide table's rows by this author in these states, shaped alike for both kinds. */
  const guidesOf = (kind: "scout-route" | "trail", userId: number, workflowStates: readonly WorkflowState[]) => {
    const table = kind === "trail" ? trails : scoutRoutes;
    const draftOf = kind === "trail" ? guideDrafts.trailId : guideDrafts.scoutRouteId;
    return db
      .select({
        kind: sql<"scout-route" | "trail">`${kind}::text`.as("kind"),
        id: table.id,
        title: table.title,
        slug: table.slug,
        workflowState: table.workflowState,
        acceptedAt: table.acceptedAt,
        updatedAt: table.updatedAt,
        stateSlug: states.slug,
        countryCode: states.countryCode,
        hasDraft: sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(guideDrafts)
            .where(and(eq(draftOf, table.id), eq(guideDrafts.userId, userId))),
        )}`.as("has_draft"),
      })
      .from(table)
      .innerJoin(states, eq(states.id, table.stateId))
      .where(and(eq(table.userId, userId), inArray(table.workflowState, [...workflowStates])));
  };

  /** How many guides of this author's are in each workflow state, in one table. */
  const stateCountsOf = (table: typeof trails | typeof scoutRoutes, userId: number) =>
    db
      .select({ workflowState: table.workflowState, guides: count() })
      .from(table)
      .where(eq(table.userId, userId))
      .groupBy(table.workflowState);

  // Each section's rows: the list shows some, the count says how many there are.
  const statementsTo = (userId: number) => eq(statementsOfWork.contributorId, userId);
  const openPatrolsOf = (userId: number) => and(eq(patrols.assigneeId, userId), inArray(patrols.state, [...OPEN_PATROL_STATES]));

  return {
    /** The author's guides in these states, the most recently changed first. */
    listGuides(userId: number, workflowStates: readonly WorkflowState[], { limit, offset }: Page) {
      return unionAll(guidesOf("scout-route", userId, workflowStates), guidesOf("trail", userId, workflowStates))
        .orderBy(desc(sql`updated_at`), asc(sql`kind`), desc(sql`id`))
        .limit(limit)
        .offset(offset);
    },

    async countGuidesByState(userId: number): Promise<Map<WorkflowState, number>> {
      const rows = (await Promise.all([stateCountsOf(scoutRoutes, userId), stateCountsOf(trails, userId)])).flat();
      const counts = new Map<WorkflowState, number>();
      for (const row of rows) counts.set(row.workflowState, (counts.get(row.workflowState) ?? 0) + row.guides);
      return counts;
    },

    /** Statements addressed to the contributor: those waiting for a signature first, then by deadline. */
    listStatements(userId: number, limit: number) {
      return db
        .select({
          id: statementsOfWork.id,
          title: statementsOfWork.title,
          deadline: statementsOfWork.deadline,
          payCents: statementsOfWork.payCents,
          signedAt: statementsOfWork.signedAt,
        })
        .from(statementsOfWork)
        .where(statementsTo(userId))
        .orderBy(sql`${statementsOfWork.signedAt} is not null`, asc(statementsOfWork.deadline), desc(statementsOfWork.id))
        .limit(limit);
    },

    /** Patrols assigned to the contributor that staff have not accepted yet, the soonest due first. */
    listOpenPatrols(userId: number, limit: number) {
      return db
        .select({ id: patrols.id, trailTitle: trails.title, dueOn: patrols.dueOn, state: patrols.state })
        .from(patrols)
        .innerJoin(trails, eq(trails.id, patrols.trailId))
        .where(openPatrolsOf(userId))
        .orderBy(asc(patrols.dueOn), asc(patrols.id))
        .limit(limit);
    },

    countStatements: (userId: number) => db.$count(statementsOfWork, statementsTo(userId)),
    countOpenPatrols: (userId: number) => db.$count(patrols, openPatrolsOf(userId)),
  };
}

export type ContributorPortalRepository = ReturnType<typeof createContributorPortalRepository>;
