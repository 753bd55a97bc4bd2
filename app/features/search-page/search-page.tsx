// The advanced search page (spec §2.2 /search; ADR 0013): keyword and filters in a GET form, counts
// per content type and state, sorting, pages, and a map of the page's results. Everything lives in
// the URL; the first page is rendered on the server.
import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import type { FacetCount, SearchHit } from "../../../shared/contracts/search.contract";
import {
  SEARCH_INDEXES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchIndex,
  type SearchSort,
} from "../../../shared/domain/search-options";
import {
  DIFFICULTY_LEVELS,
  difficultyProps,
  formatTechnicalRating,
  type DifficultyLabel,
} from "../../../shared/domain/difficulty";
import { cx } from "../../components/ui/class-names";
import { StarRating } from "../../components/ui/star-rating";
import { formattedPlaceLine, isExternalResult, resultHref } from "../../components/search-result/result-links";
import { SEARCH_INDEX_ICONS, SearchResultIcon } from "../../components/search-result/search-result-icon";
import { garageHrefOf } from "../../components/garage/garage-client";
import { TightForRig } from "../../components/garage/rig-fit-mark";
import { RigFilterNote, type RigFilterUnavailable } from "../../components/garage/rig-filter-note";
import { useT } from "../../lib/i18n";
import { useMeasures, useSession } from "../../lib/session";
import type { SearchPageData, SearchRigFilter } from "./load-search-page.server";
import { mappedHits } from "./mapped-hits";
import { ResultsMap } from "./results-map";
import { hasFilters, pageNumbers, searchPageHref, type SearchPageQuery } from "./search-params";

type T = ReturnType<typeof useT>["t"];

const sortLabels = (t: T): Record<SearchSort, string> => ({
  relevance: t("Best match"),
  rating: t("Highest rated"),
  length: t("Shortest first"),
  newest: t("Newest"),
});

/** The content types' names in the filter chips, as the server counts them. */
const typeLabels = (t: T): Record<SearchIndex, string> => ({
  trails: t("Trails"),
  scout_routes: t("Scout routes"),
  orv_parks: t("ORV parks"),
  regions: t("Regions"),
  cities: t("Towns"),
  states: t("States"),
  blog_posts: t("Blog posts"),
  events: t("Events"),
  help_articles: t("Help articles"),
});

/** What a difficulty word of the query ("beginner", "extreme") narrowed the results to. */
const difficultyNotices = (t: T): Record<DifficultyLabel, string> => ({
  Easy: t("Easy trails"),
  Moderate: t("Moderate trails"),
  Difficult: t("Difficult trails"),
  Severe: t("Severe trails"),
  Extreme: t("Extreme trails"),
});

const RATING_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const STAR_CHOICES = [4.5, 4, 3.5, 3];

const fieldClass =
  "h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-dark-grey focus:border-brand-blue focus:outline-none focus:ring-2 focus:ring-brand-blue/40";
const labelClass = "flex flex-col gap-1 text-sm font-semibold text-grey";

export function SearchPage({
  query,
  rigFilter,
  count,
  results,
  facets,
  difficulty,
}: Omit<SearchPageData, "facets"> & { facets: SearchPageData["facets"] }) {
  const points = useMemo(() => mappedHits(results), [results]);
  const isPending = rigFilter.state === "pending";
  useRigFilterAnswer(rigFilter);
  const lastPage = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  const { t, plural } = useT();
  const heading = query.q.trim() ? t('Results for "{keyword}"', { keyword: query.q.trim() }) : t("Advanced search");

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-dark-grey md:text-3xl">{heading}</h1>
        <p className="text-grey" aria-live="polite">
          {isPending ? t("Checking trails against your rig…") : plural(count, "{count} result", "{count} results")}
        </p>
        {difficulty && <DifficultyNotice label={difficulty} />}
      </header>

      {/* Keyed by the URL: a link that changes the query must reset the uncontrolled fields. */}
      <SearchForm
        key={searchPageHref(query, { page: query.page })}
        query={query}
        rigFilter={rigFilter}
        stateFacets={facets.state}
      />

      <TypeFacets query={query} facets={facets.type} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-label={t("Results")} className="flex min-w-0 flex-col gap-4">
          <RigFilterStatus rigFilter={rigFilter} />
          {isPending ? null : results.length === 0 ? (
            <EmptyState query={query} />
          ) : (
            <ol className="flex flex-col gap-3" data-testid="search-results">
              {results.map((hit) => (
                <ResultRow key={`${hit.index}-${resultHref(hit)}`} hit={hit} />
              ))}
            </ol>
          )}
          {lastPage > 1 && <Pagination query={query} lastPage={lastPage} />}
        </section>
        <aside className="order-first lg:order-none">
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+1rem)]">
            <ResultsMap points={points} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * The paid tier's shared copy of a "fits my rig" page leaves the results to the reader's own
 * request (ADR 0037): once hydrated, the page loads its data again for the reader alone.
 */
