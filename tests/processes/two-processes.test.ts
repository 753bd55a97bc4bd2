// Two server processes from the build on one empty PostgreSQL database, with S3 storage and an SMTP
// sink, as a deployment behind a load balancer runs them: what one process writes, the other serves at
// once, start-up and scheduled work happen once, and every e-mail goes out once.
import { randomUUID } from "node:crypto";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Review } from "../../shared/contracts/review.contract";
import type { AdvancedSearchPage } from "../../shared/contracts/search.contract";
import { projectX, projectY } from "../../shared/map/web-mercator";
import { startS3Server, type S3Server } from "../setup/s3-server";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { startServerProcess, type ServerProcess } from "./server-process";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";
import { insertDueGiftCards } from "./due-gift-cards";

const DEMO_PASSWORD = "trailguide-demo";
const GIFT_COUNT = 50;
/** Both processes take it, so the test runs their jobs now (ADR 0070) instead of waiting for the billing minute. */
const OPERATIONS_TOKEN = randomUUID() + randomUUID();
const TILE_ZOOM = 12;

let database: EmptyDatabase;
let smtp: SmtpSink;
let s3: S3Server;
let a: ServerProcess;
let b: ServerProcess;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createEmptyDatabase();
  smtp = await startSmtpSink();
  s3 = await startS3Server();
  env = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: database.url,
    JWT_SECRET: randomUUID() + randomUUID(),
    PUBLIC_URL: "http://localhost:3000",
    SMTP_URL: smtp.url,
    OPERATIONS_TOKEN,
    // Far shorter than migrating and seeding take: start-up must not run under a request's limit.
    DATABASE_STATEMENT_TIMEOUT_MS: "1500",
    ...s3.env,
  };
  // Started together, on a database with no tables yet: both race to migrate and seed.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([smtp?.close(), s3?.close()]);
  await database?.drop();
});

/** Runs a scheduled job in `server` now; it waits for a run of the other process to end first. */
async function runJobNow(server: ServerProcess, job: string): Promise<void> {
  const response = await fetch(`${server.url}/api/v2/operations/jobs/${job}/run/`, {
    method: "POST",
    headers: { authorization: `Bearer ${OPERATIONS_TOKEN}` },
  });
  expect(response.status, `${job}: ${await response.text()}`).toBe(200);
}

async function api<T>(server: ServerProcess, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/api${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

function jsonRequest(body: unknown, token?: string): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const { status, body } = await api<{ access: string }>(server, "/v2/token/", jsonRequest({ email, password: DEMO_PASSWORD }));
  expect(status).toBe(200);
  return body.access;
}

interface DemoTrail {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  review_count: number;
}

async function firstDemoTrail(): Promise<DemoTrail> {
  const [trail] = await database.query<DemoTrail>(
    `select id, title, trailhead_latitude as latitude, trailhead_longitude as longitude, review_count
       from trails where published order by id limit 1`,
  );
  if (!trail) throw new Error("The demo data has no published trail");
  return trail;
}

async function searchReviewCount(server: ServerProcess, trail: DemoTrail): Promise<number | null | undefined> {
  const { body } = await api<AdvancedSearchPage>(server, `/v2/search/?type=trails&q=${encodeURIComponent(trail.title)}`);
  return body.results.find((hit) => hit.title === trail.title)?.review_count;
}

async function trailTileProperties(server: ServerProcess, trail: DemoTrail, token: string) {
  const x = Math.floor(projectX(trail.longitude) * 2 ** TILE_ZOOM);
  const y = Math.floor(projectY(trail.latitude) * 2 ** TILE_ZOOM);
  const response = await fetch(`${server.url}/tiles/trails/${TILE_ZOOM}/${x}/${y}.mvt`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const layer = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer()))).layers.trails;
  for (let index = 0; layer && index < layer.length; index++) {
    const properties = layer.feature(index).properties;
    if (properties.id === trail.id) return properties;
  }
  throw new Error(`Trail ${trail.id} is not in its tile`);
}

