// Runs the built server (build/node/main.js) as a real child process, as production runs it
// (with the flags of `npm run serve`).
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { get as httpsGet } from "node:https";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { SERVE_NODE_FLAGS } from "../../scripts/serve-flags";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";

const SERVER_ENTRY = path.resolve("build/node/main.js");
const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  url: string;
  port: number;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** True once the process has ended, for whatever reason. */
  hasExited(): boolean;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or an out-of-memory kill would. */
  crash(): Promise<void>;
}

/**
 * `trust`: the certificate of a process started with TLS_CERT_FILE, which its health check accepts.
 * `port`: where it listens (a free one unless given: a restarted process takes its predecessor's).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { trust, port: chosenPort }: { trust?: string; port?: number } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error("No build: run `npm run build` before the process tests.");
  const port = chosenPort ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [...SERVE_NODE_FLAGS, SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  let exited = false;
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const server: ServerProcess = {
    url: `${env.TLS_CERT_FILE ? "https" : "http"}://127.0.0.1:${port}`,
    port,
    output: () => printed,
    hasExited: () => exited,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      await exit;
    },
    async crash() {
      if (!exited) child.kill("SIGKILL");
      await exit;
    },
  };
  await waitUntilHealthy(server, trust);
  return server;
}

function healthStatus(url: string, trust: string | undefined): Promise<number> {
  if (!trust) return fetch(url).then((response) => response.status);
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca: trust }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

async function waitUntilHealthy(server: ServerProcess, trust: string | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`The server process ended while starting:\n${server.output()}`);
    try {
      if ((await healthStatus(`${server.url}/health`, trust)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`The server did not become healthy in ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A production process on `databaseUrl` with no demo data: what the failure tests start. */
export function loneServerEnv(databaseUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "fatal",
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomUUID() + randomUUID(),
    PUBLIC_URL: "http://localhost:3000",
    SEED_DEMO_DATA: "false",
    ...overrides,
  };
}

export interface LoneServer {
  server: ServerProcess;
  database: EmptyDatabase;
  /** Ends the process, then drops its database. */
  stop(): Promise<void>;
}

/** A production process (`loneServerEnv` with `overrides`) on an empty database of its own. */
export async function startLoneServer(
  overrides: Record<string, string> = {},
  options: { trust?: string } = {},
): Promise<LoneServer> {
  const database = await createEmptyDatabase();
  try {
    const server = await startServerProcess(loneServerEnv(database.url, overrides), options);
    return {
      server,
      database,
      async stop() {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
