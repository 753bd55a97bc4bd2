// Privacy zones (ADR 0061) and lossless, Garmin-ready exports (ADR 0062), through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  importResultSchema,
  privacyZoneSchema,
  privacyZonesSchema,
  sharedContentSchema,
  trackDetailSchema,
  waypointSchema,
  type TrackDetail,
} from "../../../shared/contracts/user-content.contract";
import type { Position } from "../../../shared/geo/geometry";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { expectValidAgainstSchema, throughGpsbabel } from "../../../tests/setup/xml-checks";
import { tileLinePoints, tileOf } from "../../../tests/support/tile-lines";
import { insidePrivacyZone } from "../../../shared/domain/privacy-zones";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let owner: Reader, other: Reader, free: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, free] = await Promise.all([
    insertReader(t.db, t.services, { subscribed: true, name: "Olive Owner" }),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services),
  ]);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: string, url: string, body?: unknown, headers: Headers = {}) =>
  t.app.request(`/api${url}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const NAME = "Cañón de l'Été — ß";
const DESCRIPTION = "Über Stock & Stein: «piste» <fermée> l'hiver — ñandú";
/** 30 points heading north, about 111 m apart, one per minute, elevations rising a metre a point. */
const LINE: Position[] = Array.from({ length: 30 }, (_, index) => [-111.5, 40 + index * 0.001, 1500.5 + index]);
const TIMES = LINE.map((_, index) => new Date(Date.UTC(2026, 5, 1, 10, index, 0)).toISOString());

function fixtureGpx(): string {
  const points = LINE.map(
    ([longitude, latitude, elevation], index) =>
      `<trkpt lat="${latitude}" lon="${longitude}"><ele>${elevation}</ele><time>${TIMES[index]}</time></trkpt>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
<wpt lat="40.0005" lon="-111.5"><ele>1501</ele><time>2026-06-01T09:59:00Z</time><name>${NAME} camp</name><desc>${DESCRIPTION.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</desc></wpt>
<wpt lat="40.015" lon="-111.5"><ele>1515</ele><time>2026-06-01T10:15:00Z</time><name>Mirador</name></wpt>
<trk><name>${NAME}</name><desc>${DESCRIPTION.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</desc><trkseg>
${points}
</trkseg></trk>
</gpx>`;
}

async function importText(reader: Reader, name: string, text: string) {
  const form = new FormData();
  form.append("files", new File([text], name));
  const response = await t.app.request("/api/v2/user-content/import/", { method: "POST", body: form, headers: reader.headers });
  expect(response.status).toBe(200);
  const [result] = importResultSchema.parse(await response.json()).results;
  if (result?.status !== "imported") throw new Error(`Expected ${name} to import: ${JSON.stringify(result)}`);
  return result;
}

async function trackOf(reader: Reader, uuid: string): Promise<TrackDetail> {
  const response = await call("GET", `/v2/user-content/tracks/${uuid}/`, undefined, reader.headers);
  expect(response.status).toBe(200);
  return trackDetailSchema.parse(await response.json());
}

async function exported(kind: "tracks" | "waypoints", uuid: string, format: string, headers: Headers = {}) {
  const response = await call("GET", `/v2/user-content/${kind}/${uuid}/export/?format=${format}`, undefined, headers);
  expect(response.status).toBe(200);
  return response.text();
}

const share = (kind: "tracks" | "waypoints", uuid: string) =>
  call("PATCH", `/v2/user-content/${kind}/${uuid}/`, { is_shared: true }, owner.headers);

async function addZone(reader: Reader, body: unknown) {
  return call("POST", "/v2/users/me/privacy-zones/", body, reader.headers);
}

const gpxPoints = (gpx: string) =>
  [...gpx.matchAll(/<(?:trkpt|rtept) lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((match) => [Number(match[2]), Number(match[1])]);

describe("privacy zones", () => {
  it("lists, adds and deletes the signed-in member's zones; others' are unknown to them", async () => {
    expect((await call("GET", "/v2/users/me/privacy-zones/")).status).toBe(401);
    const created = await addZone(free, { name: "Home", longitude: -100, latitude: 35, radius_m: 500 });
    expect(created.status).toBe(201);
    const zone = privacyZoneSchema.parse(await created.json());
    expect(zone).toMatchObject({ name: "Home", longitude: -100, latitude: 35, radius_m: 500 });

    const list = privacyZonesSchema.parse(
      await (await call("GET", "/v2/users/me/privacy-zones/", undefined, free.headers)).json(),
    );
    expect(list.zones.map(({ uuid }) => uuid)).toEqual([zone.uuid]);
    const othersList = privacyZonesSchema.parse(
      await (await call("GET", "/v2/users/me/privacy-zones/", undefined, other.headers)).json(),
    );
    expect(othersList.zones).toEqual([]);

    expect((await call("DELETE", `/v2/users/me/privacy-zones/${zone.uuid}/`, undefined, other.headers)).status).toBe(404);
    expect((await call("DELETE", `/v2/users/me/privacy-zones/${zone.uuid}/`)).status).toBe(401);
    expect((await call("DELETE", `/v2/users/me/privacy-zones/${zone.uuid}/`, undefined, free.headers)).status).toBe(204);
    expect((await call("DELETE", `/v2/users/me/privacy-zones/${zone.uuid}/`, undefined, free.headers)).status).toBe(404);
  });

  it.each([
    [{ name: "", longitude: 0, latitude: 0, radius_m: 500 }, "Enter a name."],
    [{ name: "Home", longitude: 0, latitude: 0, radius_m: 49 }, "The radius is 50 to 5000 metres."],
    [{ name: "Home", longitude: 0, latitude: 0, radius_m: 5001 }, "The radius is 50 to 5000 metres."],
    [{ name: "Home", longitude: 0, latitude: 0, radius_m: 200.5 }, "The radius is a whole number of metres."],
    [{ name: "Home", longitude: 181, latitude: 0, radius_m: 200 }, "Longitude is between -180 and 180."],
    [{ name: "Home", longitude: 0, latitude: -91, radius_m: 200 }, "Latitude is between -90 and 90."],
  ])("refuses %j with 400", async (body, message) => {
    const response = await addZone(other, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  describe("on shared items", () => {
    let track: TrackDetail;
    let campUuid: string;
    let mirador: string;

    beforeAll(async () => {
      const result = await importText(owner, "canon.gpx", fixtureGpx());
      track = await trackOf(owner, result.tracks[0]!.uuid);
      campUuid = result.waypoints.find((waypoint) => waypoint.name.endsWith("camp"))!.uuid;
      mirador = result.waypoints.find((waypoint) => waypoint.name === "Mirador")!.uuid;
      for (const [kind, uuid] of [
        ["tracks", track.uuid],
        ["waypoints", campUuid],
        ["waypoints", mirador],
      ] as const) {
        expect((await share(kind, uuid)).status).toBe(200);
      }
      // Home around the start (points 0-2 within 250 m), camp around the end (points 28-29 within 200 m).
      expect((await addZone(owner, { name: "Home", longitude: -111.5, latitude: 40, radius_m: 250 })).status).toBe(201);
      expect((await addZone(owner, { name: "Camp", longitude: -111.5, latitude: 40.029, radius_m: 200 })).status).toBe(201);
    });

    it("cuts the shared API for others and leaves it whole, with a note, for the owner", async () => {
      const forOthers = sharedContentSchema.parse(await (await call("GET", `/v2/user-content/shared/${track.uuid}/`)).json());
      if (forOthers.kind !== "track") throw new Error("a track");
      const line = forOthers.preview.coordinates.flat();
      expect(line[0]!.slice(0, 2)).toEqual(LINE[3]!.slice(0, 2));
      expect(line.at(-1)!.slice(0, 2)).toEqual(LINE[27]!.slice(0, 2));
      expect(forOthers.point_count).toBe(25);
      expect(forOthers.bounds[0][1]).toBeCloseTo(40.003, 6);
      expect(forOthers.bounds[1][1]).toBeCloseTo(40.027, 6);
      expect(forOthers.length_m).toBeLessThan(track.length_m - 500);
      expect(forOthers.elevation_profile![0]![1]).toBeCloseTo(1503.5, 1);
      expect(forOthers.privacy_cut).toBe(false);

      const response = await call("GET", `/v2/user-content/shared/${track.uuid}/`, undefined, owner.headers);
      const forOwner = sharedContentSchema.parse(await response.json());
      if (forOwner.kind !== "track") throw new Error("a track");
      expect(forOwner.point_count).toBe(30);
      expect(forOwner.privacy_cut).toBe(true);
    });

    it("cuts every export format taken by anyone but the owner", async () => {
      const gpx = await exported("tracks", track.uuid, "gpx", other.headers);
      const points = gpxPoints(gpx);
      expect(points).toHaveLength(25);
      expect(points[0]).toEqual(LINE[3]!.slice(0, 2));
      expect(points.at(-1)).toEqual(LINE[27]!.slice(0, 2));
      expect(gpx).toContain(`<time>${TIMES[3]}</time>`);
      expect(gpx).not.toContain(`<time>${TIMES[2]}</time>`);

      const geojson = JSON.parse(await exported("tracks", track.uuid, "geojson")) as {
        features: { geometry: { coordinates: Position[][] }; properties: { coordinateProperties: { times: string[][] } } }[];
      };
      const feature = geojson.features[0]!;
      expect(feature.geometry.coordinates[0]).toHaveLength(25);
      expect(feature.geometry.coordinates[0]?.[0]).toEqual(LINE[3]);
      expect(feature.properties.coordinateProperties.times[0]?.[0]).toBe(TIMES[3]);

      const kml = await exported("tracks", track.uuid, "kml");
      expect(kml.match(/<gx:coord>/g)).toHaveLength(25);
      expect(kml).not.toContain("<gx:coord>-111.5 40 ");

      const route = gpxPoints(await exported("tracks", track.uuid, "gpx-route"));
      expect(route[0]).toEqual(LINE[3]!.slice(0, 2));
      expect(route.at(-1)).toEqual(LINE[27]!.slice(0, 2));

      expect(gpxPoints(await exported("tracks", track.uuid, "gpx", owner.headers))).toHaveLength(30);
    });

    it("cuts the shared track's vector tiles for others and leaves them whole for the owner", async () => {
      const home = [{ longitude: -111.5, latitude: 40, radiusMetres: 250 }];
      const address = tileOf(LINE[0]![0], LINE[0]![1], 14);
      const tileUrl = (uuid: string, { z, x, y } = address) => `/v2/user-content/shared/${uuid}/tiles/${z}/${x}/${y}.mvt`;
      const tile = async (headers: Headers = {}) => {
        const response = await call("GET", tileUrl(track.uuid), undefined, headers);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
        expect(response.headers.get("cache-control")).toMatch(/\bprivate\b.*\bno-cache\b/);
        return tileLinePoints(new Uint8Array(await response.arrayBuffer()), address, "shared-track");
      };

      const forOthers = await tile(other.headers);
      expect(forOthers.length).toBeGreaterThan(1);
      expect(forOthers.filter(([longitude, latitude]) => insidePrivacyZone(longitude, latitude, home))).toEqual([]);
      expect(Math.min(...forOthers.map(([, latitude]) => latitude))).toBeCloseTo(LINE[3]![1], 4);
      expect((await tile()).length).toBe(forOthers.length);

      const forOwner = await tile(owner.headers);
      expect(forOwner.some(([longitude, latitude]) => insidePrivacyZone(longitude, latitude, home))).toBe(true);
      expect(Math.min(...forOwner.map(([, latitude]) => latitude))).toBeCloseTo(LINE[0]![1], 4);

      expect((await call("PATCH", `/v2/user-content/tracks/${track.uuid}/`, { is_shared: false }, owner.headers)).status).toBe(
        200,
      );
      try {
        expect((await call("GET", tileUrl(track.uuid))).status).toBe(404);
        expect((await call("GET", tileUrl(track.uuid), undefined, other.headers)).status).toBe(404);
        // Its owner still draws it on its own page (ADR 0085).
        expect((await call("GET", tileUrl(track.uuid), undefined, owner.headers)).status).toBe(200);
      } finally {
        expect((await share("tracks", track.uuid)).status).toBe(200);
      }
      expect((await call("GET", tileUrl(campUuid))).status).toBe(404);
      for (const bad of [
        { ...address, z: 17 },
        { ...address, x: 2 ** 14 },
        { z: 2, x: 1, y: -1 },
      ]) {
        const response = await call("GET", tileUrl(track.uuid, bad));
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toMatch(/tile (zoom|z, x and y|x and y)/i);
      }
      const response = await call("GET", `/v2/user-content/shared/${track.uuid}/tiles/14/1/2.png`);
      expect(response.status).toBe(400);
    });

    it("hides a shared waypoint inside a zone from others, not from its owner", async () => {
      expect((await call("GET", `/v2/user-content/shared/${campUuid}/`)).status).toBe(404);
      expect(
        (await call("GET", `/v2/user-content/waypoints/${campUuid}/export/?format=gpx`, undefined, other.headers)).status,
      ).toBe(404);
      const forOwner = sharedContentSchema.parse(
        await (await call("GET", `/v2/user-content/shared/${campUuid}/`, undefined, owner.headers)).json(),
      );
      expect(forOwner.privacy_cut).toBe(true);
      expect((await call("GET", `/v2/user-content/shared/${mirador}/`)).status).toBe(200);
    });

    it("answers 404 to others for a track wholly inside a zone, and serves a zone's deletion at once", async () => {
      const inside = await importText(
        owner,
        "yard.gpx",
        `<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Yard</name><trkseg>
<trkpt lat="40.0001" lon="-111.5"/><trkpt lat="40.0002" lon="-111.5"/></trkseg></trk></gpx>`,
      );
      const uuid = inside.tracks[0]!.uuid;
      await share("tracks", uuid);
      expect((await call("GET", `/v2/user-content/shared/${uuid}/`)).status).toBe(404);
      expect((await call("GET", `/v2/user-content/tracks/${uuid}/export/?format=gpx`)).status).toBe(404);
      expect((await call("GET", `/v2/user-content/shared/${uuid}/`, undefined, owner.headers)).status).toBe(200);

      const zones = privacyZonesSchema.parse(
        await (await call("GET", "/v2/users/me/privacy-zones/", undefined, owner.headers)).json(),
      );
      const home = zones.zones.find((zone) => zone.name === "Home")!;
      expect((await call("DELETE", `/v2/users/me/privacy-zones/${home.uuid}/`, undefined, owner.headers)).status).toBe(204);
      expect((await call("GET", `/v2/user-content/shared/${uuid}/`)).status).toBe(200);
      await addZone(owner, { name: "Home", longitude: -111.5, latitude: 40, radius_m: 250 });
      expect((await call("GET", `/v2/user-content/shared/${uuid}/`)).status).toBe(404);
    });
  });
});

describe("GPX route for GPS devices", () => {
  it("simplifies a long track to at most 250 route points, ends kept, valid GPX 1.1", async () => {
    const long: Position[] = Array.from({ length: 3_000 }, (_, index) => [
      -110 + index * 0.0001,
      39 + 0.01 * Math.sin(index / 40),
      1000 + (index % 50),
    ]);
    const response = await call(
      "POST",
      "/v2/user-content/tracks/",
      { name: NAME, notes: DESCRIPTION, geometry: { type: "LineString", coordinates: long } },
      owner.headers,
    );
    expect(response.status).toBe(201);
    const { uuid } = trackDetailSchema.parse(await response.json());
    const route = await call("GET", `/v2/user-content/tracks/${uuid}/export/?format=gpx-route`, undefined, owner.headers);
    expect(route.headers.get("content-disposition")).toBe('attachment; filename="canon-de-lete-route.gpx"');
    const gpx = await route.text();
    expectValidAgainstSchema(gpx, "gpx-1.1.xsd", "route.gpx");
    const points = gpxPoints(gpx);
    expect(points.length).toBeLessThanOrEqual(250);
    expect(points.length).toBeGreaterThan(100);
    expect(points[0]).toEqual(long[0]!.slice(0, 2));
    expect(points.at(-1)).toEqual(long.at(-1)!.slice(0, 2));
    expect(gpx).toContain(`<name>${NAME.replace("'", "&apos;")}</name>`);
    expect(gpx).not.toContain("<trk>");
  });

  it("refuses a route of a waypoint", async () => {
    const created = await call(
      "POST",
      "/v2/user-content/waypoints/",
      { name: "Gate", latitude: 39, longitude: -110 },
      owner.headers,
    );
    const { uuid } = waypointSchema.parse(await created.json());
    expect(
      (await call("GET", `/v2/user-content/waypoints/${uuid}/export/?format=gpx-route`, undefined, owner.headers)).status,
    ).toBe(400);
  });
});

describe("lossless round trips through gpsbabel", () => {
  let original: TrackDetail;

  beforeAll(async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const result = await importText(reader, "canon.gpx", fixtureGpx());
    original = await trackOf(reader, result.tracks[0]!.uuid);
    Object.assign(owner, { roundTripReader: reader });
  });

  const readerOf = () => (owner as unknown as { roundTripReader: Reader }).roundTripReader;

  type Kept = "name" | "notes" | "times" | "elevations";
  const EVERYTHING: Kept[] = ["name", "notes", "times", "elevations"];

  /** The file imports as the original track: every point in place, and what `kept` names the same. */
  async function expectSameTrack(text: string, fileName: string, kept: Kept[] = EVERYTHING) {
    const result = await importText(readerOf(), fileName, text);
    expect(result.tracks).toHaveLength(1);
    const track = await trackOf(readerOf(), result.tracks[0]!.uuid);
    const points = track.geometry.coordinates.flat();
    expect(points).toHaveLength(30);
    expect(points.map(([longitude, latitude]) => [longitude, latitude])).toEqual(LINE.map(([x, y]) => [x, y]));
    if (kept.includes("name")) expect(track.name).toBe(NAME);
    if (kept.includes("notes")) expect(track.notes).toBe(DESCRIPTION);
    if (kept.includes("elevations")) expect(track.geometry).toEqual(original.geometry);
    if (kept.includes("times")) expect(track.point_times).toEqual(original.point_times);
  }

  it("keeps the times, elevations and text of the import", () => {
    expect(original.point_times?.[0]).toEqual(TIMES);
    expect(original.geometry.coordinates[0]).toEqual(LINE);
    expect(original.name).toBe(NAME);
    expect(original.notes).toBe(DESCRIPTION);
  });

  // What gpsbabel 1.8 itself keeps (ADR 0062): its KML writer in track mode (gx:Track) drops a track's
  // description; its GeoJSON writer drops descriptions and times; its GeoJSON reader keeps positions
  // only (elevations read as 0, no names of multi-lines, no times).
  const KML_OUT = "kml,points=0,lines=0,track=1";
  it.each<[string, string, string, Kept[]]>([
    ["gpx", "gpx", "gpx", EVERYTHING],
    ["gpx", "gpx", KML_OUT, ["name", "times", "elevations"]],
    ["gpx", "gpx", "geojson", ["name", "elevations"]],
    ["kml", "kml", "gpx", EVERYTHING],
    ["kml", "kml", KML_OUT, ["name", "times", "elevations"]],
    ["kml", "kml", "geojson", ["name", "elevations"]],
    ["geojson", "geojson", "gpx", []],
    ["geojson", "geojson", "geojson", []],
  ])("our %s export, read by gpsbabel as %s and written as %s, imports the same", async (format, inFormat, outFormat, kept) => {
    const ours = await exported("tracks", original.uuid, format, readerOf().headers);
    const babel = throughGpsbabel(ours, inFormat, outFormat);
    await expectSameTrack(babel, `round-trip.${outFormat.split(",")[0]}`, kept);
  });

  it("our exports import back the same without gpsbabel", async () => {
    for (const format of ["gpx", "kml", "geojson"]) {
      await expectSameTrack(await exported("tracks", original.uuid, format, readerOf().headers), `again.${format}`);
    }
  });
});
