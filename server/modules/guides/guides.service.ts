// Trail guides and scout routes for readers and staff: the paywalled detail, staff records, the
// new edition date, the staff map layers, the nearest preview trails, votes, page views, GPX and
// trail counts.
import type {
  Bbox,
  ClosestPreview,
  EditorNote,
  GuideLines,
  HistoryEntry,
  ScoutRoute,
} from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import {
  ROUTE_RULES,
  canReadFull,
  canSeeGuide,
  canSeeStaffFields,
  canSetNewEditionDate,
  canVote,
} from "../../../shared/domain/access";
import { difficultyProps } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { requireAccess } from "../../http/route-access";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { auditEntityTypeOf } from "../authoring/guide-editing.service";
import { sanitizeHtmlFragment } from "../content/markdown";
import {
  guideAccess,
  shapeScoutRoute,
  shapeTrail,
  toLineFeature,
  toWaypointFeature,
  type GuideAccess,
  type Reader,
  type StaffCounts,
} from "./guide-shapes";
import { buildGpx, buildGpxRoute } from "./gpx";
import {
  createGuidesRepository,
  type GuideKind,
  type GuidesRepository,
  type ScoutRouteRecord,
  type TrailRecord,
} from "./guides.repository";

const METRES_PER_MILE = 1609.344;

/** A closest-preview distance as the paywall shows it: miles to 2 decimals. */
export const previewDistanceMiles = (metres: number) => Math.round((metres / METRES_PER_MILE) * 100) / 100;
const CLOSEST_PREVIEW_LIMIT = 3;
/** The Nearby Trails tab: the nearest guides, a short list to choose the next trail from. */
export const NEARBY_TRAILS_LIMIT = 10;
/** Per guide kind: enough for a map around one guide, small enough to draw at once. */
const STAFF_LAYER_LINE_LIMIT = 150;
const STAFF_LAYER_WAYPOINT_LIMIT = 500;
/** A client's views of one guide count once per window (reloads, tabs, back and forth). */
export const VIEW_COUNT_WINDOW_MS = 30 * 60 * 1000;
/** However many guides a client opens, at most this many of its views count per window. */
export const COUNTED_VIEWS_PER_CLIENT = 60;
/** The guides a signed-in reader opened last, kept for the dashboard. */
export const RECENTLY_VIEWED_KEPT = 30;

/** What reviews and other modules need to know of a guide a reader may see. */
export interface VisibleGuide {
  kind: GuideKind;
  id: number;
  isPreview: boolean;
  /** The technical rating reviews are compared with: a scout route's difficulty, a trail's low end. */
  rating: number | null;
}

export type ScreenViewInput = { scout_route_id?: number; trail_id?: number; platform: "ios" | "android" | "website" };

/** The full track, or a route simplified for GPS units (ADR 0062). */
export type GpxVariant = "track" | "route";

