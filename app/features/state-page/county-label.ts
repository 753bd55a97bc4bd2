// Towns keep US county names without the word "County" (spec §3 prints "({county_name} County)").
// Louisiana parishes, Alaska boroughs and Virginia's independent cities already name their kind.
const NAMES_ITS_KIND = /(Parish|Borough|Census Area|Region|Municipality)$|^City (of|and Borough) /;

/** "Grand" -> "Grand County" in the US; other countries' divisions are shown as they are named. */
export function countyLabel(countyName: string | null, countryCode: string): string | null {
  if (!countyName) return null;
  if (countryCode !== "US" || NAMES_ITS_KIND.test(countyName)) return countyName;
  return `${countyName} County`;
}
