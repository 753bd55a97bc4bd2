// The one owner of difficulty (DESIGN §5, decisions.md): technical rating 1-10 to label and colour.
export const DIFFICULTY_LEVELS = [
  { label: "Easy", color: "#399924", min: 1, max: 2 },
  { label: "Moderate", color: "#028AD7", min: 3, max: 4 },
  { label: "Difficult", color: "#FAD201", min: 5, max: 6 },
  { label: "Severe", color: "#F7941D", min: 7, max: 8 },
  { label: "Extreme", color: "#DD0426", min: 9, max: 10 },
] as const;

export type DifficultyLabel = (typeof DIFFICULTY_LEVELS)[number]["label"];
export const DIFFICULTY_LABELS = DIFFICULTY_LEVELS.map((level) => level.label) as [DifficultyLabel, ...DifficultyLabel[]];

/** The pink line of spec §9 for a route with no rating. */
export const UNRATED_COLOR = "#FF69B4";

/** Beginner lists hold trails of this technical rating or less (Easy and Moderate). */
export const BEGINNER_MAX_RATING = 4;

export interface DifficultyProps {
  color: string;
  label: DifficultyLabel | "Unrated";
}

export function difficultyProps(rating: number | null | undefined): DifficultyProps {
  const level = rating == null ? undefined : DIFFICULTY_LEVELS.find(({ min, max }) => rating >= min && rating <= max);
  return level ? { color: level.color, label: level.label } : { color: UNRATED_COLOR, label: "Unrated" };
}

/** "5" or "4-6": a range shows both ends (decisions.md). */
export function formatTechnicalRating(low: number | null | undefined, high: number | null | undefined): string | null {
  if (low == null) return null;
  return high == null || high === low ? String(low) : `${low}-${high}`;
}

/** Points of concern a trail guide can list (DESIGN §5). */
export const POINTS_OF_CONCERN = [
  "Full Size Not Recommended",
  "Body Damage",
  "Width",
  "Height",
  "Short Wheelbase Recommended",
  "Narrow Shelf Road",
  "Mild Off Camber",
  "Moderate Off Camber",
  "Extreme Off Camber",
  "Impassable When Wet",
  "Deep Sand",
  "Mud",
  "Pinstriping",
  "High Water Crossings",
] as const;
export type PointOfConcern = (typeof POINTS_OF_CONCERN)[number];

/** Trail status as reported from the field, newest report wins. */
export const TRAIL_STATUSES = ["open", "caution", "closed", "impassable"] as const;
export type TrailStatus = (typeof TRAIL_STATUSES)[number];

/** What readers see for each status (in English; pages translate it where shown). */
export const TRAIL_STATUS_LABELS: Readonly<Record<TrailStatus, string>> = {
  open: "Open",
  caution: "Caution",
  closed: "Closed",
  impassable: "Impassable",
};

/** A status's label; a status the list does not know stays as written. */
export const trailStatusLabel = (status: string): string =>
  (TRAIL_STATUS_LABELS as Readonly<Record<string, string | undefined>>)[status] ?? status;
