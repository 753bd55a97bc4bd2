// Rows the contributor portal lists, written straight to their tables: an editor's autosaved draft,
// statements of work, patrols and assignment requests.
import type { PatrolState, RequestState } from "../../shared/domain/authoring";
import type { Executor } from "../../server/db/client";
import { assignmentRequests, guideDrafts, patrols, statementsOfWork } from "../../server/db/schema";
import { stateIdFor } from "./guides";

export async function insertGuideDraft(db: Executor, userId: number, guide: { scoutRouteId: number } | { trailId: number }) {
  await db.insert(guideDrafts).values({ userId, ...guide, fields: { title: "Half-typed title" } });
}

export async function insertStatementOfWork(
  db: Executor,
  contributorId: number,
  values: { title: string; deadline: string; payCents: number; signedAt?: Date },
) {
  const [statement] = await db
    .insert(statementsOfWork)
    .values({
      contributorId,
      title: values.title,
      scopeHtml: "<p>Scout and write up two routes.</p>",
      areaDescription: "The La Sal Mountains",
      payCents: values.payCents,
      deadline: values.deadline,
      ...(values.signedAt && { signedAt: values.signedAt, signatureName: "Signed Name", signedById: contributorId }),
    })
    .returning({ id: statementsOfWork.id });
  return statement!;
}

export async function insertPatrol(
  db: Executor,
  assigneeId: number,
  values: { trailId: number; dueOn: string; state?: PatrolState },
) {
  const [patrol] = await db
    .insert(patrols)
    .values({ assigneeId, trailId: values.trailId, dueOn: values.dueOn, state: values.state ?? "assigned" })
    .returning({ id: patrols.id });
  return patrol!;
}

export async function insertAssignmentRequest(
  db: Executor,
  userId: number,
  values: { area: string; stateCode?: string; state?: RequestState; createdAt?: Date },
) {
  const [request] = await db
    .insert(assignmentRequests)
    .values({
      userId,
      stateId: values.stateCode ? await stateIdFor(db, values.stateCode) : null,
      area: values.area,
      message: "I would like to scout the high passes this summer.",
      state: values.state ?? "open",
      ...(values.createdAt && { createdAt: values.createdAt }),
    })
    .returning({ id: assignmentRequests.id });
  return request!;
}
