// Where a reader of the site finds a guide near the test fixtures: autocomplete, the map and the sitemap.
import { searchResultSchema } from "../../shared/contracts/search.contract";
import { mapGuidesPageSchema } from "../../shared/contracts/map.contract";
import type { TestApp } from "../setup/test-app";

/** Around the test fixtures, far out in the Pacific. */
export const FIXTURE_BBOX = "-150.1,0.4,-149.9,0.6";

type App = Pick<TestApp["app"], "request">;

/**
 * Whether the guide titled `title` is in autocomplete (asked of `searchApp`, which may be another
 * process), on the map and, at `publicUrl` + `path`, in the sitemap.
 */
export async function guideFindability(
  { app, searchApp = app, publicUrl }: { app: App; searchApp?: App; publicUrl: string },
  title: string,
  path: string,
) {
  const search = await searchApp.request(`/api/v2/search/all/?keyword=${encodeURIComponent(title)}`);
  const results = searchResultSchema.array().parse(await search.json());
  const map = mapGuidesPageSchema.parse(await (await app.request(`/api/v2/map/guides/?bbox=${FIXTURE_BBOX}`)).json());
  const sitemap = await (await app.request("/sitemap.xml")).text();
  return {
    search: results.some((result) => result.title === title),
    map: map.results.some((guide) => guide.title === title),
    sitemap: sitemap.includes(`<loc>${publicUrl}${path}</loc>`),
  };
}
