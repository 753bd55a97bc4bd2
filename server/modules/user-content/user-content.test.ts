import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  USER_CONTENT_LIMITS,
  importResultSchema,
  myContentSchema,
  sharedContentSchema,
  trackDetailSchema,
  waypointSchema,
  type ImportFileResult,
  type MyContent,
  type TrackDetail,
} from "../../../shared/contracts/user-content.contract";
import { sql } from "drizzle-orm";
import { PROFILE_SAMPLES } from "../../../shared/geo/elevation-profile";
import { insertReader } from "../../../tests/factories/guides";
import { GPX_FIXTURES } from "../../../tests/fixtures/fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { expectValidAgainstSchema, throughGpsbabel } from "../../../tests/setup/xml-checks";

const sample = (name: string) => readFileSync(path.join(GPX_FIXTURES, name));

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let member: Reader, promo: Reader, free: Reader, stranger: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [member, promo, free, stranger] = await Promise.all([
    insertReader(t.db, t.services, { subscribed: true, name: "Morgan Member" }),
    insertReader(t.db, t.services, { role: "PROMOTIONAL" }),
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { subscribed: true }),
  ]);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const request = (method: string, url: string, body?: unknown, headers: Headers = {}) =>
  t.app.request(`/api/v2/user-content${url}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function upload(files: { name: string; bytes: Uint8Array | string }[], headers: Headers) {
  const form = new FormData();
  for (const { name, bytes } of files) {
    form.append("files", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name));
  }
  return t.app.request("/api/v2/user-content/import/", { method: "POST", body: form, headers });
}

async function importFiles(reader: Reader, files: { name: string; bytes: Uint8Array | string }[]): Promise<ImportFileResult[]> {
  const response = await upload(files, reader.headers);
  expect(response.status).toBe(200);
  return importResultSchema.parse(await response.json()).results;
}

async function importOne(reader: Reader, name: string, bytes: Uint8Array | string = sample(name)) {
  const [result] = await importFiles(reader, [{ name, bytes }]);
  if (result?.status !== "imported") throw new Error(`Expected ${name} to import: ${JSON.stringify(result)}`);
  return result;
}

async function myContent(reader: Reader): Promise<MyContent> {
  const response = await request("GET", "/", undefined, reader.headers);
  expect(response.status).toBe(200);
  return myContentSchema.parse(await response.json());
}

async function getTrack(reader: Reader, uuid: string): Promise<TrackDetail> {
  const response = await request("GET", `/tracks/${uuid}/`, undefined, reader.headers);
  expect(response.status).toBe(200);
  return trackDetailSchema.parse(await response.json());
}

const DRAWN_LINE = {
  type: "LineString",
  coordinates: [
    [-109.55, 38.57],
    [-109.54, 38.575],
    [-109.53, 38.58],
  ],
};

async function drawTrack(reader: Reader, name = "Drawn loop"): Promise<TrackDetail> {
  const response = await request("POST", "/tracks/", { name, geometry: DRAWN_LINE }, reader.headers);
  expect(response.status).toBe(201);
  return trackDetailSchema.parse(await response.json());
}

const pointsOf = (track: Pick<TrackDetail, "geometry">) => track.geometry.coordinates.flat();
const countsOf = async (reader: Reader) => {
  const content = await myContent(reader);
  return { tracks: content.tracks.length, waypoints: content.waypoints.length };
};

describe("who may use My Content", () => {
  it("asks anonymous visitors to sign in", async () => {
    const response = await request("GET", "/");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: "Authentication credentials were not provided.", code: "not_authenticated" });
  });

  it.each([
    ["GET", "/"],
    ["POST", "/tracks/"],
    ["POST", "/waypoints/"],
  ])("refuses %s %s to a signed-in user without All-Access", async (method, url) => {
    const body = method === "POST" ? { name: "x", latitude: 1, longitude: 1, geometry: DRAWN_LINE } : undefined;
    const response = await request(method, url, body, free.headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: "My Content is part of the All-Access membership.",
      code: "permission_denied",
    });
  });

  it("refuses an import from a user without All-Access", async () => {
    const response = await upload([{ name: "trek.gpx", bytes: sample("trek.gpx") }], free.headers);
    expect(response.status).toBe(403);
  });

  it("refuses a signed-out or unpaid import without reading its body", async () => {
    // A body that never ends: a server that tried to read it would never answer.
    const endlessUpload = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="files"; filename="a.gpx"\r\n\r\n'),
          );
        },
      });
    const send = (headers: Headers) =>
      t.app.request("/api/v2/user-content/import/", {
        method: "POST",
        headers: { ...headers, "content-type": "multipart/form-data; boundary=b" },
        body: endlessUpload(),
        duplex: "half",
      } as RequestInit);
    expect((await send({})).status).toBe(401);
    expect((await send(free.headers)).status).toBe(403);
  });

  it("lets subscribers and PROMOTIONAL users in", async () => {
    expect((await request("GET", "/", undefined, member.headers)).status).toBe(200);
    expect((await request("GET", "/", undefined, promo.headers)).status).toBe(200);
  });
});

describe("tracks drawn on the map", () => {
  it("saves the line with its length and lists it for its owner only", async () => {
    const track = await drawTrack(member, "  Fins loop  ");
    expect(track).toMatchObject({
      kind: "track",
      name: "Fins loop",
      notes: "",
      color: "#FF69B4",
      is_shared: false,
      point_count: 3,
    });
    expect(track.length_m).toBeGreaterThan(1_900);
    expect(track.elevation_gain_m).toBeNull();
    expect(track.geometry.coordinates).toEqual([DRAWN_LINE.coordinates]);
    expect(track.bounds).toEqual([
      [-109.55, 38.57],
      [-109.53, 38.58],
    ]);
    expect((await myContent(member)).tracks.map((item) => item.uuid)).toContain(track.uuid);
    expect((await myContent(stranger)).tracks.map((item) => item.uuid)).not.toContain(track.uuid);
  });

  it("keeps the waypoints that come with a track (a planned route's points), and none when one is wrong", async () => {
    const owner = await insertReader(t.db, t.services, { subscribed: true });
    const stops = [
      { name: "Start", latitude: 38.57, longitude: -109.55 },
      { name: "End", latitude: 38.58, longitude: -109.53 },
    ];
    const response = await request(
      "POST",
      "/tracks/",
      { name: "Planned", geometry: DRAWN_LINE, waypoints: stops },
      owner.headers,
    );
    expect(response.status).toBe(201);
    expect((await myContent(owner)).waypoints.map(({ name, icon }) => ({ name, icon }))).toEqual(
      expect.arrayContaining([
        { name: "Start", icon: "pin" },
        { name: "End", icon: "pin" },
      ]),
    );

    const wrong = [...stops, { name: "Nowhere", latitude: 95, longitude: 0 }];
    const refused = await request("POST", "/tracks/", { name: "Planned", geometry: DRAWN_LINE, waypoints: wrong }, owner.headers);
    expect(refused.status).toBe(400);
    expect(await countsOf(owner)).toEqual({ tracks: 1, waypoints: 2 });
  });

  it("refuses a line of one point with a field error", async () => {
    const response = await request(
      "POST",
      "/tracks/",
      { name: "Dot", geometry: { type: "LineString", coordinates: [[-109.5, 38.5]] } },
      member.headers,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "invalid",
      fields: { "geometry.coordinates": ["A track needs at least two points."] },
    });
  });

  it("edits name, notes, colour and line, and recomputes the figures", async () => {
    const track = await drawTrack(member);
    const response = await request(
      "PATCH",
      `/tracks/${track.uuid}/`,
      {
        name: "Renamed",
        notes: "Sand after the gate",
        color: "#028AD7",
        geometry: {
          type: "LineString",
          coordinates: [
            [-109.5, 38.5, 1500],
            [-109.5, 38.51, 1560],
          ],
        },
      },
      member.headers,
    );
    expect(response.status).toBe(200);
    const edited = trackDetailSchema.parse(await response.json());
    expect(edited).toMatchObject({
      name: "Renamed",
      notes: "Sand after the gate",
      color: "#028AD7",
      elevation_gain_m: 60,
      point_count: 2,
    });
    expect(edited.length_m).toBeCloseTo(1_112, 0);
  });

  it("keeps someone else's unshared track unknown and their shared track read-only", async () => {
    const track = await drawTrack(member);
    expect((await request("GET", `/tracks/${track.uuid}/`, undefined, stranger.headers)).status).toBe(404);
    expect((await request("PATCH", `/tracks/${track.uuid}/`, { name: "Mine now" }, stranger.headers)).status).toBe(404);
    expect((await request("DELETE", `/tracks/${track.uuid}/`, undefined, stranger.headers)).status).toBe(404);
    await request("PATCH", `/tracks/${track.uuid}/`, { is_shared: true }, member.headers);
    const patch = await request("PATCH", `/tracks/${track.uuid}/`, { name: "Mine now" }, stranger.headers);
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({ code: "permission_denied" });
    expect((await request("DELETE", `/tracks/${track.uuid}/`, undefined, stranger.headers)).status).toBe(403);
    expect((await getTrack(member, track.uuid)).name).toBe("Drawn loop");
  });

  it("deletes a track for its owner", async () => {
    const track = await drawTrack(member);
    expect((await request("DELETE", `/tracks/${track.uuid}/`, undefined, member.headers)).status).toBe(204);
    expect((await request("GET", `/tracks/${track.uuid}/`, undefined, member.headers)).status).toBe(404);
  });

  it("answers 404 for a path that is not a uuid", async () => {
    expect((await request("GET", "/tracks/42/", undefined, member.headers)).status).toBe(404);
  });
});

describe("waypoints", () => {
  it("adds, edits and deletes a waypoint with an icon from the fixed set", async () => {
    const created = await request(
      "POST",
      "/waypoints/",
      { name: "Camp by the wash", icon: "camp", notes: "Flat, room for two rigs", latitude: 38.6, longitude: -109.6 },
      member.headers,
    );
    expect(created.status).toBe(201);
    const waypoint = waypointSchema.parse(await created.json());
    expect(waypoint).toMatchObject({ kind: "waypoint", icon: "camp", elevation: null, is_shared: false });

    const edited = await request("PATCH", `/waypoints/${waypoint.uuid}/`, { icon: "water", name: "Spring" }, member.headers);
    expect(waypointSchema.parse(await edited.json())).toMatchObject({
      icon: "water",
      name: "Spring",
      notes: "Flat, room for two rigs",
    });
    expect((await request("PATCH", `/waypoints/${waypoint.uuid}/`, { name: "Theirs" }, stranger.headers)).status).toBe(404);
    expect((await request("DELETE", `/waypoints/${waypoint.uuid}/`, undefined, member.headers)).status).toBe(204);
    expect((await request("GET", `/waypoints/${waypoint.uuid}/`, undefined, member.headers)).status).toBe(404);
  });

  it.each([
    [{ name: "x", icon: "unicorn", latitude: 1, longitude: 1 }, "icon"],
    [{ name: "x", latitude: 91, longitude: 1 }, "latitude"],
    [{ name: "", latitude: 1, longitude: 1 }, "name"],
  ])("refuses %j with a field error on %s", async (body, field) => {
    const response = await request("POST", "/waypoints/", body, member.headers);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });
});

describe("POST /api/v2/user-content/import/", () => {
  // [fixture, format, points per track's segments, waypoint count]
  it.each([
    ["gpx-1.0-all-fields.gpx", "gpx", [[3], [2]], 2],
    ["gpx-1.1-all-fields.gpx", "gpx", [[3], [2]], 2],
    ["unicode-bom.gpx", "gpx", [], 1],
    [
      "tracks-and-segments.gpx",
      "gpx",
      [
        [4, 6],
        [5, 3],
      ],
      0,
    ],
    [
      "ridge-loops.gpx",
      "gpx",
      [
        [140, 100, 2, 1, 73],
        [60, 40],
        [50, 30, 20],
      ],
      12,
    ],
    ["run-gpxtpx.gpx", "gpx", [[42]], 0],
    ["trek.gpx", "gpx", [[120]], 0],
    ["multigeometry.kml", "kml", [[2, 2]], 0],
    ["polygon.kml", "kml", [[5]], 0],
  ])("imports %s (%s) with its tracks, segments and waypoints", async (name, format, segments, waypointCount) => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const result = await importOne(reader, name);
    expect(result.format).toBe(format);
    const stored = await Promise.all(result.tracks.map((track) => getTrack(reader, track.uuid)));
    expect(stored.map((track) => track.geometry.coordinates.map((segment) => segment.length))).toEqual(segments);
    expect(result.waypoints).toHaveLength(waypointCount);
    expect(await countsOf(reader)).toEqual({ tracks: segments.length, waypoints: waypointCount });
    for (const track of result.tracks) expect(track.source_file_name).toBe(name);
  });

  it("keeps names, elevations and figures from a GPX track", async () => {
    const result = await importOne(member, "ridge-loops.gpx");
    expect(result.tracks.map((track) => track.name)).toEqual(["BIG LOOP", "BUCK HILL", "SHORT LOOP"]);
    expect(result.waypoints.map((waypoint) => waypoint.name)).toContain("SUMMIT");
    const bigLoop = await getTrack(member, result.tracks[0]!.uuid);
    expect(bigLoop.geometry.coordinates[0]![0]).toHaveLength(3);
    expect(bigLoop.elevation_gain_m).toBeGreaterThan(0);
    expect(bigLoop.elevation_loss_m).toBeGreaterThan(0);
    expect(bigLoop.length_m).toBeGreaterThan(1_000);
    expect(bigLoop.preview.coordinates.flat().length).toBeLessThanOrEqual(bigLoop.point_count);
  });

  it("keeps an elevation profile of a track with elevations for its own page, not for the list", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const result = await importOne(reader, "ridge-loops.gpx");
    const bigLoop = await getTrack(reader, result.tracks[0]!.uuid);
    const elevations = bigLoop.geometry.coordinates.flat().map((point) => point[2]!);
    const profile = bigLoop.elevation_profile!;
    expect(profile.length).toBeGreaterThan(100);
    expect(profile.length).toBeLessThanOrEqual(PROFILE_SAMPLES);
    expect(profile[0]![0]).toBeLessThan(bigLoop.length_m / 100);
    expect(profile.at(-1)![0]).toBeGreaterThan(bigLoop.length_m * 0.98);
    for (const [, elevation] of profile) {
      expect(elevation).toBeGreaterThanOrEqual(Math.min(...elevations));
      expect(elevation).toBeLessThanOrEqual(Math.max(...elevations));
    }

    await request("PATCH", `/tracks/${bigLoop.uuid}/`, { is_shared: true }, reader.headers);
    const shared = sharedContentSchema.parse(await (await request("GET", `/shared/${bigLoop.uuid}/`)).json());
    expect(shared).toMatchObject({ kind: "track", elevation_profile: profile });
    const listed = (await myContent(reader)).tracks.find((track) => track.uuid === bigLoop.uuid);
    expect(listed).not.toHaveProperty("elevation_profile");

    expect((await drawTrack(reader)).elevation_profile).toBeNull();
  });

  it("gives tracks stored before profiles were kept the profile the app would have stored (migration 0025)", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const result = await importOne(reader, "ridge-loops.gpx");
    const before = await Promise.all(result.tracks.map((track) => getTrack(reader, track.uuid)));
    const uuids = before.map((track) => track.uuid);
    await t.db.execute(sql`update user_tracks set elevation_profile = null where uuid in ${uuids}`);

    const migration = readFileSync(path.resolve("server/db/migrations/0025_track_elevation_profile.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1]!;
    await t.db.execute(sql.raw(backfill));

    for (const track of before) {
      const after = (await getTrack(reader, track.uuid)).elevation_profile!;
      expect(after).toHaveLength(track.elevation_profile!.length);
      after.forEach(([distance, elevation], index) => {
        const [storedDistance, storedElevation] = track.elevation_profile![index]!;
        expect(distance).toBeCloseTo(storedDistance, -1);
        expect(elevation).toBeCloseTo(storedElevation, 0);
      });
    }
  });

  it("imports a GeoJSON FeatureCollection of lines and points", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const geojson = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Ridge" },
          geometry: {
            type: "LineString",
            coordinates: [
              [-109, 38, 1500],
              [-109.01, 38.01, 1510],
            ],
          },
        },
        {
          type: "Feature",
          properties: { name: "Spring", description: "Seasonal" },
          geometry: { type: "Point", coordinates: [-109, 38] },
        },
      ],
    });
    const result = await importOne(reader, "ride.geojson", geojson);
    expect(result.format).toBe("geojson");
    expect(result.tracks.map((track) => track.name)).toEqual(["Ridge"]);
    expect(result.waypoints.map((waypoint) => [waypoint.name, waypoint.notes])).toEqual([["Spring", "Seasonal"]]);
  });

  it("keeps a KML description's text as notes, not its HTML", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const kml = `<?xml version="1.0"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Gate</name><description><![CDATA[<p>Gate <b>closed</b> &amp; locked</p>]]></description>
    <Point><coordinates>-109.5,38.5</coordinates></Point></Placemark>
  <Placemark><name>Shelf</name><description>&lt;p&gt;Narrow&lt;/p&gt;&lt;p&gt;One rig at a time&lt;/p&gt;</description>
    <LineString><coordinates>-109.5,38.5 -109.4,38.6</coordinates></LineString></Placemark>
</Document></kml>`;
    await importOne(reader, "gate.kml", kml);
    const content = await myContent(reader);
    expect(content.waypoints.map((waypoint) => waypoint.notes)).toEqual(["Gate closed & locked"]);
    expect(content.tracks.map((track) => track.notes)).toEqual(["Narrow\nOne rig at a time"]);
  });

  it("answers per file: the good one imported, the broken one named with its line and nothing of it stored", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    // A good first track, then a second whose segment is never closed: the parser stops at line 9.
    const broken = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">`,
      `<wpt lat="38.5" lon="-109.5"><name>Early</name></wpt>`,
      `<trk><name>Fine</name><trkseg>`,
      `<trkpt lat="38.5" lon="-109.5"/><trkpt lat="38.6" lon="-109.6"/>`,
      `</trkseg></trk>`,
      `<trk><name>Broken</name><trkseg>`,
      `<trkpt lat="38.5" lon="-109.5"/><trkpt lat="38.6" lon="-109.6"/>`,
      `</trk>`,
      `</gpx>`,
    ].join("\n");
    const results = await importFiles(reader, [
      { name: "trek.gpx", bytes: sample("trek.gpx") },
      { name: "broken.gpx", bytes: broken },
      { name: "route.gpx", bytes: "just some notes, not a track" },
    ]);
    expect(results.map((result) => [result.file_name, result.status])).toEqual([
      ["trek.gpx", "imported"],
      ["broken.gpx", "failed"],
      ["route.gpx", "failed"],
    ]);
    expect(results[1]).toMatchObject({ error: expect.stringMatching(/^broken\.gpx: line 9, column \d+: .*trkseg/) as unknown });
    expect(results[2]).toMatchObject({ error: "route.gpx: not a GPX, KML or GeoJSON file" });
    expect(await countsOf(reader)).toEqual({ tracks: 1, waypoints: 0 });
  });

  it.each([
    [
      "bad-point.gpx",
      `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">\n<wpt lat="38" lon="-109"/>\n<trk><trkseg>\n<trkpt lat="95" lon="-109"/>\n</trkseg></trk></gpx>`,
      /^bad-point\.gpx: line 4: <trkpt> needs lat between -90 and 90/,
    ],
    ["empty.gpx", sample("empty-trk.gpx"), /^empty\.gpx: no tracks, routes or waypoints with coordinates found$/],
    [
      "bad.geojson",
      `{\n  "type": "FeatureCollection",\n  "features": [\n    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-109, 38]}},\n  ]\n}`,
      /^bad\.geojson: line 5, column 3: not valid JSON: unexpected "\]", expected a value$/,
    ],
    [
      "far.geojson",
      `{"type": "Feature", "properties": {}, "geometry": {"type": "LineString", "coordinates": [[-109, 38], [200, 38]]}}`,
      /^far\.geojson: feature 1: \[200, 38\] is not a longitude and latitude$/,
    ],
    [
      "broken.kml",
      `<?xml version="1.0"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Placemark><Point><coordinates>-109,38</coordinates>\n</Placemark></kml>`,
      /^broken\.kml: line 4, column \d+: /,
    ],
    [
      "atom.xml",
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>`,
      /^atom\.xml: not a GPX, KML or GeoJSON file \(its XML root is <feed>\)$/,
    ],
    ["empty.kml", "", /^empty\.kml: the file is empty$/],
  ])("refuses %s with an error that names the problem, and stores none of it", async (name, bytes, error) => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const [result] = await importFiles(reader, [{ name, bytes }]);
    expect(result).toMatchObject({ status: "failed", file_name: name, error: expect.stringMatching(error) as unknown });
    expect(await countsOf(reader)).toEqual({ tracks: 0, waypoints: 0 });
  });

  it("stops a KML file that nests too deep or is too large before building its document", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const deep = `<kml xmlns="http://www.opengis.net/kml/2.2">${"<Folder>".repeat(10_000)}${"</Folder>".repeat(10_000)}</kml>`;
    const placemark = "<Placemark><Point><coordinates>-109,38</coordinates></Point></Placemark>";
    const huge = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemark.repeat(80_000)}</Document></kml>`;
    const [deepResult, hugeResult] = await importFiles(reader, [
      { name: "deep.kml", bytes: deep },
      { name: "huge.kml", bytes: huge },
    ]);
    expect(deepResult).toMatchObject({ status: "failed", error: "deep.kml: line 1: elements nest deeper than 64 levels" });
    expect(hugeResult).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^huge\.kml: the KML file is too large to read/) as unknown,
    });
    expect(await countsOf(reader)).toEqual({ tracks: 0, waypoints: 0 });
  });

  it("refuses a file over the size limit by name", async () => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const [result] = await importFiles(reader, [{ name: "huge.gpx", bytes: new Uint8Array(USER_CONTENT_LIMITS.fileBytes + 1) }]);
    expect(result).toEqual({ status: "failed", file_name: "huge.gpx", error: "huge.gpx: the file is 25 MB; the limit is 25 MB" });
  });

  it("refuses an upload larger than two files' worth with 413 and the error shape", async () => {
    const big = new Uint8Array(USER_CONTENT_LIMITS.fileBytes);
    const response = await upload(
      [
        { name: "a.gpx", bytes: big },
        { name: "b.gpx", bytes: big },
        { name: "c.gpx", bytes: big },
      ],
      member.headers,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("asks for a file when none is attached", async () => {
    const response = await t.app.request("/api/v2/user-content/import/", {
      method: "POST",
      body: new FormData(),
      headers: member.headers,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid", fields: { files: ["Choose a file to import."] } });
  });
});

describe("GET /api/v2/user-content/{kind}/{uuid}/export/", () => {
  async function exported(reader: Reader | null, kind: string, uuid: string, format: string) {
    const response = await request("GET", `/${kind}/${uuid}/export/?format=${format}`, undefined, reader?.headers ?? {});
    expect(response.status).toBe(200);
    return {
      text: await response.text(),
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
    };
  }

  it("writes GPX 1.1 that validates against the schema and survives a gpsbabel round trip", async () => {
    const { tracks } = await importOne(member, "ridge-loops.gpx");
    const track = await getTrack(member, tracks[0]!.uuid);
    const { text, type, disposition } = await exported(member, "tracks", track.uuid, "gpx");
    expect(type).toBe("application/gpx+xml; charset=utf-8");
    expect(disposition).toBe('attachment; filename="big-loop.gpx"');
    expectValidAgainstSchema(text, "gpx-1.1.xsd", "big-loop.gpx");

    const babel = throughGpsbabel(text);
    expect(babel.match(/<trkpt /g)?.length).toBe(pointsOf(track).length);
    expect(babel.match(/<trkseg>/g)?.length).toBe(track.geometry.coordinates.length);
  });

  it("writes a waypoint as valid GPX, escaping its text", async () => {
    const created = await request(
      "POST",
      "/waypoints/",
      {
        name: `Tom's <"gate"> & fence`,
        icon: "gate",
        notes: "Close it\u0007 behind you",
        latitude: 38.5,
        longitude: -109.5,
        elevation: 1500,
      },
      member.headers,
    );
    const waypoint = waypointSchema.parse(await created.json());
    const { text } = await exported(member, "waypoints", waypoint.uuid, "gpx");
    expectValidAgainstSchema(text, "gpx-1.1.xsd", "gate.gpx");
    expect(text).toContain("<name>Tom&apos;s &lt;&quot;gate&quot;&gt; &amp; fence</name>");
    expect(text).toContain('<wpt lat="38.5" lon="-109.5"><ele>1500</ele>');
  });

  it.each(["kml", "geojson", "gpx"])("round-trips a track through %s: re-importing gives the same points", async (format) => {
    const { tracks } = await importOne(member, "tracks-and-segments.gpx");
    const original = await getTrack(member, tracks[0]!.uuid);
    const { text } = await exported(member, "tracks", original.uuid, format);
    const again = await importOne(member, `again.${format}`, text);
    expect(again.tracks).toHaveLength(1);
    const reimported = await getTrack(member, again.tracks[0]!.uuid);
    expect(reimported.name).toBe(original.name);
    expect(reimported.geometry.coordinates).toEqual(original.geometry.coordinates);
  });

  it.each(["kml", "geojson", "gpx"])("round-trips a waypoint through %s", async (format) => {
    const created = await request(
      "POST",
      "/waypoints/",
      { name: "Overlook", icon: "viewpoint", latitude: 38.51, longitude: -109.52, elevation: 1620.5 },
      member.headers,
    );
    const waypoint = waypointSchema.parse(await created.json());
    const { text } = await exported(member, "waypoints", waypoint.uuid, format);
    const again = await importOne(member, `overlook.${format}`, text);
    expect(again.waypoints.map((item) => [item.name, item.icon, item.latitude, item.longitude, item.elevation])).toEqual([
      ["Overlook", "viewpoint", 38.51, -109.52, 1620.5],
    ]);
  });

  it("keeps unshared items to their owner and lets anyone export a shared one", async () => {
    const track = await drawTrack(member);
    expect((await request("GET", `/tracks/${track.uuid}/export/?format=gpx`)).status).toBe(401);
    expect((await request("GET", `/tracks/${track.uuid}/export/?format=gpx`, undefined, stranger.headers)).status).toBe(404);
    await request("PATCH", `/tracks/${track.uuid}/`, { is_shared: true }, member.headers);
    await exported(null, "tracks", track.uuid, "kml");
  });

  it("refuses an unknown format", async () => {
    const track = await drawTrack(member);
    const response = await request("GET", `/tracks/${track.uuid}/export/?format=shp`, undefined, member.headers);
    expect(response.status).toBe(400);
  });
});

describe("GET /api/v2/user-content/shared/{uuid}/", () => {
  it("shows a shared track to anyone, read-only, and hides it again when unshared", async () => {
    const track = await drawTrack(member, "Shared loop");
    expect((await request("GET", `/shared/${track.uuid}/`)).status).toBe(404);

    await request("PATCH", `/tracks/${track.uuid}/`, { is_shared: true }, member.headers);
    const response = await request("GET", `/shared/${track.uuid}/`);
    expect(response.status).toBe(200);
    const shared = sharedContentSchema.parse(await response.json());
    expect(shared).toMatchObject({ kind: "track", name: "Shared loop", owner_name: "Morgan Member", is_shared: true });
    expect(shared).not.toHaveProperty("source_file_name");

    await request("PATCH", `/tracks/${track.uuid}/`, { is_shared: false }, member.headers);
    expect((await request("GET", `/shared/${track.uuid}/`)).status).toBe(404);
  });

  it("shows its owner, as a member, an unshared track (its own page) and no one else", async () => {
    const track = await drawTrack(member, "Private loop");
    const own = await request("GET", `/shared/${track.uuid}/`, undefined, member.headers);
    expect(own.status).toBe(200);
    expect(sharedContentSchema.parse(await own.json())).toMatchObject({ name: "Private loop", is_shared: false, is_own: true });
    expect((await request("GET", `/shared/${track.uuid}/tiles/14/3030/6512.mvt`, undefined, member.headers)).status).toBe(200);
    expect((await request("GET", `/shared/${track.uuid}/`, undefined, stranger.headers)).status).toBe(404);
    expect((await request("GET", `/shared/${track.uuid}/tiles/14/3030/6512.mvt`, undefined, stranger.headers)).status).toBe(404);

    await request("PATCH", `/tracks/${track.uuid}/`, { is_shared: true }, member.headers);
    const shared = await request("GET", `/shared/${track.uuid}/`, undefined, stranger.headers);
    expect(sharedContentSchema.parse(await shared.json())).toMatchObject({ is_shared: true, is_own: false });
  });

  it("shows a shared waypoint", async () => {
    const created = await request(
      "POST",
      "/waypoints/",
      { name: "Trailhead", icon: "trailhead", latitude: 38, longitude: -109 },
      member.headers,
    );
    const waypoint = waypointSchema.parse(await created.json());
    await request("PATCH", `/waypoints/${waypoint.uuid}/`, { is_shared: true }, member.headers);
    const shared = sharedContentSchema.parse(await (await request("GET", `/shared/${waypoint.uuid}/`)).json());
    expect(shared).toMatchObject({ kind: "waypoint", name: "Trailhead", icon: "trailhead" });
  });

  it("answers 404 for an unknown uuid", async () => {
    const response = await request("GET", "/shared/7b0e4c1e-2f43-4b7e-9a55-1c2d3e4f5a6b/");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });
});
