import { defineConfig } from "@playwright/test";
import { E2E_APP_STORE_URL, E2E_PLAY_STORE_URL } from "./tests/e2e/app-stores";
import { AD_PIXEL_SCRIPT_URL, CAPTURE_HOST, TAG_MANAGER_SCRIPT_URL } from "./tests/e2e/capture-server";
import { GPS_PARTNER_ENV } from "./tests/e2e/gps-partner-server";
import { MAIL_SMTP_URL } from "./tests/e2e/mail-sink";
import { OIDC_ISSUER_URL } from "./tests/e2e/oidc-provider";
import { E2E_OPERATIONS_TOKEN } from "./tests/e2e/run-jobs";

const PORT = 3100;

/**
 * Public-land data (the project's own small set of USFS ranger districts, tests/fixtures), imported
 * with the README's command before the server starts, so the map's layer and the guide pages show it.
 */
const USFS_RANGER_DISTRICTS = "tests/fixtures/public-lands/usfs-ranger-districts";

/** A port nothing listens on. */
const UNREACHABLE_ORIGIN = "http://127.0.0.1:1";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-unsafe-swiftshader",
      ],
    },
  },
  webServer: {
    command: `rm -rf build/e2e-data && node_modules/.bin/tsx scripts/import-public-lands.ts ${USFS_RANGER_DISTRICTS} && exec node build/node/main.js`,
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "build/e2e-data",
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
    },
  },
});
