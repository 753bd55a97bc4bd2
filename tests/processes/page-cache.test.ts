// No client can switch the shared page cache off: asking for no-cache, or adding campaign parameters to
// the address, still gets the copy the process holds, and a reload with its ETag gets 304.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLoneServer, type LoneServer } from "./server-process";

const CLIENTS = 100;
const METRICS_TOKEN = randomUUID() + randomUUID();

let lone: LoneServer;

beforeAll(async () => {
  lone = await startLoneServer({ METRICS_TOKEN });
});

afterAll(() => lone?.stop());

it("100 clients sending no-cache and random utm parameters are all served the home page from the cache", async () => {
  const first = await fetch(`${lone.server.url}/`);
  expect(first.status).toBe(200);
  const entityTag = first.headers.get("etag");
  expect(entityTag).toBeTruthy();
  await first.arrayBuffer();

  const responses = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const campaign = randomUUID().slice(0, 8);
      const response = await fetch(`${lone.server.url}/?utm_source=client${index}&utm_campaign=${campaign}&fbclid=${campaign}`, {
        headers: { "cache-control": "no-cache", pragma: "no-cache" },
      });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get("x-cache") };
    }),
  );
  expect(responses.filter((response) => response.status !== 200 || response.cache !== "hit")).toEqual([]);
  const metrics = await fetch(`${lone.server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const hits = /^cache_lookups_total\{cache="pages",result="hit"\} (\d+)$/m.exec(await metrics.text());
  expect(Number(hits?.[1])).toBeGreaterThanOrEqual(CLIENTS);

  const reload = await fetch(`${lone.server.url}/?utm_source=reload`, {
    headers: { "cache-control": "max-age=0", "if-none-match": entityTag! },
  });
  expect(reload.status).toBe(304);
});
