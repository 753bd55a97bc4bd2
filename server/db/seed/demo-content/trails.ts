// Trail guides: a line with ordered waypoints, a technical rating range, points of concern and a
// written guide in sections.
import { difficultyProps, POINTS_OF_CONCERN } from "../../../../shared/domain/difficulty";
import { distanceMetres, type Position } from "../../../../shared/geo/geometry";
import type { StateContext } from "./context";
import { generateEditorNotes, generateHistory } from "./editorial";
import { guideBaseFields, guideConditions, guideEditions, guideLine, guidePhotos, placeGuide } from "./guides";
import { sections } from "./html";
import { METRES_PER_MILE } from "./lines";
import type { SeedTown, TrailDraft, WaypointDraft } from "./model";
import { uniqueGuideName, waypointName, type MiddleWaypointType } from "./names";
import { paletteFor, type PlacedRegion } from "./places";
import type { Random } from "./prng";
import { generateReviews } from "./reviews";

/** Famous trails the search and demo tours look for, placed at their real gateway town. */
export const FAMOUS_TRAILS: readonly {
  stateCode: string;
  title: string;
  townName: string;
  miles: number;
  low: number;
  high: number;
}[] = [
  { stateCode: "CA", title: "Rubicon Trail", townName: "Tahoma", miles: 22, low: 8, high: 10 },
  { stateCode: "UT", title: "Hell's Revenge", townName: "Moab", miles: 6.5, low: 6, high: 9 },
  { stateCode: "CO", title: "Black Bear Pass", townName: "Ouray", miles: 10, low: 6, high: 8 },
];

const SEASONS: Record<ReturnType<typeof paletteFor>, readonly string[]> = {
  desert: ["October to May; summer heat is extreme", "Year-round, best in spring and fall"],
  forest: ["May to November", "Year-round; muddy in early spring"],
  alpine: ["July to October (snow closes the pass)", "June to October"],
  canyon: ["Year-round, best in spring and fall", "March to November"],
};

const LIST_FORMAT = new Intl.ListFormat("en", { type: "conjunction" });

/** " in Grand County" for a US town; Canadian and Mexican divisions keep their own names. */
function countyLabel(town: SeedTown, countryCode: string): string {
  if (!town.countyName) return "";
  return countryCode === "US" ? ` in ${town.countyName} County` : ` in ${town.countyName}`;
}

const COMPASS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"];

function directionFrom(town: SeedTown, [longitude, latitude]: Position): string {
  const north = latitude - town.latitude;
  const east = (longitude - town.longitude) * Math.cos((town.latitude * Math.PI) / 180);
  const degrees = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(degrees / 45) % 8]!;
}

function findPlace(context: StateContext, townName: string): { region: PlacedRegion; town: SeedTown } | undefined {
  for (const region of context.regions) {
    const town = region.towns.find((candidate) => candidate.name === townName);
    if (town) return { region, town };
  }
  return undefined;
}

const MIDDLE_TYPES: readonly MiddleWaypointType[] = ["obstacle", "obstacle", "camp", "viewpoint", "junction"];

/** 4-12 waypoints on the line: the trailhead first, the end last, the rest in order between. */
export function generateWaypoints(random: Random, coordinates: readonly Position[]): WaypointDraft[] {
  const lastIndex = coordinates.length - 1;
  const middleCount = random.int(2, 10);
  const interior = Array.from({ length: lastIndex - 1 }, (_, offset) => offset + 1);
  const indices = [0, ...random.sample(interior, middleCount).sort((a, b) => a - b), lastIndex];
  const usedNames = new Set<string>();
  return indices.map((index, position) => {
    const [longitude, latitude] = coordinates[index]!;
    const type = position === 0 ? "trailhead" : position === indices.length - 1 ? "end" : random.pick(MIDDLE_TYPES);
    let name = type === "trailhead" ? "Trailhead" : type === "end" ? "Trail End" : waypointName(random, type);
    for (let copy = 2; usedNames.has(name); copy += 1) name = `${name.replace(/ \d+$/, "")} ${copy}`;
    usedNames.add(name);
    return { name, waypointType: type, latitude, longitude, descriptionHtml: "" };
  });
}

const WAYPOINT_NOTES: Record<WaypointDraft["waypointType"], string> = {
  trailhead: "Air down here; there is room for trailers off the road.",
  obstacle: "Pick your line carefully; a spotter helps.",
  camp: "Flat dispersed camping with room for a few rigs.",
  viewpoint: "Pull off for the view.",
  junction: "Stay on the main track.",
  end: "The route ends here; return the way you came or continue on the county road.",
};

