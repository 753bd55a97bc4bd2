import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { advancedSearchPageSchema, searchResultSchema } from "../../../shared/contracts/search.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { refreshSearchDocuments } from "./search-documents";

// A guide's full description is All-Access text (canReadFull): searching it must not tell a reader
// who has not paid which guides hold a word (ADR 0066). Each guide has words no other page holds.
let t: TestApp;
let readers: Record<"visitor" | "free" | "member", Record<string, string>>;

const PAID_TRAIL = "Bettong Shelf";
const PREVIEW_TRAIL = "Quokka Ledges";
const SCOUT_ROUTE = "Potoroo Wash";

beforeAll(async () => {
  t = await createTestApp();
  const free = await insertReader(t.db, t.services);
  const member = await insertReader(t.db, t.services, { subscribed: true });
  readers = { visitor: {}, free: free.headers, member: member.headers };
  const paid = await insertTrail(t.db, {
    title: PAID_TRAIL,
    teaser: "A quendaling shelf above the river.",
    descriptionHtml: "<p>A quendaling shelf above the river.</p><p>Past the gate, the xerocolous zibeline slabs.</p>",
  });
  const preview = await insertTrail(t.db, {
    title: PREVIEW_TRAIL,
    isPreview: true,
    teaser: "Ledges for everyone.",
    descriptionHtml: "<p>Ledges for everyone.</p><p>The wobbegong step comes last.</p>",
  });
  const route = await insertScoutRoute(t.db, {
    title: SCOUT_ROUTE,
    routeDescription:
      "<p>A dugongish wash. Soft sand all day.</p><p>The kowariite narrows need a spotter, and the gnathowyx climb a locker.</p>",
  });
  await refreshSearchDocuments(t.db, "trails", [paid.id, preview.id]);
  await refreshSearchDocuments(t.db, "scout_routes", [route.id]);
});
afterAll(() => t.close());

type ReaderName = keyof typeof readers;

async function searchPage(reader: ReaderName, q: string) {
  const response = await apiRequest(t.app, "GET", `/v2/search/?q=${encodeURIComponent(q)}`, undefined, readers[reader]);
  expect(response.status).toBe(200);
  return { page: advancedSearchPageSchema.parse(await response.json()) };
}

async function globalBar(reader: ReaderName, keyword: string) {
  const response = await apiRequest(
    t.app,
    "GET",
    `/v2/search/all/?keyword=${encodeURIComponent(keyword)}`,
    undefined,
    readers[reader],
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  return { results: z.array(searchResultSchema).parse(JSON.parse(text)), text };
}

const titles = (results: { title: string }[]) => results.map((result) => result.title);

describe("search and the paywall", () => {
  it("finds a word of a guide's paid text for a member only, in results, counts and facets", async () => {
    for (const [q, guide] of [
      ["xerocolous", PAID_TRAIL],
      ["kowariite", SCOUT_ROUTE],
      // Paid words of two guides: no document holds both, so the best partial matches are searched too.
      ["xerocolous gnathowyx", PAID_TRAIL],
    ] as const) {
      const { page } = await searchPage("member", q);
      expect(titles(page.results), q).toContain(guide);
      expect(page.count).toBeGreaterThan(0);
      expect(page.facets.type.reduce((sum, facet) => sum + facet.count, 0)).toBe(page.count);
      for (const reader of ["visitor", "free"] as const) {
        const { page: unpaid } = await searchPage(reader, q);
        expect(titles(unpaid.results), `${reader}: ${q}`).not.toContain(guide);
        expect(unpaid.facets.type.reduce((sum, facet) => sum + facet.count, 0)).toBe(unpaid.count);
        expect(JSON.stringify([unpaid.results, unpaid.facets])).not.toMatch(/xerocolous|kowariite|gnathowyx/);
      }
    }
    // Nothing else holds the word: no count, no type, no state gives it away.
    const { page } = await searchPage("free", "xerocolous");
    expect(page).toMatchObject({ count: 0, results: [], facets: { type: [], state: [] } });
  });

  it("keeps the global bar's answers apart: a member's is never served to a visitor", async () => {
    // "trails" names a kind, so the bar searches the text as well as the names.
    const { results: forMember } = await globalBar("member", "xerocolous trails");
    expect(titles(forMember)).toContain(PAID_TRAIL);
    for (const reader of ["visitor", "free"] as const) {
      const { results, text } = await globalBar(reader, "xerocolous trails");
      expect(titles(results), reader).not.toContain(PAID_TRAIL);
      expect(text).not.toContain("xerocolous");
      expect(titles((await globalBar(reader, "xerocolous zibeline")).results)).not.toContain(PAID_TRAIL);
    }
    expect(titles((await globalBar("member", "xerocolous zibeline")).results)).toContain(PAID_TRAIL);
  });

  it("finds the words every reader sees for everyone: title, teaser, a scout route's preview", async () => {
    for (const reader of ["visitor", "free", "member"] as const) {
      for (const [q, guide] of [
        ["bettong", PAID_TRAIL],
        ["quendaling", PAID_TRAIL],
        ["dugongish", SCOUT_ROUTE],
      ] as const) {
        const { page } = await searchPage(reader, q);
        expect(titles(page.results), `${reader}: ${q}`).toContain(guide);
      }
      expect(titles((await globalBar(reader, "quendaling trails")).results), reader).toContain(PAID_TRAIL);
    }
  });

  it("finds an All-Access Preview trail by its full description for everyone", async () => {
    for (const reader of ["visitor", "free", "member"] as const) {
      const { page } = await searchPage(reader, "wobbegong");
      expect(titles(page.results), reader).toEqual([PREVIEW_TRAIL]);
      expect(page.count).toBe(1);
      expect(titles((await globalBar(reader, "wobbegong trails")).results), reader).toContain(PREVIEW_TRAIL);
    }
  });

  it("highlights only the title and place, never the guide's text", async () => {
    const { page } = await searchPage("member", "bettong xerocolous");
    const [hit] = page.results;
    expect(hit?.title).toBe(PAID_TRAIL);
    expect(hit?._formatted).toEqual({ title: "<em>Bettong</em> Shelf", nearest_town_name: "Ouray", state_title: "Utah" });
  });
});
