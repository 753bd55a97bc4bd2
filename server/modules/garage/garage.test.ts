import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { garageSchema, vehicleSchema, type Vehicle } from "../../../shared/contracts/garage.contract";
import { GARAGE_LIMITS } from "../../../shared/domain/garage-limits";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { jpegFile } from "../../../tests/factories/photos";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import { publicProfileSchema } from "../../../shared/contracts/profile.contract";
import { users, userVehicles } from "../../db/schema";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newReader = () => insertReader(t.db, t.services);
const request = (method: string, path: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, path, body, reader?.headers ?? {});

const wrangler = { make: "Jeep", model: "Wrangler Rubicon", year: 2021, width_in: 73.8, height_in: 73.6, wheelbase_in: 96.8 };

async function addRig(reader: Reader, body: Record<string, unknown> = wrangler): Promise<Vehicle> {
  const response = await request("POST", "/v2/users/me/vehicles/", reader, body);
  expect(response.status).toBe(201);
  return vehicleSchema.parse(await response.json());
}

async function garageOf(reader: Reader): Promise<Vehicle[]> {
  const response = await request("GET", "/v2/users/me/vehicles/", reader);
  expect(response.status).toBe(200);
  return garageSchema.parse(await response.json()).vehicles;
}

describe("the garage", () => {
  it("answers 401 to a visitor", async () => {
    expect((await request("GET", "/v2/users/me/vehicles/")).status).toBe(401);
    expect((await request("POST", "/v2/users/me/vehicles/", undefined, wrangler)).status).toBe(401);
  });

  it("keeps a rig with its measurements; the first one is primary", async () => {
    const reader = await newReader();
    const rig = await addRig(reader, { ...wrangler, trim: "  ", tire_size: "35x12.50R17", lift_in: 2.5 });
    expect(rig).toMatchObject({
      make: "Jeep",
      model: "Wrangler Rubicon",
      trim: null,
      tire_size: "35x12.50R17",
      lift_in: 2.5,
      is_primary: true,
    });
    expect(await garageOf(reader)).toEqual([rig]);
  });

  it("says what is wrong next to each field and keeps nothing", async () => {
    const reader = await newReader();
    const response = await request("POST", "/v2/users/me/vehicles/", reader, {
      make: "Yugo",
      model: "",
      width_in: 740,
      year: 1850,
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string[]> };
    expect(fields.make).toEqual(["Choose a make."]);
    expect(fields.model).toEqual(["Enter the model."]);
    expect(fields.width_in).toEqual(["The width must be between 30 and 120 inches."]);
    expect(fields.year).toEqual([`The year must be ${GARAGE_LIMITS.firstModelYear} or later.`]);
    expect(await garageOf(reader)).toEqual([]);
  });

  it("has one primary rig: making another primary demotes the first, removing it promotes the newest left", async () => {
    const reader = await newReader();
    const first = await addRig(reader);
    const second = await addRig(reader, { make: "Toyota", model: "4Runner" });
    const third = await addRig(reader, { make: "Ford", model: "Bronco", is_primary: true });
    expect((await garageOf(reader)).map((rig) => [rig.id, rig.is_primary])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    const promoted = await request("PATCH", `/v2/users/me/vehicles/${first.id}/`, reader, { is_primary: true, lift_in: 3 });
    expect(await promoted.json()).toMatchObject({ id: first.id, is_primary: true, lift_in: 3 });
    expect((await garageOf(reader)).filter((rig) => rig.is_primary).map((rig) => rig.id)).toEqual([first.id]);

    expect((await request("DELETE", `/v2/users/me/vehicles/${first.id}/`, reader)).status).toBe(204);
    expect((await garageOf(reader)).map((rig) => [rig.id, rig.is_primary])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it("keeps one primary rig when two are added at once", async () => {
    const reader = await newReader();
    await Promise.all([addRig(reader), addRig(reader), addRig(reader)]);
    expect((await garageOf(reader)).filter((rig) => rig.is_primary)).toHaveLength(1);
  });

  it("treats someone else's rig as unknown", async () => {
    const [owner, stranger] = await Promise.all([newReader(), newReader()]);
    const rig = await addRig(owner);
    expect((await request("PATCH", `/v2/users/me/vehicles/${rig.id}/`, stranger, { model: "Mine now" })).status).toBe(404);
    expect((await request("DELETE", `/v2/users/me/vehicles/${rig.id}/`, stranger)).status).toBe(404);
    expect(await garageOf(owner)).toEqual([rig]);
  });

  it(`holds at most ${GARAGE_LIMITS.vehicles} rigs`, async () => {
    const reader = await newReader();
    for (let index = 0; index < GARAGE_LIMITS.vehicles; index += 1) {
      await addRig(reader, { make: "Other", model: `Rig ${index}` });
    }
    const response = await request("POST", "/v2/users/me/vehicles/", reader, wrangler);
    expect(response.status).toBe(409);
    expect(await garageOf(reader)).toHaveLength(GARAGE_LIMITS.vehicles);
  });

  it("goes with the account", async () => {
    const reader = await newReader();
    await addRig(reader);
    await t.db.delete(users).where(eq(users.id, reader.id));
    expect(await t.db.select().from(userVehicles).where(eq(userVehicles.userId, reader.id))).toEqual([]);
  });
});

describe("a rig's photo", () => {
  const uploadRigPhoto = (reader: Reader | undefined, id: number, photo: File) =>
    apiUpload(t.app, "PUT", `/v2/users/me/vehicles/${id}/photo/`, { photo }, reader?.headers ?? {});
  const rigPhoto = () => jpegFile({ width: 640, height: 480, color: "#557733" });

  it("is added, replaced and removed by the owner, and shows in the garage and on the public profile", async () => {
    const reader = await newReader();
    const rig = await addRig(reader);
    expect(rig.photo_file_name).toBeNull();

    const added = await uploadRigPhoto(reader, rig.id, await rigPhoto());
    expect(added.status).toBe(200);
    const withPhoto = vehicleSchema.parse(await added.json());
    expect(withPhoto.photo_file_name).toMatch(/\/photos\/[0-9a-f]{16}\/medium\.jpg$/);
    expect((await garageOf(reader))[0]?.photo_file_name).toBe(withPhoto.photo_file_name);
    expect((await request("PATCH", "/v2/users/me/", reader, { profile_is_public: true })).status).toBe(200);
    const profile = publicProfileSchema.parse(await (await request("GET", `/v2/users/${reader.uuid}/profile/`)).json());
    expect(profile.vehicles[0]?.photo_file_name).toBe(withPhoto.photo_file_name);

    const replaced = await uploadRigPhoto(reader, rig.id, await jpegFile({ width: 640, height: 480, color: "#224466" }));
    expect(vehicleSchema.parse(await replaced.json()).photo_file_name).not.toBe(withPhoto.photo_file_name);

    expect((await request("DELETE", `/v2/users/me/vehicles/${rig.id}/photo/`, reader)).status).toBe(204);
    expect((await garageOf(reader))[0]?.photo_file_name).toBeNull();
  });

  it("refuses a file that is not a photo, someone else's rig and a visitor", async () => {
    const [owner, stranger] = await Promise.all([newReader(), newReader()]);
    const rig = await addRig(owner);
    const notPhoto = await uploadRigPhoto(owner, rig.id, new File(["plain text"], "rig.png", { type: "image/png" }));
    expect(notPhoto.status).toBe(400);
    expect(await notPhoto.json()).toMatchObject({
      detail: "This file is not a photo we can read. Please upload a JPEG, PNG or WebP photo.",
    });
    expect((await uploadRigPhoto(stranger, rig.id, await rigPhoto())).status).toBe(404);
    expect((await request("DELETE", `/v2/users/me/vehicles/${rig.id}/photo/`, stranger)).status).toBe(404);
    expect((await uploadRigPhoto(undefined, rig.id, await rigPhoto())).status).toBe(401);
    expect((await garageOf(owner))[0]?.photo_file_name).toBeNull();
  });
});
