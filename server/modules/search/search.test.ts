import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  advancedSearchPageSchema,
  searchResultSchema,
  type AdvancedSearchPage,
  type SearchResult,
} from "../../../shared/contracts/search.contract";
import { insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { cities, searchTracks, trails } from "../../db/schema";
import { countSearchWords, refreshSearchDocuments } from "./search-documents";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function autocomplete(keyword: string): Promise<SearchResult[]> {
  const response = await t.app.request(`/api/v2/search/all/?keyword=${encodeURIComponent(keyword)}`);
  expect(response.status).toBe(200);
  return z.array(searchResultSchema).parse(await response.json());
}

async function advanced(query: string): Promise<AdvancedSearchPage> {
  const response = await t.app.request(`/api/v2/search/?${query}`);
  expect(response.status).toBe(200);
  return advancedSearchPageSchema.parse(await response.json());
}

/** The rows of a raw query. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as { rows: T[] }).rows;
}

async function wordCounts(words: string[]): Promise<Record<string, number>> {
  const counted = await rows<{ word: string; documents: number }>(
    sql`select word, documents from search_words where word in (${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries(counted.map((row) => [row.word, row.documents]));
}

const titles = (results: SearchResult[]) => results.map((result) => `${result.index}:${result.title}`);

describe("GET /api/v2/search/all/", () => {
  it.each([
    ["rubicon", "trails:Rubicon Trail"],
    ["rubicn", "trails:Rubicon Trail"],
    ["rubi", "trails:Rubicon Trail"],
    ["hells revenge", "trails:Hell's Revenge"],
    ["hell's rev", "trails:Hell's Revenge"],
    ["hels revenge", "trails:Hell's Revenge"],
    ["utah", "states:Utah"],
    ["colorad", "states:Colorado"],
    // One edit away (a letter changed or two swapped) in a short word: the better known place first.
    ["ourey", "cities:Ouray"],
    ["utha", "states:Utah"],
    ["moob", "cities:Moab"],
  ])("%j finds %s first", async (keyword, expected) => {
    expect(titles(await autocomplete(keyword))[0]).toBe(expected);
  });

  it('"moab" finds the town, the region and trails near it', async () => {
    const results = await autocomplete("moab");
    const found = titles(results);
    expect(found).toEqual(expect.arrayContaining(["cities:Moab", "regions:Moab", "trails:Hell's Revenge"]));
    // Title matches rank above guides that only name Moab as their town.
    expect(found.indexOf("cities:Moab")).toBeLessThan(found.indexOf("trails:Hell's Revenge"));
    const town = results.find((result) => result.index === "cities")!;
    expect(town).toMatchObject({ href: "/US/utah/moab/best-trails", state_code: "UT", state_title: "Utah" });
    expect(town._formatted.title).toBe("<em>Moab</em>");
  });

  it("gives every result the spec §3 fields, with links to pages that exist", async () => {
    const [rubicon] = await autocomplete("rubicon trail");
    expect(rubicon).toMatchObject({
      index: "trails",
      title: "Rubicon Trail",
      nearest_town_name: "Tahoma",
      state_title: "California",
      state_code: "CA",
      _formatted: { title: "<em>Rubicon</em> <em>Trail</em>", nearest_town_name: "Tahoma", state_title: "California" },
    });
    expect(rubicon!.href).toMatch(/^\/US\/california\/trails\/\d+-rubicon-trail$/);
    expect((await t.app.request(rubicon!.href!)).status).not.toBe(500);
  });

  it("ignores accents both ways", async () => {
    const [city] = await t.db
      .select({ name: cities.name })
      .from(cities)
      .where(
        sql`${cities.name} <> search_normalize(${cities.name}) and ${cities.name} ~ '^[[:alpha:] ]+$' and ${cities.name} ~ '[^[:ascii:]]'`,
      )
      .limit(1);
    expect(city, "a town with an accent in the gazetteer").toBeDefined();
    const plain = city!.name.normalize("NFD").replace(/\p{M}/gu, "");
    expect(titles(await autocomplete(plain))).toContain(`cities:${city!.name}`);
    expect(titles(await autocomplete("ùtáh"))[0]).toBe("states:Utah");
  });

  it("ranks a title that is the word above one that merely hyphenates it", async () => {
    const compound = await insertTrail(t.db, { title: "Northern Quoll-Tail Track" });
    const plain = await insertTrail(t.db, { title: "Quoll" });
    await refreshSearchDocuments(t.db, "trails", [compound.id, plain.id]);
    expect(titles(await autocomplete("quoll"))).toEqual(["trails:Quoll", "trails:Northern Quoll-Tail Track"]);
    expect(titles(await autocomplete("quoll-tail"))).toEqual(["trails:Northern Quoll-Tail Track"]);
  });

  it("ranks a popular trail above a place whose name merely repeats the prefix", async () => {
    const popular = await insertTrail(t.db, { title: "Zorilla Pass", reviewCount: 40, reviewAverage: 4.5 });
    const repeated = await insertTrail(t.db, { title: "Zorilla Zorro Zone" });
    await refreshSearchDocuments(t.db, "trails", [popular.id, repeated.id]);
    expect(titles(await autocomplete("zor")).slice(0, 2)).toEqual(["trails:Zorilla Pass", "trails:Zorilla Zorro Zone"]);
  });

  it("never shows unpublished content", async () => {
    const hidden = await insertScoutRoute(t.db, { title: "Zyzzogeton Secret Pass", published: false });
    const shown = await insertTrail(t.db, { title: "Zyzzogeton Open Road" });
    await refreshSearchDocuments(t.db, "scout_routes", [hidden.id]);
    await refreshSearchDocuments(t.db, "trails", [shown.id]);
    expect(titles(await autocomplete("zyzzogeton"))).toEqual(["trails:Zyzzogeton Open Road"]);
    expect(titles(await autocomplete("zyzogeton secret"))).not.toContain("scout_routes:Zyzzogeton Secret Pass");
    expect((await advanced("q=zyzzogeton")).count).toBe(1);
  });

  it("escapes markup in stored text; only its own <em> is HTML", async () => {
    const trail = await insertTrail(t.db, {
      title: `Quokka <img src=x onerror="alert(1)"> Run`,
      nearestTownName: "<script>alert('town')</script>",
    });
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    const [result] = await autocomplete("quokka");
    expect(result!.title).toBe(`Quokka <img src=x onerror="alert(1)"> Run`);
    expect(result!._formatted.title).toBe("<em>Quokka</em> &lt;img src=x onerror=&quot;alert(1)&quot;&gt; Run");
    expect(result!._formatted.nearest_town_name).toBe("&lt;script&gt;alert(&#39;town&#39;)&lt;/script&gt;");
    for (const html of Object.values(result!._formatted)) expect(html!.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
  });

  it("sees a content edit in the same transaction, and only after it commits elsewhere", async () => {
    const trail = await insertTrail(t.db, { title: "Wombat Ledge" });
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    expect(titles(await autocomplete("wombat"))).toEqual(["trails:Wombat Ledge"]);
    await t.db.transaction(async (tx) => {
      await tx.update(trails).set({ title: "Platypus Ledge" }).where(eq(trails.id, trail.id));
      await refreshSearchDocuments(tx, "trails", [trail.id]);
      expect(titles(await t.services.search.autocomplete("platypus", null, tx))).toEqual(["trails:Platypus Ledge"]);
    });
    expect(titles(await autocomplete("platypus"))).toEqual(["trails:Platypus Ledge"]);
    expect(titles(await autocomplete("wombat"))).toEqual([]);
    await t.db.delete(trails).where(and(eq(trails.id, trail.id)));
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    expect(titles(await autocomplete("platypus"))).toEqual([]);
  });

  it("keeps each word's count of published documents, and their total, through edits", async () => {
    const trail = await insertTrail(t.db, { title: "Numbat Bilby" });
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    await t.db.update(trails).set({ title: "Numbat Wallaroo" }).where(eq(trails.id, trail.id));
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    const route = await insertScoutRoute(t.db, { title: "Numbat Potoroo", published: false });
    await refreshSearchDocuments(t.db, "scout_routes", [route.id]);
    // The old title's word counts no document any more; the unpublished title adds no word.
    expect(await wordCounts(["numbat", "bilby", "wallaroo", "potoroo"])).toEqual({ numbat: 1, bilby: 0, wallaroo: 1 });
    // A typo is corrected only to words some published document still holds; with no document
    // holding both words, the answer is the best partial matches.
    expect(titles(await autocomplete("numbatt walaroo"))).toEqual(["trails:Numbat Wallaroo"]);
    const partial = await autocomplete("numbat bilbi");
    expect(titles(partial)[0]).toBe("trails:Numbat Wallaroo");
    expect(partial.map((result) => result._formatted.title)).not.toContain("Numbat <em>Bilby</em>");

    await t.db.delete(trails).where(eq(trails.id, trail.id));
    await refreshSearchDocuments(t.db, "trails", [trail.id]);
    expect(await wordCounts(["numbat", "wallaroo"])).toEqual({ numbat: 0, wallaroo: 0 });
    const [recount] = await rows<{ stale: number }>(sql`select count(*)::int as stale from search_words w
      left join ts_stat('select name_document from search_documents where published') s on s.word = w.word
      where w.documents <> coalesce(s.ndoc, 0)`);
    expect(recount!.stale).toBe(0);
    const [total] = await rows<{ counted: number; published: number }>(sql`select
      (select documents from search_index_state where id = 1) as counted,
      (select count(*)::int from search_documents where published) as published`);
    expect(total!.counted).toBe(total!.published);
  });

  it("answers a word most documents hold with its most popular matches, best first", async () => {
    // More documents than are ranked in full, all with one word: the autocomplete walks them in popularity order.
    const ids = Array.from({ length: 1200 }, (_, i) => 900_000 + i);
    await t.db.execute(sql`insert into search_documents (index, ref_id, title, href, popularity, published)
      select 'trails', id, 'Wallaby Crossing ' || id, '/wallaby/' || id, id % 997, true
      from unnest(${`{${ids.join(",")}}`}::int[]) id`);
    await countSearchWords(t.db, "trails", ids, 1);
    const results = await autocomplete("wallab");
    const popularFirst = [...ids].sort((a, b) => (b % 997) - (a % 997) || a - b).slice(0, 10);
    expect(results.map((result) => result.href)).toEqual(popularFirst.map((id) => `/wallaby/${id}`));
    expect(results[0]!._formatted.title).toBe(`<em>Wallab</em>y Crossing ${popularFirst[0]}`);
  });

  it("answers an empty or punctuation-only keyword with no results", async () => {
    expect(await autocomplete("")).toEqual([]);
    expect(await autocomplete("  '!* ")).toEqual([]);
  });

  it("links help articles to the site's own help centre when no external one is configured", async () => {
    const results = await advanced("type=help_articles");
    expect(results.count).toBeGreaterThan(0);
    expect(results.results[0]!.href).toMatch(/^\/help\/[a-z0-9-]+$/);
    expect(results.results[0]!.url).toBeUndefined();
  });

  it("gives help articles the configured help centre's address", async () => {
    const withHelpCentre = createSiblingApp(t, {
      ...t.config,
      client: { ...t.config.client, supportUrl: "https://help.example.com/hc/" },
    });
    const response = await withHelpCentre.app.request("/api/v2/search/?type=help_articles");
    const results = advancedSearchPageSchema.parse(await response.json());
    const [first] = results.results;
    expect(first!.url).toMatch(/^https:\/\/help\.example\.com\/hc\/articles\/[a-z0-9-]+$/);
    expect(first!.href).toBeUndefined();
  });
});

describe("POST /api/v2/search/track/", () => {
  const post = (body: unknown) =>
    t.app.request("/api/v2/search/track/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores the query and origin", async () => {
    const response = await post({ query: "Rubicon ", origin: "navbar" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ query: "Rubicon", origin: "navbar" });
    const rows = await t.db.select().from(searchTracks).where(eq(searchTracks.query, "Rubicon"));
    expect(rows).toMatchObject([{ origin: "navbar", userId: null }]);
  });

  it.each([[{ query: "", origin: "navbar" }], [{ query: "   ", origin: "navbar" }], [{ origin: "navbar" }], [{ query: "x" }]])(
    "rejects %j with 400",
    async (body) => {
      expect((await post(body)).status).toBe(400);
    },
  );
});

describe("GET /api/v2/search/", () => {
  it("filters by type, state, difficulty, length and rating, with facet counts", async () => {
    const all = await advanced("q=moab");
    const typeFacet = Object.fromEntries(all.facets.type.map((facet) => [facet.value, facet.count]));
    expect(typeFacet.trails).toBeGreaterThan(0);
    expect(all.count).toBe(all.facets.type.reduce((sum, facet) => sum + facet.count, 0));

    const trailsOnly = await advanced("q=moab&type=trails&difficulty-min=6&length-max=50&rating-min=1");
    expect(trailsOnly.count).toBe(trailsOnly.results.length <= 20 ? trailsOnly.results.length : trailsOnly.count);
    for (const hit of trailsOnly.results) {
      expect(hit.index).toBe("trails");
      expect(hit.technical_rating_high).toBeGreaterThanOrEqual(6);
      expect(hit.length_miles).toBeLessThanOrEqual(50);
    }
    // The type facet ignores the type filter itself.
    expect(trailsOnly.facets.type.length).toBeGreaterThanOrEqual(1);

    const utah = await advanced("state=ut&type=trails");
    expect(utah.results.every((hit) => hit.state_code === "UT")).toBe(true);
  });

  it("sorts and paginates", async () => {
    const first = await advanced("type=trails&sort=length&page_size=5");
    const second = await advanced("type=trails&sort=length&page_size=5&page=2");
    const lengths = [...first.results, ...second.results].map((hit) => hit.length_miles ?? 0);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(first.next).toContain("page=2");
    expect(second.previous).toContain("page=1");
    const ids = new Set([...first.results, ...second.results].map((hit) => hit.href));
    expect(ids.size).toBe(10);
    const rated = await advanced("type=trails&sort=rating&page_size=10");
    const ratings = rated.results.map((hit) => hit.review_average ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it.each([
    ["beginner", "Easy", { min: 1, max: 2 }],
    ["easy", "Easy", { min: 1, max: 2 }],
    ["extreme", "Extreme", { min: 9, max: 10 }],
    ["hard trails", "Difficult", { min: 5, max: 6 }],
  ])("reads %j as a rating filter on guides, and says so", async (keyword, label, band) => {
    const found = await advanced(`q=${encodeURIComponent(keyword)}&page_size=50`);
    expect(found.difficulty).toBe(label);
    expect(found.count).toBeGreaterThan(0);
    for (const hit of found.results) {
      expect(["trails", "scout_routes"]).toContain(hit.index);
      expect(hit.technical_rating_low).not.toBeNull();
      expect(hit.technical_rating_low!).toBeLessThanOrEqual(band.max);
      expect(hit.technical_rating_high ?? hit.technical_rating_low!).toBeGreaterThanOrEqual(band.min);
    }
    const allGuides = await advanced("type=trails");
    expect(found.count).toBeLessThan(allGuides.count);
    expect(found.facets.type.map((facet) => facet.value)).not.toContain("cities");
    expect((await advanced(`q=${encodeURIComponent(keyword)}&type=cities`)).count).toBe(0);
  });

  it("puts a trail guide before a scout route for a difficulty word", async () => {
    expect((await advanced("q=beginner")).results[0]?.index).toBe("trails");
    expect((await autocomplete("beginner"))[0]?.index).toBe("trails");
  });

  it.each(["colorado trails", "beginner", "moab", "ohv park tennessee", "rubicon trail"])(
    "counts %j the same above the results and in every tab",
    async (keyword) => {
      const all = await advanced(`q=${encodeURIComponent(keyword)}`);
      expect(all.count).toBeGreaterThan(0);
      expect(all.facets.type.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.count);
      for (const facet of all.facets.type) {
        const tab = await advanced(`q=${encodeURIComponent(keyword)}&type=${facet.value}`);
        expect(tab.count, facet.value).toBe(facet.count);
        expect(tab.facets.type).toEqual(all.facets.type);
      }
    },
  );

  it("answers only results that lie on the map when asked for placed ones, as the trip planner's place search does", async () => {
    const all = await advanced("q=utah&page_size=50");
    expect(all.results).toContainEqual(expect.objectContaining({ index: "states", title: "Utah", latitude: null }));
    const placed = await advanced("q=utah&placed=1&page_size=50");
    expect(placed.count).toBeGreaterThan(0);
    expect(placed.count).toBeLessThan(all.count);
    for (const hit of placed.results) {
      expect(hit.latitude, hit.title).not.toBeNull();
      expect(hit.longitude, hit.title).not.toBeNull();
    }
    expect(placed.facets.type.map((facet) => facet.value)).not.toContain("states");
  });

  it("rejects an unknown sort or type", async () => {
    expect((await t.app.request("/api/v2/search/?sort=random")).status).toBe(400);
    expect((await t.app.request("/api/v2/search/?type=users")).status).toBe(400);
  });
});
