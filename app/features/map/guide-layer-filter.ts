// The map filters (shared/domain/map-filters.ts) as one MapLibre filter expression over the guide
// features of our tiles (kind, difficulty, length_mi, rating, state, concerns "|Mud|Width|",
// preview, boh). The same rules as the server's list, so the map and the list agree:
// - unrated guides (difficulty 0) are shown only while the difficulty range is the full 1-10;
// - ORV parks have no difficulty, length, concerns, preview or badge: any of those filters hides them;
// - "fits my rig" shows trails (the guides that list points of concern) listing none of the concerns
//   the server says rule out the reader's rig (ADR 0037).
import type { ExpressionSpecification } from "@maplibre/maplibre-gl-style-spec";
import { TECHNICAL_RATING_RANGE, type MapFilters, type MapGuideKind } from "../../../shared/domain/map-filters";
import type { ContentKind, ContentRef } from "../../../shared/map/map-url-state";

/** Filter kinds ("trails") to the `kind` property of a tile feature ("trail"). */
export const FEATURE_KIND: Record<MapGuideKind, ContentKind> = {
  trails: "trail",
  "scout-routes": "scout-route",
  "orv-parks": "orv-park",
};

const get = (name: string): ExpressionSpecification => ["get", name];
const number = (name: string): ExpressionSpecification => ["to-number", ["coalesce", get(name), 0]];

const listedConcerns: ExpressionSpecification = ["to-string", ["coalesce", get("concerns"), ""]];
const listsAny = (concerns: readonly string[]): ExpressionSpecification => [
  "any",
  ...concerns.map((concern): ExpressionSpecification => ["in", `|${concern}|`, listedConcerns]),
];

/**
 * `rulingOut`: under "fits my rig", the concerns that make a trail not recommended for the reader's rig.
 * `only`: an open list's guides, shown alone (an empty list shows none).
 */
export function guideLayerFilter(
  filters: MapFilters,
  rulingOut: readonly string[] = [],
  only: readonly ContentRef[] | null = null,
): ExpressionSpecification {
  const conditions: ExpressionSpecification[] = [];
  if (only) {
    const keys = only.map(({ kind, id }) => `${kind}-${id}`);
    conditions.push(["in", ["concat", ["to-string", get("kind")], "-", ["to-string", get("id")]], ["literal", keys]]);
  }
  const kinds = filters.kinds.map((kind) => FEATURE_KIND[kind]);
  if (kinds.length < Object.keys(FEATURE_KIND).length) conditions.push(["in", get("kind"), ["literal", kinds]]);
  if (filters.state) conditions.push(["==", get("state"), filters.state]);
  if (filters.minRating != null) conditions.push([">=", number("rating"), filters.minRating]);

  const guideOnly: ExpressionSpecification[] = [];
  const [minDifficulty, maxDifficulty] = filters.difficulty;
  if (minDifficulty !== TECHNICAL_RATING_RANGE[0] || maxDifficulty !== TECHNICAL_RATING_RANGE[1]) {
    guideOnly.push([">=", number("difficulty"), minDifficulty], ["<=", number("difficulty"), maxDifficulty]);
  }
  if (filters.minLengthMiles != null) guideOnly.push([">=", number("length_mi"), filters.minLengthMiles]);
  if (filters.maxLengthMiles != null) guideOnly.push(["<=", number("length_mi"), filters.maxLengthMiles]);
  if (filters.concerns.length > 0) guideOnly.push(listsAny(filters.concerns));
  if (filters.previewOnly) guideOnly.push(["==", get("preview"), true]);
  if (filters.badgeOfHonorOnly) guideOnly.push(["==", get("boh"), true]);
  if (filters.fitsMyRig) {
    guideOnly.push(["==", get("kind"), "trail"]);
    if (rulingOut.length > 0) guideOnly.push(["!", listsAny(rulingOut)]);
  }
  if (guideOnly.length > 0) conditions.push(["!=", get("kind"), "orv-park"], ...guideOnly);

  return ["all", ...conditions];
}

/** True when the filters narrow nothing: the map shows every guide the tiles hold. */
export function isFilterEmpty(filter: ExpressionSpecification): boolean {
  return Array.isArray(filter) && filter.length === 1 && filter[0] === "all";
}
