import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/** Serves the built client: fingerprinted files under /assets/ forever, the rest for an hour. */
export function serveBuiltAssets(clientDir: string): MiddlewareHandler<AppEnv> {
  return serveStatic({
    root: clientDir,
    onFound: (path, c) => {
      c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : SHORT);
    },
  });
}