function useRigFilterAnswer(rigFilter: SearchRigFilter) {
  const { revalidate } = useRevalidator();
  const isPending = rigFilter.state === "pending";
  useEffect(() => {
    if (isPending) void revalidate();
  }, [isPending, revalidate]);
}

/** Above the results: whose rig they fit, that the answer is coming, or why the filter is off. */
function RigFilterStatus({ rigFilter }: { rigFilter: SearchRigFilter }) {
  const { user } = useSession();
  const { t } = useT();
  const className = "rounded-xl border border-neutral-200 bg-white px-4 py-3 text-sm text-grey";
  switch (rigFilter.state) {
    case "off":
      return null;
    case "pending":
      return (
        <p className={className} data-testid="rig-filter-status">
          {t("Checking the trails against your rig…")}
        </p>
      );
    case "on":
      return (
        <p className={className} data-testid="rig-filter-status">
          {t("Trails that fit your {vehicle}; tight ones are marked with the reason.", { vehicle: rigFilter.vehicle })}
        </p>
      );
    case "unavailable":
      return rigFilter.reason === "add-rig" ? (
        <RigFilterNote reason="add-rig" returnTo="/search" garageHref={garageHrefOf(user?.uuid)} className={className} />
      ) : null;
  }
}

/** The "Fits my rig" box: for paid readers; others see it disabled with the way to it. */
function RigFilterField({ query, rigFilter }: { query: SearchPageQuery; rigFilter: SearchRigFilter }) {
  const hintId = useId();
  const { user, isPaid } = useSession();
  const { t } = useT();
  const unavailable: RigFilterUnavailable | null = !user ? "sign-in" : !isPaid ? "join" : null;
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex min-h-8 items-center gap-2 text-sm font-semibold text-dark-grey">
        <input
          type="checkbox"
          name="fits-my-rig"
          value="1"
          defaultChecked={query["fits-my-rig"] === true && unavailable === null}
          disabled={unavailable !== null}
          aria-describedby={hintId}
          className="size-4 accent-[#2d7a1c]"
        />
        {t("Fits my rig")}
      </label>
      {unavailable ? (
        <RigFilterNote
          id={hintId}
          reason={unavailable}
          returnTo={searchPageHref(query)}
          garageHref={garageHrefOf(user?.uuid)}
          className="text-sm text-grey"
        />
      ) : (
        <p id={hintId} className="text-sm text-grey">
          {rigFilter.state === "on"
            ? t("Your {vehicle}: leaves out trails that are not recommended for it and marks the tight ones.", {
                vehicle: rigFilter.vehicle,
              })
            : t("Your primary rig: leaves out trails that are not recommended for it and marks the tight ones.")}
        </p>
      )}
    </div>
  );
}

