// Shapes of the My Content API (spec §2.2 /map active-tab=my-content, /user-content/{uuid}): a paid
// member's own tracks and waypoints, their import, export and sharing. Limits and the reasons for
// them are in docs/decisions/0012-my-content.md.
import { z } from "zod";
import { PRIVACY_ZONE_LIMITS } from "../domain/privacy-zones";

export const USER_CONTENT_LIMITS = {
  nameMaxLength: 120,
  notesMaxLength: 5_000,
  /** One uploaded file; a 100,000-point GPX track with times is about 11 MB. */
  fileBytes: 25 * 1024 * 1024,
  filesPerImport: 10,
  /** Points in one track, over all its segments. */
  pointsPerTrack: 250_000,
  tracksPerOwner: 2_000,
  waypointsPerOwner: 10_000,
  /** Waypoints saved with a new track (a planned route's points). */
  waypointsWithTrack: 50,
} as const;

/** Waypoint symbols, one Lucide icon each in the UI; imported waypoints start as "pin". */
export const WAYPOINT_ICONS = [
  "pin",
  "camp",
  "trailhead",
  "viewpoint",
  "water",
  "fuel",
  "parking",
  "hazard",
  "gate",
  "photo",
] as const;
export type WaypointIcon = (typeof WAYPOINT_ICONS)[number];

export const WAYPOINT_ICON_LABELS: Record<WaypointIcon, string> = {
  pin: "Pin",
  camp: "Camp",
  trailhead: "Trailhead",
  viewpoint: "Viewpoint",
  water: "Water",
  fuel: "Fuel",
  parking: "Parking",
  hazard: "Hazard",
  gate: "Gate",
  photo: "Photo",
};

/** Track colours offered in the editor: the palette of spec §9 minus the badge metals. */
export const TRACK_COLORS = ["#FF69B4", "#028AD7", "#399924", "#F7941D", "#DD0426", "#5C0099", "#202020"] as const;
export type TrackColor = (typeof TRACK_COLORS)[number];
export const DEFAULT_TRACK_COLOR: TrackColor = TRACK_COLORS[0];

/** The two kinds of spec §3 "User content type", as their paths spell them. */
export const USER_CONTENT_KINDS = ["tracks", "waypoints"] as const;
export type UserContentKind = (typeof USER_CONTENT_KINDS)[number];

/** "gpx-route": a GPX <rte> of at most GARMIN_ROUTE_MAX_POINTS points for GPS units (tracks only). */
export const EXPORT_FORMATS = ["gpx", "kml", "geojson", "gpx-route"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  gpx: "GPX",
  kml: "KML",
  geojson: "GeoJSON",
  "gpx-route": "GPX route for GPS devices",
};

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const elevation = z.number().min(-500).max(9_000);

export const positionSchema = z.union([z.tuple([longitude, latitude]), z.tuple([longitude, latitude, elevation])]);
export const boundsSchema = z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]);

export const multiLineGeometrySchema = z.object({
  type: z.literal("MultiLineString"),
  coordinates: z.array(z.array(positionSchema).min(1)).min(1),
});

/** A drawn track: the map gives one line; an edited import may keep its segments. */
export const drawnGeometrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("LineString"), coordinates: z.array(positionSchema).min(2, "A track needs at least two points.") }),
  multiLineGeometrySchema,
]);
export type DrawnGeometry = z.infer<typeof drawnGeometrySchema>;

const name = z
  .string()
  .trim()
  .min(1, "Enter a name.")
  .max(USER_CONTENT_LIMITS.nameMaxLength, `Keep the name to ${USER_CONTENT_LIMITS.nameMaxLength} characters or fewer.`);
const notes = z
  .string()
  .trim()
  .max(USER_CONTENT_LIMITS.notesMaxLength, `Keep the notes to ${USER_CONTENT_LIMITS.notesMaxLength} characters or fewer.`);

