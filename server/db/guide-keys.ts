// A guide is a trail or a scout route, and a row that hangs off one guide (a photo, a history entry,
// an editor note, a review, a view, a download, a draft, an edit request) carries a key column for
// each kind, one of them set. The pairing is written here once.
import type { Column } from "drizzle-orm";
import { scoutRoutes, trails } from "./schema";

export type GuideKind = "scout-route" | "trail";

/** The table of the guide's kind. */
export const guideTable = (kind: GuideKind) => (kind === "trail" ? trails : scoutRoutes);

/** The key values of a row that hangs off exactly one guide: its kind's set, the other null. */
export const guideKeyValues = (kind: GuideKind, guideId: number) =>
  kind === "trail" ? { trailId: guideId, scoutRouteId: null } : { trailId: null, scoutRouteId: guideId };

/** The column of `table` that holds a guide of this kind. */
export const guideKeyColumn = <Table extends { trailId: Column; scoutRouteId: Column }>(
  table: Table,
  kind: GuideKind,
): Table["trailId"] | Table["scoutRouteId"] => (kind === "trail" ? table.trailId : table.scoutRouteId);
