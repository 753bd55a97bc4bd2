import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, events, orvParks, scoutRoutes, states, trails } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createSitemapService } from "./sitemap.service";
import { expectValidAgainstSchema, expectValidSitemapWithAlternates } from "../../../tests/setup/xml-checks";

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

  it("lists the blog, events, legal, company and feature pages", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    for (const path of ["/blog", "/pricing", "/technical-ratings", "/features/apple-carplay", "/terms-of-service", "/careers"]) {
      expect(xml).toContain(`<loc>https://trails.example.com${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/blog\/[a-z0-9-]+<\/loc><lastmod>/);
    expect(xml).toContain("<loc>https://trails.example.com/blog/authors/jamie-rivers</loc>");
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/events\/[a-z0-9-]+<\/loc>/);
  });

  it("lists the site's own help centre, unless an external one is configured", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://trails.example.com/help</loc>");
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/help\/[a-z0-9-]+<\/loc><lastmod>/);
    const external = createSitemapService({
      reads: t.db,
      config: { ...t.config, client: { ...t.config.client, supportUrl: "https://help.example.com/" } },
    });
    expect(await external.renderXml()).not.toContain("/help");
  });

  it("leaves out unpublished blog posts and events", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const drafts = await t.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.published, false));
    for (const post of drafts) expect(xml).not.toContain(`/blog/${post.slug}<`);
    const hidden = await t.db.select({ slug: events.slug }).from(events).where(eq(events.published, false));
    for (const event of hidden) expect(xml).not.toContain(`/events/${event.slug}<`);
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

  it("lists published trails under their state, and leaves out unpublished ones", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toMatch(
      /<loc>https:\/\/trails\.example\.com\/[A-Z]+\/[a-z-]+\/trails\/\d+-[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    const unpublished = await t.db.select({ id: trails.id, slug: trails.slug }).from(trails).where(eq(trails.published, false));
    for (const trail of unpublished) expect(xml).not.toContain(`/trails/${trail.id}-${trail.slug}<`);
  });

  it("lists regions, published ORV parks, city lists and their index pages", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://trails.example.com/US/utah/regions/moab</loc>");
    expect(xml).toContain("<loc>https://trails.example.com/US/utah/moab/best-trails</loc>");
    expect(xml).toContain("<loc>https://trails.example.com/best-trails</loc>");
    expect(xml).toContain("<loc>https://trails.example.com/beginner-trails</loc>");
    expect(xml).toMatch(/<loc>https:\/\/trails\.example\.com\/[A-Z]+\/[a-z-]+\/orv-parks\/[a-z0-9-]+<\/loc><lastmod>/);
    const [park] = await t.db.select({ id: orvParks.id, slug: orvParks.slug }).from(orvParks).limit(1);
    await t.db.update(orvParks).set({ published: false }).where(eq(orvParks.id, park!.id));
    const withoutPark = await (await t.app.request("/sitemap.xml")).text();
    await t.db.update(orvParks).set({ published: true }).where(eq(orvParks.id, park!.id));
    const others = await t.db.select({ id: orvParks.id }).from(orvParks).where(eq(orvParks.slug, park!.slug));
    // Slugs are unique per state only; the check holds when no other state shares the slug.
    if (others.length === 1) expect(withoutPark).not.toContain(`/orv-parks/${park!.slug}<`);
  });

  it("lists only the states that have a guide", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const all = await t.db
      .select({ countryCode: states.countryCode, slug: states.slug, count: states.contentCount })
      .from(states);
    const empty = all.filter((state) => state.count === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const state of empty) {
      expect(xml).not.toContain(`<loc>https://trails.example.com/${state.countryCode}/${state.slug}</loc>`);
    }
    for (const state of all.filter((candidate) => candidate.count > 0)) {
      expect(xml).toContain(`<loc>https://trails.example.com/${state.countryCode}/${state.slug}</loc>`);
    }
  });

  it("is valid against the sitemaps.org 0.9 schema, with the xhtml alternates declared", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expectValidSitemapWithAlternates(xml, "sitemap.xml");
  });

  it("names every page's French and Spanish addresses, and the English one as the default", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const pages = [...xml.matchAll(/<url>.*?<\/url>/g)].map(([url]) => url);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.match(/<xhtml:link rel="alternate"/g)).toHaveLength(4);
    const utah = pages.find((page) => page.includes("<loc>https://trails.example.com/US/utah</loc>"));
    expect(utah).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://trails.example.com/US/utah"/>');
    expect(utah).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://trails.example.com/fr/US/utah"/>');
    expect(utah).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://trails.example.com/es/US/utah"/>');
    expect(utah).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://trails.example.com/US/utah"/>');
    const home = pages.find((page) => page.includes("<loc>https://trails.example.com/</loc>"));
    expect(home).toContain('hreflang="fr" href="https://trails.example.com/fr"/>');
  });
});

describe("a site with more pages than one sitemap may list", () => {
  const URLS_PER_PART = 100;
  let original: TestApp["services"]["sitemap"];
  beforeAll(() => {
    original = t.services.sitemap;
    t.services.sitemap = createSitemapService({ reads: t.db, config: t.config }, { urlsPerSitemap: URLS_PER_PART });
  });
  afterAll(() => {
    t.services.sitemap = original;
  });

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it("answers /sitemap.xml with an index of parts that together list every page once", async () => {
    const everyPage = locations(await original.renderXml());
    expect(everyPage.length).toBeGreaterThan(URLS_PER_PART);

    const index = await (await t.app.request("/sitemap.xml")).text();
    expectValidAgainstSchema(index, "siteindex.xsd", "sitemap.xml");
    const parts = locations(index);
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(everyPage.length / URLS_PER_PART) },
        (_, i) => `https://trails.example.com/sitemaps/${i + 1}.xml`,
      ),
    );

    const listed: string[] = [];
    for (const part of parts) {
      const response = await t.app.request(new URL(part).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/xml");
      const xml = await response.text();
      expectValidSitemapWithAlternates(xml, "part.xml");
      expect(locations(xml).length).toBeLessThanOrEqual(URLS_PER_PART);
      listed.push(...locations(xml));
    }
    expect(listed).toEqual(everyPage);
  });

  it("answers 404 for a part past the last, part 0 and other names", async () => {
    const parts = locations(await (await t.app.request("/sitemap.xml")).text()).length;
    for (const path of [`/sitemaps/${parts + 1}.xml`, "/sitemaps/0.xml", "/sitemaps/01.xml", "/sitemaps/one.xml"]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it("has no parts while every page fits one sitemap", async () => {
    t.services.sitemap = original;
    expect((await t.app.request("/sitemaps/1.xml")).status).toBe(404);
  });
});