export function createGuidesService({
  db,
  reads,
  clock,
  config,
}: Pick<ServiceDeps, "db" | "reads" | "clock"> & { config?: Pick<ServiceDeps["config"], "garminRouteMaxPoints"> }) {
  const routeMaxPoints = config?.garminRouteMaxPoints ?? 250;
  const repository = createGuidesRepository(db);
  /** The guide pages' reads, which the replica may serve. */
  const pageReads = createGuidesRepository(reads);
  const inTransaction = <T>(work: (guides: GuidesRepository, tx: Executor) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createGuidesRepository(tx), tx));

  async function requireScoutRoute(guides: GuidesRepository, id: number, reader: Reader): Promise<ScoutRouteRecord> {
    const record = await guides.findScoutRoute(id);
    if (!record || !canSeeGuide(reader, { published: record.route.published, authorId: record.route.userId })) {
      throw notFound();
    }
    return record;
  }

  async function requireTrail(guides: GuidesRepository, id: number, reader: Reader): Promise<TrailRecord> {
    const record = await guides.findTrail(id);
    if (!record || !canSeeGuide(reader, { published: record.trail.published, authorId: record.trail.userId })) {
      throw notFound();
    }
    return record;
  }

  /** The guide's own row, whichever kind; 404 as for a reader who may not see it. */
  async function requireGuide(guides: GuidesRepository, kind: GuideKind, id: number, reader: Reader) {
    return kind === "scout-route"
      ? (await requireScoutRoute(guides, id, reader)).route
      : (await requireTrail(guides, id, reader)).trail;
  }

  async function staffCounts(guides: GuidesRepository, kind: GuideKind, id: number): Promise<StaffCounts> {
    const [editorNotes, history] = await Promise.all([guides.countEditorNotes(kind, id), guides.countHistory(kind, id)]);
    return { editorNotes, history };
  }

  /** Every photo for the full shape; only the hero for a preview. */
  function photosFor(guides: GuidesRepository, kind: GuideKind, id: number, access: GuideAccess) {
    return access.full ? guides.listPhotos(kind, id) : guides.findHeroPhoto(kind, id).then((hero) => (hero ? [hero] : []));
  }

  async function scoutRouteFor(guides: GuidesRepository, record: ScoutRouteRecord, reader: Reader): Promise<ScoutRoute> {
    const access = guideAccess(reader, { isPreview: false });
    const { id } = record.route;
    const [photos, waypoints, counts] = await Promise.all([
      photosFor(guides, "scout-route", id, access),
      access.full ? guides.listWaypointsWithPhotos("scout-route", id) : [],
      access.staff ? staffCounts(guides, "scout-route", id) : null,
    ]);
    return shapeScoutRoute(record, photos, waypoints, reader, access, counts);
  }

  async function trailFor(guides: GuidesRepository, record: TrailRecord, reader: Reader): Promise<Trail> {
    const access = guideAccess(reader, { isPreview: record.trail.isPreview });
    const { id } = record.trail;
    const [photos, waypoints, counts] = await Promise.all([
      photosFor(guides, "trail", id, access),
      access.full ? guides.listWaypointsWithPhotos("trail", id) : [],
      access.staff ? staffCounts(guides, "trail", id) : null,
    ]);
    return shapeTrail(record, photos, waypoints, reader, access, counts);
  }

  /** SUPER only: the guide and its history entry change together, in the caller's transaction. */
  /** A SUPER's change, so the guide's history and the audit log both keep it, in its transaction. */
  async function changeNewEditionDate(
    tx: Executor,
    kind: GuideKind,
    id: number,
    newEditionDate: string | null,
    reader: UserClaims,
  ): Promise<void> {
    const guides = createGuidesRepository(tx);
    const { newEditionDate: previous } = await requireGuide(guides, kind, id, reader);
    const now = clock.now();
    const reason = `New edition date changed from ${previous ?? "none"} to ${newEditionDate ?? "none"}.`;
    await guides.updateNewEditionDate(kind, id, newEditionDate, now);
    await guides.insertHistoryEntry({
      kind,
      guideId: id,
      userId: reader.id,
      at: now,
      reason,
      changes: { new_edition_date: { from: previous, to: newEditionDate } },
    });
    await recordStaffChange(tx, {
      actorId: reader.id,
      entityType: auditEntityTypeOf(kind),
      entityId: id,
      action: "new edition date changed",
      ...changedFields({ new_edition_date: previous }, { new_edition_date: newEditionDate }),
      reason,
    });
  }

  /** The guide as GPX 1.1 for readers who may see it in full (downloaded, or sent to the GPS partner). */
  async function guideGpx(
    kind: GuideKind,
    id: number,
    reader: Reader,
    variant: GpxVariant = "track",
  ): Promise<{ fileName: string; xml: string }> {
    const guide = await requireGuide(repository, kind, id, reader);
    const isPreview = "isPreview" in guide && guide.isPreview;
    if (!canReadFull(reader, { isPreview })) throw forbidden();
    const waypoints = await repository.listWaypoints(kind, id);
    if (variant === "route") {
      return { fileName: `${guide.id}-${guide.slug}-route.gpx`, xml: buildGpxRoute(guide, waypoints, routeMaxPoints) };
    }
    return { fileName: `${guide.id}-${guide.slug}.gpx`, xml: buildGpx(guide, waypoints) };
  }

  /** Published trails nearest the guide's trailhead as cards, nearest first; the guide itself left out. */
  async function closestTrails(
    kind: GuideKind,
    id: number,
    reader: Reader,
    options: { isPreviewOnly: boolean; limit: number },
  ): Promise<ClosestPreview[]> {
    const guide = await requireGuide(pageReads, kind, id, reader);
    const trailhead = { latitude: guide.trailheadLatitude, longitude: guide.trailheadLongitude };
    const rows = await pageReads.listClosestTrails(trailhead, {
      ...options,
      excludeTrailId: kind === "trail" ? id : null,
    });
    return rows.map(({ distance_metres: metres, ...row }) => ({
      ...row,
      slug: `${row.id}-${row.slug}`,
      difficulty_props: difficultyProps(row.technical_rating_low),
      distance: previewDistanceMiles(metres),
    }));
  }

  /** Signed in (401) and SUPER (403) before anything is read. */
  function requireEditionEditor(reader: Reader): UserClaims {
    if (!reader) throw unauthorized();
    if (!canSetNewEditionDate(reader)) throw forbidden();
    return reader;
  }

  return {
    async getScoutRoute(id: number, reader: Reader): Promise<ScoutRoute> {
      return scoutRouteFor(pageReads, await requireScoutRoute(pageReads, id, reader), reader);
    },

    /** History of a guide: SCOUT or greater (spec §6); 404 first for an unknown guide. */
    async listHistory(kind: GuideKind, id: number, reader: Reader): Promise<HistoryEntry[]> {
      await requireGuide(repository, kind, id, reader);
      if (!canSeeStaffFields(reader)) throw forbidden();
      const rows = await repository.listHistory(kind, id);
      return rows.map((row) => ({
        id: row.id,
        history_user: row.history_user_name === null ? null : { name: row.history_user_name },
        history_date: row.history_date.toISOString(),
        history_change_reason: sanitizeHtmlFragment(row.history_change_reason),
      }));
    },

    /** Editor notes: ADMIN or greater on any guide, its author on their own (spec §6). */
    async listEditorNotes(kind: GuideKind, id: number, reader: Reader): Promise<EditorNote[]> {
      const guide = await requireGuide(repository, kind, id, reader);
      requireAccess(reader, ROUTE_RULES.guideAuthorOrEditor, { authorId: guide.userId });
      const rows = await repository.listEditorNotes(kind, id);
      return rows.map((row) => ({
        id: row.id,
        editor_name: row.author_role === "editor" ? row.author_name : null,
        writer_name: row.author_role === "writer" ? row.author_name : null,
        created_at: row.created_at.toISOString(),
        content: sanitizeHtmlFragment(row.content_html),
      }));
    },

    async setScoutRouteNewEditionDate(id: number, newEditionDate: string | null, reader: Reader): Promise<ScoutRoute> {
      const editor = requireEditionEditor(reader);
      return inTransaction(async (guides, tx) => {
        await changeNewEditionDate(tx, "scout-route", id, newEditionDate, editor);
        return scoutRouteFor(guides, await requireScoutRoute(guides, id, editor), editor);
      });
    },

    async setTrailNewEditionDate(id: number, newEditionDate: string | null, reader: Reader): Promise<Trail> {
      const editor = requireEditionEditor(reader);
      return inTransaction(async (guides, tx) => {
        await changeNewEditionDate(tx, "trail", id, newEditionDate, editor);
        return trailFor(guides, await requireTrail(guides, id, editor), editor);
      });
    },

    /** Every trail and scout route line in the box, published or not, and the trails' waypoints: SCOUT or greater. */
    async listStaffMapLayers(box: Bbox, reader: Reader): Promise<GuideLines> {
      if (!reader) throw unauthorized();
      if (!canSeeStaffFields(reader)) throw forbidden();
      const [trailLines, scoutRouteLines, waypoints] = await Promise.all([
        repository.listLinesIn("trail", box, STAFF_LAYER_LINE_LIMIT),
        repository.listLinesIn("scout-route", box, STAFF_LAYER_LINE_LIMIT),
        repository.listWaypointsIn(box, STAFF_LAYER_WAYPOINT_LIMIT),
      ]);
      return {
        type: "FeatureCollection",
        features: [
          ...trailLines.map((line) => toLineFeature("trail", line)),
          ...scoutRouteLines.map((line) => toLineFeature("scout-route", line)),
          ...waypoints.map(toWaypointFeature),
        ],
      };
    },

    /** Where a guide starts: public, as the map's trailheads are, for any reader who may see the guide. */
    async trailheadOf(kind: GuideKind, id: number, reader: Reader): Promise<{ latitude: number; longitude: number }> {
      const guide = await requireGuide(pageReads, kind, id, reader);
      return { latitude: guide.trailheadLatitude, longitude: guide.trailheadLongitude };
    },

    /** Published preview trails nearest the guide's trailhead, nearest first. */
    listClosestPreviews(kind: GuideKind, id: number, reader: Reader): Promise<ClosestPreview[]> {
      return closestTrails(kind, id, reader, { isPreviewOnly: true, limit: CLOSEST_PREVIEW_LIMIT });
    },

    /**
     * The Nearby Trails tab: the published trails nearest the guide's trailhead, nearest first. A
     * reader who may read every guide gets every trail; another only the All-Access Previews, the
     * trails they may read (as the closest preview).
     */
    listNearbyTrails(kind: GuideKind, id: number, reader: Reader): Promise<ClosestPreview[]> {
      const isPreviewOnly = !canReadFull(reader, { isPreview: false });
      return closestTrails(kind, id, reader, { isPreviewOnly, limit: NEARBY_TRAILS_LIMIT });
    },

    /**
     * A page view, anonymous allowed: logged, and counted on the scout route in the same transaction,
     * unless the same client's view of the guide was counted within the window, or the client has
     * had its cap of counted views in it. A client is the signed-in reader, else the address. Every
     * view of a signed-in reader also refreshes their recently viewed guides (the dashboard).
     */
    async recordScreenView(input: ScreenViewInput, reader: Reader, { ip }: { ip: string }): Promise<{ counted: boolean }> {
      const kind: GuideKind = input.scout_route_id === undefined ? "trail" : "scout-route";
      const guideId = input.scout_route_id ?? input.trail_id;
      if (guideId === undefined) throw notFound();
      const client = reader ? `user:${reader.id}` : `address:${ip}`;
      const at = clock.now();
      const windowStart = new Date(at.getTime() - VIEW_COUNT_WINDOW_MS);
      const counted = await inTransaction(async (guides) => {
        if (kind === "scout-route") await requireScoutRoute(guides, guideId, reader);
        else await requireTrail(guides, guideId, reader);
        await guides.lockViewsOfClient(client);
        if (reader) await guides.rememberGuideView({ kind, guideId, userId: reader.id, at }, RECENTLY_VIEWED_KEPT);
        if ((await guides.countViewsOfClientSince(client, windowStart)) >= COUNTED_VIEWS_PER_CLIENT) return false;
        if (!(await guides.claimViewCount({ kind, guideId, client, at, windowStart }))) return false;
        await guides.insertScreenView({ kind, guideId, userId: reader?.id ?? null, platform: input.platform, at });
        if (kind === "scout-route") await guides.addPageView(guideId);
        return true;
      });
      await repository.deleteViewCountsBefore(windowStart);
      return { counted };
    },

    /** Succeeds only when the reader voted: the page reads a 404 as "not voted" (spec §4). */
    async requireVote(scoutRouteId: number, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      await requireScoutRoute(repository, scoutRouteId, reader);
      if (!(await repository.hasVote(scoutRouteId, reader.id))) throw notFound("Not voted.");
    },

    /** Idempotent: a second vote changes nothing. Paid readers only. */
    async vote(scoutRouteId: number, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      if (!canVote(reader)) throw forbidden();
      await inTransaction(async (guides) => {
        await requireScoutRoute(guides, scoutRouteId, reader);
        if (await guides.insertVote(scoutRouteId, reader.id, clock.now())) await guides.addToVoteCount(scoutRouteId, 1);
      });
    },

    /** 404 when the reader had not voted. */
    async removeVote(scoutRouteId: number, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      await inTransaction(async (guides) => {
        await requireScoutRoute(guides, scoutRouteId, reader);
        if (!(await guides.deleteVote(scoutRouteId, reader.id))) throw notFound();
        await guides.addToVoteCount(scoutRouteId, -1);
      });
    },

    async getTrail(id: number, reader: Reader): Promise<Trail> {
      return trailFor(pageReads, await requireTrail(pageReads, id, reader), reader);
    },

    guideGpx,

    /** The GPX download; each one is logged. */
    async downloadGuideGpx(
      kind: GuideKind,
      id: number,
      reader: Reader,
      variant: GpxVariant = "track",
    ): Promise<{ fileName: string; xml: string }> {
      const gpx = await guideGpx(kind, id, reader, variant);
      await repository.insertGpxDownload({ kind, guideId: id, userId: reader?.id ?? null, at: clock.now() });
      return gpx;
    },

    countPublishedTrails(type: "preview" | "boh"): Promise<number> {
      return pageReads.countPublishedTrails(type);
    },

    /** The guide a reader asks about, or 404: reviews hang off it. */
    async requireVisibleGuide(kind: GuideKind, id: number, reader: Reader, executor: Executor = db): Promise<VisibleGuide> {
      const guides = createGuidesRepository(executor);
      if (kind === "scout-route") {
        const { route } = await requireScoutRoute(guides, id, reader);
        return { kind, id, isPreview: false, rating: route.difficulty };
      }
      const { trail } = await requireTrail(guides, id, reader);
      return { kind, id, isPreview: trail.isPreview, rating: trail.technicalRatingLow };
    },
  };
}

export type GuidesService = ReturnType<typeof createGuidesService>;
