// The page cache shares one copy of a page per URL, and no request header turns it off (ADR 0073).
// A bench that measures renders therefore asks for URLs the cache has not seen yet: the same page
// with a query parameter that changes on every request.
import type { Options } from "autocannon";

let served = 0;

/** `path` under a URL the page cache has not seen: the page is rendered. */
export function freshCopyOf(path: string): string {
  served += 1;
  return `${path}${path.includes("?") ? "&" : "?"}render=${served}`;
}

/** autocannon's `requests`, asking for a fresh copy of one of `paths`, in turn, on every request. */
export function renderEveryRequest(paths: readonly string[]): NonNullable<Options["requests"]> {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: freshCopyOf(paths[next++ % paths.length]!) }) }];
}