/** Waypoints along the line, each with the note a driver needs there. */
export function describedWaypoints(random: Random, coordinates: readonly Position[]): WaypointDraft[] {
  return generateWaypoints(random, coordinates).map((waypoint) => ({
    ...waypoint,
    descriptionHtml: `<p>${WAYPOINT_NOTES[waypoint.waypointType]}</p>`,
  }));
}

export function generateTrail(context: StateContext, famous?: (typeof FAMOUS_TRAILS)[number]): TrailDraft {
  const { random, state, authors } = context;
  const place = (famous && findPlace(context, famous.townName)) ?? placeGuide(random, context.regions);
  const { town, region } = place;
  const title = famous?.title ?? uniqueGuideName(random, town.name, context.takenNames, "trail", context.words);
  context.takenNames.add(title);
  const line = guideLine(random, state.code, town, title, famous?.miles);
  const low = famous?.low ?? random.int(1, 8);
  const high = famous?.high ?? Math.min(10, low + random.int(0, 2));
  const conditions = guideConditions(random);
  const editions = guideEditions(random);
  const published = famous !== undefined || random.chance(0.95);
  const waypoints = describedWaypoints(random, line.geojson.coordinates);
  const pointsOfConcern = random.sample(POINTS_OF_CONCERN, random.int(0, 5));
  // The word the guide's text uses for its difficulty is the band its badge shows beside it: the
  // low end of the range, as difficulty_props names it everywhere (spec §3). The high end would call
  // a "6-7 Difficult" trail severe.
  const label = difficultyProps(low).label.toLowerCase();
  const miles = Math.round(line.lengthMiles * 10) / 10;
  const milesFromTown = Math.max(
    1,
    Math.round(
      distanceMetres([town.longitude, town.latitude], [line.trailheadLongitude, line.trailheadLatitude]) / METRES_PER_MILE,
    ),
  );
  const highlights = waypoints.slice(1, -1).map((waypoint) => waypoint.name);
  const season = random.pick(SEASONS[paletteFor(state.code)]);
  const publishedOn = new Date(editions.originalPublishDate);

  return {
    ...guideBaseFields(random, {
      stateCode: state.code,
      region,
      town,
      title,
      line,
      conditions,
      editions,
      published,
      authorEmail: authors.writerEmail,
    }),
    technicalRatingLow: low,
    technicalRatingHigh: high,
    pointsOfConcern,
    teaser: `A ${miles}-mile ${label} trail near ${town.name}, ${state.title}. ${
      highlights.length > 0 ? `Highlights include ${LIST_FORMAT.format(highlights.slice(0, 2))}.` : "Big views the whole way."
    }`,
    descriptionHtml: sections([
      {
        heading: "Overview",
        paragraphs: [
          `${title} runs ${miles} miles through the ${region.draft.title} area and rates ${label} for most of its length.`,
          pointsOfConcern.length > 0
            ? `Be ready for: ${pointsOfConcern.join(", ")}.`
            : "Any high-clearance four-wheel-drive vehicle can make it in dry weather.",
        ],
      },
      {
        heading: "Getting There",
        paragraphs: [
          `From ${town.name}${countyLabel(town, state.countryCode)}, head ${directionFrom(town, line.geojson.coordinates[0]!)} about ${milesFromTown} miles on paved and graded roads to the trailhead.`,
        ],
      },
      {
        heading: "The Trail",
        paragraphs: [
          highlights.length > 0
            ? `Along the way you pass ${LIST_FORMAT.format(highlights)} before the trail ends.`
            : "The trail climbs steadily to its end.",
          `Season: ${season}. ${conditions.roadCondition}`,
        ],
      },
      {
        heading: "Camping",
        paragraphs: ["Dispersed camping is allowed at existing sites along the route. Pack out everything you bring in."],
      },
    ]),
    season,
    isPreview: false,
    isBoh: false,
    waypoints,
    photos: guidePhotos(random, context.poolIndices, title),
    reviews: published ? generateReviews(random, context.reviewerEmails, high, context.poolIndices) : [],
    editorNotes: generateEditorNotes(random, authors.editorEmail, authors.writerEmail, publishedOn, random.int(0, 2)),
    history: generateHistory(
      random,
      authors.writerEmail,
      publishedOn,
      new Date(editions.lastPublishedDate),
      conditions.roadCondition,
    ),
  };
}
