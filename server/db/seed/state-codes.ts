// GeoNames numbers Canadian and Mexican first-level divisions; the product uses postal
// abbreviations (Canada) and ISO 3166-2 subdivision codes (Mexico). US states keep their
// GeoNames code, which already is the postal code.
import type { CountryCode } from "../../../shared/domain/countries";

/** GeoNames country code -> the product's country code. */
export const GEONAMES_COUNTRIES: Record<string, CountryCode> = { US: "US", CA: "CAN", MX: "MX" };

const CANADA: Record<string, string> = {
  "01": "AB",
  "02": "BC",
  "03": "MB",
  "04": "NB",
  "05": "NL",
  "07": "NS",
  "08": "ON",
  "09": "PE",
  "10": "QC",
  "11": "SK",
  "12": "YT",
  "13": "NT",
  "14": "NU",
};

const MEXICO: Record<string, string> = {
  "01": "AGU",
  "02": "BCN",
  "03": "BCS",
  "04": "CAM",
  "05": "CHP",
  "06": "CHH",
  "07": "COA",
  "08": "COL",
  "09": "CMX",
  "10": "DUR",
  "11": "GUA",
  "12": "GRO",
  "13": "HID",
  "14": "JAL",
  "15": "MEX",
  "16": "MIC",
  "17": "MOR",
  "18": "NAY",
  "19": "NLE",
  "20": "OAX",
  "21": "PUE",
  "22": "QUE",
  "23": "ROO",
  "24": "SLP",
  "25": "SIN",
  "26": "SON",
  "27": "TAB",
  "28": "TAM",
  "29": "TLA",
  "30": "VER",
  "31": "YUC",
  "32": "ZAC",
};

/** The product's state code for a GeoNames admin1 entry, or null for divisions outside the product. */
export function stateCodeFor(geonamesCountry: string, admin1: string): string | null {
  switch (geonamesCountry) {
    case "US":
      return /^[A-Z]{2}$/.test(admin1) ? admin1 : null;
    case "CA":
      return CANADA[admin1] ?? null;
    case "MX":
      return MEXICO[admin1] ?? null;
    default:
      return null;
  }
}
