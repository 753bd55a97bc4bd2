// A small shared cache for server-rendered pages, keyed by URL, for anonymous visitors only.
// A page opts in the HTTP way, with `Cache-Control: s-maxage=N`; the cache keeps it for at most
// MAX_TTL_SECONDS, so edits show within a minute without any invalidation step, in this process and
// every other one alike (ADR 0006, ADR 0019). Bounded by count and by bytes, least recently used out first.
import { LRUCache } from "lru-cache";
import type { Clock } from "../clock";

const MAX_TTL_SECONDS = 60;

interface CachedPage {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

export interface PageCache {
  lookup(request: Request): Response | null;
  store(request: Request, response: Response): Promise<Response>;
}

/** Seconds a shared cache may keep the response, or 0 when it must not. */
export function sharedMaxAge(response: Response): number {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  const directives = response.headers.get("cache-control") ?? "";
  if (/\b(private|no-store|no-cache)\b/.test(directives)) return 0;
  const seconds = Number(/\bs-maxage=(\d+)/.exec(directives)?.[1] ?? 0);
  return Math.min(seconds, MAX_TTL_SECONDS);
}

/** A request asking for a fresh copy (`Cache-Control: no-cache`) skips the lookup. */
function wantsFreshCopy(request: Request): boolean {
  return /\bno-cache\b/.test(request.headers.get("cache-control") ?? "");
}

/** Bytes a stored page takes: its body, headers and URL. */
function sizeOf(page: CachedPage, url: string): number {
  return page.body.byteLength + url.length + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
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

  return {
    lookup(request) {
      if (request.method !== "GET" || wantsFreshCopy(request)) return null;
      const page = pages.get(request.url);
      if (!page) return null;
      if (page.expiresAt <= clock.now().getTime()) {
        pages.delete(request.url);
        return null;
      }
      const headers = new Headers(page.headers);
      headers.set("x-cache", "hit");
      return new Response(page.body.slice(0), { status: page.status, headers });
    },

    async store(request, response) {
      const ttl = request.method === "GET" ? sharedMaxAge(response) : 0;
      if (ttl === 0) return response;
      const body = await response.arrayBuffer();
      pages.set(request.url, {
        body,
        status: response.status,
        headers: [...response.headers.entries()],
        expiresAt: clock.now().getTime() + ttl * 1000,
      });
      const headers = new Headers(response.headers);
      headers.set("x-cache", "miss");
      return new Response(body, { status: response.status, headers });
    },
  };
}
