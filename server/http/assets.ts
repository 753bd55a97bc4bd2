import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { isCompressible, varyOnAcceptEncoding } from "./compression";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/** The service worker: browsers check it for an update on every visit (ADR 0059). */
const SERVICE_WORKER = "/sw.js";

/**
 * Serves the built client: fingerprinted files under /assets/ forever, the rest for an hour. The
 * build writes a brotli and a gzip copy beside each text file, sent to readers that accept them.
 */
export function serveBuiltAssets(clientDir: string): MiddlewareHandler<AppEnv> {
  return serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (path, c) => {
      c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : path.endsWith(SERVICE_WORKER) ? "no-cache" : SHORT);
      if (isCompressible(c.res.headers.get("content-type"))) varyOnAcceptEncoding(c.res.headers);
    },
  });
}
