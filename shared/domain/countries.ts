export const COUNTRY_CODES = ["US", "CAN", "MX"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_LABELS: Record<CountryCode, string> = {
  US: "United States",
  CAN: "Canada",
  MX: "Mexico",
};
