// How the process listens: plain HTTP/1.1 behind a proxy that terminates TLS, or, with a certificate
// configured, HTTPS with HTTP/2 (one connection carries a page's many scripts at once; HTTP/1.1
// clients are still answered) (ADR 0023).
import { readFile } from "node:fs/promises";
import { Server as HttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
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
 * How long a stopping process still takes new connections, while its /health tells load balancers to
 * stop sending it any.
 */
export const DRAIN_GRACE_MS = 1_000;

export interface Stoppable {
  /**
   * After `graceMs`, stops taking connections and ends those between requests, then calls `onClosed`
   * once the last request is answered. A connection that finishes a response from now on closes at
   * once instead of idling for the keep-alive time, which would hold a stopping process for a minute.
   */
  stop(onClosed: () => void, graceMs?: number): void;
}

/**
 * Follows which connections are between requests from the moment the server starts, so that
 * stopping ends exactly those. Node's own `closeIdleConnections` also ends a connection whose last
 * response is ended but not yet written out, and one whose request is sent but not yet read.
 *
 * A busy process takes one queued connection per turn of its event loop (a poll for input), and
 * closing the listener resets every connection still in the queue. So after the grace the listener
 * stays open until a poll takes no new connection; the idle ones are ended one poll later, once what
 * their clients already sent has been read.
 */
export function stoppable(server: ServerType): Stoppable {
  if (!(server instanceof HttpServer)) {
    return { stop: (onClosed, graceMs = DRAIN_GRACE_MS) => setTimeout(() => server.close(() => onClosed()), graceMs) };
  }
  const connections = followConnections(server);
  const closeOnceQueueIsEmpty = (onClosed: () => void) => {
    const acceptedBefore = connections.accepted;
    afterNextPoll(() => {
      if (connections.accepted > acceptedBefore) return closeOnceQueueIsEmpty(onClosed);
      // The listener alone: `http.Server.close` would also end the connections not yet read.
      NetServer.prototype.close.call(server, () => onClosed());
      afterNextPoll(() => connections.betweenRequests.forEach((socket) => socket.destroy()));
    });
  };
  return {
    stop(onClosed, graceMs = DRAIN_GRACE_MS) {
      server.keepAliveTimeout = 1;
      setTimeout(() => closeOnceQueueIsEmpty(onClosed), graceMs);
    },
  };
}

interface FollowedConnections {
  readonly accepted: number;
  readonly betweenRequests: ReadonlySet<Socket>;
}

function followConnections(server: HttpServer): FollowedConnections {
  const betweenRequests = new Set<Socket>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    betweenRequests.add(socket);
    socket.once("close", () => betweenRequests.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    betweenRequests.delete(request.socket);
    // Once the whole answer is handed to the system; not when it is ended, which can be earlier.
    response.once("finish", () => {
      if (!request.socket.destroyed) betweenRequests.add(request.socket);
    });
  });
  return {
    get accepted() {
      return accepted;
    },
    betweenRequests,
  };
}

/** `setImmediate` runs right after the loop's next poll for input. */
function afterNextPoll(step: () => void): void {
  setImmediate(step);
}
