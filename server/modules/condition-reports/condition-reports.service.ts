// Condition reports (ADR 0060): a paid member reports what they found on a trail on a day (a
// condition, a note, up to four photos, a point moved onto the trail's line). A report counts toward
// the trail's status once confirmed: by staff (ADMIN or greater) on the staff list, or at once when
// its reporter is trusted (staff, or three more confirmed than rejected reports). The trail then takes
// the condition's status (CONDITION_STATUS), dated by the day seen, when that is the newest date its
// status has (patrols set it too: the newest wins), in the transaction that confirms it. A report
// stops counting and showing when it expires (CONDITION_EXPIRY_DAYS); the expiry job moves a trail
// whose status came from an expired report to its newest counting report, or back to open, undated.
// The trail's status is on the trail page only (not on map tiles or search documents), so no other
// projection needs refreshing; cached shared pages follow within a minute (ADR 0006).
import {
  CONDITION_MESSAGES,
  type ConditionReport,
  type ConditionReportFeatures,
  type ConditionReportFields,
  type ConditionReportListPage,
  type ConditionReportListQuery,
  type RecentConditionReports,
} from "../../../shared/contracts/condition-reports.contract";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canReadFull, canReportConditions, canReviewConditionReports } from "../../../shared/domain/access";
import {
  CONDITION_REPORT_LIMITS,
  CONDITION_STATUS,
  conditionExpiresAt,
  conditionStatusTime,
  isTrustedReporter,
  observedOnProblem,
  snapToLine,
} from "../../../shared/domain/condition-reports";
import type { TrailStatus } from "../../../shared/domain/difficulty";
import { guideHref } from "../../../shared/domain/guide-href";
import type { PrivateMedia } from "../../adapters/storage/private-media";
import type { Executor } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { toPhoto } from "../guides/guide-shapes";
import { insertOwnedPhotos } from "../photos/owned-photos.repository";
import type { PrivatePhotoStore, StoredPhoto } from "../photos/photo-renditions";
import { createConditionReportsRepository, type ConditionReportRow } from "./condition-reports.repository";

/** The audit log's entity type for condition reports. */
export const CONDITION_REPORT_ENTITY = "condition-report";

const invalid = (field: string, message: string) => badRequest("Some fields are not valid.", { [field]: [message] });

const trailHref = (trail: ConditionReportRow["trail"]) =>
  guideHref("trails", { slug: `${trail.id}-${trail.slug}`, state: { country_code: trail.countryCode, slug: trail.stateSlug } });

type PhotoRow = Awaited<ReturnType<ReturnType<typeof createConditionReportsRepository>["photosOf"]>>[number];

function toReport({ report, trail, reporter }: ConditionReportRow, photos: readonly PhotoRow[], now: Date): ConditionReport {
  return {
    uuid: report.uuid,
    trail: { id: trail.id, title: trail.title, href: trailHref(trail) },
    condition: report.condition,
    status: CONDITION_STATUS[report.condition],
    observed_on: report.observedOn,
    note: report.note,
    point: report.longitude != null && report.latitude != null ? [report.longitude, report.latitude] : null,
    photos: photos.filter((photo) => photo.reportId === report.id).map(toPhoto),
    reporter: {
      name: reporter.name,
      is_trusted: isTrustedReporter(reporter),
      confirmed_count: reporter.confirmed,
    },
    state: report.state,
    counts: report.state === "confirmed" && report.expiresAt > now,
    expires_at: report.expiresAt.toISOString(),
    created_at: report.createdAt.toISOString(),
    decision: report.reviewedAt ? { reviewed_at: report.reviewedAt.toISOString(), reason: report.decisionReason } : null,
  };
}

interface ConditionReportsDeps extends Pick<ServiceDeps, "db" | "clock"> {
  privateMedia: PrivateMedia;
}