/** A new reader who starts the 7-day All-Access trial with the sandbox's test card, through `server`. */
async function startTrial(server: ServerProcess): Promise<string> {
  const email = `trial-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await api<{ access: string }>(
    server,
    "/v2/users/register/",
    jsonRequest({ email, password: "a long trail password", name: "Tess Trial" }),
  );
  expect(registered.status).toBe(201);
  const checkout = await api<{ url: string }>(
    server,
    "/v2/billing/checkout/",
    jsonRequest({ plan: "all-access-yearly" }, registered.body.access),
  );
  expect(checkout.status).toBe(201);
  const session = checkout.body.url.split("/").pop()!;
  const paid = await api<{ status: string }>(
    server,
    `/v2/sandbox/sessions/${session}/pay/`,
    jsonRequest({ card_number: "4242424242424242", exp_month: 12, exp_year: 2099, cvc: "123", name: "Tess Trial" }),
  );
  expect(paid.body).toMatchObject({ status: "succeeded" });
  return email;
}

describe("two processes on one database", () => {
  it("both came up on an empty database, and the demo data was seeded once", async () => {
    expect(a.hasExited() || b.hasExited()).toBe(false);
    const [accounts] = await database.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'super@demo.trailguide.test'",
    );
    expect(accounts!.n).toBe(1);
    // Guides have no unique key a second seed would trip over: the same guide twice would be a double seed.
    const [trails] = await database.query<{ n: number; distinct_guides: number }>(
      `select count(*)::int as n,
              count(distinct (state_id, slug, trailhead_latitude, trailhead_longitude))::int as distinct_guides
         from trails`,
    );
    expect(trails!.n).toBeGreaterThan(0);
    expect(trails!.n).toBe(trails!.distinct_guides);
    const migrations = await database.query<{ n: number; distinct_hashes: number }>(
      "select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations",
    );
    expect(migrations[0]!.n).toBe(migrations[0]!.distinct_hashes);
  });

  it("a review written through one process shows at once in the other's API, tiles and search", async () => {
    const member = await signIn(a, "member@demo.trailguide.test");
    const trail = await firstDemoTrail();
    const before = await trailTileProperties(b, trail, member);
    expect(await searchReviewCount(b, trail)).toBe(trail.review_count);

    const writer = await api<{ access: string }>(
      a,
      "/v2/users/register/",
      jsonRequest({
        email: `writer-${randomUUID().slice(0, 8)}@example.test`,
        password: "a long trail password",
        name: "Wes Writer",
      }),
    );
    expect(writer.status).toBe(201);
    const title = `Washboard then slickrock ${randomUUID().slice(0, 6)}`;
    const written = await api<Review>(
      a,
      `/v2/reviews/trails/${trail.id}/`,
      jsonRequest({ rating: 5, title, text: "Aired down to 18 psi." }, writer.body.access),
    );
    expect(written.status).toBe(201);

    const reviews = await api<{ count: number; results: Review[] }>(b, `/v2/reviews/trails/${trail.id}/?page_size=50`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(reviews.body.results.map((review) => review.title)).toContain(title);
    const after = await trailTileProperties(b, trail, member);
    expect(after.review_count).toBe(Number(before.review_count) + 1);
    expect(await searchReviewCount(b, trail)).toBe(trail.review_count + 1);

    // A photo of that review, uploaded through A, is served by B with the same bytes.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#885533" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(jpeg)], "camp.jpg", { type: "image/jpeg" }));
    const uploaded = await api<Review>(a, `/v2/reviews/${written.body.id}/photos/`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer.body.access}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photoUrl = uploaded.body.photos[0]!.original;
    const fromA = await fetch(new URL(photoUrl, a.url));
    const fromB = await fetch(new URL(photoUrl, b.url));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toMatch(/^image\//);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it("due gifts, trial reminders and trial conversions are each handled once: e-mails counted at the sink", async () => {
    const reminded = await startTrial(a);
    const converted = await startTrial(b);
    // The reminded trial ends tomorrow; the converted one ended a minute ago at the payment provider.
    await database.query(
      "update subscriptions set trial_ends_at = now() + interval '1 day' where user_id = (select id from users where email = $1)",
      [reminded],
    );
    await database.query(
      `update sandbox_subscriptions set trial_end = now() - interval '1 minute', current_period_end = now() - interval '1 minute'
        where id = (select s.provider_subscription_id from subscriptions s join users u on u.id = s.user_id where u.email = $1)`,
      [converted],
    );
    const gifts = await insertDueGiftCards(database.url, GIFT_COUNT);

    const remindersTo = (address: string) => smtp.to(address).filter((mail) => mail.raw.includes("trial ends in"));
    const receiptsTo = (address: string) => smtp.to(address).filter((mail) => mail.raw.includes("Your Trailguide receipt"));
    const giftMail = () =>
      gifts.reduce((sum, gift) => sum + smtp.to(gift.recipientEmail).length, 0) + smtp.to(gifts[0]!.buyerEmail).length;
    // Both processes run billing at the same moment, then both deliver the e-mail it queued; then both
    // run each job once more, as their timers would, and nothing is sent twice.
    for (let round = 0; round < 2; round++) {
      for (const job of ["billing", "email-delivery"]) await Promise.all([runJobNow(a, job), runJobNow(b, job)]);
    }
    expect(giftMail()).toBe(GIFT_COUNT * 2);

    for (const gift of gifts) expect(smtp.to(gift.recipientEmail)).toHaveLength(1);
    expect(smtp.to(gifts[0]!.buyerEmail)).toHaveLength(GIFT_COUNT);
    expect(remindersTo(reminded)).toHaveLength(1);
    expect(receiptsTo(converted)).toHaveLength(1);
    expect(remindersTo(converted)).toHaveLength(0);
  });

  it("a pg_dump taken while they run restores into a fresh database, where a new process serves the same guides and members", async () => {
    const restored = await createEmptyDatabase();
    try {
      await database.restoreInto(restored);
      const c = await startServerProcess({ ...env, DATABASE_URL: restored.url, SEED_DEMO_DATA: "false" });
      try {
        const trail = await firstDemoTrail();
        const detail = (server: ServerProcess) => api<{ title: string }>(server, `/v3/trails/${trail.id}/`);
        const [detailOnA, detailOnC] = await Promise.all([detail(a), detail(c)]);
        expect(detailOnC.status).toBe(200);
        expect(detailOnC.body.title).toBe(detailOnA.body.title);
        const count = (server: ServerProcess) => api<unknown>(server, "/v2/trails/count/");
        const [countOnA, countOnC] = await Promise.all([count(a), count(c)]);
        expect(countOnC.body).toEqual(countOnA.body);
        const member = async (server: ServerProcess) => {
          const token = await signIn(server, "member@demo.trailguide.test");
          const me = await api<{ uuid: string; email: string }>(server, "/v2/users/me/", {
            headers: { authorization: `Bearer ${token}` },
          });
          return { uuid: me.body.uuid, email: me.body.email };
        };
        expect(await member(c)).toEqual(await member(a));
      } finally {
        await c.stop();
      }
    } finally {
      await restored.drop();
    }
  });
});
