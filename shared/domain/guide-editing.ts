// What an editor may put in a trail or scout route (issue "Authoring", ADR 0042): the choices of
// the list fields and the limits of every field, shared by the API's checks and the editor's hints.
export const SCOUT_ROUTE_CATEGORIES = [
  "Overlanding",
  "Scenic",
  "Rock Crawling",
  "Dirt Roads/Backroads",
  "Mudding",
  "Camping",
  "History",
  "Water Crossings",
  "Sand",
  "Snow",
] as const;
export type ScoutRouteCategory = (typeof SCOUT_ROUTE_CATEGORIES)[number];

export const WAYPOINT_TYPES = ["trailhead", "obstacle", "camp", "viewpoint", "junction", "end"] as const;
export type WaypointType = (typeof WAYPOINT_TYPES)[number];

export const WAYPOINT_TYPE_LABELS: Record<WaypointType, string> = {
  trailhead: "Trailhead",
  obstacle: "Obstacle",
  camp: "Camp",
  viewpoint: "Viewpoint",
  junction: "Junction",
  end: "Trail end",
};

/** Characters (or items) each editable field takes; rich text counts its HTML. */
export const GUIDE_EDIT_LIMITS = {
  title: { min: 3, max: 120 },
  nearestTownName: { min: 1, max: 120 },
  countyName: { max: 120 },
  stateMessage: { max: 1000 },
  roadCondition: { max: 500 },
  permitInformationLink: { max: 500 },
  teaser: { min: 1, max: 600 },
  season: { max: 120 },
  /** The route description or trail description, as HTML. */
  richText: { max: 100_000 },
  waypointName: { min: 1, max: 120 },
  waypointDescription: { max: 20_000 },
  waypoints: { max: 200 },
  linePoints: { min: 2, max: 20_000 },
  changeReason: { min: 3, max: 500 },
  photoCaption: { max: 300 },
  workflowNote: { min: 3, max: 2000 },
  editorNote: { min: 1, max: 5000 },
  /** The autosaved form, as JSON. */
  draftBytes: 600_000,
} as const;
