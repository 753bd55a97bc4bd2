// The browser tests' servers: global setup lays out one seeded data directory from the run's golden
// copy, and each Playwright worker copies it and starts its own server process from the build on a
// port of its own, so workers never see each other's writes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { copyGoldenMedia, goldenCopy } from "../setup/golden-copy";
import { E2E_APP_STORE_URL, E2E_PLAY_STORE_URL } from "./app-stores";
import { AD_PIXEL_SCRIPT_URL, CAPTURE_HOST, TAG_MANAGER_SCRIPT_URL } from "./capture-server";
import { GPS_PARTNER_ENV } from "./gps-partner-server";
import { MAIL_SMTP_URL } from "./mail-sink";
import { OIDC_ISSUER_URL } from "./oidc-provider";
import { E2E_OPERATIONS_TOKEN } from "./run-jobs";

/** Worker N's server listens on FIRST_PORT + N. */
const FIRST_PORT = 3101;
const E2E_DIR = "build/e2e";
const GOLDEN_DATA_DIR = `${E2E_DIR}/golden`;
const workerDataDir = (parallelIndex: number) => `${E2E_DIR}/worker-${parallelIndex}`;

/**
 * Public-land data (the project's own small set of USFS ranger districts, tests/fixtures), imported
 * with the README's command into the golden data directory, so the map's layer and the guide pages
 * show it.
 */
const USFS_RANGER_DISTRICTS = "tests/fixtures/public-lands/usfs-ranger-districts";

/** A port nothing listens on. */
const UNREACHABLE_ORIGIN = "http://127.0.0.1:1";

const SERVER_ENV = {
  HOST: "127.0.0.1",
  // The fixture signs each test in from an address of its own (X-Forwarded-For).
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  ANALYTICS_HOST: CAPTURE_HOST,
  ANALYTICS_KEY: "e2e-analytics-key",
  // Gift, receipt and trial e-mails go to the sink that global-setup starts.
  SMTP_URL: MAIL_SMTP_URL,
  // The online basemaps at an address nothing answers, as on a machine with no internet.
  BASEMAP_STREETS_STYLE_URL: `${UNREACHABLE_ORIGIN}/styles/streets.json`,
  BASEMAP_TOPO_TILES_URL: `${UNREACHABLE_ORIGIN}/topo/{z}/{y}/{x}`,
  BASEMAP_IMAGERY_TILES_URL: `${UNREACHABLE_ORIGIN}/imagery/{z}/{y}/{x}`,
  BASEMAP_HILLSHADE_TILES_URL: `${UNREACHABLE_ORIGIN}/terrain/{z}/{x}/{y}.png`,
  // No weather service either: the forecast tabs say so, at once, without asking the internet.
  WEATHER_API_URL: UNREACHABLE_ORIGIN,
  // The apps' store pages, as a site with published apps configures them.
  APP_STORE_URL: E2E_APP_STORE_URL,
  PLAY_STORE_URL: E2E_PLAY_STORE_URL,
  // "Continue with Google" signs in at the local OpenID Connect provider global-setup starts.
  GOOGLE_CLIENT_ID: "e2e-google-client",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_ISSUER: OIDC_ISSUER_URL,
  // Marketing (ADR 0058): e-mail identify, tag manager and ad pixel, all at the capture server.
  EMAIL_MARKETING_HOST: CAPTURE_HOST,
  EMAIL_MARKETING_WRITE_KEY: "e2e-write-key",
  TAG_MANAGER_SCRIPT_URL,
  TAG_MANAGER_CONTAINER_ID: "GTM-E2E",
  AD_PIXEL_SCRIPT_URL,
  AD_PIXEL_ID: "e2e-pixel",
  // The GPS partner: the OAuth 2.0 stand-in that global-setup starts.
  ...GPS_PARTNER_ENV,
  // Specs run the billing and e-mail jobs now (tests/e2e/run-jobs.ts) instead of waiting for their timers.
  OPERATIONS_TOKEN: E2E_OPERATIONS_TOKEN,
};

export interface E2eServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts `node build/node/main.js` on `dataDir` and waits until it answers its health check. */
async function startServer(dataDir: string, port: number): Promise<E2eServer> {
  const child = spawn(process.execPath, ["build/node/main.js"], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(child, baseURL);
  return { baseURL, stop: () => stopServer(child) };
}

async function waitForHealth(child: ChildProcess, baseURL: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server on ${baseURL} exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`The e2e server on ${baseURL} did not become healthy`);
}

/** SIGTERM, and wait until the process has closed its database. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Lays out the golden data directory once per run: the run's golden copy (the seeded database and its
 * photos) unpacked, then the fixture districts imported into it.
 */
export async function prepareGoldenDataDir(): Promise<void> {
  rmSync(E2E_DIR, { recursive: true, force: true });
  const copy = await goldenCopy(`${E2E_DIR}/golden-copy`);
  mkdirSync(`${GOLDEN_DATA_DIR}/pglite`, { recursive: true });
  runOrThrow("tar", ["-xf", copy.dumpFile, "-C", `${GOLDEN_DATA_DIR}/pglite`]);
  copyGoldenMedia(copy, GOLDEN_DATA_DIR);
  runOrThrow("node_modules/.bin/tsx", ["scripts/import-public-lands.ts", USFS_RANGER_DISTRICTS], { DATA_DIR: GOLDEN_DATA_DIR });
}

function runOrThrow(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "pipe"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr.toString()}`);
}

let workerServer: E2eServer | null = null;

/** A worker's own server on its own copy of the golden data directory. */
export async function startWorkerServer(parallelIndex: number): Promise<E2eServer> {
  const dataDir = workerDataDir(parallelIndex);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(GOLDEN_DATA_DIR, dataDir, { recursive: true });
  workerServer = await startServer(dataDir, FIRST_PORT + parallelIndex);
  return workerServer;
}

/** This worker's server, for a helper that opens a context of its own or needs the site's origin. */
export function workerBaseURL(): string {
  if (!workerServer) throw new Error("This worker's server has not started");
  return workerServer.baseURL;
}