export const waypointCreateSchema = z.object({
  name,
  icon: z.enum(WAYPOINT_ICONS).default("pin"),
  notes: notes.default(""),
  latitude,
  longitude,
  elevation: elevation.nullable().default(null),
});
export type WaypointCreate = z.infer<typeof waypointCreateSchema>;

export const trackCreateSchema = z.object({
  name,
  notes: notes.default(""),
  color: z.enum(TRACK_COLORS).default(DEFAULT_TRACK_COLOR),
  geometry: drawnGeometrySchema,
  /** Waypoints kept beside the track, as an imported file's are: a planned route's start, stops and end. */
  waypoints: z
    .array(waypointCreateSchema)
    .max(
      USER_CONTENT_LIMITS.waypointsWithTrack,
      `A track comes with at most ${USER_CONTENT_LIMITS.waypointsWithTrack} waypoints.`,
    )
    .default([]),
});
export type TrackCreate = z.infer<typeof trackCreateSchema>;

export const trackUpdateSchema = z
  .object({ name, notes, color: z.enum(TRACK_COLORS), is_shared: z.boolean(), geometry: drawnGeometrySchema })
  .partial();
export type TrackUpdate = z.infer<typeof trackUpdateSchema>;

export const waypointUpdateSchema = z
  .object({
    name,
    icon: z.enum(WAYPOINT_ICONS),
    notes,
    latitude,
    longitude,
    elevation: elevation.nullable(),
    is_shared: z.boolean(),
  })
  .partial();
export type WaypointUpdate = z.infer<typeof waypointUpdateSchema>;

const timestamps = {
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
};

/** A track in the owner's list: figures and a simplified line for the map, not every point. */
export const trackSummarySchema = z.object({
  kind: z.literal("track"),
  uuid: z.uuid(),
  name: z.string(),
  notes: z.string(),
  color: z.enum(TRACK_COLORS),
  bounds: boundsSchema,
  length_m: z.number(),
  /** Null when the track has no elevations. */
  elevation_gain_m: z.number().nullable(),
  elevation_loss_m: z.number().nullable(),
  point_count: z.number().int(),
  source_file_name: z.string().nullable(),
  is_shared: z.boolean(),
  /** The line simplified to about 2 m, for drawing on the map. */
  preview: multiLineGeometrySchema,
  ...timestamps,
});
export type TrackSummary = z.infer<typeof trackSummarySchema>;

/** [metres from the start, metres above sea level], at most PROFILE_SAMPLES of them. */
export const elevationProfileSchema = z.array(z.tuple([z.number(), z.number()]));
/** Elevation against distance for a chart; null when the track has no elevations. */
const elevationProfileField = { elevation_profile: elevationProfileSchema.nullable() };

/** When each point was recorded, in the geometry's segments' shape; null when the track has no times. */
export const pointTimesSchema = z.array(z.array(z.iso.datetime({ offset: true }).nullable())).nullable();

/** One track with every point, as stored (elevations and times kept), and its elevation profile. */
export const trackDetailSchema = trackSummarySchema.extend({
  ...elevationProfileField,
  geometry: multiLineGeometrySchema,
  point_times: pointTimesSchema,
});
export type TrackDetail = z.infer<typeof trackDetailSchema>;

export const waypointSchema = z.object({
  kind: z.literal("waypoint"),
  uuid: z.uuid(),
  name: z.string(),
  icon: z.enum(WAYPOINT_ICONS),
  notes: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number().nullable(),
  /** When it was recorded, if its file said. */
  recorded_at: z.iso.datetime({ offset: true }).nullable(),
  source_file_name: z.string().nullable(),
  is_shared: z.boolean(),
  ...timestamps,
});
export type Waypoint = z.infer<typeof waypointSchema>;

export const myContentSchema = z.object({
  /** Newest first. */
  tracks: z.array(trackSummarySchema),
  waypoints: z.array(waypointSchema),
});
export type MyContent = z.infer<typeof myContentSchema>;

