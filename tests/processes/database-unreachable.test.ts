// While the database refuses every connection, pages and the API answer 503 with Retry-After, /health
// answers within a second, and once the database is back the process serves again by itself.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { EmptyDatabase } from "./empty-database";
import { startLoneServer, type LoneServer, type ServerProcess } from "./server-process";

let lone: LoneServer;
let database: EmptyDatabase;
let server: ServerProcess;

beforeAll(async () => {
  lone = await startLoneServer({ DATABASE_CONNECT_TIMEOUT_MS: "500" });
  ({ database, server } = lone);
});

afterAll(async () => {
  await database?.allowConnections(true);
  await lone?.stop();
});

it("answers 503 with Retry-After on pages and the API while the database is away, and recovers by itself", async () => {
  await database.allowConnections(false);

  const page = await fetch(`${server.url}/search?q=${randomUUID().slice(0, 8)}`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("5");
  expect(await page.text()).toContain("The service is briefly unavailable");

  const api = await fetch(`${server.url}/api/v2/search/?q=moab`);
  expect(api.status).toBe(503);
  expect(api.headers.get("retry-after")).toBe("5");
  expect(await api.json()).toMatchObject({ code: "service_unavailable" });

  const healthStarted = Date.now();
  expect((await fetch(`${server.url}/health`)).status).toBe(503);
  expect(Date.now() - healthStarted).toBeLessThan(1_000);

  await database.allowConnections(true);
  const backAt = Date.now();
  await expect.poll(async () => (await fetch(`${server.url}/api/v2/search/?q=moab`)).status, { timeout: 5_000 }).toBe(200);
  expect(Date.now() - backAt).toBeLessThan(5_000);
  expect(server.hasExited()).toBe(false);
});
