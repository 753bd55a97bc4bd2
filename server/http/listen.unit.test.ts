import { once } from "node:events";
import { Agent, get, type Server } from "node:http";
import { serve } from "@hono/node-server";
import { afterEach, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, serveOptions, stoppable } from "./listen";

let server: Server | undefined;
const agent = new Agent({ keepAlive: true });
afterEach(() => {
  agent.destroy();
  server?.closeAllConnections();
  server?.close();
});

let stopping: ReturnType<typeof stoppable>;

async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  server = serve(await serveOptions({ port: 0, host: "127.0.0.1", tls: undefined }, fetch)) as Server;
  stopping = stoppable(server);
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
  const closed = new Promise<void>((resolve) => stopping.stop(resolve));
  answer(new Response("answered"));
  expect(await inFlight).toBe("answered");
  await closed;
  expect(Date.now() - started).toBeLessThan(5_000);
});

it("answers a request whose connection was still in the accept queue when a busy process's grace ended", async () => {
  const url = await listen(() => new Response("answered"));
  const closed = new Promise<void>((resolve) => stopping.stop(resolve, 20));
  const request = fetchKeptAlive(url);
  // The process is busy past its grace: the connection waits in the queue, its request unread.
  const busyUntil = Date.now() + 100;
  while (Date.now() < busyUntil);

  expect(await request).toBe("answered");
  await closed;
});

it("ends a connection kept alive after an earlier answer, so stopping does not wait the keep-alive time", async () => {
  const url = await listen(() => new Response("answered"));
  expect(await fetchKeptAlive(url)).toBe("answered");

  const started = Date.now();
  await new Promise<void>((resolve) => stopping.stop(resolve, 20));
  expect(Date.now() - started).toBeLessThan(5_000);
});

it("answers every request queued behind a busy process's work when it stops", async () => {
  const url = await listen(() => {
    // Each answer holds the process, as a page render does: the other connections wait in the queue.
    const busyUntil = Date.now() + 30;
    while (Date.now() < busyUntil);
    return new Response("answered");
  });
  const requests = Array.from({ length: 12 }, () => fetchKeptAlive(url));
  const closed = new Promise<void>((resolve) => stopping.stop(resolve, 0));

  expect(await Promise.all(requests)).toEqual(Array(12).fill("answered"));
  await closed;
});
