// Rows waiting for a staff decision, written straight to their tables: a suggested edit, a
// contributor application, a member's condition report and a patrol's filed report.
import { conditionExpiresAt } from "../../shared/domain/condition-reports";
import type { Executor } from "../../server/db/client";
import { conditionReports, contributorRequests, editRequests, patrols } from "../../server/db/schema";

export async function insertEditRequest(db: Executor, userId: number, guide: { trailId: number } | { scoutRouteId: number }) {
  const [request] = await db
    .insert(editRequests)
    .values({ userId, ...guide, field: "status", proposedText: "The lower gate is closed for the season." })
    .returning({ id: editRequests.id });
  return request!;
}

export async function insertContributorRequest(db: Executor, userId: number, requestedRole: "SCOUT" | "WRITER" = "SCOUT") {
  const [request] = await db
    .insert(contributorRequests)
    .values({ userId, requestedRole, experience: "Ten years of trail runs.", areas: "The San Rafael Swell" })
    .returning({ id: contributorRequests.id });
  return request!;
}

/** A pending report of a closed trail, seen on `observedOn`. */
export async function insertConditionReport(db: Executor, reporterId: number, values: { trailId: number; observedOn: string }) {
  const [report] = await db
    .insert(conditionReports)
    .values({
      trailId: values.trailId,
      reporterId,
      condition: "closed",
      observedOn: values.observedOn,
      note: "A locked gate at the trailhead.",
      expiresAt: conditionExpiresAt("closed", values.observedOn),
    })
    .returning({ id: conditionReports.id });
  return report!;
}

/** A patrol whose assignee has filed the report: the trail was open on `patrolledOn`. */
export async function insertReportedPatrol(
  db: Executor,
  assigneeId: number,
  values: { trailId: number; patrolledOn: string; reportedAt: Date },
) {
  const [patrol] = await db
    .insert(patrols)
    .values({
      assigneeId,
      trailId: values.trailId,
      dueOn: values.patrolledOn,
      state: "reported",
      patrolledOn: values.patrolledOn,
      conditions: "Dry and clear all the way up.",
      reportedStatus: "open",
      reportedAt: values.reportedAt,
    })
    .returning({ id: patrols.id });
  return patrol!;
}