function SearchForm({
  query,
  rigFilter,
  stateFacets,
}: {
  query: SearchPageQuery;
  rigFilter: SearchRigFilter;
  stateFacets: FacetCount[];
}) {
  const navigate = useNavigate();
  const { t, number } = useT();
  // The chosen state stays a choice even when no result is left in it.
  const states =
    query.state && !stateFacets.some((facet) => facet.value === query.state)
      ? [{ value: query.state, label: query.state, count: 0 }, ...stateFacets]
      : stateFacets;
  return (
    <Form
      method="get"
      action="/search"
      // With JavaScript, empty fields stay out of the URL; without it the page reads them as unset.
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") fields.set(key, value);
        // The URL's rules (the contract's schema) load with the first search from this form.
        void import("./parse-search-params").then(({ parseSearchParams }) => navigate(searchPageHref(parseSearchParams(fields))));
      }}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className={cx(labelClass, "flex-1")}>
          {t("Keyword")}
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t("Trail, town, state or park")}
            className={fieldClass}
          />
        </label>
        <label className={cx(labelClass, "sm:w-48")}>
          {t("Sort by")}
          <select name="sort" defaultValue={query.sort} className={fieldClass}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels(t)[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
        <legend className="mb-2 flex items-center gap-2 text-sm font-bold text-dark-grey">
          <SlidersHorizontal aria-hidden="true" className="size-4" /> {t("Filters")}
        </legend>
        <label className={cx(labelClass, "col-span-2 md:col-span-1")}>
          {t("Content type")}
          <select name="type" defaultValue={query.type ?? ""} className={fieldClass}>
            <option value="">{t("All types")}</option>
            {SEARCH_INDEXES.map((index) => (
              <option key={index} value={index}>
                {t(SEARCH_INDEX_ICONS[index].label)}
              </option>
            ))}
          </select>
        </label>
        <label className={cx(labelClass, "col-span-2 md:col-span-1")}>
          {t("State")}
          <select name="state" defaultValue={query.state ?? ""} className={fieldClass}>
            <option value="">{t("All states")}</option>
            {states.map((facet) => (
              <option key={facet.value} value={facet.value}>
                {facet.label} ({facet.count})
              </option>
            ))}
          </select>
        </label>
        <RatingSelect name="difficulty-min" label={t("Difficulty from")} value={query["difficulty-min"]} />
        <RatingSelect name="difficulty-max" label={t("Difficulty to")} value={query["difficulty-max"]} />
        <label className={labelClass}>
          {t("Miles from")}
          <input
            type="number"
            name="length-min"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={query["length-min"]}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          {t("Miles to")}
          <input
            type="number"
            name="length-max"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={query["length-max"]}
            className={fieldClass}
          />
        </label>
        <label className={cx(labelClass, "col-span-2 md:col-span-1")}>
          {t("Minimum rating")}
          <select name="rating-min" defaultValue={query["rating-min"] ?? ""} className={fieldClass}>
            <option value="">{t("Any rating")}</option>
            {STAR_CHOICES.map((stars) => (
              <option key={stars} value={stars}>
                {t("{stars}+ stars", { stars: number(stars) })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <RigFilterField query={query} rigFilter={rigFilter} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="h-11 rounded-full bg-brand-green-dark px-6 font-semibold text-white hover:bg-[#24621a]">
          {t("Search")}
        </button>
        {hasFilters(query) && (
          <Link
            to={searchPageHref({ q: query.q, sort: query.sort, page: 1 })}
            className="font-semibold text-brand-green-dark underline-offset-4 hover:underline"
          >
            {t("Clear filters")}
          </Link>
        )}
      </div>
    </Form>
  );
}

function RatingSelect({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  const { t } = useT();
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{t("Any")}</option>
        {RATING_CHOICES.map((rating) => (
          <option key={rating} value={rating}>
            {rating} · {t(DIFFICULTY_LEVELS.find((level) => rating >= level.min && rating <= level.max)?.label ?? "")}
          </option>
        ))}
      </select>
    </label>
  );
}

function DifficultyNotice({ label }: { label: DifficultyLabel }) {
  const { t } = useT();
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.label === label)!;
  return (
    <p className="flex items-center gap-2 text-dark-grey" data-testid="search-difficulty">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: level.color }} />
      <strong>{difficultyNotices(t)[label]}</strong>
      <span className="text-grey">{t("Rated {min}-{max}", { min: level.min, max: level.max })}</span>
    </p>
  );
}

