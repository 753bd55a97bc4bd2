// ORV parks: a point near a real town with acreage, trail miles, fees and a season.
import { slugify } from "../../../../shared/domain/slugify";
import type { StateContext } from "./context";
import { sections } from "./html";
import { offsetPoint } from "./lines";
import { daysBefore, PHOTO_TYPE, type OrvParkDraft } from "./model";
import { uniqueParkName } from "./names";

const FEES = [
  "Day pass $10 per vehicle; annual pass $45.",
  "$15 per rider per day; camping $20 per night.",
  "Free with a state OHV sticker.",
  "$25 per vehicle per day, children under 12 free.",
];

const SEASONS = ["Year-round", "April to November", "Year-round, closed during hunting season", "May to October"];

/** `namesake`: the name of a park in another state this one shares (the name is still drawn, so the rest of the state's content stays the same). */
export function generateOrvPark(context: StateContext, takenParkNames: Set<string>, namesake?: string): OrvParkDraft {
  const { random, state } = context;
  const region = random.pick(context.regions);
  const town = random.pick(region.towns);
  const drawnTitle = uniqueParkName(random, town.name, takenParkNames, context.words);
  const title = namesake ?? drawnTitle;
  takenParkNames.add(title);
  const [longitude, latitude] = offsetPoint(
    [town.longitude, town.latitude],
    random.float(3_000, 20_000),
    random.float(0, 2 * Math.PI),
  );
  const acreage = random.int(200, 60_000);
  const trailMiles = random.int(10, 300);
  const slug = slugify(title);
  return {
    stateCode: state.code,
    town,
    title,
    slug,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    acreage,
    trailMiles,
    descriptionHtml: sections([
      {
        heading: "About the park",
        paragraphs: [
          `${title} covers ${acreage.toLocaleString("en-US")} acres near ${town.name}, ${state.title}, with ${trailMiles} miles of marked trails for ATVs, side-by-sides, dirt bikes and full-size 4x4s.`,
        ],
      },
      { heading: "Facilities", paragraphs: ["Staging area, restrooms and a wash rack near the entrance."] },
    ]),
    websiteUrl: `https://example.org/orv-parks/${slug}`,
    fees: random.pick(FEES),
    season: random.pick(SEASONS),
    // A namesake is there to be found.
    published: random.chance(0.95) || namesake !== undefined,
    createdAt: daysBefore(random.int(60, 1_500)),
    photos: [{ poolIndex: random.pick(context.poolIndices), photoType: PHOTO_TYPE.hero, position: 0, caption: title }],
  };
}
