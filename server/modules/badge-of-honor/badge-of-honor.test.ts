import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  badgeHoldersSchema,
  badgeProgrammeSchema,
  badgeQueueSchema,
  badgeSubmissionListSchema,
  badgeSubmissionSchema,
  queuedBadgeSubmissionSchema,
} from "../../../shared/contracts/badge-of-honor.contract";
import { publicProfileSchema } from "../../../shared/contracts/profile.contract";
import { insertReader, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { emailOutbox } from "../../db/schema";
import { BADGE_MESSAGES } from "./badge-of-honor.service";

let t: TestApp;
let storageDir: string;
let jpeg: Buffer;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  // Uploaded photos land in a directory of this test's own.
  storageDir = await mkdtemp(path.join(tmpdir(), "badge-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#885533" } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const member = (name?: string) => insertReader(t.db, t.services, { subscribed: true, name });
const staff = () => insertReader(t.db, t.services, { role: "ADMIN" });
const request = (method: string, apiPath: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, reader?.headers ?? {});

/** Sends a claim as the multipart form the page sends; `photos` photos of the drive. */
function submit(reader: Reader | undefined, fields: Record<string, string | number>, photos = 1) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (let n = 0; n < photos; n++) {
    form.append("photos", new File([new Uint8Array(jpeg)], `drive-${n}.jpg`, { type: "image/jpeg" }));
  }
  return t.app.request("/api/v2/badge-of-honor/submissions/", { method: "POST", headers: reader?.headers ?? {}, body: form });
}

const claimFor = (trailId: number, extra: Record<string, string | number> = {}) => ({
  trail_id: trailId,
  completed_on: "2026-04-18",
  rig_description: "Stock Bronco",
  ...extra,
});

async function submitted(reader: Reader, trailId: number) {
  const response = await submit(reader, claimFor(trailId));
  expect(response.status).toBe(201);
  return badgeSubmissionSchema.parse(await response.json());
}

const verify = (reader: Reader | undefined, uuid: string) =>
  request("POST", `/v2/admin/badge-submissions/${uuid}/verify/`, reader);
const reject = (reader: Reader | undefined, uuid: string, reason?: string) =>
  request("POST", `/v2/admin/badge-submissions/${uuid}/reject/`, reader, reason === undefined ? {} : { reason });

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

describe("sending a claim", () => {
  it("takes a paid member's claim with photos and the rig from their garage, waiting for staff", async () => {
    const driver = await member();
    const trail = await insertTrail(t.db, { isBoh: true });
    const rig = await request("POST", "/v2/users/me/vehicles/", driver, {
      make: "Jeep",
      model: "Wrangler",
      year: 2021,
      trim: "Rubicon",
    });
    const { id: vehicleId } = (await rig.json()) as { id: number };

    const response = await submit(
      driver,
      claimFor(trail.id, { vehicle_id: vehicleId, rig_description: "", notes: " Spotted by Sam " }),
      2,
    );
    expect(response.status).toBe(201);
    const claim = badgeSubmissionSchema.parse(await response.json());
    expect(claim).toMatchObject({
      status: "submitted",
      rig_description: "2021 Jeep Wrangler Rubicon",
      notes: "Spotted by Sam",
      completed_on: "2026-04-18",
      rejection_reason: null,
      trail: { id: trail.id, title: trail.title, href: `/US/utah/trails/${trail.id}-${trail.slug}` },
    });
    expect(claim.photos).toHaveLength(2);
    expect(claim.photos[0]?.resized_medium).toMatch(/^\/media\/private\/photos\/[0-9a-f]{16}\/medium\.jpg\?expires=/);

    const mine = badgeSubmissionListSchema.parse(await (await request("GET", "/v2/badge-of-honor/submissions/", driver)).json());
    expect(mine.results.map((item) => item.uuid)).toEqual([claim.uuid]);
  });

  it("is for paid members only, checked before the upload is read", async () => {
    const trail = await insertTrail(t.db, { isBoh: true });
    expect((await submit(undefined, claimFor(trail.id))).status).toBe(401);
    const free = await insertReader(t.db, t.services);
    const refused = await submit(free, claimFor(trail.id));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ detail: BADGE_MESSAGES.notPaid });
    expect((await request("GET", "/v2/badge-of-honor/submissions/")).status).toBe(401);
  });

  it("says what is wrong next to each field: a trail outside the programme, a future date, no rig, no photo, too many", async () => {
    const driver = await member();
    const plain = await insertTrail(t.db);
    const draft = await insertTrail(t.db, { isBoh: true, published: false });
    const boh = await insertTrail(t.db, { isBoh: true });

    for (const trailId of [plain.id, draft.id]) {
      expect(await fieldsOf(await submit(driver, claimFor(trailId)))).toEqual({ trail_id: [BADGE_MESSAGES.notProgrammeTrail] });
    }
    expect(await fieldsOf(await submit(driver, { trail_id: boh.id, completed_on: "2999-01-01" }))).toMatchObject({
      completed_on: ["The date cannot be in the future."],
      vehicle_id: ["Choose the rig you drove, or describe it."],
    });
    expect(await fieldsOf(await submit(driver, claimFor(boh.id), 0))).toEqual({ photos: [BADGE_MESSAGES.photos] });
    expect(await fieldsOf(await submit(driver, claimFor(boh.id), 5))).toEqual({ photos: [BADGE_MESSAGES.photos] });
  });

  it("takes only a rig from the member's own garage", async () => {
    const [driver, other] = await Promise.all([member(), member()]);
    const trail = await insertTrail(t.db, { isBoh: true });
    const rig = await request("POST", "/v2/users/me/vehicles/", other, { make: "Toyota", model: "Tacoma" });
    const { id } = (await rig.json()) as { id: number };
    expect(await fieldsOf(await submit(driver, claimFor(trail.id, { vehicle_id: id })))).toEqual({
      vehicle_id: [BADGE_MESSAGES.notYourRig],
    });
  });

  it("keeps one standing claim per trail; a rejected one may be sent again", async () => {
    const [driver, admin] = await Promise.all([member(), staff()]);
    const trail = await insertTrail(t.db, { isBoh: true });
    const first = await submitted(driver, trail.id);

    const twice = await submit(driver, claimFor(trail.id));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ detail: BADGE_MESSAGES.standing });

    expect((await reject(admin, first.uuid, "The photos show another trail.")).status).toBe(200);
    const second = await submitted(driver, trail.id);
    expect((await verify(admin, second.uuid)).status).toBe(200);
    // Each decision is e-mailed to the member, a rejection with its reason.
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, driver.email)).orderBy(emailOutbox.id);
    expect(mail.map((message) => message.subject)).toEqual([
      `Your Badge of Honor claim for ${trail.title}`,
      `Your Badge of Honor for ${trail.title} is verified`,
    ]);
    expect(mail[0]?.textBody).toContain("The photos show another trail.");
    expect((await submit(driver, claimFor(trail.id))).status).toBe(409);

    const mine = badgeSubmissionListSchema.parse(await (await request("GET", "/v2/badge-of-honor/submissions/", driver)).json());
    expect(mine.results.map((claim) => [claim.status, claim.rejection_reason])).toEqual([
      ["verified", null],
      ["rejected", "The photos show another trail."],
    ]);
  });
});

