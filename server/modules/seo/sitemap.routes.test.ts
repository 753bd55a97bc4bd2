import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoutRoutes } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

const SITEMAP_XSD = path.resolve("../shared/data/xsd/sitemap.xsd");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trails.example.com" });
});
afterAll(() => t.close());

describe("GET /sitemap.xml", () => {
  it("lists the public pages with absolute URLs", async () => {
    const response = await t.app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>https://trails.example.com/</loc>");
    expect(xml).toContain("<loc>https://trails.example.com/US/utah</loc>");
    expect(xml).toContain("<loc>https://trails.example.com/CAN/british-columbia</loc>");
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/announcements\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/[A-Z]+\/[a-z-]+\/scout-routes\/\d+-[a-z0-9-]+<\/loc>/);
  });

  it("leaves out unpublished scout routes", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const unpublished = await t.db
      .select({ id: scoutRoutes.id, slug: scoutRoutes.slug })
      .from(scoutRoutes)
      .where(eq(scoutRoutes.published, false));
    expect(unpublished.length).toBeGreaterThan(0);
    for (const route of unpublished) expect(xml).not.toContain(`/scout-routes/${route.id}-${route.slug}<`);
  });

  it("is valid against the sitemaps.org 0.9 schema", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "sitemap-")), "sitemap.xml");
    writeFileSync(file, xml);
    // xmllint exits non-zero, with the reason on stderr, when the document does not validate.
    expect(() => execFileSync("xmllint", ["--noout", "--schema", SITEMAP_XSD, file], { stdio: "pipe" })).not.toThrow();
  });
});
