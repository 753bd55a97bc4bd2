// The embedded database (no DATABASE_URL) after a crash: a process killed with SIGKILL right after a
// write serves again once restarted, with the write kept. How long the restart takes is a figure for
// a benchmark, not a test: on a busy machine it ran past the 10 s this test once held it to.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "./server-process";

let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "trailguide-embedded-"));
  env = {
    NODE_ENV: "production",
    LOG_LEVEL: "fatal",
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "false",
    PUBLIC_URL: "http://localhost:3000",
  };
  server = await startServerProcess(env);
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const credentials = { email: `crash-${randomUUID().slice(0, 8)}@example.test`, password: "a long trail password" };

async function post(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

it("serves again after a restart from SIGKILL, with the account registered just before", async () => {
  expect(await post(`${server!.url}/api/v2/users/register/`, { ...credentials, name: "Casey Crash" })).toBe(201);
  await server!.crash();

  server = await startServerProcess(env);
  expect(await post(`${server.url}/api/v2/token/`, credentials)).toBe(200);
});
