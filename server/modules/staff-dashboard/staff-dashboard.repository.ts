// SQL for the staff dashboard: each queue's size in one round trip, and the latest audit entries.
import { and, count, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  auditLog,
  badgeSubmissions,
  conditionReports,
  contributorRequests,
  editRequests,
  patrols,
  reviews,
  scoutRoutes,
  trails,
  users,
} from "../../db/schema";

export function createStaffDashboardRepository(db: Executor) {
  const countOf = (query: { total: number }[]) => query[0]?.total ?? 0;
  return {
    async queueSizes({ newReviewsSince, patrolsDueBy, today }: { newReviewsSince: Date; patrolsDueBy: string; today: string }) {
      const [
        submittedTrails,
        submittedRoutes,
        edits,
        applications,
        badges,
        newReviews,
        patrolsDue,
        patrolsOverdue,
        pendingConditions,
      ] = await Promise.all([
        db.select({ total: count() }).from(trails).where(eq(trails.workflowState, "submitted")),
        db.select({ total: count() }).from(scoutRoutes).where(eq(scoutRoutes.workflowState, "submitted")),
        db.select({ total: count() }).from(editRequests).where(eq(editRequests.state, "open")),
        db.select({ total: count() }).from(contributorRequests).where(eq(contributorRequests.state, "open")),
        db.select({ total: count() }).from(badgeSubmissions).where(eq(badgeSubmissions.status, "submitted")),
        db
          .select({ total: count() })
          .from(reviews)
          .where(and(gte(reviews.createdAt, newReviewsSince), isNull(reviews.hiddenAt))),
        db
          .select({ total: count() })
          .from(patrols)
          .where(and(eq(patrols.state, "assigned"), lte(patrols.dueOn, patrolsDueBy))),
        db
          .select({ total: count() })
          .from(patrols)
          .where(and(eq(patrols.state, "assigned"), sql`${patrols.dueOn} < ${today}::date`)),
        db.select({ total: count() }).from(conditionReports).where(eq(conditionReports.state, "pending")),
      ]);
      return {
        submittedGuides: countOf(submittedTrails) + countOf(submittedRoutes),
        editRequests: countOf(edits),
        contributorRequests: countOf(applications),
        badgeSubmissions: countOf(badges),
        newReviews: countOf(newReviews),
        patrolsDue: countOf(patrolsDue),
        patrolsOverdue: countOf(patrolsOverdue),
        pendingConditionReports: countOf(pendingConditions),
      };
    },

    latestChanges(limit: number) {
      return db
        .select({ entry: auditLog, actor: { uuid: users.uuid, name: users.name, email: users.email } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
