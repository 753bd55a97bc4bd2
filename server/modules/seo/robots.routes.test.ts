import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trails.example.com/" });
});

afterAll(async () => {
  await t.close();
});

describe("GET /robots.txt", () => {
  it("allows public pages, keeps private ones out and points to the sitemap at the public address", async () => {
    const response = await t.app.request("/robots.txt");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /users/",
        "Disallow: /api/",
        "Disallow: /login",
        "Disallow: /sign-up",
        "Disallow: /reset-password",
        "Disallow: /welcome",
        "",
        "Sitemap: https://trails.example.com/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("lets crawlers and caches keep it for a day", async () => {
    const response = await t.app.request("/robots.txt");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});
