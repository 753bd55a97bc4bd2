// The production build started for a benchmark: its own empty data directory (or the database the
// caller names), the production log level with lines sent to /dev/null, healthy before it returns.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SERVE_NODE_FLAGS } from "../scripts/serve-flags";

export interface ProductionServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy");
}

export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "trailguide-bench-"));
  const base = `${env.TLS_CERT_FILE ? "https" : "http"}://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVE_NODE_FLAGS, "build/node/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop };
}

/** Signs a demo account in and returns its session cookies as one Cookie header. */
export async function sessionCookieOf(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/v2/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
