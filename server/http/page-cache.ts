// A small shared cache for server-rendered pages, keyed by audience and URL: anonymous visitors, or
// one tier of signed-in readers for the pages rendered once per tier (ADR 0022).
// A page opts in the HTTP way, with `Cache-Control: s-maxage=N`; the cache keeps it for at most
// MAX_TTL_SECONDS, so edits show within a minute without any invalidation step, in this process and
// every other one alike (ADR 0006, ADR 0019). Bounded by count and by bytes, least recently used out first.
// A page is compressed once per encoding a reader asks for and served compressed from then on (ADR 0021).
// No client decides what the cache holds (ADR 0073): a request's `no-cache` gets the shared copy, which
// is at most a minute old, and a reload revalidates it by its ETag; the key leaves out tracking
// parameters and sorts the rest, so no query string renders afresh a page the cache holds.
import { DEFAULT_LOCALE, type Locale } from "../../shared/domain/locales";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReaderTier } from "../../shared/domain/access";
import type { Clock } from "../clock";
import type { CacheStats } from "../metrics/cache-stats";
import { compressStored, negotiateEncoding, varyOnAcceptEncoding, type ContentEncoding } from "./compression";

const MAX_TTL_SECONDS = 60;

interface CachedPage {
  body: Uint8Array;
  /** The body compressed, filled the first time a reader accepts each encoding. */
  encoded: Partial<Record<ContentEncoding, Uint8Array>>;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

/** Who a stored page was rendered for: every reader of one audience gets the same bytes. */
export type PageAudience = "anonymous" | ReaderTier;

export interface PageCache {
  /** `locale`: the interface language the page was rendered in (ADR 0064), English unless told. */
  lookup(request: Request, audience: PageAudience, locale?: Locale): Response | null;
  store(request: Request, response: Response, audience: PageAudience, locale?: Locale): Promise<Response>;
  /** Lookups since the process started, for the metrics. */
  stats: () => CacheStats;
}

/** Seconds a shared cache may keep the response, or 0 when it must not. */
export function sharedMaxAge(response: Response): number {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  const directives = response.headers.get("cache-control") ?? "";
  if (/\b(private|no-store|no-cache)\b/.test(directives)) return 0;
  const seconds = Number(/\bs-maxage=(\d+)/.exec(directives)?.[1] ?? 0);
  return Math.min(seconds, MAX_TTL_SECONDS);
}

/** Campaign and click identifiers: they say where a visitor came from, never what the page shows. */
const TRACKING_PARAMETER =
  /^(utm_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/** The URL as the cache knows it: without tracking parameters, the others sorted. */
export function cacheKeyUrl(url: string): string {
  const parsed = new URL(url);
  const kept = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  kept.sort(([nameA, valueA], [nameB, valueB]) => compareText(nameA, nameB) || compareText(valueA, valueB));
  parsed.search = new URLSearchParams(kept).toString();
  return parsed.href;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Weak: the compressed copies carry the same page in other bytes. */
const entityTagOf = (body: Uint8Array) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

function matchesEntityTag(request: Request, entityTag: string): boolean {
  const candidates = request.headers.get("if-none-match");
  if (!candidates) return false;
  return candidates.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === entityTag || `W/${tag}` === entityTag;
  });
}

/** Nothing changed since the reader's copy: the headers that describe it, no body. */
function notModified(headers: Headers): Response {
  for (const name of ["content-length", "content-type", "content-encoding"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

/** Bytes a stored page takes: its body and the compressed copies it may gain, headers and URL. */
function sizeOf(page: CachedPage, key: string): number {
  const compressedAllowance = page.body.byteLength; // both encodings together stay well under the original
  return (
    page.body.byteLength +
    compressedAllowance +
    key.length +
    page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
  );
}

/** Every copy is kept per audience and per language, so no reader gets another's tier or language. */
const keyOf = (request: Request, audience: PageAudience, locale: Locale = DEFAULT_LOCALE) =>
  `${audience} ${locale} ${cacheKeyUrl(request.url)}`;

/** The stored page as this request should get it: compressed when the reader accepts it. */
function responseFor(page: CachedPage, request: Request): Response {
  const headers = new Headers(page.headers);
  headers.set("x-cache", "hit");
  varyOnAcceptEncoding(headers);
  if (matchesEntityTag(request, headers.get("etag") ?? "")) return notModified(headers);
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return new Response(page.body.slice(), { status: page.status, headers });
  const body = (page.encoded[encoding] ??= compressStored(page.body, encoding));
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(body.slice(), { status: page.status, headers });
}

export function createPageCache({
  clock,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
}: {
  clock: Clock;
  maxEntries?: number;
  maxBytes?: number;
}): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: sizeOf });
  const stats: CacheStats = { hits: 0, misses: 0 };

  function find(request: Request, audience: PageAudience, locale: Locale | undefined): CachedPage | null {
    const key = keyOf(request, audience, locale);
    const page = pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= clock.now().getTime()) {
      pages.delete(key);
      return null;
    }
    return page;
  }

  return {
    lookup(request, audience, locale) {
      if (request.method !== "GET") return null;
      const page = find(request, audience, locale);
      if (!page) {
        stats.misses++;
        return null;
      }
      stats.hits++;
      return responseFor(page, request);
    },

    stats: () => ({ ...stats }),

    async store(request, response, audience, locale) {
      const ttl = request.method === "GET" ? sharedMaxAge(response) : 0;
      if (ttl === 0) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      headers.set("etag", entityTagOf(body));
      pages.set(keyOf(request, audience, locale), {
        body,
        encoded: {},
        status: response.status,
        headers: [...headers.entries()],
        expiresAt: clock.now().getTime() + ttl * 1000,
      });
      headers.set("x-cache", "miss");
      if (matchesEntityTag(request, headers.get("etag")!)) return notModified(headers);
      return new Response(body, { status: response.status, headers });
    },
  };
}
