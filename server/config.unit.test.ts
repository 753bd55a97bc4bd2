// Settings an operator gets wrong fail at start with a message that names the fix.
import { describe, expect, it } from "vitest";
import { isLocalUrl, loadConfig } from "./config";

const SECRET = "a-secret-that-is-long-enough-for-every-process";
const publicDeploy = {
  DATABASE_URL: "postgres://app@db.internal:5432/trailguide",
  JWT_SECRET: SECRET,
  PUBLIC_URL: "https://trails.example.com",
  SEED_DEMO_DATA: "false",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe(loadConfig.name, () => {
  it("starts the local quick start with no settings at all: demo accounts and the sandbox on localhost", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ seedDemoData: true, publicUrl: "http://localhost:3000", payments: { provider: "sandbox" } });
  });

  it("needs JWT_SECRET and PUBLIC_URL with DATABASE_URL, so every process signs and links alike", () => {
    const { JWT_SECRET: _secret, PUBLIC_URL: _url, ...without } = publicDeploy;
    expect(() => loadConfig(without)).toThrow(
      /JWT_SECRET: is required with DATABASE_URL[\s\S]*PUBLIC_URL: is required with DATABASE_URL/,
    );
    expect(loadConfig(publicDeploy).database).toMatchObject({ kind: "postgres", poolSize: 10, statementTimeoutMs: 30_000 });
  });

  it("reads from a replica only beside a PostgreSQL primary", () => {
    const replica = "postgres://app@db-replica.internal:5432/trailguide";
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
    expect(loadConfig({ ...publicDeploy, DATABASE_REPLICA_URL: replica }).database).toMatchObject({ replicaUrl: replica });
  });

  it("refuses demo accounts and sandbox payments on a public address unless each is allowed by name", () => {
    const withDemo = { ...publicDeploy, SEED_DEMO_DATA: "true" };
    expect(() => loadConfig(withDemo)).toThrow(/SEED_DEMO_DATA: would seed demo accounts/);
    expect(loadConfig({ ...withDemo, ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL: "true" }).seedDemoData).toBe(true);
    // Demo accounts an earlier run left in the database are refused at start too (demo-accounts-guard).
    expect(loadConfig(publicDeploy).refuseDemoAccounts).toBe(true);
    expect(loadConfig({ ...publicDeploy, ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL: "true" }).refuseDemoAccounts).toBe(false);
    expect(loadConfig({}).refuseDemoAccounts).toBe(false);

    const withSandbox = { ...publicDeploy, PAYMENT_PROVIDER: "sandbox" };
    expect(() => loadConfig(withSandbox)).toThrow(/PAYMENT_PROVIDER: is the sandbox/);
    expect(loadConfig({ ...withSandbox, ALLOW_SANDBOX_PAYMENTS_ON_PUBLIC_URL: "true" }).payments.provider).toBe("sandbox");
  });

  it("starts a public host whose name begins with 127. like any public host: no demo accounts, no sandbox", () => {
    const lookalike = { PUBLIC_URL: "https://127.trails.example" };
    expect(() => loadConfig(lookalike)).toThrow(
      /SEED_DEMO_DATA: would seed demo accounts[\s\S]*PAYMENT_PROVIDER: is the sandbox/,
    );
    expect(loadConfig({ ...publicDeploy, PUBLIC_URL: "https://127.trails.example" }).refuseDemoAccounts).toBe(true);
  });

  it("tells local addresses from public ones", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://127.1.2.3"]) {
      expect(isLocalUrl(url)).toBe(true);
    }
    for (const url of [
      "https://trails.example.com",
      "http://10.0.0.5",
      "https://localhost.example.com",
      "https://127.trails.example",
      "http://127.0.0.1.nip.example",
      "https://trails.localhost",
      "http://site.test",
    ]) {
      expect(isLocalUrl(url)).toBe(false);
    }
  });

  it("serves HTTPS with a certificate and its key, never with only one of them", () => {
    expect(() => loadConfig({ TLS_CERT_FILE: "cert.pem" })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE are set together/);
    const secure = loadConfig({ TLS_CERT_FILE: "cert.pem", TLS_KEY_FILE: "key.pem", HOST: "127.0.0.1", PORT: "8443" });
    expect(secure.tls).toEqual({ certFile: "cert.pem", keyFile: "key.pem" });
    expect(secure.publicUrl).toBe("https://127.0.0.1:8443");
    expect(loadConfig({}).tls).toBeUndefined();
  });

  it("needs a bucket for S3 storage, and both halves of a key or neither", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" })).toThrow(/set together/);
    expect(loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "media" }).storage).toMatchObject({
      driver: "s3",
      s3: { bucket: "media", region: "us-east-1", credentials: undefined },
    });
  });

  it("turns each social sign-in provider on only with its client id, and shows the browser only its name", () => {
    expect(loadConfig({}).socialSignIn.providers).toEqual([]);
    expect(loadConfig({}).client.socialProviders).toEqual([]);
    const google = loadConfig({ GOOGLE_CLIENT_ID: "web-client" });
    expect(google.socialSignIn.providers).toEqual([
      expect.objectContaining({ key: "google", issuer: "https://accounts.google.com", audience: "web-client" }),
    ]);
    expect(google.client.socialProviders).toEqual([{ key: "google", name: "Google" }]);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "web-client", GOOGLE_ISSUER: "http://issuer.example" })).toThrow(
      /GOOGLE_ISSUER: must be https/,
    );
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: "web-client", GOOGLE_ISSUER: "http://127.0.0.1:3197" }).socialSignIn.providers,
    ).toHaveLength(1);
    expect(JSON.stringify(loadConfig({ GOOGLE_CLIENT_ID: "web-client", GOOGLE_CLIENT_SECRET: "s3cret" }).client)).not.toContain(
      "s3cret",
    );
  });

  it("needs Apple's team, key id and key to sign its client secret", () => {
    expect(() => loadConfig({ APPLE_CLIENT_ID: "com.example.web" })).toThrow(/APPLE_CLIENT_ID: .*APPLE_PRIVATE_KEY/);
    const apple = loadConfig({
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_TEAM_ID: "TEAM123",
      APPLE_KEY_ID: "KEY123",
      APPLE_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----",
    });
    expect(apple.socialSignIn.providers[0]?.appleSigningKey?.privateKeyPem).toBe(
      "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----",
    );
    expect(apple.client.socialProviders).toEqual([{ key: "apple", name: "Apple" }]);
  });

  it("turns the GPS partner on with its client and endpoints only, and shows the browser its name alone", () => {
    expect(loadConfig({}).client.gpsPartner).toBeNull();
    expect(loadConfig({ GPS_PARTNER_CLIENT_ID: "client" }).gpsPartner).toBeUndefined();
    const endpoints = {
      GPS_PARTNER_CLIENT_ID: "client",
      GPS_PARTNER_CLIENT_SECRET: "secret",
      GPS_PARTNER_AUTHORIZE_URL: "https://maps.example/oauth/authorize",
      GPS_PARTNER_TOKEN_URL: "https://maps.example/oauth/token",
      GPS_PARTNER_UPLOAD_URL: "https://maps.example/api/uploads",
    };
    const configured = loadConfig(endpoints);
    expect(configured.client.gpsPartner).toEqual({ slug: "backcountry-maps", name: "Backcountry Maps" });
    expect(configured.gpsPartner).toMatchObject({ clientId: "client", clientSecret: "secret", revokeUrl: undefined });
    expect(() => loadConfig({ ...endpoints, GPS_PARTNER_TOKEN_KEY: "c2hvcnQ=" })).toThrow(/GPS_PARTNER_TOKEN_KEY/);
  });

  it("turns the operations endpoint on only with a token long enough not to be guessed", () => {
    expect(loadConfig({}).operationsToken).toBeUndefined();
    expect(loadConfig({ OPERATIONS_TOKEN: "" }).operationsToken).toBeUndefined();
    expect(() => loadConfig({ OPERATIONS_TOKEN: "short" })).toThrow(
      /OPERATIONS_TOKEN: OPERATIONS_TOKEN must be at least 32 characters/,
    );
    expect(loadConfig({ OPERATIONS_TOKEN: SECRET }).operationsToken).toBe(SECRET);
  });
});
