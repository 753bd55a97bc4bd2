// Patrols (ADR 0043): staff (ADMIN or greater) ask a contributor to drive a trail and report by a
// date, optionally under a statement of work. The assignee files one report (the date, the
// conditions, the status and concerns they found, up to four photos). Staff accept it, and the
// trail takes the reported status, dated when the patrol reported it, in the same transaction; or
// they reject it with a reason. The trail's status is on the trail page only (not on map tiles or
// search documents), so nothing else needs refreshing; cached anonymous pages follow within a
// minute (ADR 0006).
import type {
  Patrol,
  PatrolCreate,
  PatrolListPage,
  PatrolListQuery,
  PatrolReportFields,
} from "../../../shared/contracts/patrol.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { ROUTE_RULES, canReportPatrol, canReviewAuthoring } from "../../../shared/domain/access";
import { AUTHORING_LIMITS } from "../../../shared/domain/authoring";
import { isPatrolOverdue } from "../../../shared/domain/contributor-portal";
import type { TrailStatus } from "../../../shared/domain/difficulty";
import { guideHref } from "../../../shared/domain/guide-href";
import type { PrivateMedia } from "../../adapters/storage/private-media";
import { badRequest, conflict, notFound } from "../../http/errors";
import { requireAccess } from "../../http/route-access";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { toPhoto } from "../guides/guide-shapes";
import { insertOwnedPhotos, listOwnedPhotos } from "../photos/owned-photos.repository";
import type { PrivatePhotoStore, StoredPhoto } from "../photos/photo-renditions";
import { requireContributorByEmail } from "./contributors";
import { createPatrolsRepository, type PatrolListRow, type PatrolRow } from "./patrols.repository";

/** The audit log's entity type for patrols. */
export const PATROL_ENTITY = "patrol";

export const PATROL_MESSAGES = {
  notFound: "Patrol not found.",
  unknownTrail: "Choose a trail that exists.",
  notTheirStatement: "Choose a statement of work addressed to this contributor.",
  photos: `Add at most ${AUTHORING_LIMITS.patrolPhotos} photos.`,
  reported: "This patrol's report is already filed.",
  notReported: "This patrol has no report waiting for a decision.",
} as const;

type PhotoRow = Awaited<ReturnType<typeof listOwnedPhotos>>[number];

function toPatrol({ patrol, trail, assignee }: PatrolRow, photos: readonly PhotoRow[]): Patrol {
  const isReported = patrol.reportedAt !== null && patrol.patrolledOn !== null;
  return {
    id: patrol.id,
    trail: {
      id: trail.id,
      title: trail.title,
      href: trailHref(trail),
      status: trail.status,
      status_reported_at: trail.statusReportedAt?.toISOString() ?? null,
    },
    assignee,
    statement_of_work_id: patrol.statementOfWorkId,
    due_on: patrol.dueOn,
    state: patrol.state,
    report: isReported
      ? {
          patrolled_on: patrol.patrolledOn!,
          conditions: patrol.conditions ?? "",
          reported_status: patrol.reportedStatus as TrailStatus,
          concerns_seen: patrol.concernsSeen,
          reported_at: patrol.reportedAt!.toISOString(),
          photos: photos.map(toPhoto),
        }
      : null,
    decision: patrol.reviewedAt ? { reviewed_at: patrol.reviewedAt.toISOString(), reason: patrol.decisionReason } : null,
    created_at: patrol.createdAt.toISOString(),
  };
}

const trailHref = (trail: Pick<PatrolRow["trail"], "id" | "slug" | "countryCode" | "stateSlug">) =>
  guideHref("trails", { slug: `${trail.id}-${trail.slug}`, state: { country_code: trail.countryCode, slug: trail.stateSlug } });

const toListRow = ({ patrol, trail, assignee }: PatrolListRow, today: string) => ({
  id: patrol.id,
  trail: { id: trail.id, title: trail.title, href: trailHref(trail) },
  assignee,
  due_on: patrol.dueOn,
  state: patrol.state,
  reported_at: patrol.reportedAt?.toISOString() ?? null,
  is_overdue: isPatrolOverdue(patrol, today),
  created_at: patrol.createdAt.toISOString(),
});

interface PatrolsDeps extends Pick<ServiceDeps, "db" | "clock"> {
  privateMedia: PrivateMedia;
}

