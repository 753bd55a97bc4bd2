// GET /tiles/{layer}/{z}/{x}/{y}.mvt: vector tiles for MapLibre (DESIGN §9). MapLibre sends the
// session cookie with tile requests, so the tier comes from the access token there (or a Bearer
// header); an expired or invalid token simply reads as signed out, since a map cannot refresh it.
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/app-env";
import { HttpError } from "../../../http/errors";
import { readSessionCookies } from "../../accounts/session-cookies";
import { parseTileAddress } from "./tile-address";
import type { TileTier } from "./tiles.service";

export const TILES_PATH = "/tiles";
export const MVT_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";

/** Shared caches may keep public tiles for a while; a paid reader's tiles stay in their browser. */
const CACHE_CONTROL: Record<TileTier, string> = {
  public: "public, max-age=300",
  paid: "private, max-age=300",
};

function presentedToken(c: Context<AppEnv>): string | undefined {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? readSessionCookies(c).access;
}

export function tileRoutes() {
  return new Hono<AppEnv>().get(`${TILES_PATH}/:layer/:z/:x/:file`, requires(ROUTE_RULES.guideReader), async (c) => {
    const { layer, z, x, file } = c.req.param();
    const y = file.endsWith(".mvt") ? file.slice(0, -".mvt".length) : null;
    if (y === null) throw new HttpError(404, "not_found", "Tiles are served as {layer}/{z}/{x}/{y}.mvt.");
    const parsed = parseTileAddress({ layer, z, x, y });
    if ("problem" in parsed) {
      const { status, detail } = parsed.problem;
      throw new HttpError(status, status === 404 ? "not_found" : "bad_request", detail);
    }
    const tier = await c.var.services.tiles.tierOf(presentedToken(c));
    const tile = await c.var.services.tiles.getTile(parsed.address, tier);
    c.header("ETag", tile.etag);
    c.header("Cache-Control", CACHE_CONTROL[tier]);
    c.header("Vary", "Cookie, Authorization");
    c.header("X-Content-Type-Options", "nosniff");
    // Weak comparison (RFC 9110 §13.1.2): a compressed tile goes out with its ETag made weak.
    const presented = c.req.header("If-None-Match")?.split(",") ?? [];
    if (presented.some((tag) => tag.trim().replace(/^W\//, "") === tile.etag)) return c.body(null, 304);
    c.header("Content-Type", MVT_CONTENT_TYPE);
    return c.body(tile.bytes, 200);
  });
}
