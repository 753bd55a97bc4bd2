// The public lands a guide's line crosses and the roads it uses (issue: public-land layers): loaded
// with the page for readers who may see the line, and named as a land manager's map would name them.
import type { AppLoadContext } from "react-router";
import type { PublicLandRef, RoadUsed } from "../../../server/modules/map/map.contract";

export type { PublicLandRef, RoadUsed };

/** "Manti-La Sal National Forest, Moab Ranger District"; the name alone when the unit repeats it. */
export function publicLandLabel({ unit, name }: PublicLandRef): string {
  return unit === "" || unit === name ? name : `${unit}, ${name}`;
}

/** None for a preview shape, and none when the lookup fails: the guide reads fine without them. */
export function loadCrossedPublicLands(
  { services, user }: Pick<AppLoadContext, "services" | "user">,
  kind: "trail" | "scout-route",
  guide: { id: number; access: string },
): Promise<PublicLandRef[]> {
  if (guide.access !== "full") return Promise.resolve([]);
  return services.map.listCrossedPublicLands(kind, guide.id, user).catch(() => []);
}

/** The imported roads the line drives along; none for a preview shape or when the lookup fails. */
export function loadRoadsUsed(
  { services, user }: Pick<AppLoadContext, "services" | "user">,
  kind: "trail" | "scout-route",
  guide: { id: number; access: string },
): Promise<RoadUsed[]> {
  if (guide.access !== "full") return Promise.resolve([]);
  return services.map.listRoadsUsed(kind, guide.id, user).catch(() => []);
}
