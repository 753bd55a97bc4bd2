/// <reference lib="webworker" />
// The service worker of offline packs (ADR 0059), built with esbuild to /sw.js. Online, pages come
// from the network as before; with no signal, a saved guide's or track's page, files and map tiles
// come from its pack, and any other page gets a short note that links to the reader's saved guides. After an
// online page (at most once a minute), it asks the server which packs the reader may keep.
import { Serwist, type RouteHandlerCallbackOptions } from "serwist";
import { listPacks, removePack } from "../lib/offline-packs/pack-store";
import { removeUnreadablePacks } from "../lib/offline-packs/remove-unreadable";
import { SIGNED_OUT_MESSAGE } from "../lib/offline-packs/sign-out";
import { offlinePageHtml } from "./offline-page";

/** How long a page may take before the saved copy is shown instead (one bar of signal). */
const NAVIGATION_TIMEOUT_MS = 8_000;
const MVT = "application/vnd.mapbox-vector-tile";

/**
 * Stored in packs: built files, map style, tiles and glyphs, photos and media, GPX downloads, and a
 * track's line tiles and file (ADR 0085).
 */
const PACKABLE = new RegExp(
  [
    /^\/(assets|basemaps|tiles|media|photos|icons)\//,
    /^\/api\/v2\/(trails|scout-routes)\/\d+\/gpx\/$/,
    /^\/api\/v2\/user-content\/(shared\/[0-9a-f-]{36}\/tiles\/|tracks\/[0-9a-f-]{36}\/export\/$)/,
  ]
    .map((pattern) => pattern.source)
    .join("|"),
);

/**
 * A membership may end at any time while the worker lives (it may live for hours while pages keep
 * it busy): the packs are checked again after online pages, though not more often than this.
 */
const CHECK_INTERVAL_MS = 60_000;

let lastCheckAt: number | null = null;

async function checkPacks(): Promise<void> {
  if (lastCheckAt !== null && Date.now() - lastCheckAt < CHECK_INTERVAL_MS) return;
  lastCheckAt = Date.now();
  await removeUnreadablePacks({ list: listPacks, remove: removePack });
}

/** A request that asks for fresh content (an update of a pack) skips the stored copy. */
const wantsFresh = (request: Request) =>
  request.cache === "no-cache" || request.cache === "reload" || request.cache === "no-store";

function withTimeout(response: Promise<Response>, milliseconds: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The network is too slow")), milliseconds);
    response.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function navigate({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
    // The page render refreshed the session cookie: the check goes out with a valid token.
    if (response.ok) event.waitUntil(checkPacks().catch(() => undefined));
    return response;
  } catch {
    const saved = await caches.match(request.url, { ignoreSearch: true, ignoreVary: true });
    if (saved) return saved;
    return new Response(offlinePageHtml(new URL(request.url).pathname), {
      status: 503,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  }
}

async function fromPack({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  if (!wantsFresh(request)) {
    const saved = await caches.match(request, { ignoreVary: true });
    if (saved) return saved;
  }
  try {
    return await fetch(request);
  } catch (error) {
    // Past the pack's area or zooms the map shows no more detail rather than failing.
    if (url.pathname.endsWith(".mvt")) return new Response(new ArrayBuffer(0), { status: 200, headers: { "content-type": MVT } });
    throw error;
  }
}

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate", handler: navigate },
    // Photos may come from a media host of their own.
    {
      matcher: ({ url, request, sameOrigin }) => (sameOrigin && PACKABLE.test(url.pathname)) || request.destination === "image",
      handler: fromPack,
    },
  ],
});

serwist.addEventListeners();

/** A signed-out browser keeps no pack (ADR 0059). */
async function removeEveryPack(): Promise<void> {
  for (const pack of await listPacks()) await removePack(pack.key);
}

(self as unknown as ServiceWorkerGlobalScope).addEventListener("message", (event: ExtendableMessageEvent) => {
  if (event.data === SIGNED_OUT_MESSAGE) event.waitUntil(removeEveryPack());
});
