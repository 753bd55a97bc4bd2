// How analytics events name a trail or a scout route (spec §7).
import type { GuideReference } from "../../../shared/domain/analytics-events";
import type { GuideSegment } from "./guide-api";

export const guideReference = (kind: GuideSegment, id: number): GuideReference =>
  kind === "trails" ? { trail_id: id } : { scout_route_id: id };
