// How a rig is named everywhere it appears (garage, fits my rig, a Badge of Honor claim's rig).

/** "2021 Jeep Wrangler Rubicon": year, make and model, with the trim when there is one. */
export function vehicleName(vehicle: { year: number | null; make: string; model: string; trim: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== null && part !== "").join(" ");
}
