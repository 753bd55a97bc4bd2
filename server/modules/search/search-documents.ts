// Keeps the search index fresh (ADR 0013): whoever writes searchable content calls
// refreshSearchDocuments with its own transaction, so the index changes together with the content.
// The rows are built in SQL from the source tables; there is no separate rebuild step. A guide's
// paid text is kept apart from the text every reader may read (ADR 0066).
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { SearchIndex } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import { teaserOf } from "../guides/guide-shapes";

/** The search index's key, then the columns a refresh rewrites, in the order every source query below selects them. */
const KEY_COLUMNS = ["index", "ref_id"];
const VALUE_COLUMNS = [
  "title",
  "town_name",
  "state_code",
  "state_title",
  "body",
  "paid_body",
  "is_preview",
  "href",
  "popularity",
  "published",
  "difficulty_low",
  "difficulty_high",
  "length_miles",
  "rating",
  "review_count",
  "latitude",
  "longitude",
  "published_at",
];
const COLUMNS = sql.raw([...KEY_COLUMNS, ...VALUE_COLUMNS].join(", "));
const UPDATED_COLUMNS = sql.raw(VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", "));

/** Plain text from stored HTML or Markdown, for the low-weight body fields. */
const plainText = (column: string) => `regexp_replace(left(${column}, 8000), '<[^>]*>|[#*_>\\[\\]()]', ' ', 'g')`;

/** Published guides that name a place: how much a region or town has to offer. */
const GUIDES_IN = (column: "region_id" | "city_id") => `(
  (select count(*) from trails g where g.${column} = src.id and g.published)
  + (select count(*) from scout_routes g where g.${column} = src.id and g.published)
  ${column === "city_id" ? "+ (select count(*) from orv_parks g where g.city_id = src.id and g.published)" : ""})`;

/**
 * The source rows of each kind. A guide's full description is its paid text (canReadFull); the text
 * every reader may read is what the paywall shows: a trail's teaser, a scout route's preview (from
 * `guide_previews`, cut by the paywall's own code), the county.
 */
const SOURCES: Record<SearchIndex, string> = {
  trails: `select 'trails', src.id, src.title, src.nearest_town_name, s.code, s.title,
      src.teaser || ' ' || coalesce(src.county_name, ''), ${plainText("src.description_html")}, src.is_preview,
      '/' || s.country_code || '/' || s.slug || '/trails/' || src.id || '-' || src.slug,
      src.review_count * src.review_average / 5.0 + case when src.is_boh then 10 else 0 end + case when src.is_preview then 3 else 0 end,
      src.published, src.technical_rating_low, src.technical_rating_high, src.length_miles, src.review_average,
      src.review_count, src.trailhead_latitude, src.trailhead_longitude,
      coalesce(src.original_publish_date::timestamptz, src.created_at)
    from trails src join states s on s.id = src.state_id`,
  scout_routes: `select 'scout_routes', src.id, src.title, src.nearest_town_name, s.code, s.title,
      coalesce(src.county_name, '') || ' ' || coalesce(p.preview, ''), ${plainText("src.route_description")}, false,
      '/' || s.country_code || '/' || s.slug || '/scout-routes/' || src.id || '-' || src.slug,
      src.vote_count + src.review_count * src.review_average / 5.0 + src.total_page_views / 100.0,
      src.published, src.difficulty, src.difficulty, src.length_miles, src.review_average,
      src.review_count, src.trailhead_latitude, src.trailhead_longitude,
      coalesce(src.original_publish_date::timestamptz, src.created_at)
    from scout_routes src join states s on s.id = src.state_id left join guide_previews p on p.ref_id = src.id`,
  orv_parks: `select 'orv_parks', src.id, src.title, src.nearest_town_name, s.code, s.title,
      coalesce(src.county_name, '') || ' ' || ${plainText("src.description_html")}, '', false,
      '/' || s.country_code || '/' || s.slug || '/orv-parks/' || src.slug,
      5, src.published, null::smallint, null::smallint, src.trail_miles, null::float8, null::int,
      src.latitude, src.longitude, src.created_at
    from orv_parks src join states s on s.id = src.state_id`,
  regions: `select 'regions', src.id, src.title, null, s.code, s.title, ${plainText("src.description_html")}, '', false,
      '/' || s.country_code || '/' || s.slug || '/regions/' || src.slug,
      ${GUIDES_IN("region_id")}, true, null::smallint, null::smallint, null::float8, null::float8, null::int,
      null::float8, null::float8, null::timestamptz
    from regions src join states s on s.id = src.state_id`,
  cities: `select 'cities', src.id, src.name, src.name, s.code, s.title, coalesce(src.county_name, ''), '', false,
      '/' || s.country_code || '/' || s.slug || '/' || src.slug || '/best-trails',
      ${GUIDES_IN("city_id")}, true, null::smallint, null::smallint, null::float8, null::float8, null::int,
      src.latitude, src.longitude, null::timestamptz
    from cities src join states s on s.id = src.state_id`,
  states: `select 'states', src.id, src.title, null, src.code, src.title, '', '', false,
      '/' || src.country_code || '/' || src.slug,
      src.content_count * 2, true, null::smallint, null::smallint, null::float8, null::float8, null::int,
      null::float8, null::float8, null::timestamptz
    from states src`,
  blog_posts: `select 'blog_posts', src.id, src.title, null, null, null,
      src.summary || ' ' || ${plainText("src.body_markdown")}, '', false,
      '/blog/' || src.slug,
      1, src.published and src.published_at is not null, null::smallint, null::smallint, null::float8, null::float8, null::int,
      null::float8, null::float8, src.published_at
    from blog_posts src`,
  // Events (ADR 0067) are public, so all their text is in `body`. Their place is where they meet,
  // without the state the result names beside it. The later an event ends, the higher it ranks among
  // equal matches (1 plus days since 1970 / 100,000, so about what an article weighs): an upcoming
  // event always ends after a past one, whatever the day, and no rebuild is needed as days pass.
  events: `select 'events', src.id, src.title,
      case when src.location_name ilike '%, ' || s.title
        then left(src.location_name, length(src.location_name) - length(s.title) - 2) else src.location_name end,
      s.code, s.title, src.summary || ' ' || ${plainText("src.body_markdown")}, '', false,
      '/events/' || src.slug,
      1 + extract(epoch from src.ends_at) / 8640000000.0, src.published, null::smallint, null::smallint, null::float8,
      null::float8, null::int, src.latitude, src.longitude, null::timestamptz
    from events src left join states s on s.id = src.state_id`,
  // Help articles live in the external help centre: the href is relative to its address.
  help_articles: `select 'help_articles', src.id, src.title, null, null, null,
      src.category || ' ' || ${plainText("src.body_markdown")}, '', false,
      'articles/' || src.slug,
      1, src.published, null::smallint, null::smallint, null::float8, null::float8, null::int,
      null::float8, null::float8, src.updated_at
    from help_articles src`,
};

