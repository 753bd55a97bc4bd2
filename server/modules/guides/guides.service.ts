// Trail guides and scout routes for readers and staff: the paywalled detail, staff records, the
// new edition date, the nearest preview trails, votes, page views, GPX and trail counts.
import type { ClosestPreview, EditorNote, HistoryEntry, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import {
  canReadEditorNotes,
  canReadFull,
  canSeeGuide,
  canSeeStaffFields,
  canSetNewEditionDate,
  canVote,
} from "../../../shared/domain/access";
import { difficultyProps } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { sanitizeHtmlFragment } from "../content/markdown";
import { guideAccess, shapeScoutRoute, shapeTrail, type Reader, type StaffCounts, type WaypointWithPhotos } from "./guide-shapes";
import { buildGpx } from "./gpx";
import {
  createGuidesRepository,
  type GuideKind,
  type GuidesRepository,
  type ScoutRouteRecord,
  type TrailRecord,
} from "./guides.repository";

const METRES_PER_MILE = 1609.344;
const CLOSEST_PREVIEW_LIMIT = 3;

/** What reviews and other modules need to know of a guide a reader may see. */
export interface VisibleGuide {
  kind: GuideKind;
  id: number;
  isPreview: boolean;
  /** The technical rating reviews are compared with: a scout route's difficulty, a trail's low end. */
  rating: number | null;
}

export type ScreenViewInput = { scout_route_id?: number; trail_id?: number; platform: "ios" | "android" | "website" };

export function createGuidesService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createGuidesRepository(db);
  const inTransaction = <T>(work: (guides: GuidesRepository) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createGuidesRepository(tx)));

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

  async function staffCounts(guides: GuidesRepository, kind: GuideKind, id: number): Promise<StaffCounts> {
    const [editorNotes, history] = await Promise.all([guides.countEditorNotes(kind, id), guides.countHistory(kind, id)]);
    return { editorNotes, history };
  }

  async function scoutRouteFor(guides: GuidesRepository, record: ScoutRouteRecord, reader: Reader): Promise<ScoutRoute> {
    const access = guideAccess(reader, { isPreview: false });
    const { id } = record.route;
    const [photos, counts] = await Promise.all([
      access.full
        ? guides.listPhotos("scout-route", id)
        : guides.findHeroPhoto("scout-route", id).then((hero) => (hero ? [hero] : [])),
      access.staff ? staffCounts(guides, "scout-route", id) : null,
    ]);
    return shapeScoutRoute(record, photos, reader, access, counts);
  }

  async function waypointsOf(trailId: number): Promise<WaypointWithPhotos[]> {
    const waypoints = await repository.listWaypoints(trailId);
    const photos = await repository.listWaypointPhotos(waypoints.map((waypoint) => waypoint.id));
    return waypoints.map((waypoint) => ({ ...waypoint, photos: photos.filter((photo) => photo.waypoint_id === waypoint.id) }));
  }

  async function historyOf(kind: GuideKind, id: number, reader: Reader): Promise<HistoryEntry[]> {
    if (!canSeeStaffFields(reader)) throw forbidden();
    const rows = await repository.listHistory(kind, id);
    return rows.map((row) => ({
      id: row.id,
      history_user: row.history_user_name === null ? null : { name: row.history_user_name },
      history_date: row.history_date.toISOString(),
      history_change_reason: sanitizeHtmlFragment(row.history_change_reason),
    }));
  }

  async function trailheadOf(kind: GuideKind, id: number, reader: Reader) {
    const guide =
      kind === "scout-route"
        ? (await requireScoutRoute(repository, id, reader)).route
        : (await requireTrail(repository, id, reader)).trail;
    return { latitude: guide.trailheadLatitude, longitude: guide.trailheadLongitude };
  }

  return {
    async getScoutRoute(id: number, reader: Reader): Promise<ScoutRoute> {
      return scoutRouteFor(repository, await requireScoutRoute(repository, id, reader), reader);
    },

    /** History of a scout route: SCOUT or greater (spec §6); 404 first for an unknown route. */
    async listScoutRouteHistory(id: number, reader: Reader): Promise<HistoryEntry[]> {
      await requireScoutRoute(repository, id, reader);
      return historyOf("scout-route", id, reader);
    },

    async listScoutRouteEditorNotes(id: number, reader: Reader): Promise<EditorNote[]> {
      const record = await requireScoutRoute(repository, id, reader);
      if (!canReadEditorNotes(reader, { authorId: record.route.userId, acceptedAt: record.route.acceptedAt })) throw forbidden();
      const rows = await repository.listEditorNotes("scout-route", id);
      return rows.map((row) => ({
        id: row.id,
        editor_name: row.author_role === "editor" ? row.author_name : null,
        writer_name: row.author_role === "writer" ? row.author_name : null,
        created_at: row.created_at.toISOString(),
        content: sanitizeHtmlFragment(row.content_html),
      }));
    },

    /** SUPER only: the route and its history entry change together. */
    async setScoutRouteNewEditionDate(id: number, newEditionDate: string | null, reader: Reader): Promise<ScoutRoute> {
      if (!reader) throw unauthorized();
      if (!canSetNewEditionDate(reader)) throw forbidden();
      return inTransaction(async (guides) => {
        const before = await requireScoutRoute(guides, id, reader);
        const previous = before.route.newEditionDate;
        const now = clock.now();
        await guides.updateScoutRouteNewEditionDate(id, newEditionDate, now);
        await guides.insertHistoryEntry({
          kind: "scout-route",
          guideId: id,
          userId: reader.id,
          at: now,
          reason: `New edition date changed from ${previous ?? "none"} to ${newEditionDate ?? "none"}.`,
          changes: { new_edition_date: { from: previous, to: newEditionDate } },
        });
        return scoutRouteFor(guides, await requireScoutRoute(guides, id, reader), reader);
      });
    },

    /** Published preview trails nearest the guide's trailhead, nearest first. */
    async listClosestPreviews(kind: GuideKind, id: number, reader: Reader): Promise<ClosestPreview[]> {
      const trailhead = await trailheadOf(kind, id, reader);
      const rows = await repository.listClosestPreviewTrails(trailhead, {
        excludeTrailId: kind === "trail" ? id : null,
        limit: CLOSEST_PREVIEW_LIMIT,
      });
      return rows.map(({ distance_metres: metres, ...row }) => ({
        ...row,
        slug: `${row.id}-${row.slug}`,
        difficulty_props: difficultyProps(row.technical_rating_low),
        distance: Math.round((metres / METRES_PER_MILE) * 100) / 100,
      }));
    },

    /** A page view: logged, and counted on the scout route in the same transaction. Anonymous allowed. */
    async recordScreenView(input: ScreenViewInput, reader: Reader): Promise<void> {
      const kind: GuideKind = input.scout_route_id === undefined ? "trail" : "scout-route";
      const guideId = input.scout_route_id ?? input.trail_id;
      if (guideId === undefined) throw notFound();
      await inTransaction(async (guides) => {
        if (kind === "scout-route") await requireScoutRoute(guides, guideId, reader);
        else await requireTrail(guides, guideId, reader);
        await guides.insertScreenView({ kind, guideId, userId: reader?.id ?? null, platform: input.platform, at: clock.now() });
        if (kind === "scout-route") await guides.addPageView(guideId);
      });
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
      const record = await requireTrail(repository, id, reader);
      const access = guideAccess(reader, { isPreview: record.trail.isPreview });
      const [photos, waypoints, counts] = await Promise.all([
        access.full
          ? repository.listPhotos("trail", id)
          : repository.findHeroPhoto("trail", id).then((hero) => (hero ? [hero] : [])),
        access.full ? waypointsOf(id) : [],
        access.staff ? staffCounts(repository, "trail", id) : null,
      ]);
      return shapeTrail(record, photos, waypoints, reader, access, counts);
    },

    async listTrailHistory(id: number, reader: Reader): Promise<HistoryEntry[]> {
      await requireTrail(repository, id, reader);
      return historyOf("trail", id, reader);
    },

    /** The trail as GPX 1.1 for readers who may see it in full; each download is logged. */
    async downloadTrailGpx(id: number, reader: Reader): Promise<{ fileName: string; xml: string }> {
      const record = await requireTrail(repository, id, reader);
      if (!canReadFull(reader, { isPreview: record.trail.isPreview })) throw forbidden();
      const waypoints = await repository.listWaypoints(id);
      await repository.insertGpxDownload({ kind: "trail", guideId: id, userId: reader?.id ?? null, at: clock.now() });
      return { fileName: `${record.trail.id}-${record.trail.slug}.gpx`, xml: buildGpx(record.trail, waypoints) };
    },

    countPublishedTrails(type: "preview" | "boh"): Promise<number> {
      return repository.countPublishedTrails(type);
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
