import { describe, expect, it } from "vitest";
import { distanceMetres, type Position } from "../geo/geometry";
import { cutTrackForPrivacy, insidePrivacyZone } from "./privacy-zones";

// About 111 m of latitude per 0.001 degree.
const line = (count: number, longitude = -111): Position[] =>
  Array.from({ length: count }, (_, index) => [longitude, 40 + index * 0.001, 1500 + index] as Position);
const zoneAt = ([longitude, latitude]: Position, radiusMetres: number) => ({ longitude, latitude, radiusMetres });

describe("cutTrackForPrivacy", () => {
  const track = line(20);

  it("keeps a track whole when no zone touches it", () => {
    const result = cutTrackForPrivacy([track], [zoneAt([10, 10], 500)]);
    expect(result).toEqual({ segments: [track], times: null, cut: false });
  });

  it("removes the start inside a zone up to the first point outside", () => {
    const result = cutTrackForPrivacy([track], [zoneAt(track[0]!, 250)]);
    // Points 0, 1 and 2 are within 250 m of the first point.
    expect(result?.segments[0]![0]).toEqual(track[3]);
    expect(result?.segments[0]).toHaveLength(17);
    expect(result?.cut).toBe(true);
  });

  it("removes the end inside a zone, and both ends with several zones, times cut alike", () => {
    const times = [track.map((_, index) => `2026-06-01T10:${String(index).padStart(2, "0")}:00Z`)];
    const result = cutTrackForPrivacy([track], [zoneAt(track[0]!, 150), zoneAt(track[19]!, 350)], times);
    expect(result?.segments[0]![0]).toEqual(track[2]);
    expect(result?.segments[0]!.at(-1)).toEqual(track[15]);
    expect(result?.times?.[0]![0]).toBe("2026-06-01T10:02:00Z");
    expect(result?.times?.[0]).toHaveLength(result!.segments[0]!.length);
  });

  it("keeps the middle of a track that passes through a zone", () => {
    const result = cutTrackForPrivacy([track], [zoneAt(track[10]!, 150)]);
    expect(result?.segments[0]).toEqual(track);
    expect(result?.cut).toBe(false);
  });

  it("drops leading and trailing segments wholly inside a zone, and inner ones too", () => {
    const home = line(3, -112);
    const middle = line(3, -112.5);
    const result = cutTrackForPrivacy([home, track, middle, track, home], [zoneAt(home[1]!, 400), zoneAt(middle[1]!, 400)]);
    expect(result?.segments).toEqual([track, track]);
    expect(result?.cut).toBe(true);
  });

  it("shares nothing of a track wholly inside the zones", () => {
    expect(cutTrackForPrivacy([track], [zoneAt(track[10]!, 5_000)])).toBeNull();
  });

  it("hides a point exactly on the zone's edge", () => {
    const centre: Position = [-111, 40];
    const edge: Position = [-111, 40.001];
    const radius = distanceMetres(centre, edge);
    expect(insidePrivacyZone(edge[0], edge[1], [zoneAt(centre, radius)])).toBe(true);
    expect(insidePrivacyZone(edge[0], edge[1], [zoneAt(centre, radius - 1)])).toBe(false);
    const result = cutTrackForPrivacy([[centre, edge, [-111, 40.01]]], [zoneAt(centre, radius)]);
    expect(result?.segments).toEqual([[[-111, 40.01]]]);
  });
});
