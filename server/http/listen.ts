// How the process listens: plain HTTP/1.1 behind a proxy that terminates TLS, or, with a certificate
// configured, HTTPS with HTTP/2 (one connection carries a page's many scripts at once; HTTP/1.1
// clients are still answered) (ADR 0023).
import { readFile } from "node:fs/promises";
import { Server as HttpServer } from "node:http";
import { createSecureServer } from "node:http2";
import type { serve, ServerType } from "@hono/node-server";
import type { Config } from "../config";

type ServeOptions = Parameters<typeof serve>[0];

/**
 * How long an idle connection stays open: longer than the proxies in front (the common load balancers
 * close theirs after 60 s), so the proxy closes an idle connection first. Node's 5 s default let a
 * client send a request on a connection just as this process closed it, and fail with a reset.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function serveOptions(
  config: Pick<Config, "port" | "host" | "tls">,
  fetch: ServeOptions["fetch"],
): Promise<ServeOptions> {
  const plain = {
    fetch,
    port: config.port,
    hostname: config.host,
    // Headers may take no longer than the connection may idle.
    serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 },
  };
  if (!config.tls) return plain;
  const [cert, key] = await Promise.all([readFile(config.tls.certFile), readFile(config.tls.keyFile)]);
  return { ...plain, createServer: createSecureServer, serverOptions: { cert, key, allowHTTP1: true } };
}

/**
 * How long a stopping process still takes connections before it closes its listener: requests a
 * client sent just before (still in the accept queue, or on a connection not yet read, which closing
 * would drop as idle) are taken and answered meanwhile.
 */
export const DRAIN_GRACE_MS = 1_000;

/**
 * After `graceMs`, stops taking connections and ends the idle ones (Node's `close`), then calls
 * `onClosed` once the last request is answered. A connection that finishes a response from now on
 * closes at once instead of idling for the keep-alive time, which would hold a stopping process for a
 * minute.
 */
export function stopListening(server: ServerType, onClosed: () => void, graceMs = DRAIN_GRACE_MS): void {
  if (server instanceof HttpServer) server.keepAliveTimeout = 1;
  setTimeout(() => server.close(() => onClosed()), graceMs);
}
