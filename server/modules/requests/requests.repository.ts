// SQL for the three kinds of request: suggested edits (with the guide they are about and their
// photo), assignment requests and contributor applications; the staff lists and decisions, and the
// role an accepted application gives.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { ContributorRequestListQuery, EditRequestListQuery } from "../../../shared/contracts/authoring-requests.contract";
import type { RequestState } from "../../../shared/domain/authoring";
import type { Role } from "../../../shared/domain/roles";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import {
  assignmentRequests,
  contributorRequests,
  editRequests,
  photos,
  scoutRoutes,
  states,
  trails,
  users,
} from "../../db/schema";

const requesterColumns = { uuid: users.uuid, name: users.name, email: users.email };

type Decision = { state: Exclude<RequestState, "open">; reviewerId: number; decisionReason: string | null };

/** The first photo of each suggested edit (a suggestion carries at most one). */
const editRequestPhoto = {
  photo_type: photos.photoType,
  original: photos.original,
  resized_medium: photos.resizedMedium,
  resized_large: photos.resizedLarge,
};

function editRequestsWhere(query: EditRequestListQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.state === "all" ? undefined : eq(editRequests.state, query.state),
    word
      ? or(
          ilike(editRequests.proposedText, word),
          ilike(trails.title, word),
          ilike(scoutRoutes.title, word),
          ilike(users.name, word),
          ilike(users.email, word),
        )
      : undefined,
  );
}

function contributorRequestsWhere(query: ContributorRequestListQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.state === "all" ? undefined : eq(contributorRequests.state, query.state),
    query.role ? eq(contributorRequests.requestedRole, query.role) : undefined,
    word
      ? or(
          ilike(users.name, word),
          ilike(users.email, word),
          ilike(contributorRequests.areas, word),
          ilike(contributorRequests.experience, word),
        )
      : undefined,
  );
}

