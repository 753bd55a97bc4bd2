import { once } from "node:events";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { afterEach, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, serveOptions } from "./listen";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

it("keeps an idle connection open longer than the proxies in front keep theirs, and headers no longer", async () => {
  const options = await serveOptions({ port: 0, host: "127.0.0.1", tls: undefined }, () => new Response("ok"));
  server = serve(options) as Server;
  await once(server, "listening");

  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
