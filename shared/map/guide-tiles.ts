// The guides on the map as one tile set (ADR 0091): each tile of /tiles/guides holds a layer per kind,
// so a map draws trails, scout routes, trailheads and ORV parks from one request per tile instead of
// four. The layers are the ones /tiles/{layer} serves alone, cut the same way for the same reader.

export const GUIDE_TILE_SET = "guides";
export const GUIDE_TILE_LAYERS = ["trails", "scout-routes", "trailheads", "orv-parks"] as const;
export type GuideTileLayer = (typeof GUIDE_TILE_LAYERS)[number];

export const GUIDE_TILES_TEMPLATE = `/tiles/${GUIDE_TILE_SET}/{z}/{x}/{y}.mvt`;
