import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TestClock } from "../../tests/setup/test-clock";
import { createPageCache, sharedMaxAge } from "./page-cache";

const page = (body: string, headers: HeadersInit = { "cache-control": "public, max-age=0, s-maxage=60" }, status = 200) =>
  new Response(body, { status, headers });
const get = (url: string, headers: HeadersInit = {}) => new Request(url, { headers });

describe(sharedMaxAge.name, () => {
  it.each([
    ["s-maxage within the cap", page("x"), 60],
    ["s-maxage above the cap", page("x", { "cache-control": "public, s-maxage=3600" }), 60],
    ["no s-maxage", page("x", { "cache-control": "public, max-age=300" }), 0],
    ["private", page("x", { "cache-control": "private, s-maxage=60" }), 0],
    ["no-store", page("x", { "cache-control": "no-store, s-maxage=60" }), 0],
    ["a cookie being set", page("x", { "cache-control": "public, s-maxage=60", "set-cookie": "a=b" }), 0],
    ["a 404", page("x", undefined, 404), 0],
  ])("%s", (_case, response, expected) => {
    expect(sharedMaxAge(response)).toBe(expected);
  });
});

describe(createPageCache.name, () => {
  it("serves a stored page until its time is up", async () => {
    const clock = new TestClock();
    const cache = createPageCache({ clock });
    const stored = await cache.store(get("http://site/"), page("home"), "anonymous");
    expect(stored.headers.get("x-cache")).toBe("miss");
    expect(await stored.text()).toBe("home");

    const hit = cache.lookup(get("http://site/"), "anonymous");
    expect(hit?.headers.get("x-cache")).toBe("hit");
    expect(await hit?.text()).toBe("home");

    clock.advance(60_000);
    expect(cache.lookup(get("http://site/"), "anonymous")).toBeNull();
  });

  it("keeps the pages of each language apart: a French copy never answers an English request", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    await cache.store(get("http://site/US/utah"), page("Meilleurs sentiers"), "anonymous", "fr");
    expect(cache.lookup(get("http://site/US/utah"), "anonymous")).toBeNull();
    expect(cache.lookup(get("http://site/US/utah"), "anonymous", "es")).toBeNull();
    expect(await cache.lookup(get("http://site/US/utah"), "anonymous", "fr")?.text()).toBe("Meilleurs sentiers");
  });

  it("keeps the pages of each audience apart", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    await cache.store(get("http://site/trails/1"), page("full guide"), "paid");
    await cache.store(get("http://site/trails/1"), page("paywall"), "free");
    expect(await cache.lookup(get("http://site/trails/1"), "paid")?.text()).toBe("full guide");
    expect(await cache.lookup(get("http://site/trails/1"), "free")?.text()).toBe("paywall");
    expect(cache.lookup(get("http://site/trails/1"), "anonymous")).toBeNull();
  });

  it("keeps pages apart by query string", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    await cache.store(get("http://site/?page=2"), page("two"), "anonymous");
    expect(cache.lookup(get("http://site/?page=1"), "anonymous")).toBeNull();
  });

  it("serves its copy to a request that asks for no-cache, which a reload revalidates by its ETag", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    const stored = await cache.store(get("http://site/"), page("home"), "anonymous");
    const entityTag = stored.headers.get("etag")!;
    expect(entityTag).toMatch(/^W\/"[\w-]+"$/);

    const hit = cache.lookup(get("http://site/", { "cache-control": "no-cache" }), "anonymous");
    expect(hit?.headers.get("x-cache")).toBe("hit");
    expect(await hit?.text()).toBe("home");

    const revalidated = cache.lookup(
      get("http://site/", { "cache-control": "no-cache", "if-none-match": entityTag }),
      "anonymous",
    );
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.headers.get("etag")).toBe(entityTag);
    expect(await revalidated?.text()).toBe("");

    const changed = cache.lookup(get("http://site/", { "if-none-match": 'W/"an-older-copy"' }), "anonymous");
    expect(changed?.status).toBe(200);
  });

  it("a fresh render the reader already holds answers 304", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    const first = await cache.store(get("http://site/a"), page("same page"), "anonymous");
    const again = await cache.store(
      get("http://site/a", { "if-none-match": first.headers.get("etag")! }),
      page("same page"),
      "anonymous",
    );
    expect(again.status).toBe(304);
  });

  it("keeps one copy of a page whatever tracking parameters a link adds and in whatever order the others come", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    await cache.store(get("http://site/trails?state=utah&page=2"), page("utah, page two"), "anonymous");
    for (const url of [
      "http://site/trails?page=2&state=utah",
      "http://site/trails?utm_source=newsletter&state=utah&utm_campaign=spring&page=2",
      "http://site/trails?state=utah&fbclid=IwAR0x&page=2&gclid=Cj0K",
    ]) {
      expect(await cache.lookup(get(url), "anonymous")?.text(), url).toBe("utah, page two");
    }
    expect(cache.lookup(get("http://site/trails?state=utah&page=3"), "anonymous")).toBeNull();
  });

  it("does not keep pages that opt out", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    const response = await cache.store(
      get("http://site/dashboard"),
      page("mine", { "cache-control": "private, no-store" }),
      "anonymous",
    );
    expect(await response.text()).toBe("mine");
    expect(cache.lookup(get("http://site/dashboard"), "anonymous")).toBeNull();
  });

  it("drops the least recently used page when full", async () => {
    const cache = createPageCache({ clock: new TestClock(), maxEntries: 2 });
    await cache.store(get("http://site/a"), page("a"), "anonymous");
    await cache.store(get("http://site/b"), page("b"), "anonymous");
    cache.lookup(get("http://site/a"), "anonymous");
    await cache.store(get("http://site/c"), page("c"), "anonymous");
    expect(cache.lookup(get("http://site/b"), "anonymous")).toBeNull();
    expect(cache.lookup(get("http://site/a"), "anonymous")).not.toBeNull();
    expect(cache.lookup(get("http://site/c"), "anonymous")).not.toBeNull();
  });

  it("serves a stored page compressed to a reader that accepts it", async () => {
    const cache = createPageCache({ clock: new TestClock() });
    const body = "<p>Rubicon</p>".repeat(500);
    await cache.store(get("http://site/"), page(body), "anonymous");
    for (const [accept, encoding, decode] of [
      ["gzip, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const hit = cache.lookup(get("http://site/", { "accept-encoding": accept }), "anonymous");
      expect(hit?.headers.get("content-encoding")).toBe(encoding);
      expect(hit?.headers.get("vary")).toBe("Accept-Encoding");
      expect(decode(Buffer.from(await hit!.arrayBuffer())).toString()).toBe(body);
    }
    expect(await cache.lookup(get("http://site/"), "anonymous")?.text()).toBe(body);
  });

  it("drops the least recently used pages past its byte budget, and keeps none larger than it", async () => {
    // A page counts twice its body: the body and room for its compressed copies.
    const cache = createPageCache({ clock: new TestClock(), maxBytes: 5000 });
    const bigPage = (letter: string) => page(letter.repeat(1000));
    await cache.store(get("http://site/a"), bigPage("a"), "anonymous");
    await cache.store(get("http://site/b"), bigPage("b"), "anonymous");
    cache.lookup(get("http://site/a"), "anonymous");
    await cache.store(get("http://site/c"), bigPage("c"), "anonymous");
    expect(cache.lookup(get("http://site/b"), "anonymous")).toBeNull();
    expect(cache.lookup(get("http://site/a"), "anonymous")).not.toBeNull();
    expect(cache.lookup(get("http://site/c"), "anonymous")).not.toBeNull();

    const huge = await cache.store(get("http://site/huge"), page("h".repeat(3000)), "anonymous");
    expect(await huge.text()).toHaveLength(3000);
    expect(cache.lookup(get("http://site/huge"), "anonymous")).toBeNull();
  });
});
