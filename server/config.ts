// The only place that reads process.env: parsed once at start, fails fast with every problem listed.
import { isIPv4 } from "node:net";
import { z } from "zod";
import { DEFAULT_BASEMAP_SOURCES, type BasemapSources } from "../shared/map/basemaps";
import { SOCIAL_PROVIDERS } from "../shared/domain/social-providers";

/** An unset or empty variable means "not configured". */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const flag = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

/**
 * This machine only: `localhost`, an IPv4 literal in 127.0.0.0/8 or `[::1]`. A name that merely
 * starts with "127." (127.trails.example) is anybody's host.
 */
export function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "[::1]" || (isIPv4(hostname) && hostname.startsWith("127."));
}

const isSecureOrLocal = (url: string) => url.startsWith("https://") || isLocalUrl(url);

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    /** PEM files: set both to serve HTTPS with HTTP/2 (HTTP/1.1 still answered) without a proxy in front. */
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalUrl,
    /** PostgreSQL only: connections per process, and how long to wait for each thing before failing. */
    /** The database itself when DATABASE_URL is a pooler in transaction mode: start-up's lock needs a session of its own. */
    DATABASE_DIRECT_URL: optionalUrl,
    /** A streaming replica of DATABASE_URL: what visitors read (pages, tiles, search, sitemaps) comes from it. */
    DATABASE_REPLICA_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(1_800_000),
    DATA_DIR: z.string().min(1).default("./data"),
    STORAGE_DIR: z.string().min(1).optional(),
    MEDIA_BASE_URL: z
      .string()
      .regex(/^(\/|https?:\/\/)/, "MEDIA_BASE_URL must be a path such as /media or an http(s) URL")
      .default("/media"),
    /** Where uploads are kept: a local directory (one process) or an S3-compatible bucket (any number). */
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Another S3-compatible service than AWS (R2, MinIO); unset for AWS. */
    S3_ENDPOINT: optionalUrl,
    /** Unset: the SDK's default credential chain (environment, instance or task role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag,
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Trailguide <no-reply@trailguide.localhost>"),
    WEATHER_API_URL: z.url().default("https://api.weather.gov"),
    WEATHER_USER_AGENT: z.string().min(1).default("Trailguide (support@trailguide.example)"),
    ANALYTICS_HOST: optionalUrl,
    ANALYTICS_KEY: z.string().optional(),
    SIGN_UP_LABEL: z.string().min(1).default("Sign Up"),
    /** An external help centre; unset, the site's own /help is the help centre. */
    SUPPORT_URL: optionalUrl,
    /** The apps' store pages; unset, the site shows no link to that store. */
    APP_STORE_URL: optionalUrl,
    PLAY_STORE_URL: optionalUrl,
    TIRE_PARTNER_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default("summit-tires"),
    TIRE_PARTNER_NAME: z.string().min(1).default("Summit Tires"),
    /** The vehicle-brand partner of the wave page (/wave/{slug}); invented by default. */
    VEHICLE_PARTNER_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default("ridgeline-motors"),
    VEHICLE_PARTNER_NAME: z.string().min(1).default("Ridgeline Motors"),
    /** Offers the online basemaps (streets, topo, satellite, hillshade); off, only the offline one. */
    ONLINE_BASEMAPS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** The online basemaps' sources (shared/map/basemaps.ts has the defaults); `{key}` takes BASEMAP_API_KEY. */
    BASEMAP_STREETS_STYLE_URL: z.url().default(DEFAULT_BASEMAP_SOURCES.streetsStyleUrl),
    BASEMAP_TOPO_TILES_URL: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.topoTilesUrl),
    BASEMAP_TOPO_ATTRIBUTION: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.topoAttribution),
    BASEMAP_IMAGERY_TILES_URL: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.imageryTilesUrl),
    BASEMAP_IMAGERY_ATTRIBUTION: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.imageryAttribution),
    BASEMAP_HILLSHADE_TILES_URL: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.hillshadeTilesUrl),
    BASEMAP_HILLSHADE_ENCODING: z.enum(["terrarium", "mapbox"]).default(DEFAULT_BASEMAP_SOURCES.hillshadeEncoding),
    BASEMAP_HILLSHADE_ATTRIBUTION: z.string().min(1).default(DEFAULT_BASEMAP_SOURCES.hillshadeAttribution),
    /** A provider's browser key, for sources whose URLs need one. */
    BASEMAP_API_KEY: z.string().optional(),
    /** Read the client's address from X-Forwarded-For; only behind a proxy that sets it. */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** With TRUST_PROXY: how many proxies (load balancer, CDN) append to X-Forwarded-For before us. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Who takes payments: the built-in sandbox (test cards, no money moves) or Stripe. */
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Another address for the Stripe API (a local fake in tests); unset for Stripe itself. */
    STRIPE_API_URL: optionalUrl,
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** On a public PUBLIC_URL the demo accounts (published passwords) are refused unless this is set. */
    ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL: flag,
    /** On a public PUBLIC_URL the payment sandbox (test cards, no money) is refused unless this is set. */
    ALLOW_SANDBOX_PAYMENTS_ON_PUBLIC_URL: flag,
    // Social sign-in (OpenID Connect, ADR 0056): a provider is on when its client id is set.
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
    /** The `aud` its ID tokens carry; the client id unless the apps use another. */
    GOOGLE_AUDIENCE: optionalText,
    APPLE_CLIENT_ID: optionalText,
    APPLE_ISSUER: z.url().default("https://appleid.apple.com"),
    APPLE_AUDIENCE: optionalText,
    /** Apple's token endpoint takes an ES256 JWT as client secret, signed with this team's key. */
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    /** The PKCS#8 PEM of the key (literal "\n" sequences are read as line breaks). */
    APPLE_PRIVATE_KEY: optionalText,
    // Marketing (spec §7, ADR 0058): each service is off until its id or key is set.
    /** E-mail marketing: a Segment-compatible HTTP API that takes `POST {host}/v1/identify`. */
    EMAIL_MARKETING_HOST: optionalUrl,
    EMAIL_MARKETING_WRITE_KEY: z.string().trim().optional(),
    /** A Google-Tag-Manager-compatible tag manager: its script and the container it loads. */
    TAG_MANAGER_SCRIPT_URL: z.url().default("https://www.googletagmanager.com/gtm.js"),
    TAG_MANAGER_CONTAINER_ID: z.string().trim().optional(),
    /** A Meta-pixel-compatible ad pixel (`fbq`): its script and the pixel's id. */
    AD_PIXEL_SCRIPT_URL: z.url().default("https://connect.facebook.net/en_US/fbevents.js"),
    AD_PIXEL_ID: z.string().trim().optional(),
    // The GPS partner (ADR 0057): an OAuth 2.0 service readers link to send GPX to; off until its
    // client id and its authorize, token and upload URLs are set. The brand is invented by default.
    GPS_PARTNER_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default("backcountry-maps"),
    GPS_PARTNER_NAME: z.string().min(1).default("Backcountry Maps"),
    GPS_PARTNER_CLIENT_ID: z.string().optional(),
    GPS_PARTNER_CLIENT_SECRET: z.string().optional(),
    GPS_PARTNER_AUTHORIZE_URL: optionalUrl,
    GPS_PARTNER_TOKEN_URL: optionalUrl,
    /** RFC 7009 token revocation; unset, disconnecting only forgets the tokens. */
    GPS_PARTNER_REVOKE_URL: optionalUrl,
    GPS_PARTNER_UPLOAD_URL: optionalUrl,
    GPS_PARTNER_SCOPE: z.string().optional(),
    /** 32 bytes, base64: encrypts the partner's tokens at rest; unset, derived from JWT_SECRET. */
    GPS_PARTNER_TOKEN_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || Buffer.from(value, "base64").length === 32, "must be 32 bytes, base64"),
    /**
     * Turns on POST /api/v2/operations/jobs/{name}/run/ (ADR 0070) for callers that send it as their
     * bearer token; unset, that route answers 404.
     */
    OPERATIONS_TOKEN: optionalText.pipe(z.string().min(32, "OPERATIONS_TOKEN must be at least 32 characters").optional()),
    /** Turns on GET /metrics for scrapers that send it as their bearer token; unset, that route answers 404. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, "METRICS_TOKEN must be at least 32 characters").optional()),
    /** Points in a "GPX route for GPS devices" export (ADR 0062): many units keep at most 250 per route. */
    GARMIN_ROUTE_MAX_POINTS: z.coerce.number().int().min(2).max(10_000).default(250),
  })
  .refine((env) => env.PAYMENT_PROVIDER !== "stripe" || (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET), {
    message: "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    path: ["PAYMENT_PROVIDER"],
  })
  .refine((env) => isSecureOrLocal(env.GOOGLE_ISSUER), {
    message: "must be https (plain http only for an issuer on this machine)",
    path: ["GOOGLE_ISSUER"],
  })
  .refine((env) => isSecureOrLocal(env.APPLE_ISSUER), {
    message: "must be https (plain http only for an issuer on this machine)",
    path: ["APPLE_ISSUER"],
  })
  .refine((env) => !env.APPLE_CLIENT_ID || (env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY), {
    message: "APPLE_CLIENT_ID needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY to sign its client secret",
    path: ["APPLE_CLIENT_ID"],
  })
  .refine((env) => !env.TLS_CERT_FILE === !env.TLS_KEY_FILE, {
    message: "TLS_CERT_FILE and TLS_KEY_FILE are set together (or neither, for plain HTTP)",
    path: ["TLS_CERT_FILE"],
  })
  .refine((env) => env.STORAGE_DRIVER !== "s3" || env.S3_BUCKET, {
    message: "is required with STORAGE_DRIVER=s3",
    path: ["S3_BUCKET"],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the default credential chain)",
    path: ["S3_ACCESS_KEY_ID"],
  })
  // Several processes share one database: each must sign tokens alike and build the same links.
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    message: "is required with DATABASE_URL: every process must sign and check tokens with the same secret",
    path: ["JWT_SECRET"],
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.DATABASE_URL, {
    message: "needs DATABASE_URL: a replica serves reads beside a PostgreSQL primary, never the embedded database",
    path: ["DATABASE_REPLICA_URL"],
  })
  .refine((env) => !env.DATABASE_URL || env.PUBLIC_URL, {
    message: "is required with DATABASE_URL: links in e-mails and pages must not depend on the request's Host header",
    path: ["PUBLIC_URL"],
  })
  // Safe by default when deployed where others can reach it.
  .refine(
    (env) => !env.PUBLIC_URL || isLocalUrl(env.PUBLIC_URL) || !env.SEED_DEMO_DATA || env.ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL,
    {
      message:
        "would seed demo accounts, whose passwords are published, on a public PUBLIC_URL: set SEED_DEMO_DATA=false (or ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL=true for a public demo)",
      path: ["SEED_DEMO_DATA"],
    },
  )
  .refine(
    (env) =>
      !env.PUBLIC_URL ||
      isLocalUrl(env.PUBLIC_URL) ||
      env.PAYMENT_PROVIDER !== "sandbox" ||
      env.ALLOW_SANDBOX_PAYMENTS_ON_PUBLIC_URL,
    {
      message:
        "is the sandbox (test cards, no money moves) on a public PUBLIC_URL: set PAYMENT_PROVIDER=stripe (or ALLOW_SANDBOX_PAYMENTS_ON_PUBLIC_URL=true for a public demo)",
      path: ["PAYMENT_PROVIDER"],
    },
  );