describe("the staff queue", () => {
  it("shows waiting claims to ADMIN or greater, oldest first, with the member and photos", async () => {
    const [driver, admin] = await Promise.all([member("Quinn Queue"), staff()]);
    const trail = await insertTrail(t.db, { isBoh: true });
    const claim = await submitted(driver, trail.id);

    const queue = badgeQueueSchema.parse(await (await request("GET", "/v2/admin/badge-submissions/", admin)).json());
    const queued = queue.results.find((item) => item.uuid === claim.uuid);
    expect(queued).toMatchObject({ member: { uuid: driver.uuid, name: "Quinn Queue" }, status: "submitted" });
    expect(queued?.photos).toHaveLength(1);
    const times = queue.results.map((item) => item.created_at);
    expect(times).toEqual([...times].sort());
  });

  it("refuses the queue and every decision below ADMIN", async () => {
    const [driver, scout, writer] = await Promise.all([
      member(),
      insertReader(t.db, t.services, { role: "SCOUT" }),
      insertReader(t.db, t.services, { role: "WRITER" }),
    ]);
    const trail = await insertTrail(t.db, { isBoh: true });
    const claim = await submitted(driver, trail.id);
    expect((await request("GET", "/v2/admin/badge-submissions/")).status).toBe(401);
    expect((await verify(undefined, claim.uuid)).status).toBe(401);
    for (const reader of [driver, scout, writer]) {
      expect((await request("GET", "/v2/admin/badge-submissions/", reader)).status).toBe(403);
      expect((await verify(reader, claim.uuid)).status).toBe(403);
      expect((await reject(reader, claim.uuid, "No.")).status).toBe(403);
    }
    const mine = badgeSubmissionListSchema.parse(await (await request("GET", "/v2/badge-of-honor/submissions/", driver)).json());
    expect(mine.results[0]?.status).toBe("submitted");
  });

  it("rejects only with a reason, decides a claim once, and knows no unknown claim", async () => {
    const [driver, admin] = await Promise.all([member(), staff()]);
    const trail = await insertTrail(t.db, { isBoh: true });
    const claim = await submitted(driver, trail.id);

    expect(await fieldsOf(await reject(admin, claim.uuid, "  "))).toEqual({ reason: ["Say why the claim is rejected."] });
    const rejected = await reject(admin, claim.uuid, "No photo of the rig on the trail.");
    expect(rejected.status).toBe(200);
    expect(queuedBadgeSubmissionSchema.parse(await rejected.json())).toMatchObject({
      status: "rejected",
      rejection_reason: "No photo of the rig on the trail.",
    });
    expect((await verify(admin, claim.uuid)).status).toBe(409);
    expect((await verify(admin, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("verified badges", () => {
  it("show on the profile, the trail's holders and the leaderboard, and only what a private profile makes public", async () => {
    const [shown, hidden, waiting, admin] = await Promise.all([
      member("Vera Verified"),
      member("Pat Private"),
      member(),
      staff(),
    ]);
    const trail = await insertTrail(t.db, { isBoh: true, technicalRatingLow: 9, technicalRatingHigh: 10 });
    const other = await insertTrail(t.db, { isBoh: true, technicalRatingLow: 7, technicalRatingHigh: 8 });
    for (const [driver, trailId] of [
      [shown, trail.id],
      [shown, other.id],
      [hidden, trail.id],
    ] as const) {
      expect((await verify(admin, (await submitted(driver, trailId)).uuid)).status).toBe(200);
    }
    await submitted(waiting, trail.id);
    // Profiles start private; Vera opts in, Pat keeps hers private.
    expect((await request("PATCH", "/v2/users/me/", shown, { profile_is_public: true })).status).toBe(200);

    const profile = publicProfileSchema.parse(await (await request("GET", `/v2/users/${shown.uuid}/profile/`)).json());
    expect(profile.badges.map((badge) => badge.trail_title).sort()).toEqual([trail.title, other.title].sort());
    expect(profile.badges[0]?.href).toMatch(/^\/US\/utah\/trails\/\d+-fixture-trail-\d+$/);
    const privateProfile = async (viewer?: Reader) =>
      publicProfileSchema.parse(await (await request("GET", `/v2/users/${hidden.uuid}/profile/`, viewer)).json());
    expect((await privateProfile()).badges).toEqual([]);
    expect((await privateProfile(hidden)).badges).toHaveLength(1);

    // Everyone verified counts; only public profiles are named.
    expect(badgeHoldersSchema.parse(await t.services.badgeOfHonor.holdersOf(trail.id))).toEqual({
      count: 2,
      holders: [{ uuid: shown.uuid, name: "Vera Verified" }],
    });

    const programme = badgeProgrammeSchema.parse(await (await request("GET", "/v2/badge-of-honor/")).json());
    expect(programme.trails.find((item) => item.id === trail.id)).toMatchObject({ holder_count: 2, points: 5000 });
    const entry = programme.leaderboard.find((item) => item.uuid === shown.uuid);
    expect(entry).toMatchObject({ name: "Vera Verified", badges: 2, points: 9000 });
    expect(programme.leaderboard.some((item) => item.uuid === hidden.uuid)).toBe(false);
  });
});
