// GET /metrics: only with METRICS_TOKEN configured and sent as the bearer token; requests by route
// pattern (never an id), job runs and lag, the outbox, the caches, the process, in Prometheus's format.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../tests/factories/guides";
import { insertPaidGiftCard } from "../../tests/factories/gift-cards";
import { apiRequest } from "../../tests/support/api-request";
import { startSmtpSink, type SmtpSink } from "../../tests/setup/smtp-sink";
import { createSiblingApp, createTestApp, type TestApp } from "../../tests/setup/test-app";

const METRICS_TOKEN = "metrics-token-for-the-api-tests-0123456789";
const OPERATIONS_TOKEN = "operations-token-for-the-api-tests-0123456789";

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ METRICS_TOKEN, OPERATIONS_TOKEN, SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const scrape = (token?: string) =>
  t.app.request("/metrics", { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function metricsText(): Promise<string> {
  const response = await scrape(METRICS_TOKEN);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the sample `name{labels}` as the text states it, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("is not there when METRICS_TOKEN is unset, and refuses a missing or wrong token", async () => {
    const unconfigured = createSiblingApp(t, { ...t.config, metricsToken: undefined });
    const withToken = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
    expect((await unconfigured.app.request("/metrics", withToken)).status).toBe(404);
    for (const token of [undefined, "", "wrong", OPERATIONS_TOKEN, `${METRICS_TOKEN}x`]) {
      expect({ token, status: (await scrape(token)).status }).toEqual({ token, status: 401 });
    }
  });

  it("counts requests by route pattern and status class, never by the path's ids", async () => {
    const before = await metricsText();
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/v2/states/:code/",status_class="2xx"}';
    const missing = 'http_request_duration_seconds_count{method="GET",route="/api/v2/states/:code/",status_class="4xx"}';
    expect((await apiRequest(t.app, "GET", "/v2/states/UT/")).status).toBe(200);
    expect((await apiRequest(t.app, "GET", "/v2/states/CO/")).status).toBe(200);
    expect((await apiRequest(t.app, "GET", "/v2/states/ZZ/")).status).toBe(404);

    const after = await metricsText();
    expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(2);
    expect((sample(after, missing) ?? 0) - (sample(before, missing) ?? 0)).toBe(1);
    expect(after).not.toMatch(/route="[^"]*\/(UT|CO|ZZ)\//);
  });

  it("counts a job's runs by outcome, and reads its lag and the e-mail outbox from the database", async () => {
    const buyer = await insertUser(t.db, { name: "Gail Giver" });
    await insertPaidGiftCard(t.db, buyer.id, t.clock.now());
    const runs = 'job_runs_total{job="billing",outcome="succeeded"}';
    const before = sample(await metricsText(), runs) ?? 0;

    const run = await t.app.request("/api/v2/operations/jobs/billing/run/", {
      method: "POST",
      headers: { authorization: `Bearer ${OPERATIONS_TOKEN}` },
    });
    expect(run.status).toBe(200);

    const text = await metricsText();
    expect(sample(text, runs)).toBe(before + 1);
    // The gift's two e-mails wait in the outbox until the delivery job sends them.
    expect(sample(text, "email_outbox_backlog")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "email_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'job_lag_seconds{job="billing"}')).toBe(0);
    expect(text).toMatch(/^job_lag_seconds\{job="email-delivery"\} \d/m);
  });

  it("reports the caches' hits and misses, the process's memory, the database pool and the tiles being encoded", async () => {
    const text = await metricsText();
    for (const cache of ["tiles", "autocomplete"]) {
      expect(text).toMatch(new RegExp(`^cache_lookups_total\\{cache="${cache}",result="hit"\\} \\d+$`, "m"));
      expect(text).toMatch(new RegExp(`^cache_lookups_total\\{cache="${cache}",result="miss"\\} \\d+$`, "m"));
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Nothing is being encoded between requests.
    expect(sample(text, 'tile_encodes{state="active"}')).toBe(0);
    expect(sample(text, 'tile_encodes{state="waiting"}')).toBe(0);
    // The embedded database has no pool to report.
    if (t.database.kind === "postgres") expect(sample(text, 'db_pool_connections{state="open"}')).toBeGreaterThan(0);
  });
});