export function createRequestsRepository(db: Executor) {
  const editRequestsQuery = () =>
    db
      .select({
        request: editRequests,
        requester: requesterColumns,
        trail: { id: trails.id, title: trails.title, slug: trails.slug },
        scoutRoute: { id: scoutRoutes.id, title: scoutRoutes.title, slug: scoutRoutes.slug },
        state: { countryCode: states.countryCode, slug: states.slug },
        photo: editRequestPhoto,
      })
      .from(editRequests)
      .innerJoin(users, eq(editRequests.userId, users.id))
      .leftJoin(trails, eq(editRequests.trailId, trails.id))
      .leftJoin(scoutRoutes, eq(editRequests.scoutRouteId, scoutRoutes.id))
      .innerJoin(states, eq(states.id, sql`coalesce(${trails.stateId}, ${scoutRoutes.stateId})`))
      .leftJoin(photos, eq(photos.editRequestId, editRequests.id))
      .$dynamic();

  /** Assignment requests with their state's code, filtered and ordered by the caller. */
  const assignmentRequestsQuery = () =>
    db
      .select({ request: assignmentRequests, stateCode: states.code, requester: requesterColumns })
      .from(assignmentRequests)
      .innerJoin(users, eq(assignmentRequests.userId, users.id))
      .leftJoin(states, eq(assignmentRequests.stateId, states.id))
      .$dynamic();

  /** Contributor applications with who sent them, filtered and ordered by the caller. */
  const contributorRequestsQuery = () =>
    db
      .select({ request: contributorRequests, requester: { ...requesterColumns, accessType: users.accessType } })
      .from(contributorRequests)
      .innerJoin(users, eq(contributorRequests.userId, users.id))
      .$dynamic();

  return {
    async insertEditRequest(values: typeof editRequests.$inferInsert): Promise<number> {
      const [row] = await db.insert(editRequests).values(values).returning({ id: editRequests.id });
      return row!.id;
    },

    async findEditRequest(id: number) {
      const [row] = await editRequestsQuery().where(eq(editRequests.id, id));
      return row ?? null;
    },

    /** The staff queue of suggested edits, searched, filtered, sorted and paged. */
    listEditRequests(query: EditRequestListQuery) {
      const where = editRequestsWhere(query);
      return pageOf(db, query, {
        rows: editRequestsQuery().where(where),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(editRequests)
            .innerJoin(users, eq(editRequests.userId, users.id))
            .leftJoin(trails, eq(editRequests.trailId, trails.id))
            .leftJoin(scoutRoutes, eq(editRequests.scoutRouteId, scoutRoutes.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { created_at: editRequests.createdAt, field: editRequests.field },
        tieBreaker: editRequests.id,
      });
    },

    async lockEditRequest(id: number) {
      const [row] = await db.select().from(editRequests).where(eq(editRequests.id, id)).for("update");
      return row ?? null;
    },

    async decideEditRequest(id: number, decision: Decision, at: Date): Promise<void> {
      await db
        .update(editRequests)
        .set({ ...decision, reviewedAt: at })
        .where(eq(editRequests.id, id));
    },

    async insertAssignmentRequest(values: typeof assignmentRequests.$inferInsert) {
      const [row] = await db.insert(assignmentRequests).values(values).returning({ id: assignmentRequests.id });
      return row!.id;
    },

    listAssignmentRequestsOf(userId: number) {
      return assignmentRequestsQuery()
        .where(eq(assignmentRequests.userId, userId))
        .orderBy(desc(assignmentRequests.createdAt), desc(assignmentRequests.id));
    },

    listAssignmentRequests(state: RequestState) {
      return assignmentRequestsQuery()
        .where(eq(assignmentRequests.state, state))
        .orderBy(asc(assignmentRequests.createdAt), asc(assignmentRequests.id));
    },

    async findContributorRequest(id: number) {
      const [row] = await contributorRequestsQuery().where(eq(contributorRequests.id, id));
      return row ?? null;
    },

    /** The person's latest application, whatever its state. */
    async findLatestContributorRequestOf(userId: number) {
      const [row] = await contributorRequestsQuery()
        .where(eq(contributorRequests.userId, userId))
        .orderBy(desc(contributorRequests.createdAt), desc(contributorRequests.id))
        .limit(1);
      return row ?? null;
    },

    async hasOpenContributorRequest(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contributorRequests.id })
        .from(contributorRequests)
        .where(and(eq(contributorRequests.userId, userId), eq(contributorRequests.state, "open")));
      return row !== undefined;
    },

    /** The staff queue of applications, searched, filtered, sorted and paged. */
    listContributorRequests(query: ContributorRequestListQuery) {
      const where = contributorRequestsWhere(query);
      return pageOf(db, query, {
        rows: contributorRequestsQuery().where(where),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(contributorRequests)
            .innerJoin(users, eq(contributorRequests.userId, users.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: {
          created_at: contributorRequests.createdAt,
          requested_role: contributorRequests.requestedRole,
          name: sql`lower(${users.name})`,
        },
        tieBreaker: contributorRequests.id,
      });
    },

    async insertContributorRequest(values: typeof contributorRequests.$inferInsert): Promise<number> {
      const [row] = await db.insert(contributorRequests).values(values).returning({ id: contributorRequests.id });
      return row!.id;
    },

    /** The application with who to tell, its row held for the rest of the transaction. */
    async lockContributorRequest(id: number) {
      const [row] = await db
        .select({
          request: contributorRequests,
          uuid: users.uuid,
          email: users.email,
          name: users.name,
          accessType: users.accessType,
        })
        .from(contributorRequests)
        .innerJoin(users, eq(contributorRequests.userId, users.id))
        .where(eq(contributorRequests.id, id))
        .for("update", { of: contributorRequests });
      return row ?? null;
    },

    async decideContributorRequest(id: number, decision: Decision, at: Date): Promise<void> {
      await db
        .update(contributorRequests)
        .set({ ...decision, reviewedAt: at })
        .where(eq(contributorRequests.id, id));
    },

    /** The user's role after an accepted application. */
    async setUserRole(userId: number, role: Role, at: Date): Promise<void> {
      await db.update(users).set({ accessType: role, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
export type EditRequestRow = NonNullable<Awaited<ReturnType<RequestsRepository["findEditRequest"]>>>;
export type AssignmentRequestRow = Awaited<ReturnType<RequestsRepository["listAssignmentRequests"]>>[number];
export type ContributorRequestRow = NonNullable<Awaited<ReturnType<RequestsRepository["findContributorRequest"]>>>;
