// Whether a road of the Motor Vehicle Use Map is open to a trip's vehicle on every day of the trip
// (ADR 0083). The planner offers five vehicle classes; each is admitted by some of MVUM's classes,
// whose open dates ("05/15-10/31", or "open" all year) the importer keeps beside each class.
import type { MVUM_VEHICLE_CLASSES } from "./mvum";

export const PLANNER_VEHICLE_CLASSES = ["highway-legal", "high-clearance", "atv", "motorcycle", "side-by-side"] as const;
export type PlannerVehicleClass = (typeof PLANNER_VEHICLE_CLASSES)[number];

type MvumClassLabel = (typeof MVUM_VEHICLE_CLASSES)[number]["label"];

/**
 * The MVUM classes under which each planner class may drive a road. A highway-legal vehicle drives
 * what is open to passenger vehicles and trucks; a high-clearance one also what is open to high
 * clearance and to four-wheel drives over 50 inches; an ATV what is open to ATVs and to vehicles 50
 * inches or less; a side-by-side (wider than 50 inches, as most are) what is open to off-highway
 * vehicles over 50 inches.
 */
export const ADMITTING_CLASSES: Record<PlannerVehicleClass, readonly MvumClassLabel[]> = {
  "highway-legal": ["Passenger vehicle", "Truck"],
  "high-clearance": ["Passenger vehicle", "Truck", "High clearance vehicle", "4WD over 50 inches"],
  atv: ["ATV", "Other wheeled OHV", "OHV 50 inches or less"],
  motorcycle: ["Motorcycle"],
  "side-by-side": ["Other OHV over 50 inches", "4WD over 50 inches"],
};

/** What the importer keeps of a road's designation (`RoadDesignation` in the schema). */
export interface Designation {
  vehicles?: readonly { vehicle: string; dates: string }[];
}

/** A day of the year as month * 100 + day (May 15 is 515), the form MVUM's dates take. */
type MonthDay = number;

/** Each day of a trip from `start` to `end` (YYYY-MM-DD, both included), as month-days. */
export function tripMonthDays(start: string, end: string): MonthDay[] {
  const days: MonthDay[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); day <= new Date(`${end}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push((day.getUTCMonth() + 1) * 100 + day.getUTCDate());
  }
  return days;
}

const MONTH_DAY = /^(\d{1,2})\/(\d{1,2})$/;

function monthDay(text: string): MonthDay | null {
  const match = MONTH_DAY.exec(text.trim());
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? month * 100 + day : null;
}

/**
 * Whether a class's dates ("open", or ranges such as "05/15-10/31", several separated by commas,
 * one running over the new year such as "12/01-03/31") include the day. Dates that cannot be read
 * admit nothing: an unread closure is never taken for an opening.
 */
function datesInclude(dates: string, day: MonthDay): boolean {
  if (dates.trim().toLowerCase() === "open") return true;
  return dates.split(",").some((range) => {
    const [from, to] = range.split("-").map(monthDay);
    if (from == null || to == null) return false;
    return from <= to ? day >= from && day <= to : day >= from || day <= to;
  });
}

/** Why a road is closed to a trip, for the reader. */
export type Closure =
  { reason: "vehicle"; allowed: string[] } | { reason: "dates"; vehicle: string; dates: string } | { reason: "undesignated" };

export type Legality = { open: true; designated: boolean } | ({ open: false } & Closure);

/**
 * Whether the road is open to the vehicle class on every day of the trip. A road with no vehicle
 * class designated is open only when the reader allows undesignated roads, and is then marked.
 */
export function legalityOf(
  designation: Designation,
  vehicleClass: PlannerVehicleClass,
  tripDays: readonly MonthDay[],
  { allowUndesignated }: { allowUndesignated: boolean },
): Legality {
  const vehicles = designation.vehicles ?? [];
  if (vehicles.length === 0) {
    return allowUndesignated ? { open: true, designated: false } : { open: false, reason: "undesignated" };
  }
  const admitting: readonly string[] = ADMITTING_CLASSES[vehicleClass];
  const ours = vehicles.filter(({ vehicle }) => admitting.includes(vehicle));
  if (ours.length === 0) return { open: false, reason: "vehicle", allowed: vehicles.map(({ vehicle }) => vehicle) };
  const closedDay = tripDays.find((day) => !ours.some(({ dates }) => datesInclude(dates, day)));
  if (closedDay === undefined) return { open: true, designated: true };
  return { open: false, reason: "dates", vehicle: ours[0]!.vehicle, dates: ours.map(({ dates }) => dates).join(", ") };
}

/** What a rig's measurements say of the planner class it drives under. */
export interface RigMeasurements {
  width_in: number | null;
  ground_clearance_in: number | null;
  lift_in: number | null;
}

/** Below this a rig is not a high-clearance vehicle (MVUM's "high clearance" roads want about 8"). */
const HIGH_CLEARANCE_INCHES = 8;
const OHV_WIDTH_INCHES = 50;

/**
 * The class a trip defaults to for the reader's primary rig: 50 inches wide or less is an ATV;
 * a rig with a lift, or with the clearance of one, or with no clearance given (a garage holds
 * off-road rigs), is high clearance; a low one is highway-legal only.
 */
export function plannerClassOfRig({ width_in, ground_clearance_in, lift_in }: RigMeasurements): PlannerVehicleClass {
  if (width_in !== null && width_in <= OHV_WIDTH_INCHES) return "atv";
  const isLifted = (lift_in ?? 0) > 0;
  if (!isLifted && ground_clearance_in !== null && ground_clearance_in < HIGH_CLEARANCE_INCHES) return "highway-legal";
  return "high-clearance";
}
