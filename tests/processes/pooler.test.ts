// Two processes behind PgBouncer in transaction mode: start-up (through DATABASE_DIRECT_URL), the
// API's queries and transactions, sessions signed in on one process and refreshed on the other, and
// scheduled jobs all work through the pooler.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";
import { startPgBouncer, type Pooler } from "./pgbouncer";
import { loneServerEnv, startServerProcess, type ServerProcess } from "./server-process";

const OPERATIONS_TOKEN = randomUUID() + randomUUID();

let database: EmptyDatabase;
let pooler: Pooler;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createEmptyDatabase();
  pooler = await startPgBouncer(database.url);
  const env = loneServerEnv(pooler.url, { DATABASE_DIRECT_URL: database.url, OPERATIONS_TOKEN });
  // Started together on an empty database: they take turns on start-up's lock through the direct URL.
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await pooler?.stop();
  await database?.drop();
});

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

it("registers on one process, signs in and refreshes on the other, and runs jobs on both, all through the pooler", async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const credentials = { email: `pooled-${randomUUID().slice(0, 8)}@example.test`, password: "a long trail password" };
  expect((await post(a, "/v2/users/register/", { ...credentials, name: "Pat Pooled" })).status).toBe(201);

  const signedIn = await post(b, "/v2/token/", credentials);
  expect(signedIn.status).toBe(200);
  const refreshed = await post(a, "/v2/token/refresh/", { refresh: signedIn.body.refresh });
  expect(refreshed.status).toBe(200);
  const me = await fetch(`${b.url}/api/v2/users/me/`, { headers: { authorization: `Bearer ${String(refreshed.body.access)}` } });
  expect(((await me.json()) as { email: string }).email).toBe(credentials.email);

  for (const server of [a, b]) {
    for (const job of ["billing", "email-delivery", "database-maintenance"]) {
      const run = await post(server, `/v2/operations/jobs/${job}/run/`, undefined, OPERATIONS_TOKEN);
      expect({ job, status: run.status, error: run.body.error }).toEqual({ job, status: 200, error: null });
    }
  }
  const search = await fetch(`${a.url}/api/v2/search/?q=moab`);
  expect(search.status).toBe(200);
});
