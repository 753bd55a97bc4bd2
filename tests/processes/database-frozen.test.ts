// A database that stops answering without closing anything (its processes frozen, as by a stalled
// disk or a partition): requests holding a connection give up within the statement limit and a
// margin, answer 503 with Retry-After (pages and the API), and the pool frees their slots.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLoneServer, type LoneServer } from "./server-process";

const STATEMENT_TIMEOUT_MS = 1_000;
/** The statement limit, the client's 2 s margin, and room for a busy machine. */
const ANSWER_WITHIN_MS = 6_000;

let lone: LoneServer;
let frozen: number[] = [];

beforeAll(async () => {
  lone = await startLoneServer({
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    DATABASE_POOL_SIZE: "3",
    LOG_LEVEL: "info",
  });
});

afterAll(async () => {
  thaw();
  await lone?.stop();
});

/** Stops (SIGSTOP) every PostgreSQL backend serving the server's database: they hold their sockets open. */
async function freezeBackends(): Promise<void> {
  const name = new URL(lone.database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]);
  await admin.end();
  frozen = rows.map((row) => row.pid);
  for (const pid of frozen) process.kill(pid, "SIGSTOP");
}

function thaw(): void {
  for (const pid of frozen) process.kill(pid, "SIGCONT");
  frozen = [];
}

async function timed(path: string): Promise<{ path: string; status: number; retryAfter: string | null; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${lone.server.url}${path}`);
  await response.arrayBuffer();
  return { path, status: response.status, retryAfter: response.headers.get("retry-after"), ms: Date.now() - started };
}

it("requests on connections to a frozen database answer 503 within the statement limit, then serve again", async () => {
  // Every pooled connection opened and idle, so the frozen backends are the ones the pool hands out.
  const warm = await Promise.all([1, 2, 3].map((index) => timed(`/api/v2/search/?q=warm${index}`)));
  expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200]);
  await freezeBackends();
  expect(frozen.length).toBeGreaterThan(0);

  // The page first and alone: the pool hands it one of the frozen connections it holds idle.
  const page = await timed("/search?q=frozen");
  const answers = [page, ...(await Promise.all([timed("/api/v2/search/?q=moab"), timed("/api/v2/search/?q=ouray")]))];
  thaw();

  expect(page.status).toBe(503);
  for (const answer of answers) {
    expect(answer.ms, answer.path).toBeLessThan(ANSWER_WITHIN_MS);
    expect([200, 503], answer.path).toContain(answer.status);
    if (answer.status === 503) expect(answer.retryAfter, answer.path).toBe("5");
  }
  expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
  await expect.poll(async () => (await timed("/api/v2/search/?q=thawed")).status, { timeout: 5_000 }).toBe(200);
  expect(lone.server.hasExited()).toBe(false);

  // The page's failure is logged once, as the database's, with the request it failed.
  const logLines = lone.server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; reqId?: string; path?: string; status?: number });
  const pageRequest = logLines.find((line) => line.msg === "request" && line.path === "/search");
  expect(pageRequest?.status).toBe(503);
  const pageFailures = logLines.filter((line) => line.msg === "a page could not reach the database");
  expect(pageFailures.map((line) => line.reqId)).toEqual([pageRequest?.reqId]);
});
