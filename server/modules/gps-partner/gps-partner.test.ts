import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  gpsAuthorizationDoneSchema,
  gpsAuthorizationUrlSchema,
  gpsPartnerLinkSchema,
  gpsUploadResultSchema,
} from "../../../shared/contracts/gps-partner.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { startFakeGpsPartner, type FakeGpsPartner } from "../../../tests/support/fake-gps-partner";
import { gpsPartnerLinks, gpsPartnerUploads, oauthFlows } from "../../db/schema";

let t: TestApp;
let partner: FakeGpsPartner;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  partner = await startFakeGpsPartner();
  t = await createTestApp({ ...partner.env, PUBLIC_URL: "http://trailguide.localhost", GPS_PARTNER_NAME: "Backcountry Maps" });
});
afterAll(async () => {
  await t.close();
  await partner.close();
});
beforeEach(() => {
  Object.assign(partner.switches, {
    expireAccessTokensAtOnce: false,
    refuseRefresh: false,
    failUploads: false,
    uploadDelayMs: 0,
  });
});

const request = (method: string, path: string, reader?: Reader, body?: unknown, app: Pick<TestApp, "app"> = t) =>
  apiRequest(app.app, method, `/v2/users/me/gps-partner${path}`, body, reader?.headers ?? {});
const member = () => insertReader(t.db, t.services, { subscribed: true });

/** What the browser does: start, follow the partner's authorize page (it approves at once), come back. */
async function authorizeAt(reader: Reader, { verifierTamper = false, returnPath = "/trails/1", app = t } = {}) {
  const started = await request("POST", "/authorizations/", reader, { surface: "web", return_path: returnPath }, app);
  expect(started.status).toBe(200);
  const authorizeUrl = new URL(gpsAuthorizationUrlSchema.parse(await started.json()).authorize_url);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
  const approved = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(approved.headers.get("location")!);
  if (verifierTamper) {
    await app.db.update(oauthFlows).set({ codeVerifier: "a-different-verifier-that-is-long-enough-to-pass-43-chars" });
  }
  const code = back.searchParams.get("code");
  return request(
    "POST",
    "/authorizations/complete/",
    reader,
    { surface: "web", code, state: back.searchParams.get("state") },
    app,
  );
}

async function linkedMember(): Promise<Reader> {
  const reader = await member();
  expect((await authorizeAt(reader)).status).toBe(200);
  return reader;
}

const uploadsOf = (reader: Reader) => t.db.select().from(gpsPartnerUploads).where(eq(gpsPartnerUploads.userId, reader.id));

