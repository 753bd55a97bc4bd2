// Sign-up questions of spec §2.10 with the options of spec §9.
export const DRIVE_STYLES = ["Overlanding", "Rock Crawling", "Mudding", "Dirt Roads/Backroads", "Other"] as const;

export const VEHICLE_MAKES = [
  "Jeep",
  "Toyota",
  "Ford",
  "Chevrolet",
  "GMC",
  "Ram",
  "Nissan",
  "Land Rover",
  "ATV/UTV",
  "Other",
] as const;

/** The current year and the 100 years before it, newest first (101 values). */
export function yearStartedOptions(currentYear: number): number[] {
  return Array.from({ length: 101 }, (_, offset) => currentYear - offset);
}

/** Spec §9 label: the website's constant sign-up origin. */
export const WEBSITE_SIGNUP_ORIGIN = "website";
