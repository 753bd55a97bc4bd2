// The public lands a guide's line crosses and the roads it uses (issue: public-land layers): loaded
// with the page for readers who may see the line, and named as a land manager's map would name them.
import type { AppLoadContext } from "react-router";
import type { PublicLandRef, RoadUsed } from "../../../shared/contracts/map.contract";

export type { PublicLandRef, RoadUsed };

/** "Manti-La Sal National Forest, Moab Ranger District"; the name alone when the unit repeats it. */
export function publicLandLabel({ unit, name }: PublicLandRef): string {
  return unit === "" || unit === name ? name : `${unit}, ${name}`;
}

/**
 * The public lands the line crosses and the roads it drives along, from one read of the line; none
 * for a preview shape, and none when the lookup fails: the guide reads fine without them.
 */
export function loadLineSurroundings(
  { services, user }: Pick<AppLoadContext, "services" | "user">,
  kind: "trail" | "scout-route",
  guide: { id: number; access: string },
): Promise<{ publicLands: PublicLandRef[]; roads: RoadUsed[] }> {
  const none = { publicLands: [], roads: [] };
  if (guide.access !== "full") return Promise.resolve(none);
  return services.map.listLineSurroundings(kind, guide.id, user).catch(() => none);
}
