import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { createApp } from "./app";

describe("HTTP application", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("reports health with the database status, uncached", async () => {
    const response = await testApp.app.request("/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: { kind: testApp.services.database.kind, status: "up" } });
  });

  it("tags every response with a request id", async () => {
    const response = await testApp.app.request("/health");
    expect(response.headers.get("x-request-id")).toMatch(/\S+/);
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await testApp.app.request("/api/docs");
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api" }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v2/token/", "/v2/token/refresh/", "/v2/users/register/", "/v2/general/banners/"]),
    );
  });

  it("answers an unknown API path with the JSON error shape", async () => {
    const response = await testApp.app.request("/api/v2/no-such-thing/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
  });

  it("hides the details of unexpected failures", async () => {
    const app = createApp({ services: testApp.services, logger: pino({ level: "silent" }) });
    app.get("/failing-for-test", () => {
      throw new Error("connection string postgres://secret@db");
    });
    const response = await app.request("/failing-for-test");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: "A server error occurred.", code: "server_error" });
    expect(text).not.toContain("secret");
  });
});
