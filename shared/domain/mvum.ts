// The vehicle classes of a Motor Vehicle Use Map (MVUM), as the road importer names them and as
// "fits my rig" reads them: each class admits any width, vehicles 50 inches wide or less, or
// motorcycles only. MVUM gives wide off-highway vehicles classes of their own ("over 50 inches"),
// so a class without a width in its name that is not a highway vehicle counts as 50 inches or less.

/** The widest vehicle a class admits, narrowest first. */
export const MVUM_WIDTHS = ["motorcycle", "50-inches", "any"] as const;
export type MvumWidth = (typeof MVUM_WIDTHS)[number];

/** The widest vehicle 50-inch classes admit, in inches. */
export const MVUM_NARROW_WIDTH_IN = 50;

/** Each class by its MVUM field, as a driver reads it, and the widest vehicle it admits. */
export const MVUM_VEHICLE_CLASSES = [
  { field: "passengervehicle", label: "Passenger vehicle", width: "any" },
  { field: "highclearancevehicle", label: "High clearance vehicle", width: "any" },
  { field: "truck", label: "Truck", width: "any" },
  { field: "bus", label: "Bus", width: "any" },
  { field: "motorhome", label: "Motorhome", width: "any" },
  { field: "fourwd_gt50inches", label: "4WD over 50 inches", width: "any" },
  { field: "twowd_gt50inches", label: "2WD over 50 inches", width: "any" },
  { field: "tracked_ohv_gt50inches", label: "Tracked OHV over 50 inches", width: "any" },
  { field: "other_ohv_gt50inches", label: "Other OHV over 50 inches", width: "any" },
  { field: "atv", label: "ATV", width: "50-inches" },
  { field: "motorcycle", label: "Motorcycle", width: "motorcycle" },
  { field: "otherwheeled_ohv", label: "Other wheeled OHV", width: "50-inches" },
  { field: "tracked_ohv_lt50inches", label: "Tracked OHV 50 inches or less", width: "50-inches" },
  { field: "other_ohv_lt50inches", label: "OHV 50 inches or less", width: "50-inches" },
] as const satisfies readonly { field: string; label: string; width: MvumWidth }[];

/** A road a guide uses, as far as its designation goes: the vehicle classes open on it. */
export interface DesignatedRoad {
  vehicles: readonly { vehicle: string }[];
}

const widthOfClass = new Map<string, MvumWidth>(MVUM_VEHICLE_CLASSES.map(({ label, width }) => [label, width]));
const rank = (width: MvumWidth) => MVUM_WIDTHS.indexOf(width);

/**
 * The widest vehicle every designated road of a guide admits: each road admits the widest of its
 * open classes, and the guide the narrowest of its roads. Null when no road names a known class.
 */
export function mvumWidthOf(roads: readonly DesignatedRoad[]): MvumWidth | null {
  let narrowest: MvumWidth | null = null;
  for (const road of roads) {
    const widths = road.vehicles.flatMap(({ vehicle }) => widthOfClass.get(vehicle) ?? []);
    if (widths.length === 0) continue;
    const widest = widths.reduce((a, b) => (rank(b) > rank(a) ? b : a));
    if (narrowest === null || rank(widest) < rank(narrowest)) narrowest = widest;
  }
  return narrowest;
}