export const importFileResultSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("imported"),
    file_name: z.string(),
    format: z.enum(["gpx", "kml", "geojson"]),
    tracks: z.array(trackSummarySchema),
    waypoints: z.array(waypointSchema),
  }),
  z.object({
    status: z.literal("failed"),
    file_name: z.string(),
    /** Names the file and what is wrong, e.g. "route.gpx: line 12: unclosed tag: trkseg". */
    error: z.string(),
  }),
]);
export type ImportFileResult = z.infer<typeof importFileResultSchema>;

export const importResultSchema = z.object({ results: z.array(importFileResultSchema) });
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * Anyone may read a shared item, and its owner (as a member) an unshared one; the owner's name says
 * whose it is, `is_own` that it is the reader's. A track comes with its simplified line (every point
 * is in its export) and its elevation profile. Everyone but the owner gets it cut at the owner's
 * privacy zones (docs/decisions/0061-privacy-zones.md); `privacy_cut` tells the owner that others see
 * it cut (a track's ends, or a waypoint not at all).
 */
const privacyCutField = { privacy_cut: z.boolean(), is_own: z.boolean() };
export const sharedContentSchema = z.discriminatedUnion("kind", [
  trackSummarySchema
    .omit({ source_file_name: true })
    .extend({ ...elevationProfileField, owner_name: z.string(), ...privacyCutField }),
  waypointSchema.omit({ source_file_name: true }).extend({ owner_name: z.string(), ...privacyCutField }),
]);
export type SharedContent = z.infer<typeof sharedContentSchema>;

/** An item's own page: public once shared, and its owner's before. */
export const userContentPagePath = (uuid: string) => `/user-content/${encodeURIComponent(uuid)}`;

/** An item as a file; the API reads the session cookie on a plain GET, so an <a download> works. */
export const userContentExportUrl = (kind: UserContentKind, uuid: string, format: ExportFormat) =>
  `/api/v2/user-content/${kind}/${encodeURIComponent(uuid)}/export/?format=${format}`;

/** A shared track's vector tiles (cut like the shared item): their one layer and their address. */
export const SHARED_TRACK_TILE_LAYER = "shared-track";
export const sharedTrackTilesUrl = (uuid: string) => `/api/v2/user-content/shared/${uuid}/tiles/{z}/{x}/{y}.mvt`;

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default("gpx") });

/** A place (home, camp) around which the start and end of the member's shared tracks are hidden. */
export const privacyZoneSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  radius_m: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PrivacyZone = z.infer<typeof privacyZoneSchema>;

export const privacyZonesSchema = z.object({ zones: z.array(privacyZoneSchema) });
export type PrivacyZones = z.infer<typeof privacyZonesSchema>;

export const privacyZoneCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a name.")
    .max(PRIVACY_ZONE_LIMITS.nameMaxLength, `Keep the name to ${PRIVACY_ZONE_LIMITS.nameMaxLength} characters or fewer.`),
  longitude: z
    .number("Enter a longitude.")
    .min(-180, "Longitude is between -180 and 180.")
    .max(180, "Longitude is between -180 and 180."),
  latitude: z.number("Enter a latitude.").min(-90, "Latitude is between -90 and 90.").max(90, "Latitude is between -90 and 90."),
  radius_m: z
    .number("Choose a radius.")
    .int("The radius is a whole number of metres.")
    .min(
      PRIVACY_ZONE_LIMITS.minRadiusMetres,
      `The radius is ${PRIVACY_ZONE_LIMITS.minRadiusMetres} to ${PRIVACY_ZONE_LIMITS.maxRadiusMetres} metres.`,
    )
    .max(
      PRIVACY_ZONE_LIMITS.maxRadiusMetres,
      `The radius is ${PRIVACY_ZONE_LIMITS.minRadiusMetres} to ${PRIVACY_ZONE_LIMITS.maxRadiusMetres} metres.`,
    ),
});
export type PrivacyZoneCreate = z.infer<typeof privacyZoneCreateSchema>;
