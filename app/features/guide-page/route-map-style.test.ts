import { describe, expect, it } from "vitest";
import { UNRATED_COLOR } from "../../../shared/domain/difficulty";
import { ROUTE_SOURCE_ID, STAFF_LAYER_GROUPS, STAFF_SOURCE_ID, routeLineLayer } from "./route-map-style";

describe(routeLineLayer.name, () => {
  it("draws spec §9's line in the difficulty's colour", () => {
    expect(routeLineLayer("#FAD201")).toMatchObject({
      type: "line",
      source: ROUTE_SOURCE_ID,
      layout: { "line-cap": "round" },
      paint: { "line-color": "#FAD201", "line-width": 4, "line-dasharray": [0.25, 1.5] },
    });
  });

  it.each([null, undefined, ""])("falls back to pink for %j", (color) => {
    expect(routeLineLayer(color).paint["line-color"]).toBe(UNRATED_COLOR);
  });
});

describe("STAFF_LAYER_GROUPS", () => {
  const layers = STAFF_LAYER_GROUPS.flatMap((group) => group.layers);

  it("draws every staff layer from the staff source, under its own id", () => {
    expect(layers.every((layer) => "source" in layer && layer.source === STAFF_SOURCE_ID)).toBe(true);
    expect(new Set(layers.map((layer) => layer.id)).size).toBe(layers.length);
  });

  it("dashes only the unpublished lines", () => {
    const dashed = layers.filter((layer) => layer.type === "line" && layer.paint?.["line-dasharray"] !== undefined);
    expect(dashed.map((layer) => layer.id)).toEqual(["staff-unpublished-lines"]);
  });
});
