// A process with DATABASE_REPLICA_URL (ADR 0075), on a primary and a real streaming replica made by
// pg_basebackup: visitors' reads come from the replica, a member's own review is theirs to read at
// once (from the primary, until the replica has replayed it), and the site keeps serving when the
// replica stops.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ACCESS_COOKIE } from "../../shared/domain/auth-cookies";
import { loneServerEnv, startServerProcess, type ServerProcess } from "./server-process";
import { startStreamingReplica, type StreamingReplica } from "./streaming-replica";

const METRICS_TOKEN = randomUUID() + randomUUID();

let cluster: StreamingReplica;
let server: ServerProcess;
let trailId: number;

beforeAll(async () => {
  cluster = await startStreamingReplica();
  const env = loneServerEnv(cluster.primaryUrl, {
    DATABASE_REPLICA_URL: cluster.replicaUrl,
    SEED_DEMO_DATA: "true",
    METRICS_TOKEN,
    LOG_LEVEL: "warn",
  });
  server = await startServerProcess(env);
  const [trail] = await cluster.onPrimary<{ id: number }>("select id from trails where published order by id limit 1");
  trailId = trail!.id;
  await cluster.caughtUp();
});

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
});

/** A browser's cookie header: the member's session, and the write position the site gave them. */
type Cookies = Record<string, string>;
const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

async function reviewCount(cookies: Cookies = {}): Promise<number> {
  const response = await fetch(`${server.url}/api/v2/reviews/trails/${trailId}/`, { headers: { cookie: cookieHeader(cookies) } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

async function replicaReads(): Promise<{ replica: number; primary: number }> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const count = (servedBy: string) =>
    Number(text.match(new RegExp(`db_replica_reads_total\\{served_by="${servedBy}"\\} (\\d+)`))?.[1] ?? 0);
  return { replica: count("replica"), primary: count("primary") };
}

async function signedInMember(): Promise<Cookies> {
  const credentials = { email: `replica-${randomUUID().slice(0, 8)}@example.test`, password: "a long trail password" };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post("/v2/users/register/", { ...credentials, name: "Robin Replica" })).status).toBe(201);
  const signedIn = await post("/v2/token/", credentials);
  expect(signedIn.status).toBe(200);
  return { [ACCESS_COOKIE]: ((await signedIn.json()) as { access: string }).access };
}

it("serves visitors from the replica, and a member's own review to them at once", async () => {
  const member = await signedInMember();
  const before = await reviewCount();
  const replicaBefore = (await replicaReads()).replica;
  expect(await reviewCount()).toBe(before);
  expect((await replicaReads()).replica).toBeGreaterThan(replicaBefore);

  // From here the replica lags: it answers, but applies nothing the primary writes.
  await cluster.pauseReplay();
  const written = await fetch(`${server.url}/api/v2/reviews/trails/${trailId}/`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookieHeader(member), origin: server.url },
    body: JSON.stringify({ rating: 5, title: "Read from the primary", text: "Seen by its writer at once." }),
  });
  expect(written.status).toBe(201);
  const readAfter = written.headers.getSetCookie().find((cookie) => cookie.startsWith("read_after="));
  expect(readAfter).toMatch(/^read_after=[0-9A-F]+%2F[0-9A-F]+;.*HttpOnly/);
  const writer = { ...member, read_after: readAfter!.split(";")[0]!.slice("read_after=".length) };

  expect(await reviewCount(writer)).toBe(before + 1);
  // Everyone else reads the replica, which has not replayed the review: the same member without the
  // position of their write too.
  expect(await reviewCount()).toBe(before);
  expect(await reviewCount(member)).toBe(before);

  await cluster.resumeReplay();
  await cluster.caughtUp();
  expect(await reviewCount()).toBe(before + 1);
  // Once the replica has the write, the writer reads there again.
  const replicaNow = (await replicaReads()).replica;
  expect(await reviewCount(writer)).toBe(before + 1);
  expect((await replicaReads()).replica).toBeGreaterThan(replicaNow);
});

it("keeps serving pages, search, tiles and the sitemap from the primary when the replica stops", async () => {
  const expected = await reviewCount();
  cluster.stopReplica();
  const paths = [`/trails/${trailId}`, "/search?q=moab", "/api/v2/search/?q=moab", "/sitemap.xml", "/tiles/trailheads/0/0/0.mvt"];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
  }
  expect(await reviewCount()).toBe(expected);
  expect((await replicaReads()).primary).toBeGreaterThan(0);
  expect(server.output()).toContain("the replica failed: its reads go to the primary");
  expect(server.hasExited()).toBe(false);
});