export type Config = ReturnType<typeof toConfig>;

function storageConfig(env: z.infer<typeof configSchema>) {
  const baseUrl = env.MEDIA_BASE_URL.replace(/\/$/, "");
  const local = { driver: "local", dir: env.STORAGE_DIR ?? `${env.DATA_DIR}/media`, baseUrl } as const;
  if (env.STORAGE_DRIVER === "local" || !env.S3_BUCKET) return local;
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    driver: "s3",
    baseUrl,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      credentials,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      baseUrl,
    },
  } as const;
}

function toConfig(env: z.infer<typeof configSchema>) {
  const tls = env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE } : undefined;
  const publicUrl = env.PUBLIC_URL ?? `${tls ? "https" : "http"}://${env.HOST}:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    tls,
    publicUrl: publicUrl.replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? ({
          kind: "postgres",
          url: env.DATABASE_URL,
          directUrl: env.DATABASE_DIRECT_URL,
          replicaUrl: env.DATABASE_REPLICA_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          startupTimeoutMs: env.DATABASE_STARTUP_TIMEOUT_MS,
        } as const)
      : ({ kind: "pglite", dataDir: `${env.DATA_DIR}/pglite` } as const),
    dataDir: env.DATA_DIR,
    storage: storageConfig(env),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    weather: { apiUrl: env.WEATHER_API_URL.replace(/\/$/, ""), userAgent: env.WEATHER_USER_AGENT },
    analytics: env.ANALYTICS_HOST && env.ANALYTICS_KEY ? { host: env.ANALYTICS_HOST, key: env.ANALYTICS_KEY } : undefined,
    seedDemoData: env.SEED_DEMO_DATA,
    /** A public site opens with no account anyone can sign in to with the README's demo password. */
    refuseDemoAccounts: Boolean(env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL) && !env.ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL),
    trustProxy: env.TRUST_PROXY,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    payments: {
      provider: env.PAYMENT_PROVIDER,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
          : undefined,
    },
    /** Values the browser may see; nothing else in config leaves the server. */
    client: {
      signUpLabel: env.SIGN_UP_LABEL,
      supportUrl: env.SUPPORT_URL ?? null,
      appStoreUrl: env.APP_STORE_URL ?? null,
      playStoreUrl: env.PLAY_STORE_URL ?? null,
      tirePartner: { slug: env.TIRE_PARTNER_SLUG, name: env.TIRE_PARTNER_NAME },
      vehiclePartner: { slug: env.VEHICLE_PARTNER_SLUG, name: env.VEHICLE_PARTNER_NAME },
      analytics: env.ANALYTICS_HOST && env.ANALYTICS_KEY ? { host: env.ANALYTICS_HOST, key: env.ANALYTICS_KEY } : null,
      basemaps: env.ONLINE_BASEMAPS ? basemapSources(env) : null,
      socialProviders: socialProviders(env).map(({ key }) => ({ key, name: SOCIAL_PROVIDERS[key].name })),
      marketing: marketingConfig(env),
      gpsPartner: gpsPartnerConfig(env) ? { slug: env.GPS_PARTNER_SLUG, name: env.GPS_PARTNER_NAME } : null,
    },
    socialSignIn: { providers: socialProviders(env) },
    gpsPartner: gpsPartnerConfig(env),
    garminRouteMaxPoints: env.GARMIN_ROUTE_MAX_POINTS,
    operationsToken: env.OPERATIONS_TOKEN,
    metricsToken: env.METRICS_TOKEN,
  };
}

/** One configured social sign-in provider, as the server uses it. */
export type SocialProviderConfig = ReturnType<typeof socialProviders>[number];

function socialProviders(env: z.infer<typeof configSchema>) {
  const google = env.GOOGLE_CLIENT_ID
    ? {
        key: "google" as const,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        issuer: env.GOOGLE_ISSUER,
        audience: env.GOOGLE_AUDIENCE ?? env.GOOGLE_CLIENT_ID,
        appleSigningKey: undefined,
      }
    : undefined;
  const apple =
    env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
      ? {
          key: "apple" as const,
          clientId: env.APPLE_CLIENT_ID,
          clientSecret: undefined,
          issuer: env.APPLE_ISSUER,
          audience: env.APPLE_AUDIENCE ?? env.APPLE_CLIENT_ID,
          appleSigningKey: {
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKeyPem: env.APPLE_PRIVATE_KEY.replaceAll("\\n", "\n"),
          },
        }
      : undefined;
  return [google, apple].filter((provider) => provider !== undefined);
}

/** The marketing services the pages talk to; all of it is public in the browser anyway. */
function marketingConfig(env: z.infer<typeof configSchema>) {
  return {
    emailMarketing:
      env.EMAIL_MARKETING_HOST && env.EMAIL_MARKETING_WRITE_KEY
        ? { host: env.EMAIL_MARKETING_HOST.replace(/\/+$/, ""), writeKey: env.EMAIL_MARKETING_WRITE_KEY }
        : null,
    tagManager: env.TAG_MANAGER_CONTAINER_ID
      ? { scriptUrl: env.TAG_MANAGER_SCRIPT_URL, containerId: env.TAG_MANAGER_CONTAINER_ID }
      : null,
    adPixel: env.AD_PIXEL_ID ? { scriptUrl: env.AD_PIXEL_SCRIPT_URL, pixelId: env.AD_PIXEL_ID } : null,
  };
}

function gpsPartnerConfig(env: z.infer<typeof configSchema>) {
  const { GPS_PARTNER_CLIENT_ID: clientId, GPS_PARTNER_AUTHORIZE_URL: authorizeUrl } = env;
  const { GPS_PARTNER_TOKEN_URL: tokenUrl, GPS_PARTNER_UPLOAD_URL: uploadUrl } = env;
  if (!clientId || !authorizeUrl || !tokenUrl || !uploadUrl) return undefined;
  return {
    slug: env.GPS_PARTNER_SLUG,
    name: env.GPS_PARTNER_NAME,
    clientId,
    clientSecret: env.GPS_PARTNER_CLIENT_SECRET || undefined,
    authorizeUrl,
    tokenUrl,
    revokeUrl: env.GPS_PARTNER_REVOKE_URL,
    uploadUrl,
    scope: env.GPS_PARTNER_SCOPE || undefined,
    tokenKey: env.GPS_PARTNER_TOKEN_KEY ? Buffer.from(env.GPS_PARTNER_TOKEN_KEY, "base64") : undefined,
  };
}

export type GpsPartnerConfig = NonNullable<ReturnType<typeof gpsPartnerConfig>>;

function basemapSources(env: z.infer<typeof configSchema>): BasemapSources {
  const withKey = (url: string) => (env.BASEMAP_API_KEY ? url.replaceAll("{key}", encodeURIComponent(env.BASEMAP_API_KEY)) : url);
  return {
    streetsStyleUrl: withKey(env.BASEMAP_STREETS_STYLE_URL),
    topoTilesUrl: withKey(env.BASEMAP_TOPO_TILES_URL),
    topoAttribution: env.BASEMAP_TOPO_ATTRIBUTION,
    imageryTilesUrl: withKey(env.BASEMAP_IMAGERY_TILES_URL),
    imageryAttribution: env.BASEMAP_IMAGERY_ATTRIBUTION,
    hillshadeTilesUrl: withKey(env.BASEMAP_HILLSHADE_TILES_URL),
    hillshadeEncoding: env.BASEMAP_HILLSHADE_ENCODING,
    hillshadeAttribution: env.BASEMAP_HILLSHADE_ATTRIBUTION,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return toConfig(parsed.data);
}
