// The paywall in one place (DESIGN §6): turns guide rows into the preview or full shape, plus the
// Internal Details for staff. Nothing else decides which guide fields a reader gets.
import sanitizeHtml from "sanitize-html";
import type { Photo } from "../../../shared/contracts/photo.contract";
import { PHOTO_TYPES, type PhotoType } from "../../../shared/domain/photo-types";
import type {
  GuideLineFeature,
  GuideRecord,
  ScoutRoute,
  ScoutRoutePreview,
  Waypoint,
  WaypointFeature,
} from "../../../shared/contracts/scout-route.contract";
import type { Trail, TrailPreview } from "../../../shared/contracts/trail.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import {
  canEditScoutRoute,
  canEditTrail,
  canReadFull,
  canSeeGuideRecord,
  canSeeStaffFields,
} from "../../../shared/domain/access";
import { difficultyProps } from "../../../shared/domain/difficulty";
import { sanitizeHtmlFragment } from "../content/markdown";
import type {
  GuideKind,
  GuidesRepository,
  PhotoRecord,
  ScoutRouteRecord,
  TrailRecord,
  WaypointRecord,
} from "./guides.repository";

export type Reader = UserClaims | null;

/** What a reader gets of one guide: the full shape or the preview, Internal Details, and its record. */
export interface GuideAccess {
  full: boolean;
  staff: boolean;
  record: boolean;
}

export function guideAccess(reader: Reader, guide: { isPreview: boolean }): GuideAccess {
  return { full: canReadFull(reader, guide), staff: canSeeStaffFields(reader), record: canSeeGuideRecord(reader) };
}

export interface StaffCounts {
  editorNotes: number;
  history: number;
}

const TEASER_MAX_CHARACTERS = 280;

const isoDateTime = (value: Date | null) => value?.toISOString() ?? null;

export function toPhoto(row: Pick<PhotoRecord, "photo_type" | "original" | "resized_medium" | "resized_large">): Photo {
  return {
    photo_type: row.photo_type as PhotoType,
    original: row.original,
    resized_medium: row.resized_medium,
    resized_large: row.resized_large,
  };
}

const firstOfType = (photos: readonly PhotoRecord[], photoType: number) => photos.find((photo) => photo.photo_type === photoType);

/** Sentence boundaries as Unicode defines them: "a 14.7-mile route" is one sentence, not two. */
const SENTENCES = new Intl.Segmenter("en", { granularity: "sentence" });
/** Text dropped with its tag: code, and headings, which title a section rather than start the guide. */
const DROPPED_WITH_TEXT = ["script", "style", "textarea", "option", "noscript", "h1", "h2", "h3", "h4", "h5", "h6"];

/** A couple of plain-text sentences from an HTML description: what the paywall shows blurred. */
export function teaserOf(html: string): string {
  // Block ends become spaces first, so "rim.</p><p>Then" still reads as two sentences.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, "$& ");
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_TEXT })
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const sentences = Array.from(SENTENCES.segment(text), ({ segment }) => segment);
  const teaser = sentences.slice(0, 2).join("").trim() || text;
  return teaser.length <= TEASER_MAX_CHARACTERS ? teaser : `${teaser.slice(0, TEASER_MAX_CHARACTERS - 1).trimEnd()}…`;
}

function sharedPreviewFields(
  guide: GuideRow,
  record: Pick<ScoutRouteRecord, "state" | "author">,
  heroPhoto: PhotoRecord | undefined,
) {
  return {
    id: guide.id,
    slug: `${guide.id}-${guide.slug}`,
    title: guide.title,
    state: {
      code: record.state.code,
      country_code: record.state.country_code,
      slug: record.state.slug,
      title: record.state.title,
    },
    nearest_town_name: guide.nearestTownName,
    county_name: guide.countyName,
    state_message: guide.stateMessage,
    length: guide.lengthMiles,
    review_average: guide.reviewAverage,
    review_count: guide.reviewCount,
    hero_file_name: heroPhoto?.hero ?? null,
    hero_photo: heroPhoto ? { resized_medium: heroPhoto.resized_medium, resized_large: heroPhoto.resized_large } : null,
    published: guide.published,
    user: record.author,
    created_at: guide.createdAt.toISOString(),
  };
}

type GuideRow = ScoutRouteRecord["route"] | TrailRecord["trail"];

function recordOf(guide: GuideRow): GuideRecord {
  return {
    id: guide.id,
    slug: guide.slug,
    author_id: guide.userId,
    region_id: guide.regionId,
    city_id: guide.cityId,
    created_at: guide.createdAt.toISOString(),
    updated_at: guide.updatedAt.toISOString(),
  };
}

/** Internal Details both kinds share; the stored record only for those who may see it. */
function sharedStaffFields(guide: GuideRow, access: GuideAccess, staffCounts: StaffCounts, canEdit: boolean) {
  return {
    editor_notes_count: staffCounts.editorNotes,
    history_count: staffCounts.history,
    can_edit: canEdit,
    ...(access.record ? { record: recordOf(guide) } : {}),
  };
}

