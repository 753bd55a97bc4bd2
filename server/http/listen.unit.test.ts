import { once } from "node:events";
import { Agent, get, type Server } from "node:http";
import { serve } from "@hono/node-server";
import { afterEach, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, serveOptions, stopListening } from "./listen";

let server: Server | undefined;
const agent = new Agent({ keepAlive: true });
afterEach(() => {
  agent.destroy();
  server?.closeAllConnections();
  server?.close();
});

async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  server = serve(await serveOptions({ port: 0, host: "127.0.0.1", tls: undefined }, fetch)) as Server;
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  return `http://127.0.0.1:${address.port}/`;
}

/** A GET over the keep-alive agent; resolves with the body once it has arrived. */
function fetchKeptAlive(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

it("keeps an idle connection open longer than the proxies in front keep theirs, and headers no longer", async () => {
  await listen(() => new Response("ok"));
  expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(server!.keepAliveTimeout).toBeGreaterThan(60_000);
  expect(server!.headersTimeout).toBeGreaterThan(server!.keepAliveTimeout);
});

it("answers the request in flight when it stops, then closes at once rather than after the keep-alive time", async () => {
  let answer: (response: Response) => void = () => undefined;
  const url = await listen(() => new Promise<Response>((resolve) => (answer = resolve)));
  const inFlight = fetchKeptAlive(url);
  await new Promise<void>((resolve) => server!.once("request", () => resolve()));

  const started = Date.now();
  const closed = new Promise<void>((resolve) => stopListening(server!, resolve));
  answer(new Response("answered"));
  expect(await inFlight).toBe("answered");
  await closed;
  expect(Date.now() - started).toBeLessThan(5_000);
});
