import { describe, expect, it } from "vitest";
import { bytesSource, type FeatureSource } from "./feature-source";

const feature = (id: number) => ({ type: "Feature", properties: { id }, geometry: { type: "Point", coordinates: [id, id] } });

async function read(source: FeatureSource): Promise<{ raw: unknown; where: string }[]> {
  const features = [];
  for await (const item of source.features()) features.push(item);
  return features;
}

describe("a dataset file read feature by feature", () => {
  it("streams a FeatureCollection's features, naming each by its place, and reads it again from the start", async () => {
    const collection = { type: "FeatureCollection", name: "districts", features: [feature(1), feature(2), feature(3)] };
    const source = bytesSource("lands.geojson", Buffer.from(JSON.stringify(collection)));
    const first = await read(source);
    expect(first).toEqual([
      { raw: feature(1), where: "lands.geojson, feature 1" },
      { raw: feature(2), where: "lands.geojson, feature 2" },
      { raw: feature(3), where: "lands.geojson, feature 3" },
    ]);
    expect(await read(source)).toEqual(first);
  });

  it("reads a lone Feature, and refuses what is neither a collection nor a feature", async () => {
    expect(await read(bytesSource("one.geojson", Buffer.from(JSON.stringify(feature(7)))))).toEqual([
      { raw: feature(7), where: "one.geojson, feature 1" },
    ]);
    await expect(read(bytesSource("list.json", Buffer.from("[1, 2]")))).rejects.toThrow(
      "list.json: expected a GeoJSON FeatureCollection or Feature.",
    );
  });

  it("refuses a file that is not JSON, naming it", async () => {
    await expect(
      read(bytesSource("broken.geojson", Buffer.from('{"type": "FeatureCollection", "features": [{"type": '))),
    ).rejects.toThrow(/^broken\.geojson: not valid JSON/);
  });

  it("reads a GeoJSON sequence line by line, with or without the record separator, skipping blank lines", async () => {
    const text = `${JSON.stringify(feature(1))}\n\n\u001e${JSON.stringify(feature(2))}\r\n`;
    expect(await read(bytesSource("roads.geojsonl", Buffer.from(text)))).toEqual([
      { raw: feature(1), where: "roads.geojsonl, line 1" },
      { raw: feature(2), where: "roads.geojsonl, line 3" },
    ]);
    await expect(read(bytesSource("roads.geojsonl", Buffer.from(`${JSON.stringify(feature(1))}\n{oops}\n`)))).rejects.toThrow(
      /^roads\.geojsonl, line 2: not valid JSON/,
    );
  });
});
