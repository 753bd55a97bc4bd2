// GET /tiles/{layer}/{z}/{x}/{y}.mvt: vector tiles for MapLibre (DESIGN §9), and /tiles/guides/…, the
// four guide layers in one tile (ADR 0091). MapLibre sends the session cookie with tile requests, so
// the tier comes from the access token there (or a Bearer header); an expired or invalid token
// simply reads as signed out, since a map cannot refresh it.
// The imported layers are also served under their version (ADR 0077): /tiles/{layer}.json names it,
// and /tiles/{layer}/v{version}/{z}/{x}/{y}.mvt is the same for every reader and kept for good.
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/app-env";
import { bodyForReader } from "../../../http/compression";
import { HttpError } from "../../../http/errors";
import { readSessionCookies } from "../../accounts/session-cookies";
import { VERSIONED_LAYERS, isVersionedLayer } from "../../../../shared/map/land-and-road-layers";
import { GUIDE_TILE_SET } from "../../../../shared/map/guide-tiles";
import { MAX_TILE_ZOOM, parseTileAddress, parseTilePosition, type TileAddress, type TileAddressProblem } from "./tile-address";
import { tileJson, versionedTilePath } from "./tile-json";
import type { EncodedTile } from "./tile-cache";
import type { TileTier } from "./tiles.service";
import type { Services } from "../../../services";

export const TILES_PATH = "/tiles";
export const MVT_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";

/** Shared caches may keep public tiles for a while; a paid reader's tiles stay in their browser. */
const CACHE_CONTROL: Record<TileTier, string> = {
  public: "public, max-age=300",
  paid: "private, max-age=300",
};
/** A versioned tile never changes: a re-import gives its layer a new version, so new URLs. */
const VERSIONED_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Long enough for a CDN to answer a map's load, short enough that a re-import shows within a minute. */
const TILE_JSON_CACHE_CONTROL = "public, max-age=60";
/** The deepest zoom the main map asks the layers for; MapLibre scales that zoom's tiles beyond it. */
const MAP_MAX_ZOOM = 14;

function presentedToken(c: Context<AppEnv>): string | undefined {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? readSessionCookies(c).access;
}

/** The y of a tile file's name ("{y}.mvt"), or the error it answers. */
function tileY(file: string): string {
  if (!file.endsWith(".mvt")) throw new HttpError(404, "not_found", "Tiles are served as {layer}/{z}/{x}/{y}.mvt.");
  return file.slice(0, -".mvt".length);
}

function refused({ status, detail }: TileAddressProblem): HttpError {
  return new HttpError(status, status === 404 ? "not_found" : "bad_request", detail);
}

/** The address in a tile request's path, or the error it answers. */
function tileAddress(parts: { layer: string; z: string; x: string; file: string }): TileAddress {
  const parsed = parseTileAddress({ ...parts, y: tileY(parts.file) });
  if ("problem" in parsed) throw refused(parsed.problem);
  return parsed.address;
}

/** The position in a guide tile's path (ADR 0091), or the error it answers. */
function guideTilePosition(parts: { z: string; x: string; file: string }): Omit<TileAddress, "layer"> {
  const parsed = parseTilePosition({ ...parts, y: tileY(parts.file) }, MAX_TILE_ZOOM);
  if ("problem" in parsed) throw refused(parsed.problem);
  return parsed.position;
}

/**
 * The tile, compressed as the reader accepts it: each encoding is made once per tile, or comes stored
 * with it (ADR 0080), rather than compressed again for every reader.
 */
async function sendTile(c: Context<AppEnv>, tile: EncodedTile, cacheControl: string) {
  c.header("ETag", tile.etag);
  c.header("Cache-Control", cacheControl);
  c.header("X-Content-Type-Options", "nosniff");
  // Weak comparison (RFC 9110 §13.1.2): a compressed tile goes out with its ETag made weak.
  const presented = c.req.header("If-None-Match")?.split(",") ?? [];
  if (presented.some((tag) => tag.trim().replace(/^W\//, "") === tile.etag)) return c.body(null, 304);
  c.header("Content-Type", MVT_CONTENT_TYPE);
  const { encoding, bytes } = await bodyForReader(tile, c.req.header("Accept-Encoding"));
  if (encoding) {
    c.header("Content-Encoding", encoding);
    c.header("ETag", `W/${tile.etag}`);
  }
  // Its length, told: a tile too small to gain from compression is then sent as it is.
  c.header("Content-Length", String(bytes.byteLength));
  return c.body(bytes, 200);
}

export function tileRoutes(services: Pick<Services, "tiles">) {
  return new Hono<AppEnv>()
    .get(`${TILES_PATH}/:file{[a-z-]+\\.json}`, requires(ROUTE_RULES.anyone), async (c) => {
      const layer = c.req.param("file").slice(0, -".json".length);
      if (!isVersionedLayer(layer)) {
        throw new HttpError(404, "not_found", `TileJSON is served for ${VERSIONED_LAYERS.join(" and ")}.`);
      }
      const version = await services.tiles.layerVersion(layer);
      c.header("Cache-Control", TILE_JSON_CACHE_CONTROL);
      return c.json(tileJson(layer, version, MAP_MAX_ZOOM));
    })
    .get(`${TILES_PATH}/:layer/:version{v[0-9]{1,15}}/:z/:x/:file`, requires(ROUTE_RULES.anyone), async (c) => {
      const { version: versionPart, ...parts } = c.req.param();
      const address = tileAddress(parts);
      const { layer } = address;
      if (!isVersionedLayer(layer)) {
        throw new HttpError(404, "not_found", `Versioned tiles are served for ${VERSIONED_LAYERS.join(" and ")}.`);
      }
      const found = await services.tiles.getVersionedTile({ ...address, layer }, Number(versionPart.slice(1)));
      if ("movedTo" in found) {
        // Never stored: a process behind a lagging replica may point back to the version before.
        c.header("Cache-Control", "no-store");
        return c.redirect(`${versionedTilePath(layer, found.movedTo)}/${address.z}/${address.x}/${address.y}.mvt`, 302);
      }
      return sendTile(c, found.tile, VERSIONED_CACHE_CONTROL);
    })
    .get(`${TILES_PATH}/${GUIDE_TILE_SET}/:z/:x/:file`, requires(ROUTE_RULES.guideReader), async (c) => {
      const position = guideTilePosition(c.req.param());
      const tier = await services.tiles.tierOf(presentedToken(c));
      c.header("Vary", "Cookie, Authorization");
      return sendTile(c, await services.tiles.getGuideTile(position, tier), CACHE_CONTROL[tier]);
    })
    .get(`${TILES_PATH}/:layer/:z/:x/:file`, requires(ROUTE_RULES.guideReader), async (c) => {
      const address = tileAddress(c.req.param());
      const tier = await services.tiles.tierOf(presentedToken(c));
      c.header("Vary", "Cookie, Authorization");
      return sendTile(c, await services.tiles.getTile(address, tier), CACHE_CONTROL[tier]);
    });
}
