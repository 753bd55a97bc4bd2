// The embedded database (no DATABASE_URL) after a crash: a process killed with SIGKILL right after a
// write is serving again within 10 s of its restart, with the write kept.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "./server-process";

const RESTART_WITHIN_MS = 10_000;

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

it("serves again within 10 s of a restart after SIGKILL, with the account registered just before", async () => {
  expect(await post(`${server!.url}/api/v2/users/register/`, { ...credentials, name: "Casey Crash" })).toBe(201);
  await server!.crash();

  const restarted = Date.now();
  server = await startServerProcess(env);
  expect(Date.now() - restarted).toBeLessThan(RESTART_WITHIN_MS);
  expect(await post(`${server.url}/api/v2/token/`, credentials)).toBe(200);
});