describe("linking the GPS partner", () => {
  it("exchanges the code with the PKCE verifier, keeps the tokens encrypted and returns to the stored path", async () => {
    const reader = await member();
    expect(gpsPartnerLinkSchema.parse(await (await request("GET", "/", reader)).json()).is_linked).toBe(false);

    const started = await request("POST", "/authorizations/", reader, { surface: "web", return_path: null });
    const { authorize_url } = gpsAuthorizationUrlSchema.parse(await started.json());
    expect(new URL(authorize_url).searchParams.get("redirect_uri")).toBe(
      "http://trailguide.localhost/authorize-backcountry-maps",
    );

    const done = await authorizeAt(reader, { returnPath: "/scout-routes/7?tab=map" });
    expect(done.status).toBe(200);
    expect(gpsAuthorizationDoneSchema.parse(await done.json())).toMatchObject({
      is_linked: true,
      partner: { slug: "backcountry-maps", name: "Backcountry Maps" },
      return_path: "/scout-routes/7?tab=map",
    });
    expect(gpsPartnerLinkSchema.parse(await (await request("GET", "/", reader)).json()).is_linked).toBe(true);

    const [row] = await t.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, reader.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/access_|refresh_/);
    expect(row!.accessTokenCiphertext).toMatch(/^v1\./);
  });

  it("refuses a wrong verifier, and a state used twice", async () => {
    const reader = await member();
    const refused = await authorizeAt(reader, { verifierTamper: true });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/did not confirm/);
    expect(await t.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, reader.id))).toEqual([]);

    const replay = await request("POST", "/authorizations/complete/", reader, { surface: "web", code: "x", state: "unknown" });
    expect(replay.status).toBe(400);
  });

  it("does not let another account finish someone's authorization", async () => {
    const [owner, other] = [await member(), await member()];
    const started = await request("POST", "/authorizations/", owner, { surface: "app", return_path: null });
    const authorizeUrl = gpsAuthorizationUrlSchema.parse(await started.json()).authorize_url;
    const back = new URL((await fetch(authorizeUrl, { redirect: "manual" })).headers.get("location")!);
    expect(back.pathname).toBe("/app/authorize-backcountry-maps");
    const stolen = await request("POST", "/authorizations/complete/", other, {
      surface: "app",
      code: back.searchParams.get("code"),
      state: back.searchParams.get("state"),
    });
    expect(stolen.status).toBe(400);
  });

  it("refuses a return path off the site", async () => {
    const response = await request("POST", "/authorizations/", await member(), { surface: "web", return_path: "//evil.test/" });
    expect(response.status).toBe(400);
  });

  it("revokes at the partner on disconnect, and forgets the link even when the partner is down", async () => {
    const reader = await linkedMember();
    const revokedBefore = partner.revokedTokens.length;
    const response = await request("DELETE", "/", reader);
    expect(await response.json()).toEqual({ revoked_at_partner: true });
    expect(partner.revokedTokens.length).toBe(revokedBefore + 1);
    expect(gpsPartnerLinkSchema.parse(await (await request("GET", "/", reader)).json()).is_linked).toBe(false);

    const down = await createTestApp({ ...partner.env, GPS_PARTNER_REVOKE_URL: "http://127.0.0.1:9/revoke" });
    try {
      const other = await insertReader(down.db, down.services, { subscribed: true });
      expect((await authorizeAt(other, { app: down })).status).toBe(200);
      const answer = await request("DELETE", "/", other, undefined, down);
      expect(await answer.json()).toEqual({ revoked_at_partner: false });
      expect(await down.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, other.id))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe("sending to the GPS partner", () => {
  it("sends a trail's GPX with the bearer token and records it", async () => {
    const reader = await linkedMember();
    const trail = await insertTrail(t.db, { title: "Imogene Pass" });
    const response = await request("POST", "/uploads/", reader, { item_type: "trails", item_id: trail.id });
    expect(response.status).toBe(200);
    const result = gpsUploadResultSchema.parse(await response.json());
    expect(result.partner_item_url).toBe(`${partner.url}/routes/${result.partner_item_id}`);
    const received = partner.uploads.at(-1)!;
    expect(received.fileName).toBe(`${trail.id}-${trail.slug}.gpx`);
    expect(received.gpx).toContain("<name>Imogene Pass</name>");
    expect(await uploadsOf(reader)).toMatchObject([{ itemType: "trails", itemId: String(trail.id), state: "sent" }]);
  });

  it("refreshes an expired access token first", async () => {
    partner.switches.expireAccessTokensAtOnce = true;
    const reader = await linkedMember();
    const [before] = await t.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, reader.id));
    partner.switches.expireAccessTokensAtOnce = false;
    const route = await insertScoutRoute(t.db);
    const response = await request("POST", "/uploads/", reader, { item_type: "scout-routes", item_id: String(route.id) });
    expect(response.status).toBe(200);
    const [after] = await t.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, reader.id));
    expect(after!.accessTokenCiphertext).not.toBe(before!.accessTokenCiphertext);
  });

  it("asks to reconnect when the partner refuses the refresh token, and removes the link", async () => {
    partner.switches.expireAccessTokensAtOnce = true;
    const reader = await linkedMember();
    partner.switches.refuseRefresh = true;
    const trail = await insertTrail(t.db);
    const response = await request("POST", "/uploads/", reader, { item_type: "trails", item_id: trail.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: "gps_partner_reconnect",
      detail: "Backcountry Maps no longer accepts this connection. Connect it again.",
    });
    expect(await t.db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, reader.id))).toEqual([]);
    expect(await uploadsOf(reader)).toMatchObject([{ state: "failed" }]);
  });

  it("answers 502 and records a failed upload", async () => {
    const reader = await linkedMember();
    partner.switches.failUploads = true;
    const trail = await insertTrail(t.db);
    const response = await request("POST", "/uploads/", reader, { item_type: "trails", item_id: trail.id });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      detail: "Backcountry Maps did not accept the GPX. Try again in a few minutes.",
    });
    expect(await uploadsOf(reader)).toMatchObject([{ state: "failed", error: "The GPS partner answered HTTP 500" }]);
  });

  it("asks a reader who has not linked the partner to connect first", async () => {
    const trail = await insertTrail(t.db);
    const response = await request("POST", "/uploads/", await member(), { item_type: "trails", item_id: trail.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "gps_partner_not_linked" });
  });

  it("keeps the GPX download's paywall: a free reader cannot send a trail or a scout route", async () => {
    const reader = await insertReader(t.db, t.services);
    await t.db
      .insert(gpsPartnerLinks)
      .values({ userId: reader.id, partner: "backcountry-maps", accessTokenCiphertext: "v1.x.y.z" });
    const sent = partner.uploads.length;
    const trail = await insertTrail(t.db);
    expect((await request("POST", "/uploads/", reader, { item_type: "trails", item_id: trail.id })).status).toBe(403);
    const route = await insertScoutRoute(t.db);
    expect((await request("POST", "/uploads/", reader, { item_type: "scout-routes", item_id: route.id })).status).toBe(403);
    expect(partner.uploads.length).toBe(sent);
  });

  it("sends the reader's own track, never someone else's", async () => {
    const [owner, other] = [await linkedMember(), await linkedMember()];
    const drawn = await apiRequest(
      t.app,
      "POST",
      "/v2/user-content/tracks/",
      {
        name: "Fins loop",
        geometry: {
          type: "LineString",
          coordinates: [
            [-109.55, 38.57],
            [-109.54, 38.575],
          ],
        },
      },
      owner.headers,
    );
    const { uuid } = (await drawn.json()) as { uuid: string };
    const own = await request("POST", "/uploads/", owner, { item_type: "tracks", item_id: uuid });
    expect(own.status).toBe(200);
    expect(partner.uploads.at(-1)!.gpx).toContain("<name>Fins loop</name>");
    expect((await request("POST", "/uploads/", other, { item_type: "tracks", item_id: uuid })).status).toBe(404);
    expect((await request("POST", "/uploads/", other, { item_type: "tracks", item_id: "12" })).status).toBe(400);
  });

  it("answers 401 signed out and 404 when no partner is configured", async () => {
    expect((await request("POST", "/uploads/", undefined, { item_type: "trails", item_id: 1 })).status).toBe(401);
    const plain = await createTestApp();
    try {
      const reader = await insertReader(plain.db, plain.services, { subscribed: true });
      expect((await apiRequest(plain.app, "GET", "/v2/users/me/gps-partner/", undefined, reader.headers)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
