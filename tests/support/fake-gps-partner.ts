// A local stand-in for the GPS partner: a plain OAuth 2.0 server (authorization code with PKCE S256,
// refresh grant, RFC 7009 revocation) with an upload endpoint that wants the bearer token. The
// authorize endpoint approves at once and sends the browser back with code and state. Switches make
// it misbehave the ways a real partner can.
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";

export interface ReceivedUpload {
  accessToken: string;
  fileName: string;
  gpx: string;
}

export interface FakeGpsPartnerSwitches {
  /** Access tokens are issued with expires_in 0 and refused at once. */
  expireAccessTokensAtOnce: boolean;
  /** Every refresh token is refused, as if the reader had revoked access at the partner. */
  refuseRefresh: boolean;
  /** The upload endpoint answers 500. */
  failUploads: boolean;
  /** The upload endpoint waits this long before answering, so a test can see the progress. */
  uploadDelayMs: number;
}

export interface FakeGpsPartner {
  url: string;
  clientId: string;
  switches: FakeGpsPartnerSwitches;
  uploads: ReceivedUpload[];
  revokedTokens: string[];
  /** The environment that points the app at this partner. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
}

interface IssuedToken {
  expiresAt: number;
  isRevoked: boolean;
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export async function startFakeGpsPartner({ port = 0, clientId = "trailguide-test-client" } = {}): Promise<FakeGpsPartner> {
  const switches: FakeGpsPartnerSwitches = {
    expireAccessTokensAtOnce: false,
    refuseRefresh: false,
    failUploads: false,
    uploadDelayMs: 0,
  };
  const uploads: ReceivedUpload[] = [];
  const revokedTokens: string[] = [];
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, IssuedToken>();
  let origin = "";

  const invalidGrant = (description: string) => ({ error: "invalid_grant", error_description: description });

  function issueTokens() {
    const lifetimeSeconds = switches.expireAccessTokensAtOnce ? 0 : 3600;
    const access = token("access");
    const refresh = token("refresh");
    accessTokens.set(access, { expiresAt: Date.now() + lifetimeSeconds * 1000, isRevoked: false });
    refreshTokens.set(refresh, { expiresAt: Number.POSITIVE_INFINITY, isRevoked: false });
    return {
      access_token: access,
      token_type: "Bearer",
      expires_in: lifetimeSeconds,
      refresh_token: refresh,
      scope: "routes:write",
    };
  }

  const app = new Hono()
    .get("/oauth/authorize", (c) => {
      const query = c.req.query();
      if (query.client_id !== clientId || query.response_type !== "code" || !query.redirect_uri) {
        return c.text("Unknown client or request", 400);
      }
      if (query.code_challenge_method !== "S256" || !query.code_challenge) return c.text("PKCE S256 is required", 400);
      const code = token("code");
      codes.set(code, { clientId, redirectUri: query.redirect_uri, challenge: query.code_challenge });
      const back = new URL(query.redirect_uri);
      back.searchParams.set("code", code);
      if (query.state) back.searchParams.set("state", query.state);
      return c.redirect(back.href, 302);
    })
    .post("/oauth/token", async (c) => {
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      if (field("client_id") !== clientId) return c.json({ error: "invalid_client" }, 401);
      if (field("grant_type") === "authorization_code") {
        const pending = codes.get(field("code"));
        codes.delete(field("code"));
        if (!pending) return c.json(invalidGrant("unknown or used code"), 400);
        if (pending.redirectUri !== field("redirect_uri")) return c.json(invalidGrant("redirect_uri mismatch"), 400);
        if (s256(field("code_verifier")) !== pending.challenge) return c.json(invalidGrant("PKCE verification failed"), 400);
        return c.json(issueTokens());
      }
      if (field("grant_type") === "refresh_token") {
        const issued = refreshTokens.get(field("refresh_token"));
        if (!issued || issued.isRevoked || switches.refuseRefresh) return c.json(invalidGrant("refresh token revoked"), 400);
        issued.isRevoked = true;
        return c.json(issueTokens());
      }
      return c.json({ error: "unsupported_grant_type" }, 400);
    })
    .post("/oauth/revoke", async (c) => {
      const form = await c.req.parseBody();
      const value = typeof form.token === "string" ? form.token : "";
      const issued = refreshTokens.get(value) ?? accessTokens.get(value);
      if (issued) issued.isRevoked = true;
      revokedTokens.push(value);
      return c.body(null, 200);
    })
    .post("/api/uploads", async (c) => {
      const bearer = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      const issued = accessTokens.get(bearer);
      if (!issued || issued.isRevoked || issued.expiresAt <= Date.now()) return c.json({ error: "invalid_token" }, 401);
      if (switches.uploadDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, switches.uploadDelayMs));
      if (switches.failUploads) return c.json({ error: "server_error" }, 500);
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File)) return c.json({ error: "no file" }, 400);
      uploads.push({ accessToken: bearer, fileName: file.name, gpx: await file.text() });
      const id = String(uploads.length);
      return c.json({ id, url: `${origin}/routes/${id}` }, 201);
    })
    // For end-to-end tests in another process: what arrived, and the switches.
    .get("/received", (c) => c.json(uploads.map(({ fileName, gpx }) => ({ fileName, gpx }))))
    .post("/switches", async (c) => c.json(Object.assign(switches, await c.req.json<Partial<FakeGpsPartnerSwitches>>())));

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    clientId,
    switches,
    uploads,
    revokedTokens,
    env: {
      GPS_PARTNER_CLIENT_ID: clientId,
      GPS_PARTNER_AUTHORIZE_URL: `${origin}/oauth/authorize`,
      GPS_PARTNER_TOKEN_URL: `${origin}/oauth/token`,
      GPS_PARTNER_REVOKE_URL: `${origin}/oauth/revoke`,
      GPS_PARTNER_UPLOAD_URL: `${origin}/api/uploads`,
      GPS_PARTNER_SCOPE: "routes:write",
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
