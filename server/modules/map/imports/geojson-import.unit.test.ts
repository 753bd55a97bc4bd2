import { describe, expect, it } from "vitest";
import { mvumDesignation, roadAttributes } from "./geojson-import";

const road = (properties: Record<string, unknown>) => ({
  geometry: { type: "LineString" as const, coordinates: [] },
  properties,
  where: "t",
});

describe(mvumDesignation.name, () => {
  it("keeps each open vehicle class in the map's order, with its dates, and the seasonal flag", () => {
    expect(
      mvumDesignation({
        SEASONAL: "Seasonal",
        ATV: "open",
        ATV_DATESOPEN: "06/01-10/31",
        passengervehicle: "open",
        FOURWD_GT50INCHES: "open",
        FOURWD_GT50_DATESOPEN: "05/15-11/15",
        OTHER_OHV_LT50INCHES: "open",
        MOTORCYCLE: null,
        TRUCK: "",
      }),
    ).toEqual({
      seasonal: "seasonal",
      vehicles: [
        { vehicle: "Passenger vehicle", dates: "open" },
        { vehicle: "4WD over 50 inches", dates: "05/15-11/15" },
        { vehicle: "ATV", dates: "06/01-10/31" },
        { vehicle: "OHV 50 inches or less", dates: "open" },
      ],
    });
  });

  it("gives nothing for a road with no Motor Vehicle Use Map fields", () => {
    expect(mvumDesignation({ name: "Main Street", highway: "residential" })).toEqual({});
  });
});

describe(roadAttributes.name, () => {
  it("reads a BLM GTLF route's name, designation and surface", () => {
    expect(
      roadAttributes(
        road({ ROUTE_PRMRY_NM: "Kokopelli Trail", PLAN_ROUTE_DSGNTN_AUTH: "Limited", OBSRVE_SRFCE_TYPE: "Natural" }),
      ),
    ).toEqual({ name: "Kokopelli Trail", roadClass: "Limited", surface: "Natural", designation: {} });
  });
});
