// Inserts what the demo accounts keep for themselves through the repositories the features write
// with, in the content seed's transaction: lists and their members, tracks, rigs, recent views,
// statements of work and patrols.
import { RECENTLY_VIEWED_KEPT } from "../../../modules/guides/guides.service";
import { createGarageRepository } from "../../../modules/garage/garage.repository";
import { createGuidesRepository } from "../../../modules/guides/guides.repository";
import { createListSharingRepository } from "../../../modules/lists/list-sharing.repository";
import { createListsRepository, type GuideRef } from "../../../modules/lists/lists.repository";
import { createPatrolsRepository } from "../../../modules/statements-of-work/patrols.repository";
import { scopeToHtml } from "../../../modules/statements-of-work/scope-html";
import { createStatementsOfWorkRepository } from "../../../modules/statements-of-work/statements-of-work.repository";
import { lineColumns } from "../../../modules/user-content/track-geometry";
import { createUserContentRepository } from "../../../modules/user-content/user-content.repository";
import type { Executor } from "../../client";
import type { InsertedGuides } from "./insert-guides";
import { daysAfter, type GuideRefDraft, type PersonalContent } from "./model";

export async function insertPersonalContent(
  tx: Executor,
  personal: PersonalContent,
  inserted: InsertedGuides,
  userId: (email: string) => number,
  stateId: (code: string) => number,
): Promise<void> {
  const guideRef = (ref: GuideRefDraft): GuideRef => {
    switch (ref.kind) {
      case "trails":
        return { productType: "trails", id: inserted.trailId(ref.guide) };
      case "scout-routes":
        return { productType: "scout-routes", id: inserted.scoutRouteId(ref.guide) };
      case "orv-parks":
        return { productType: "orv-parks", id: inserted.parkId(ref.guide.stateCode, ref.guide.slug) };
    }
  };

  const lists = createListsRepository(tx);
  const sharing = createListSharingRepository(tx);
  for (const list of personal.lists) {
    const uuid = await lists.insertList({
      ownerId: userId(list.ownerEmail),
      name: list.name,
      description: list.description,
      isPublic: list.isPublic,
      at: list.createdAt,
    });
    const { id } = (await lists.findList(uuid, { readerId: null }))!;
    for (const [position, item] of list.items.entries()) {
      await lists.insertItem(id, guideRef(item), position, daysAfter(position, list.createdAt));
    }
    for (const member of list.members) {
      await sharing.upsertMember({
        listId: id,
        userId: userId(member.email),
        role: member.role,
        at: daysAfter(1, list.createdAt),
      });
    }
  }

  await createUserContentRepository(tx).insertTracks(
    personal.tracks.map((track) => ({
      ownerId: userId(track.ownerEmail),
      name: track.name,
      notes: track.notes,
      color: track.color,
      ...lineColumns([track.coordinates], [track.times]),
      sourceFileName: track.sourceFileName,
      isShared: track.isShared,
      createdAt: track.createdAt,
      updatedAt: track.createdAt,
    })),
  );

  const garage = createGarageRepository(tx);
  for (const { ownerEmail, createdAt, ...columns } of personal.vehicles) {
    await garage.insertVehicle(userId(ownerEmail), columns, createdAt);
  }

  const guides = createGuidesRepository(tx);
  for (const view of personal.guideViews) {
    const { id } = guideRef(view.guide);
    const kind = view.guide.kind === "trails" ? "trail" : "scout-route";
    await guides.rememberGuideView(
      { kind, guideId: id, userId: userId(view.userEmail), at: view.viewedAt },
      RECENTLY_VIEWED_KEPT,
    );
  }

  const statements = createStatementsOfWorkRepository(tx);
  const statementIds: number[] = [];
  for (const statement of personal.statements) {
    const contributorId = userId(statement.contributorEmail);
    const id = await statements.insertStatement(
      {
        title: statement.title,
        contributorId,
        scopeHtml: scopeToHtml(statement.scope),
        areaDescription: statement.areaDescription,
        stateId: stateId(statement.stateCode),
        deliverables: statement.deliverables,
        payCents: statement.payCents,
        deadline: statement.deadline,
        createdById: userId(statement.authorEmail),
      },
      statement.createdAt,
    );
    statementIds.push(id);
    // Signed by the contributor themselves, with the name on their account, as the sign page asks.
    if (statement.signature) {
      const { name, signedAt } = statement.signature;
      await statements.signStatement(id, { signatureName: name, signedById: contributorId }, signedAt);
    }
  }

  const patrols = createPatrolsRepository(tx);
  for (const patrol of personal.patrols) {
    const id = await patrols.insertPatrol(
      {
        trailId: inserted.trailId(patrol.trail),
        assigneeId: userId(patrol.assigneeEmail),
        dueOn: patrol.dueOn,
        statementOfWorkId: patrol.statementIndex === null ? null : statementIds[patrol.statementIndex]!,
      },
      patrol.createdAt,
    );
    if (patrol.report) {
      const { report } = patrol;
      await patrols.saveReport(
        id,
        {
          patrolled_on: report.patrolledOn,
          conditions: report.conditions,
          reported_status: report.reportedStatus,
          concerns_seen: report.concernsSeen,
        },
        report.reportedAt,
      );
    }
  }
}
