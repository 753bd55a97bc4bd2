import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses, negotiateEncoding } from "./compression";

describe(negotiateEncoding.name, () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", null],
    ["*", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("%s -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

const page = "<!doctype html><p>" + "A trail through the canyon. ".repeat(200) + "</p>";

function appServing(response: () => Response) {
  const app = new Hono();
  app.use(compressResponses());
  app.get("/", () => response());
  return app;
}

const html = () => new Response(page, { headers: { "content-type": "text/html; charset=utf-8", etag: '"v1"' } });

describe(compressResponses.name, () => {
  it("sends brotli to a browser that accepts it, with Vary and a weak ETag", async () => {
    const response = await appServing(html).request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"v1"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("falls back to gzip", async () => {
    const response = await appServing(html).request("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it("sends the body as it is to a client that accepts no encoding, still varying on it", async () => {
    const response = await appServing(html).request("/");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(page);
  });

  it("never compresses a body twice", async () => {
    const already = () =>
      new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "application/json", "content-encoding": "gzip" } });
    const response = await appServing(already).request("/", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("leaves images, tiny bodies and no-transform responses alone", async () => {
    const cases = [
      () => new Response(new Uint8Array(4096), { headers: { "content-type": "image/webp" } }),
      () => new Response("{}", { headers: { "content-type": "application/json", "content-length": "2" } }),
      () => new Response(page, { headers: { "content-type": "text/html", "cache-control": "no-transform" } }),
    ];
    for (const response of cases) {
      const answer = await appServing(response).request("/", { headers: { "accept-encoding": "br" } });
      expect(answer.headers.get("content-encoding")).toBeNull();
    }
  });
});
