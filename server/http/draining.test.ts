// A stopping process tells load balancers through /health and asks every client to close its
// connection after the answer, so nothing more is sent to it.
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { createApp } from "./app";
import { createDraining } from "./draining";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("while draining, /health answers 503 draining and every answer asks its client to close the connection", async () => {
  const draining = createDraining();
  const app = createApp({ config: t.config, services: t.services, logger: pino({ level: "silent" }), draining });
  expect((await app.request("/health")).status).toBe(200);
  expect((await app.request("/api/v2/states/")).headers.get("connection")).toBeNull();

  draining.begin();
  const health = await app.request("/health");
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "draining", database: { status: "up" } });
  const answer = await app.request("/api/v2/states/");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("connection")).toBe("close");
});