export function createConditionReportsService({ db, clock, privateMedia }: ConditionReportsDeps) {
  const repository = createConditionReportsRepository(db);

  /**
   * Only readers of the trail's full guide (recent reports), the reporter and staff reach here: the
   * photos' URLs are signed for them (ADR 0065), so a rejected or expired report's photos stop showing.
   */
  async function shaped(rows: readonly ConditionReportRow[]): Promise<ConditionReport[]> {
    const photos = (await repository.photosOf(rows.map((row) => row.report.id))).map((photo) => privateMedia.signPhoto(photo));
    const now = clock.now();
    return rows.map((row) => toReport(row, photos, now));
  }

  async function byId(id: number): Promise<ConditionReport> {
    const row = await repository.find(id);
    if (!row) throw notFound(CONDITION_MESSAGES.notFound);
    return (await shaped([row]))[0]!;
  }

  /** The trail takes a counting report's status when its day seen is at least as new as the status's date. */
  async function adopt(
    tx: Executor,
    report: { trailId: number; condition: ConditionReportRow["report"]["condition"]; observedOn: string },
  ) {
    const reports = createConditionReportsRepository(tx);
    const trail = await reports.lockTrail(report.trailId);
    if (!trail) return;
    const dated = conditionStatusTime(report.observedOn);
    if (trail.statusReportedAt === null || dated >= trail.statusReportedAt) {
      await reports.setTrailStatus(trail.id, CONDITION_STATUS[report.condition], dated, clock.now());
    }
  }

  /** A trail whose status came from a report that no longer counts: its newest counting report, or open, undated. */
  async function fallBack(tx: Executor, trailId: number) {
    const reports = createConditionReportsRepository(tx);
    const now = clock.now();
    const newest = await reports.newestCounting(trailId, now);
    const status: TrailStatus = newest ? CONDITION_STATUS[newest.condition] : "open";
    await reports.setTrailStatus(trailId, status, newest ? conditionStatusTime(newest.observedOn) : null, now);
  }

  return {
    /** A trail's recent reports, for whoever reads its status (the paid view, or anyone on a preview trail). */
    async recent(reader: UserClaims | null, trailId: number): Promise<RecentConditionReports> {
      const trail = await repository.findTrail(trailId);
      if (!trail?.published) throw notFound("Trail not found.");
      if (!canReadFull(reader, trail)) throw forbidden(CONDITION_MESSAGES.notPaid);
      const rows = await repository.recent(trailId, clock.now(), CONDITION_REPORT_LIMITS.recent);
      return {
        trail: {
          status: trail.status as TrailStatus,
          status_reported_at: trail.statusReportedAt?.toISOString() ?? null,
        },
        results: await shaped(rows),
      };
    },

    /**
     * Files a member's report. The photos are stored before the transaction (the same bytes always give
     * the same files); the report, its photos and any status it sets are written in one.
     */
    async create(
      reader: UserClaims,
      trailId: number,
      fields: ConditionReportFields,
      photos: Buffer[],
      store: PrivatePhotoStore,
    ): Promise<ConditionReport> {
      if (!canReportConditions(reader)) throw forbidden(CONDITION_MESSAGES.notPaid);
      const trail = await repository.findTrail(trailId);
      if (!trail?.published) throw notFound("Trail not found.");
      const now = clock.now();
      const problem = observedOnProblem(fields.observed_on, now.toISOString().slice(0, 10));
      if (problem) throw invalid("observed_on", problem);
      let point: [number, number] | null = null;
      if (fields.longitude !== undefined && fields.latitude !== undefined) {
        const snapped = snapToLine([fields.longitude, fields.latitude], trail.geojson.coordinates);
        if (!snapped || snapped.distanceMetres > CONDITION_REPORT_LIMITS.maxDistanceMetres) {
          throw invalid("latitude", CONDITION_MESSAGES.pointFar);
        }
        point = snapped.point;
      }
      if (photos.length > CONDITION_REPORT_LIMITS.photos) throw invalid("photos", CONDITION_MESSAGES.photos);
      const stored: StoredPhoto[] = [];
      // One at a time: each render takes a core and the photo service's queue is shared by every upload.
      for (const photo of photos) stored.push(await store.storePrivatePhoto(photo));
      const id = await db.transaction(async (tx) => {
        const reports = createConditionReportsRepository(tx);
        const standing = await reports.standingOf(reader.id);
        const trusted = standing !== null && isTrustedReporter(standing);
        const created = await reports.insert({
          trailId,
          reporterId: reader.id,
          condition: fields.condition,
          observedOn: fields.observed_on,
          note: fields.note,
          longitude: point?.[0] ?? null,
          latitude: point?.[1] ?? null,
          expiresAt: conditionExpiresAt(fields.condition, fields.observed_on),
          // A trusted reporter's report counts at once; staff may still reject it.
          state: trusted ? "confirmed" : "pending",
          createdAt: now,
        });
        await insertOwnedPhotos(tx, { conditionReportId: created }, stored);
        if (trusted) await adopt(tx, { trailId, condition: fields.condition, observedOn: fields.observed_on });
        return created;
      });
      return byId(id);
    },

    /** The staff list: pending reports first by default. */
    async list(query: ConditionReportListQuery): Promise<ConditionReportListPage> {
      const page = await repository.list(query);
      const reports = await shaped(page.results);
      return { ...page, results: reports.map((report, index) => ({ ...report, id: page.results[index]!.report.id })) };
    },

    /** Staff confirm a pending report: it counts, and the trail takes its status if it is the newest. */
    async confirm(staff: UserClaims, id: number): Promise<ConditionReport> {
      if (!canReviewConditionReports(staff)) throw forbidden();
      await db.transaction(async (tx) => {
        const reports = createConditionReportsRepository(tx);
        const report = await reports.lock(id);
        if (!report) throw notFound(CONDITION_MESSAGES.notFound);
        if (report.state !== "pending") throw conflict(CONDITION_MESSAGES.decided);
        await reports.decide(id, { state: "confirmed", reviewerId: staff.id, decisionReason: null }, clock.now());
        if (report.expiresAt > clock.now()) await adopt(tx, report);
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: CONDITION_REPORT_ENTITY,
          entityId: id,
          action: "confirmed",
          before: { state: report.state },
          after: { state: "confirmed", trail_status: CONDITION_STATUS[report.condition] },
        });
      });
      return byId(id);
    },

    /**
     * Staff reject a report with a reason: a pending one, or one a trusted reporter's standing confirmed
     * (no reviewer yet). A trail whose status it set falls back to its newest counting report.
     */
    async reject(staff: UserClaims, id: number, reason: string): Promise<ConditionReport> {
      if (!canReviewConditionReports(staff)) throw forbidden();
      await db.transaction(async (tx) => {
        const reports = createConditionReportsRepository(tx);
        const report = await reports.lock(id);
        if (!report) throw notFound(CONDITION_MESSAGES.notFound);
        if (report.state === "rejected" || report.reviewerId !== null) throw conflict(CONDITION_MESSAGES.decided);
        await reports.decide(id, { state: "rejected", reviewerId: staff.id, decisionReason: reason }, clock.now());
        const trail = await reports.lockTrail(report.trailId);
        if (
          report.state === "confirmed" &&
          trail?.statusReportedAt?.getTime() === conditionStatusTime(report.observedOn).getTime()
        ) {
          await fallBack(tx, report.trailId);
        }
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: CONDITION_REPORT_ENTITY,
          entityId: id,
          action: "rejected",
          before: { state: report.state },
          after: { state: "rejected" },
          reason,
        });
      });
      return byId(id);
    },

    /** The map layer: recent counting reports with a point (inside `box` when given), on the trails whose status this reader reads. */
    async mapFeatures(reader: UserClaims | null, box: Bbox | null = null): Promise<ConditionReportFeatures> {
      const rows = await repository.mapReports(clock.now(), canReadFull(reader, { isPreview: false }), box);
      return {
        type: "FeatureCollection",
        features: rows.map(({ report, trail, reporter }) => ({
          type: "Feature",
          geometry: { type: "Point", coordinates: [report.longitude!, report.latitude!] },
          properties: {
            uuid: report.uuid,
            condition: report.condition,
            observed_on: report.observedOn,
            note: report.note,
            trail_title: trail.title,
            trail_href: trailHref(trail),
            reporter_name: reporter.name,
          },
        })),
      };
    },

    /** The expiry job: trails whose status came from a report that has expired fall back. Returns how many. */
    async expireStatuses(): Promise<number> {
      const trailIds = await repository.trailsWithExpiredStatus(clock.now());
      for (const trailId of trailIds) {
        await db.transaction(async (tx) => {
          await createConditionReportsRepository(tx).lockTrail(trailId);
          // Another process may have moved it meanwhile: only a status still from an expired report falls back.
          const still = await createConditionReportsRepository(tx).trailsWithExpiredStatus(clock.now());
          if (still.includes(trailId)) await fallBack(tx, trailId);
        });
      }
      return trailIds.length;
    },
  };
}

export type ConditionReportsService = ReturnType<typeof createConditionReportsService>;
