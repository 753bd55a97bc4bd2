// The database drops every connection (as in a restart or a failover) during a burst of writes:
// the process survives, the requests that were cut off get 503, and writes succeed again within 5 s.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { EmptyDatabase } from "./empty-database";
import { startLoneServer, type LoneServer, type ServerProcess } from "./server-process";

const BURST_MS = 8_000;
/** Every connection is cut again and again over one second, so some are cut in the middle of a write. */
const CUTS_FROM_MS = 1_500;
const CUTS_UNTIL_MS = 2_500;
const RECOVERY_LIMIT_MS = 5_000;

let lone: LoneServer;
let database: EmptyDatabase;
let server: ServerProcess;

beforeAll(async () => {
  lone = await startLoneServer();
  ({ database, server } = lone);
});

afterAll(() => lone?.stop());

interface Outcome {
  at: number;
  status: number | "connection error";
  body: string;
}

async function write(started: number): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}/api/v2/search/track/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `moab ${randomUUID().slice(0, 6)}`, origin: "restart-test" }),
    });
    return { at: Date.now() - started, status: response.status, body: await response.text() };
  } catch (error) {
    return { at: Date.now() - started, status: "connection error", body: String(error) };
  }
}

it("survives every connection being cut during writes, answers 503 meanwhile, and recovers within 5 s", async () => {
  const started = Date.now();
  const outcomes: Promise<Outcome>[] = [];
  const cutting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, CUTS_FROM_MS));
    while (Date.now() - started < CUTS_UNTIL_MS) {
      await database.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
    }
    return Date.now() - started;
  })();
  while (Date.now() - started < BURST_MS) {
    for (let index = 0; index < 5; index++) outcomes.push(write(started));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const results = await Promise.all(outcomes);
  const lastCut = await cutting;

  expect(server.hasExited()).toBe(false);
  const unexpected = results.filter((result) => result.status !== 201 && result.status !== 503);
  expect(unexpected).toEqual([]);
  const cutOff = results.filter((result) => result.status === 503);
  expect(cutOff.length).toBeGreaterThan(0);
  for (const failed of cutOff) {
    expect(JSON.parse(failed.body)).toMatchObject({ code: "service_unavailable" });
  }
  const firstSuccessAfterCut = results
    .filter((result) => result.status === 201 && result.at > lastCut)
    .sort((a, b) => a.at - b.at)[0];
  expect(firstSuccessAfterCut).toBeDefined();
  const recoveryMs = firstSuccessAfterCut!.at - lastCut;
  expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
  console.log(
    `database restart: ${results.length} writes, ${cutOff.length} answered 503, ` +
      `first success ${recoveryMs} ms after the last cut`,
  );

  const healthStarted = Date.now();
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
  expect(Date.now() - healthStarted).toBeLessThan(1_000);
});
