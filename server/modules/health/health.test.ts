// While PostgreSQL cannot be reached, a load balancer learns it from /health within a second, and a
// client gets a 503 that says when to try again rather than a 500 or a hang.
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { systemClock } from "../../clock";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { createApp } from "../../http/app";
import { createServices } from "../../services";

function appOn(database: DatabaseHandle) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const logger = pino({ level: "silent" });
  const jwtSecret = "test-secret-that-is-long-enough-for-hs256-signing";
  const services = createServices({ config, database, logger, clock: systemClock, jwtSecret });
  return createApp({ config, services, logger });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function timed(request: Response | Promise<Response>) {
  const started = Date.now();
  const response = await request;
  return { response, elapsedMs: Date.now() - started };
}

describe.each([
  { down: "refuses connections", accepts: false },
  { down: "accepts connections and never answers", accepts: true },
])("while PostgreSQL $down", ({ accepts }) => {
  const held: Socket[] = [];
  const server = createServer((socket) => held.push(socket));
  let database: DatabaseHandle;
  let app: ReturnType<typeof appOn>;

  beforeAll(async () => {
    const port = await listen(server);
    // A port that was open a moment ago and is closed now refuses.
    if (!accepts) await new Promise((resolve) => server.close(resolve));
    database = openDatabase(
      { kind: "postgres", url: `postgres://postgres@127.0.0.1:${port}/postgres`, connectTimeoutMs: 2_000 },
      () => undefined,
    );
    app = appOn(database);
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    if (accepts) server.close();
    await database.close();
  });

  it("answers /health with 503 degraded within a second", async () => {
    const { response, elapsedMs } = await timed(app.request("/health"));
    expect(elapsedMs).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "degraded", database: { kind: "postgres", status: "down" } });
  });

  it("answers an API call with 503, Retry-After and the JSON error shape", async () => {
    const response = await app.request("/api/v2/announcements/");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code: "service_unavailable" });
  });
});
