// The peer of `/map` in the Lighthouse bench: a bare MapLibre page (the library's own build, one
// full-window map at /map's first view, nothing else on the page) served beside the product over
// the same protocol. `?basemap=offline` draws the offline basemap the product falls back to (its
// style and data are fetched from the product's server through this one); `?basemap=none` draws a
// single background colour, the least a WebGL map can draw. What the peer scores on a machine is
// the most a MapLibre map can score there.
import { readFile } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { DEFAULT_VIEW } from "../shared/map/map-url-state";
import { OFFLINE_STYLE_URL } from "../shared/map/offline-basemap-style";

const MAPLIBRE_DIST = path.resolve("node_modules/maplibre-gl/dist");
const LIBRARY_FILES = new Set(["maplibre-gl.mjs", "maplibre-gl-worker.mjs", "maplibre-gl.css"]);
export const MAP_PEER_PAGES = { offline: "/?basemap=offline", none: "/?basemap=none" } as const;

const BLANK_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#efe9dc" } }],
};

function page(basemap: string | null): string {
  const style = basemap === "none" ? JSON.stringify(BLANK_STYLE) : JSON.stringify(OFFLINE_STYLE_URL);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>MapLibre peer</title>
<meta name="description" content="A bare MapLibre map.">
<link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body{margin:0;height:100%}#map{position:absolute;inset:0}</style></head>
<body><main id="map" aria-label="Map"></main>
<script type="module">
import { Map } from "/maplibre/maplibre-gl.mjs";
new Map({ container: "map", style: ${style}, center: ${JSON.stringify(DEFAULT_VIEW.center)}, zoom: ${DEFAULT_VIEW.zoom} });
</script></body></html>`;
}

const CONTENT_TYPES: Record<string, string> = { ".mjs": "text/javascript", ".css": "text/css", ".html": "text/html" };

async function libraryFile(name: string): Promise<Buffer> {
  return brotliCompressSync(await readFile(path.join(MAPLIBRE_DIST, name)));
}

/** The product's answer as it sent it, still compressed. */
function proxy(url: string, response: Response): void {
  const get = url.startsWith("https:") ? https.get : http.get;
  get(url, { headers: { "accept-encoding": "br, gzip" }, rejectUnauthorized: false }, (upstream) => {
    const passed = ["content-type", "content-encoding", "cache-control", "vary"].filter((name) => upstream.headers[name]);
    response.writeHead(upstream.statusCode ?? 502, Object.fromEntries(passed.map((name) => [name, upstream.headers[name]!])));
    upstream.pipe(response as NodeJS.WritableStream);
  });
}

type Request = http.IncomingMessage | http2.Http2ServerRequest;
type Response = http.ServerResponse | http2.Http2ServerResponse;

export interface MapPeer {
  base: string;
  stop(): Promise<void>;
}

/** Serves the peer page and MapLibre's files (brotli, as the product serves its own); anything else comes from `productBase`. */
export async function startMapPeer(port: number, productBase: string, tls?: { cert: string; key: string }): Promise<MapPeer> {
  const files = new Map(await Promise.all([...LIBRARY_FILES].map(async (name) => [name, await libraryFile(name)] as const)));
  const handle = (request: Request, response: Response) => {
    const url = new URL(request.url ?? "/", "http://peer");
    const libraryName = url.pathname.startsWith("/maplibre/") ? url.pathname.slice("/maplibre/".length) : null;
    if (url.pathname === "/") {
      response.writeHead(200, { "content-type": CONTENT_TYPES[".html"]!, "cache-control": "no-cache" });
      response.end(page(url.searchParams.get("basemap")));
    } else if (libraryName && files.get(libraryName)) {
      response.writeHead(200, {
        "content-type": CONTENT_TYPES[path.extname(libraryName)]!,
        "content-encoding": "br",
        "cache-control": "public, max-age=31536000, immutable",
      });
      response.end(files.get(libraryName)!);
    } else {
      proxy(`${productBase}${url.pathname}${url.search}`, response);
    }
  };
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `${tls ? "https" : "http"}://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
