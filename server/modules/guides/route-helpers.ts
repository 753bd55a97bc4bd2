// Path pieces the guide routes share: a guide's id, and how each kind appears in paths and the API
// document. The pieces every API route shares are in server/http/openapi-routes.ts.
import { z } from "@hono/zod-openapi";
import { idParam } from "../../http/openapi-routes";
import type { GuideKind } from "./guides.repository";

export const guideParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 12 }) });

/** How each guide kind appears in paths and the API document, for routes built once for both kinds. */
export const GUIDE_KIND_ROUTES = {
  "scout-route": { segment: "scout-routes", tag: "Scout routes", noun: "route" },
  trail: { segment: "trails", tag: "Trails", noun: "trail" },
} as const satisfies Record<GuideKind, { segment: string; tag: string; noun: string }>;
