import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { isCompressible, varyOnAcceptEncoding } from "./compression";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/**
 * Serves the built client: fingerprinted files under /assets/ forever, the rest for an hour. The
 * build writes a brotli and a gzip copy beside each text file, sent to readers that accept them.
 */
export function serveBuiltAssets(clientDir: string): MiddlewareHandler<AppEnv> {
  return serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (path, c) => {
      c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : SHORT);
      if (isCompressible(c.res.headers.get("content-type"))) varyOnAcceptEncoding(c.res.headers);
    },
  });
}