function TypeFacets({ query, facets }: { query: SearchPageQuery; facets: FacetCount[] }) {
  const { t, number } = useT();
  if (facets.length === 0) return null;
  const labels = typeLabels(t);
  const total = facets.reduce((sum, facet) => sum + facet.count, 0);
  const chip = (isActive: boolean) =>
    cx(
      "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap",
      isActive ? "border-dark-grey bg-dark-grey text-white" : "border-neutral-300 bg-white text-dark-grey hover:bg-neutral-100",
    );
  return (
    <nav aria-label={t("Content types")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        <li>
          <Link
            to={searchPageHref(query, { type: undefined })}
            className={chip(!query.type)}
            aria-current={!query.type ? "page" : undefined}
          >
            {t("All")} <span className="font-normal">({number(total)})</span>
          </Link>
        </li>
        {facets.map((facet) => (
          <li key={facet.value}>
            <Link
              to={searchPageHref(query, { type: facet.value })}
              className={chip(query.type === facet.value)}
              aria-current={query.type === facet.value ? "page" : undefined}
            >
              {labels[facet.value as SearchIndex] ?? facet.label} <span className="font-normal">({number(facet.count)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultRow({ hit }: { hit: SearchHit }) {
  const measure = useMeasures();
  const { t, number } = useT();
  const href = resultHref(hit);
  const placeLine = formattedPlaceLine(hit);
  const difficulty = hit.technical_rating_low === null ? null : difficultyProps(hit.technical_rating_low);
  const rating = formatTechnicalRating(hit.technical_rating_low, hit.technical_rating_high);
  const title = (
    // The server escapes every field; its <em> marks are the only markup (ADR 0013).
    <span className="[&_em]:bg-brand-yellow/50 [&_em]:not-italic" dangerouslySetInnerHTML={{ __html: hit._formatted.title }} />
  );
  return (
    <li className="flex items-start gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4" data-index={hit.index}>
      <SearchResultIcon index={hit.index} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-bold text-dark-grey sm:text-lg">
          {isExternalResult(hit) ? (
            <a href={href} target="_blank" rel="noreferrer" className="hover:underline">
              {title}
            </a>
          ) : (
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          )}
        </h2>
        {placeLine && (
          <p
            className="text-sm text-grey [&_em]:font-semibold [&_em]:not-italic"
            dangerouslySetInnerHTML={{ __html: placeLine }}
          />
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-grey tabular-nums">
          <span>{t(SEARCH_INDEX_ICONS[hit.index].label)}</span>
          {difficulty && rating && (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: difficulty.color }} />
              {t(difficulty.label)} ({rating})
            </span>
          )}
          {hit.length_miles !== null && <span>{measure.distance(hit.length_miles, 2)}</span>}
          {hit.review_average !== null && (hit.review_count ?? 0) > 0 && (
            <span className="inline-flex items-center gap-1">
              <StarRating value={hit.review_average} />
              <span>({number(hit.review_count ?? 0)})</span>
            </span>
          )}
        </p>
        <TightForRig mark={hit.rig_fit} />
      </div>
    </li>
  );
}

function Pagination({ query, lastPage }: { query: SearchPageQuery; lastPage: number }) {
  const current = Math.min(query.page, lastPage);
  const { t } = useT();
  const linkClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold";
  return (
    <nav aria-label={t("Pages of results")} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link
              to={searchPageHref(query, { page: current - 1 })}
              className={cx(linkClass, "border-neutral-300 hover:bg-neutral-100")}
              rel="prev"
            >
              {t("Previous")}
            </Link>
          </li>
        )}
        {pageNumbers(current, lastPage).map((page, position) =>
          page === null ? (
            <li key={`gap-${position}`} aria-hidden="true" className="px-1 text-grey">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={searchPageHref(query, { page })}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("Page {page}", { page })}
                className={cx(
                  linkClass,
                  page === current ? "border-dark-grey bg-dark-grey text-white" : "border-neutral-300 hover:bg-neutral-100",
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < lastPage && (
          <li>
            <Link
              to={searchPageHref(query, { page: current + 1 })}
              className={cx(linkClass, "border-neutral-300 hover:bg-neutral-100")}
              rel="next"
            >
              {t("Next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function EmptyState({ query }: { query: SearchPageQuery }) {
  const { t } = useT();
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 bg-white p-8 text-center">
      <p className="font-semibold text-dark-grey">{t("Nothing matches this search.")}</p>
      <p className="mt-1 text-grey">
        {hasFilters(query) ? (
          <>
            {t("Check the spelling, try fewer words, or")}{" "}
            <Link
              to={searchPageHref({ q: query.q, sort: query.sort, page: 1 })}
              className="font-semibold text-brand-green-dark underline"
            >
              {t("clear filters")}
            </Link>
            .
          </>
        ) : (
          t("Check the spelling, try fewer words.")
        )}
      </p>
    </div>
  );
}
