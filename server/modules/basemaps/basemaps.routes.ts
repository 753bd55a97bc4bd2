// /basemaps/*: the offline basemap's style, vector tiles and glyphs, served from npm packages (DESIGN §9).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError, notFound } from "../../http/errors";
import { parseTilePosition } from "../map/tiles/tile-address";
import { MVT_CONTENT_TYPE } from "../map/tiles/tiles.routes";
import { GLYPH_FONTS, glyphRange, offlineBasemapTile, type PreparedFile } from "./basemap-data";
import { BASEMAP_STATUS_PATH, type BasemapSources } from "../../../shared/map/basemaps";
import { createReachabilityCheck } from "./source-reachability";
import {
  OFFLINE_BASEMAP_PATH,
  OFFLINE_TILE_MAXZOOM,
  OFFLINE_TILES_PATH,
  offlineBasemapStyle,
} from "../../../shared/map/offline-basemap-style";

/** The data changes only with a package upgrade; the ETag tells a browser when it did. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

function sendPrepared(c: Context<AppEnv>, file: PreparedFile, contentType: string): Response {
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Cache-Control": CACHE_CONTROL,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  if (c.req.header("If-None-Match") === file.etag) return new Response(null, { status: 304, headers });
  const acceptsGzip = /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
  if (acceptsGzip) headers["Content-Encoding"] = "gzip";
  return new Response(acceptsGzip ? file.gzipped : file.body, { status: 200, headers });
}

/** The first font of a requested stack that we have ("Noto Sans Regular,Arial Unicode MS Regular"). */
function glyphFont(stack: string) {
  return GLYPH_FONTS.find((font) => stack.split(",").some((name) => name.trim() === font));
}

/** How long a browser may reuse an answer about the online sources. */
const STATUS_CACHE_CONTROL = "public, max-age=60";

export function basemapRoutes(sources: BasemapSources | null) {
  const reachability = createReachabilityCheck(sources);
  return new Hono<AppEnv>()
    .get(BASEMAP_STATUS_PATH, requires(ROUTE_RULES.anyone), async (c) => {
      c.header("Cache-Control", STATUS_CACHE_CONTROL);
      return c.json(await reachability());
    })
    .get(`${OFFLINE_BASEMAP_PATH}/style.json`, requires(ROUTE_RULES.anyone), (c) => {
      c.header("Cache-Control", CACHE_CONTROL);
      return c.json(offlineBasemapStyle());
    })
    .get(`${OFFLINE_TILES_PATH}/:z/:x/:y{[0-9]+\\.mvt}`, requires(ROUTE_RULES.anyone), async (c) => {
      const { z, x, y } = c.req.param();
      const parsed = parseTilePosition({ z, x, y: y.replace(/\.mvt$/, "") }, OFFLINE_TILE_MAXZOOM);
      if ("problem" in parsed) throw new HttpError(parsed.problem.status, "bad_request", parsed.problem.detail);
      const { position } = parsed;
      return sendPrepared(c, await offlineBasemapTile(position.z, position.x, position.y), MVT_CONTENT_TYPE);
    })
    .get("/basemaps/fonts/:stack/:range{[0-9]+-[0-9]+\\.pbf}", requires(ROUTE_RULES.anyone), async (c) => {
      const font = glyphFont(c.req.param("stack"));
      const file = font && (await glyphRange(font, c.req.param("range").replace(/\.pbf$/, "")));
      if (!file) throw notFound();
      return sendPrepared(c, file, "application/x-protobuf");
    });
}
