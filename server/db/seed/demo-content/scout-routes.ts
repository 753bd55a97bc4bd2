// Scout routes (spec §3): routes the demo scout drove and wrote up, with votes and page views that
// add up to the totals kept on the route.
import { difficultyProps } from "../../../../shared/domain/difficulty";
import { SCOUT_ROUTE_CATEGORIES } from "../../../../shared/domain/guide-editing";
import type { StateContext } from "./context";
import { generateEditorNotes, generateHistory } from "./editorial";
import { guideBaseFields, guideConditions, guideEditions, guideLine, guidePhotos, placeGuide } from "./guides";
import { sections } from "./html";
import { daysAfter, daysBefore, type ScoutRouteDraft } from "./model";
import { uniqueGuideName } from "./names";
import { generateReviews } from "./reviews";
import { describedWaypoints } from "./trails";

const PLATFORMS = ["website", "website", "ios", "android"] as const;

export function generateScoutRoute(context: StateContext, voterEmails: readonly string[]): ScoutRouteDraft {
  const { random, state, authors } = context;
  const { region, town } = placeGuide(random, context.regions);
  const title = uniqueGuideName(random, town.name, context.takenNames, "route", context.words);
  const line = guideLine(random, state.code, town, title);
  const difficulty = random.chance(0.15) ? null : random.int(1, 10);
  const conditions = guideConditions(random);
  const editions = guideEditions(random);
  const publishedOn = new Date(editions.originalPublishDate);
  // A route the editors have not accepted yet is still the scout's to edit, and not public.
  const isAccepted = random.chance(0.9);
  const published = isAccepted && random.chance(0.96);
  const categories = random.sample(SCOUT_ROUTE_CATEGORIES, random.int(1, 3));
  const label = difficultyProps(difficulty).label.toLowerCase();
  const miles = Math.round(line.lengthMiles * 10) / 10;

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
      authorEmail: authors.scoutEmail,
    }),
    difficulty,
    categories,
    acceptedAt: isAccepted ? daysAfter(random.int(1, 20), editions.createdAt) : null,
    routeDescription: sections([
      {
        heading: "Route",
        paragraphs: [
          `A ${miles}-mile ${difficulty === null ? "route not yet rated" : `${label} route`} out of ${town.name}, scouted for ${categories.join(", ").toLowerCase()}.`,
          `The line follows the ${region.draft.title} backroads; ${conditions.roadCondition.toLowerCase()}`,
        ],
      },
      {
        heading: "Scout's notes",
        paragraphs: [
          "Carry a full-size spare and enough water for an unplanned night out. Phone coverage drops a few miles past the start.",
        ],
      },
    ]),
    // From a stream of the route's own, so the routes and trails drawn after it stay as they were.
    waypoints: describedWaypoints(random.fork(`waypoints:${title}`), line.geojson.coordinates),
    photos: guidePhotos(random, context.poolIndices, title),
    reviews: published ? generateReviews(random, context.reviewerEmails, difficulty, context.poolIndices) : [],
    editorNotes: generateEditorNotes(random, authors.editorEmail, authors.scoutEmail, publishedOn, random.int(1, 3)),
    history: generateHistory(
      random,
      authors.scoutEmail,
      publishedOn,
      new Date(editions.lastPublishedDate),
      conditions.roadCondition,
    ),
    voterEmails: published ? random.sample(voterEmails, random.int(0, 12)) : [],
    pageViews: published
      ? Array.from({ length: random.int(0, 40) }, () => ({
          platform: random.pick(PLATFORMS),
          createdAt: daysBefore(random.int(0, 365)),
        }))
      : [],
  };
}