export function createPatrolsService({ db, clock, privateMedia }: PatrolsDeps) {
  const repository = createPatrolsRepository(db);

  /** A patrol's report reaches only its assignee and staff: its photos' URLs are signed for them (ADR 0065). */
  const signedPhotosOf = async (id: number) =>
    (await listOwnedPhotos(db, { patrolId: id })).map((photo) => privateMedia.signPhoto(photo));

  async function readable(reader: UserClaims, id: number): Promise<PatrolRow> {
    const row = await repository.findPatrol(id);
    if (!row) throw notFound(PATROL_MESSAGES.notFound);
    requireAccess(reader, ROUTE_RULES.patrolReader, row.patrol, () => notFound(PATROL_MESSAGES.notFound));
    return row;
  }

  async function get(reader: UserClaims, id: number): Promise<Patrol> {
    const row = await readable(reader, id);
    return toPatrol(row, await signedPhotosOf(id));
  }

  async function decide(staff: UserClaims, id: number, decisionReason: string | null): Promise<Patrol> {
    await db.transaction(async (tx) => {
      const patrols = createPatrolsRepository(tx);
      const patrol = await patrols.lockPatrol(id);
      if (!patrol) throw notFound(PATROL_MESSAGES.notFound);
      if (patrol.state !== "reported" || !patrol.reportedAt) throw conflict(PATROL_MESSAGES.notReported);
      const now = clock.now();
      const state = decisionReason === null ? "accepted" : "rejected";
      await patrols.decide(id, { state, reviewerId: staff.id, decisionReason }, now);
      if (state === "accepted") {
        await patrols.setTrailStatus(patrol.trailId, patrol.reportedStatus as TrailStatus, patrol.reportedAt, now);
      }
      await recordStaffChange(tx, {
        actorId: staff.id,
        entityType: PATROL_ENTITY,
        entityId: id,
        action: state,
        before: { state: patrol.state },
        after: state === "accepted" ? { state, trail_status: patrol.reportedStatus } : { state },
        reason: decisionReason,
      });
    });
    return get(staff, id);
  }

  return {
    get,

    /** Every patrol for the staff list, late ones marked. */
    async list(query: PatrolListQuery): Promise<PatrolListPage> {
      const today = clock.now().toISOString().slice(0, 10);
      const page = await repository.list(query, today);
      return { ...page, results: page.results.map((row) => toListRow(row, today)) };
    },

    /** The patrol with what this reader may do with it: what the patrol form offers. */
    async withActions(reader: UserClaims, id: number) {
      const row = await readable(reader, id);
      return {
        patrol: toPatrol(row, await signedPhotosOf(id)),
        mayReport: row.patrol.state === "assigned" && canReportPatrol(reader, row.patrol),
        mayDecide: row.patrol.state === "reported" && canReviewAuthoring(reader),
      };
    },

    async assign(staff: UserClaims, fields: PatrolCreate): Promise<Patrol> {
      const id = await db.transaction(async (tx) => {
        const patrols = createPatrolsRepository(tx);
        if (!(await patrols.trailExists(fields.trail_id))) {
          throw badRequest("Some fields are not valid.", { trail_id: [PATROL_MESSAGES.unknownTrail] });
        }
        const assignee = await requireContributorByEmail(tx, fields.assignee_email, "assignee_email");
        if (fields.statement_of_work_id !== null && !(await patrols.isStatementOf(fields.statement_of_work_id, assignee.id))) {
          throw badRequest("Some fields are not valid.", { statement_of_work_id: [PATROL_MESSAGES.notTheirStatement] });
        }
        const created = await patrols.insertPatrol(
          {
            trailId: fields.trail_id,
            assigneeId: assignee.id,
            dueOn: fields.due_on,
            statementOfWorkId: fields.statement_of_work_id,
          },
          clock.now(),
        );
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: PATROL_ENTITY,
          entityId: created,
          action: "assigned",
          after: { ...fields },
        });
        return created;
      });
      return get(staff, id);
    },

    /**
     * Files the assignee's report. The photos are stored before the transaction (the same bytes always
     * give the same files); the report and its photo rows are written in one, holding the patrol's row.
     */
    async report(reader: UserClaims, id: number, fields: PatrolReportFields, photos: Buffer[], store: PrivatePhotoStore) {
      const row = await readable(reader, id);
      requireAccess(reader, ROUTE_RULES.patrolReporter, row.patrol);
      if (row.patrol.state !== "assigned") throw conflict(PATROL_MESSAGES.reported);
      if (photos.length > AUTHORING_LIMITS.patrolPhotos) {
        throw badRequest("Some fields are not valid.", { photos: [PATROL_MESSAGES.photos] });
      }
      const stored: StoredPhoto[] = [];
      // One at a time: each render takes a core and the photo service's queue is shared by every upload.
      for (const photo of photos) stored.push(await store.storePrivatePhoto(photo));
      await db.transaction(async (tx) => {
        const patrols = createPatrolsRepository(tx);
        const patrol = await patrols.lockPatrol(id);
        if (patrol?.state !== "assigned") throw conflict(PATROL_MESSAGES.reported);
        await patrols.saveReport(id, fields, clock.now());
        await insertOwnedPhotos(tx, { patrolId: id }, stored);
      });
      return get(reader, id);
    },

    accept: (staff: UserClaims, id: number) => decide(staff, id, null),
    reject: (staff: UserClaims, id: number, reason: string) => decide(staff, id, reason),
  };
}

export type PatrolsService = ReturnType<typeof createPatrolsService>;
