import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { loadConfig } from "../config";
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
    const app = createApp({ config: testApp.config, services: testApp.services, logger: pino({ level: "silent" }) });
    app.get("/failing-for-test", () => {
      throw new Error("connection string postgres://secret@db");
    });
    const response = await app.request("/failing-for-test");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: "A server error occurred.", code: "server_error" });
    expect(text).not.toContain("secret");
  });

  it("answers 503 with Retry-After in the JSON shape while the database cannot be reached", async () => {
    const app = createApp({ config: testApp.config, services: testApp.services, logger: pino({ level: "silent" }) });
    app.get("/database-down-for-test", () => {
      throw new Error("Failed query", {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      });
    });
    const response = await app.request("/database-down-for-test");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      detail: "The service is briefly unavailable. Please try again in a moment.",
      code: "service_unavailable",
    });
  });

  it("sends the security headers on every response, with a policy that names only what is configured", async () => {
    for (const path of ["/health", "/api/v2/no-such-thing/"]) {
      const { headers } = await testApp.app.request(path);
      const policy = headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'self'");
      // The online basemaps are on by default, from their default hosts.
      expect(policy).toMatch(/img-src[^;]*https:\/\/tiles\.openfreemap\.org/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("strict-transport-security")).toBeNull();
    }
    const configured = loadConfig({
      PUBLIC_URL: "https://trails.example.com",
      SEED_DEMO_DATA: "false",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      BASEMAP_STREETS_STYLE_URL: "https://maps.example.com/styles/outdoor.json?key={key}",
      BASEMAP_API_KEY: "browser-key",
      ANALYTICS_HOST: "https://events.example.com",
      ANALYTICS_KEY: "key",
      MEDIA_BASE_URL: "https://cdn.example.com/media",
    });
    const app = createApp({ config: configured, services: testApp.services, logger: pino({ level: "silent" }) });
    const { headers } = await app.request("/health");
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/connect-src[^;]*https:\/\/maps\.example\.com/);
    expect(policy).not.toContain("openfreemap");
    expect(configured.client.basemaps?.streetsStyleUrl).toBe("https://maps.example.com/styles/outdoor.json?key=browser-key");
    expect(policy).toMatch(/connect-src[^;]*https:\/\/events\.example\.com/);
    expect(policy).toMatch(/img-src[^;]*https:\/\/cdn\.example\.com/);
    expect(headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("refuses a NUL character in the path, the query or a JSON body with a 400", async () => {
    for (const request of [
      testApp.app.request("/api/v2/search/?q=moab%00"),
      testApp.app.request("/api/v2/users/register/", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
        body: JSON.stringify({ email: "nul@example.test", password: "pass\u0000word-long", name: "Nul" }),
      }),
    ]) {
      const response = await request;
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request" });
    }
  });
});
