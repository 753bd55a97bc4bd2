import type { SharedContent } from "../../../../shared/contracts/user-content.contract";
import { paddedBounds, type Bounds } from "../../../../shared/geo/geometry";

/** A track's own bounds; a waypoint's position, with `margin` degrees around it. */
export function sharedContentBounds(content: SharedContent, margin = 0): Bounds {
  if (content.kind === "track") return content.bounds;
  const position: [number, number] = [content.longitude, content.latitude];
  return paddedBounds([position, position], margin);
}
