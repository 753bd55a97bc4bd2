import { describe, expect, it } from "vitest";
import { legalityOf, plannerClassOfRig, tripMonthDays } from "./route-legality";

const designated = { allowUndesignated: false };
const summerRoad = { vehicles: [{ vehicle: "Passenger vehicle", dates: "05/15-10/31" }] };
const narrowTrail = {
  vehicles: [
    { vehicle: "ATV", dates: "open" },
    { vehicle: "Motorcycle", dates: "open" },
  ],
};

describe("a road's legality for a trip", () => {
  it("closes a seasonal road on any closed day of the trip and opens it when every day is in season", () => {
    expect(legalityOf(summerRoad, "highway-legal", tripMonthDays("2027-07-01", "2027-07-04"), designated)).toEqual({
      open: true,
      designated: true,
    });
    expect(legalityOf(summerRoad, "highway-legal", tripMonthDays("2027-10-30", "2027-11-02"), designated)).toEqual({
      open: false,
      reason: "dates",
      vehicle: "Passenger vehicle",
      dates: "05/15-10/31",
    });
  });

  it("opens a 50-inch trail to an ATV and closes it to a full-size truck, naming the classes it allows", () => {
    const july = tripMonthDays("2027-07-01", "2027-07-01");
    expect(legalityOf(narrowTrail, "atv", july, designated)).toEqual({ open: true, designated: true });
    expect(legalityOf(narrowTrail, "high-clearance", july, designated)).toEqual({
      open: false,
      reason: "vehicle",
      allowed: ["ATV", "Motorcycle"],
    });
  });

  it("reads a season over the new year and several ranges, and never takes unreadable dates for open", () => {
    const winter = { vehicles: [{ vehicle: "Motorcycle", dates: "12/01-03/31" }] };
    expect(legalityOf(winter, "motorcycle", tripMonthDays("2027-12-30", "2028-01-02"), designated).open).toBe(true);
    expect(legalityOf(winter, "motorcycle", tripMonthDays("2028-04-01", "2028-04-01"), designated).open).toBe(false);
    const twoSeasons = { vehicles: [{ vehicle: "ATV", dates: "04/01-05/31, 09/01-10/31" }] };
    expect(legalityOf(twoSeasons, "atv", tripMonthDays("2027-09-10", "2027-09-12"), designated).open).toBe(true);
    expect(legalityOf(twoSeasons, "atv", tripMonthDays("2027-07-10", "2027-07-10"), designated).open).toBe(false);
    const unreadable = { vehicles: [{ vehicle: "ATV", dates: "spring" }] };
    expect(legalityOf(unreadable, "atv", tripMonthDays("2027-07-10", "2027-07-10"), designated).open).toBe(false);
  });

  it("admits a trip whose days are covered by two of its vehicle's classes together", () => {
    const road = {
      vehicles: [
        { vehicle: "Passenger vehicle", dates: "05/15-10/31" },
        { vehicle: "High clearance vehicle", dates: "06/01-11/30" },
      ],
    };
    expect(legalityOf(road, "high-clearance", tripMonthDays("2027-10-30", "2027-11-02"), designated).open).toBe(true);
    expect(legalityOf(road, "highway-legal", tripMonthDays("2027-10-30", "2027-11-02"), designated).open).toBe(false);
  });

  it("opens a road without a designation only when the reader allows it, and marks it", () => {
    const days = tripMonthDays("2027-07-01", "2027-07-01");
    expect(legalityOf({}, "atv", days, designated)).toEqual({ open: false, reason: "undesignated" });
    expect(legalityOf({}, "atv", days, { allowUndesignated: true })).toEqual({ open: true, designated: false });
  });

  it("counts every day of a trip, across months and a leap day", () => {
    expect(tripMonthDays("2028-02-28", "2028-03-01")).toEqual([228, 229, 301]);
    expect(tripMonthDays("2027-07-02", "2027-07-01")).toEqual([]);
  });
});

describe("the class a trip defaults to for the primary rig", () => {
  const rig = { width_in: null, ground_clearance_in: null, lift_in: null };

  it("takes a rig 50 inches wide or less for an ATV, and a lifted or tall one for high clearance", () => {
    expect(plannerClassOfRig({ ...rig, width_in: 50 })).toBe("atv");
    expect(plannerClassOfRig({ ...rig, width_in: 74, ground_clearance_in: 10.8 })).toBe("high-clearance");
    expect(plannerClassOfRig({ ...rig, ground_clearance_in: 6, lift_in: 2 })).toBe("high-clearance");
    expect(plannerClassOfRig(rig)).toBe("high-clearance");
  });

  it("keeps a low rig with no lift to highway-legal roads", () => {
    expect(plannerClassOfRig({ ...rig, width_in: 72, ground_clearance_in: 6.5 })).toBe("highway-legal");
  });
});