function sharedFullFields(guide: GuideRow, photos: readonly PhotoRecord[]) {
  return {
    geojson: guide.geojson,
    bounds: guide.bounds,
    photos: photos.map(toPhoto),
    road_condition: guide.roadCondition,
    status: guide.status,
    status_reported_at: isoDateTime(guide.statusReportedAt),
    permit_information_link: guide.permitInformationLink,
    original_publish_date: guide.originalPublishDate,
    last_published_date: guide.lastPublishedDate,
    new_edition_date: guide.newEditionDate,
  };
}

/**
 * A scout route as `reader` may see it. `photos` are the route's photos (only the hero is needed
 * for a preview) and `waypoints` are only read for the full shape; `staffCounts` is required when
 * the access includes staff fields.
 */
export function shapeScoutRoute(
  record: ScoutRouteRecord,
  photos: readonly PhotoRecord[],
  waypoints: readonly WaypointWithPhotos[],
  reader: Reader,
  access: GuideAccess,
  staffCounts: StaffCounts | null,
): ScoutRoute {
  const { route } = record;
  const preview: ScoutRoutePreview = {
    access: "preview",
    ...sharedPreviewFields(route, record, firstOfType(photos, PHOTO_TYPES.hero)),
    difficulty: route.difficulty,
    difficulty_props: difficultyProps(route.difficulty),
    teaser: teaserOf(route.routeDescription),
  };
  const internal =
    access.staff && staffCounts
      ? {
          internal: {
            vote_count: route.voteCount,
            total_page_views: route.totalPageViews,
            ...sharedStaffFields(
              route,
              access,
              staffCounts,
              canEditScoutRoute(reader, { authorId: route.userId, acceptedAt: route.acceptedAt }),
            ),
          },
        }
      : {};
  if (!access.full) return { ...preview, ...internal };
  return {
    ...preview,
    ...sharedFullFields(route, photos),
    access: "full",
    route_description: sanitizeHtmlFragment(route.routeDescription),
    waypoints: waypoints.map(toWaypoint),
    hardest_part_file_name: firstOfType(photos, PHOTO_TYPES.hardestPart)?.resized_large ?? null,
    camping_file_name: firstOfType(photos, PHOTO_TYPES.camping)?.resized_large ?? null,
    categories: route.categories,
    accepted_at: isoDateTime(route.acceptedAt),
    ...internal,
  };
}

export type WaypointWithPhotos = WaypointRecord & { photos: PhotoRecord[] };

function toWaypoint(waypoint: WaypointWithPhotos): Waypoint {
  return {
    id: waypoint.id,
    position: waypoint.position,
    name: waypoint.name,
    waypoint_type: waypoint.waypointType,
    latitude: waypoint.latitude,
    longitude: waypoint.longitude,
    description_html: sanitizeHtmlFragment(waypoint.descriptionHtml),
    photos: waypoint.photos.map(toPhoto),
  };
}

/** A trail as `reader` may see it; `waypoints` are only read for the full shape. */
export function shapeTrail(
  record: TrailRecord,
  photos: readonly PhotoRecord[],
  waypoints: readonly WaypointWithPhotos[],
  reader: Reader,
  access: GuideAccess,
  staffCounts: StaffCounts | null,
): Trail {
  const { trail } = record;
  const preview: TrailPreview = {
    access: "preview",
    ...sharedPreviewFields(trail, record, firstOfType(photos, PHOTO_TYPES.hero)),
    difficulty_props: difficultyProps(trail.technicalRatingLow),
    teaser: trail.teaser,
    technical_rating_low: trail.technicalRatingLow,
    technical_rating_high: trail.technicalRatingHigh,
    is_preview: trail.isPreview,
    is_boh: trail.isBoh,
  };
  const internal =
    access.staff && staffCounts
      ? {
          internal: sharedStaffFields(trail, access, staffCounts, canEditTrail(reader)),
        }
      : {};
  if (!access.full) return { ...preview, ...internal };
  return {
    ...preview,
    ...sharedFullFields(trail, photos),
    access: "full",
    description_html: sanitizeHtmlFragment(trail.descriptionHtml),
    waypoints: waypoints.map(toWaypoint),
    points_of_concern: trail.pointsOfConcern,
    season: trail.season,
    ...internal,
  };
}

type LineRow = Awaited<ReturnType<GuidesRepository["listLinesIn"]>>[number];
type WaypointPointRow = Awaited<ReturnType<GuidesRepository["listWaypointsIn"]>>[number];

/** A guide line on the staff map layers, in its difficulty's colour. */
export function toLineFeature(kind: GuideKind, line: LineRow): GuideLineFeature {
  return {
    type: "Feature",
    geometry: line.geojson,
    properties: {
      kind,
      id: line.id,
      title: line.title,
      color: difficultyProps(line.rating).color,
      published: line.published,
    },
  };
}

export function toWaypointFeature(waypoint: WaypointPointRow): WaypointFeature {
  return {
    type: "Feature",
    geometry: { type: "Point", coordinates: [waypoint.longitude, waypoint.latitude] },
    properties: { kind: "waypoint", trail_id: waypoint.trailId, name: waypoint.name },
  };
}