/**
 * Rebuilds the search rows of `ids` in `kind` (or all of them) from their source rows, inside the
 * caller's transaction. Rows whose source is gone are removed; unpublished ones are kept but never
 * returned by a search. The word counts drop the old rows' words and add the new ones'.
 */
export async function refreshSearchDocuments(
  executor: Executor,
  kind: SearchIndex,
  ids: readonly number[] | "all",
): Promise<number> {
  if (ids !== "all" && ids.length === 0) return 0;
  const onlyIds: SQL = ids === "all" ? sql`` : sql` where src.id in (${idList(ids)})`;
  await countSearchWords(executor, kind, ids, -1);
  const source = sql.raw(SOURCES[kind]);
  const previews = kind === "scout_routes" ? await scoutRoutePreviews(executor, onlyIds) : [];
  const upserted = await executor.execute(
    sql`with guide_previews as (select * from jsonb_to_recordset(${JSON.stringify(previews)}::jsonb) as p(ref_id integer, preview text))
      insert into search_documents (${COLUMNS}) ${source}${onlyIds}
      on conflict (index, ref_id) do update set ${UPDATED_COLUMNS}`,
  );
  const sourceTable = sql.raw(kind);
  const missing =
    ids === "all"
      ? sql`not exists (select 1 from ${sourceTable} src where src.id = d.ref_id)`
      : sql`d.ref_id in (${idList(ids)}) and not exists (select 1 from ${sourceTable} src where src.id = d.ref_id)`;
  await executor.execute(sql`delete from search_documents d where d.index = ${kind} and ${missing}`);
  await countSearchWords(executor, kind, ids, 1);
  return rowCount(upserted);
}

/**
 * What a reader who has not paid sees of each scout route's description: the paywall's teaser,
 * cut in TypeScript (sentence boundaries as Unicode defines them), so the index holds no word more.
 */
async function scoutRoutePreviews(executor: Executor, onlyIds: SQL): Promise<{ ref_id: number; preview: string }[]> {
  const routes = await selectRows<{ id: number; route_description: string }>(
    executor,
    sql`select src.id, src.route_description from scout_routes src${onlyIds}`,
  );
  return routes.map((route) => ({ ref_id: route.id, preview: teaserOf(route.route_description) }));
}

/**
 * Adds (`change` 1) or takes away (-1) the published documents of `ids` in `kind` to the counts the
 * autocomplete plans with: each word's documents, and the published total. It also raises the
 * index version; the row stays locked until the writer commits, so a reader sees the new version
 * only with the new rows. The content row the writer updates first keeps two writers of one
 * document from interleaving.
 */
export async function countSearchWords(
  executor: Executor,
  kind: SearchIndex,
  ids: readonly number[] | "all",
  change: 1 | -1,
): Promise<void> {
  const counted = sql`from search_documents d
    where d.index = ${kind} and d.published${ids === "all" ? sql`` : sql` and d.ref_id in (${idList(ids)})`}`;
  await executor.execute(sql`insert into search_words (word, documents)
    select word, ${change} * count(*) from (select unnest(tsvector_to_array(d.name_document)) as word ${counted}) words
    group by word
    on conflict (word) do update set documents = search_words.documents + excluded.documents`);
  await executor.execute(sql`insert into search_index_state (id, version, documents)
    select 1, 1, ${change} * count(*) ${counted}
    on conflict (id) do update set version = search_index_state.version + 1,
      documents = search_index_state.documents + excluded.documents`);
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Every kind, in bulk: the seed's one-time build. */
export async function refreshAllSearchDocuments(executor: Executor): Promise<number> {
  let rows = 0;
  for (const kind of Object.keys(SOURCES) as SearchIndex[]) rows += await refreshSearchDocuments(executor, kind, "all");
  // Fresh statistics, so the planner picks the indexes (PGlite runs no autovacuum to gather them).
  await executor.execute(sql`analyze search_documents`);
  await executor.execute(sql`analyze search_words`);
  return rows;
}

function rowCount(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
