// Every third-party GPX and KML sample of the corpus imports into My Content with the tracks,
// segments and waypoints its author put in it; a file without a point is refused with the reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  importResultSchema,
  trackDetailSchema,
  type ImportFileResult,
  type TrackDetail,
} from "../../shared/contracts/user-content.contract";
import { insertReader } from "../factories/guides";
import { createTestApp, type TestApp } from "../setup/test-app";
import { GPX_SAMPLES } from "./corpus";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reader = Awaited<ReturnType<typeof insertReader>>;

async function importSample(reader: Reader, name: string): Promise<ImportFileResult> {
  const form = new FormData();
  form.append("files", new File([new Uint8Array(readFileSync(path.join(GPX_SAMPLES, name)))], name));
  const response = await t.app.request("/api/v2/user-content/import/", { method: "POST", body: form, headers: reader.headers });
  expect(response.status).toBe(200);
  const [result] = importResultSchema.parse(await response.json()).results;
  return result!;
}

async function getTrack(reader: Reader, uuid: string): Promise<TrackDetail> {
  const response = await t.app.request(`/api/v2/user-content/tracks/${uuid}/`, { headers: reader.headers });
  expect(response.status).toBe(200);
  return trackDetailSchema.parse(await response.json());
}

// [sample, format, points per track's segments, waypoint count]; null: refused as empty.
const EXPECTED: Record<string, [string, number[][], number] | null> = {
  "gpxpy__gpx1.0_with_all_fields.gpx": ["gpx", [[3], [2]], 2],
  "gpxpy__gpx1.1_with_all_fields.gpx": ["gpx", [[3], [2]], 2],
  "gpxpy__unicode_with_bom.gpx": ["gpx", [], 1],
  "gpxstudio__with_tracks_and_segments.gpx": [
    "gpx",
    [
      [16, 34],
      [19, 10],
    ],
    0,
  ],
  "togeojson__blue_hills.gpx": [
    "gpx",
    [
      [95, 59, 115, 3, 2, 1, 3, 6, 25],
      [172, 326],
      [298, 90, 48],
    ],
    46,
  ],
  "togeojson__empty_trk.gpx": null,
  "togeojson__run_gpxtpx.gpx": ["gpx", [[42]], 0],
  "togeojson__trek.gpx": ["gpx", [[120]], 0],
  "togeojson__multigeometry.kml": ["kml", [[2, 2]], 0],
  "togeojson__polygon.kml": ["kml", [[5]], 0],
};

const samples = readdirSync(GPX_SAMPLES)
  .filter((name) => /\.(gpx|kml)$/i.test(name))
  .sort();

describe("the third-party GPX and KML samples", () => {
  it("are all known to this test, so a new sample is not skipped silently", () => {
    expect(samples).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(samples)("imports %s", async (name) => {
    const reader = await insertReader(t.db, t.services, { subscribed: true });
    const result = await importSample(reader, name);
    const expected = EXPECTED[name];
    if (expected === null) {
      expect(result).toMatchObject({ status: "failed", error: `${name}: no tracks, routes or waypoints with coordinates found` });
      return;
    }
    if (result.status !== "imported") throw new Error(`Expected ${name} to import: ${JSON.stringify(result)}`);
    const [format, segments, waypointCount] = expected!;
    expect(result.format).toBe(format);
    const stored = await Promise.all(result.tracks.map((track) => getTrack(reader, track.uuid)));
    expect(stored.map((track) => track.geometry.coordinates.map((segment) => segment.length))).toEqual(segments);
    expect(result.waypoints).toHaveLength(waypointCount);
  });
});
