// What the demo accounts keep for themselves, so every personal page has something to show: the
// member's lists (one public and shared with the promo account), recorded tracks (one shared by
// link), garage and recently viewed guides; the scout's statements of work (one signed, one
// waiting for a signature) and patrols (one to drive, one reported).
import type { Position } from "../../../../shared/geo/geometry";
import { demoAccount } from "../demo-accounts";
import { generateLine } from "./lines";
import {
  daysAfter,
  daysBefore,
  toDateString,
  type GuideDraft,
  type GuideRefDraft,
  type ListDraft,
  type OrvParkDraft,
  type PatrolDraft,
  type PersonalContent,
  type ScoutRouteDraft,
  type StatementDraft,
  type TrackDraft,
  type TrailDraft,
  type VehicleDraft,
} from "./model";
import type { Random } from "./prng";

const MEMBER = demoAccount("member").email;
const PROMO = demoAccount("promo").email;
const SCOUT = demoAccount("scout").email;
const SUPER = demoAccount("super").email;

/** Seconds between the points of a recorded track: a slow crawl with stops. */
const SECONDS_PER_POINT = 20;

interface PublishedGuides {
  trails: readonly TrailDraft[];
  scoutRoutes: readonly ScoutRouteDraft[];
  orvParks: readonly OrvParkDraft[];
}

const trailRef = (guide: GuideDraft): GuideRefDraft => ({ kind: "trails", guide });

function publishedIn(guides: PublishedGuides, stateCode: string) {
  return {
    trails: guides.trails.filter((trail) => trail.published && trail.stateCode === stateCode),
    scoutRoutes: guides.scoutRoutes.filter((route) => route.published && route.stateCode === stateCode),
    orvParks: guides.orvParks.filter((park) => park.published && park.stateCode === stateCode),
  };
}

/** A famous trail first, then `count` more of the state's published trails. */
function tripTrails(random: Random, trails: readonly TrailDraft[], famousTitle: string, count: number): TrailDraft[] {
  const famous = trails.filter((trail) => trail.title === famousTitle);
  const others = trails.filter((trail) => trail.title !== famousTitle);
  return [...famous, ...random.sample(others, count)];
}

function memberLists(random: Random, guides: PublishedGuides): ListDraft[] {
  const utah = publishedIn(guides, "UT");
  const colorado = publishedIn(guides, "CO");
  const moabTrails = tripTrails(random, utah.trails, "Hell's Revenge", 3);
  return [
    {
      ownerEmail: MEMBER,
      name: "Moab long weekend",
      description: "Slickrock in the morning, sand and big views after lunch. April, with the club.",
      isPublic: true,
      createdAt: daysBefore(60),
      items: [
        ...moabTrails.map(trailRef),
        ...random.sample(utah.scoutRoutes, 1).map((guide): GuideRefDraft => ({ kind: "scout-routes", guide })),
        ...random.sample(utah.orvParks, 1).map((guide): GuideRefDraft => ({ kind: "orv-parks", guide })),
      ],
      members: [{ email: PROMO, role: "editor" }],
    },
    {
      ownerEmail: MEMBER,
      name: "Colorado passes this summer",
      description: "High passes once the snow is gone, July or August.",
      isPublic: false,
      createdAt: daysBefore(20),
      items: tripTrails(random, colorado.trails, "Black Bear Pass", 3).map(trailRef),
      members: [],
    },
  ];
}

/** A line recorded from a trailhead, with a time for every point from `startedAt`. */
function recordedLine(random: Random, start: Position, miles: number, startedAt: Date) {
  const line = generateLine(random, [start[0], start[1]], {
    targetMiles: miles,
    isLoop: true,
    startElevation: random.float(1_250, 1_450),
  });
  const coordinates = line.geojson.coordinates;
  const times = coordinates.map((_, index) => new Date(startedAt.getTime() + index * SECONDS_PER_POINT * 1000).toISOString());
  return { coordinates, times };
}

function memberTracks(random: Random, moabTrails: readonly TrailDraft[]): TrackDraft[] {
  const [hellsRevenge, other] = moabTrails;
  if (!hellsRevenge || !other) return [];
  const clubRun = daysBefore(75);
  clubRun.setUTCHours(15, 30);
  const scouting = daysBefore(12);
  scouting.setUTCHours(16, 0);
  return [
    {
      ownerEmail: MEMBER,
      name: "Hell's Revenge with the club",
      notes: "Ran it the usual way round; aired down to 15 psi at the trailhead and took the bypass at the Escalator.",
      color: "#028AD7",
      isShared: true,
      ...recordedLine(random, hellsRevenge.geojson.coordinates[0]!, 6.5, clubRun),
      sourceFileName: "hells-revenge-club-run.gpx",
      createdAt: daysAfter(1, clubRun),
    },
    {
      ownerEmail: MEMBER,
      name: `Scouting near ${other.town.name}`,
      notes: "Checking the spur roads before the long weekend.",
      color: "#F7941D",
      isShared: false,
      ...recordedLine(random, other.geojson.coordinates[0]!, 4, scouting),
      sourceFileName: "scouting-run.gpx",
      createdAt: daysAfter(1, scouting),
    },
  ];
}

const MEMBER_VEHICLES: readonly Omit<VehicleDraft, "ownerEmail">[] = [
  {
    make: "Toyota",
    model: "4Runner",
    year: 2014,
    trim: "TRD Off-Road",
    liftInches: null,
    tireSize: "265/70R17",
    widthInches: 75.8,
    heightInches: 71.5,
    wheelbaseInches: 109.8,
    groundClearanceInches: 9.6,
    isPrimary: false,
    createdAt: daysBefore(900),
  },
  {
    make: "Jeep",
    model: "Wrangler Unlimited",
    year: 2021,
    trim: "Rubicon",
    liftInches: 2.5,
    tireSize: "35x12.50R17",
    widthInches: 73.8,
    heightInches: 76.4,
    wheelbaseInches: 118.4,
    groundClearanceInches: 12.9,
    isPrimary: true,
    createdAt: daysBefore(400),
  },
];

function scoutStatements(nevadaArea: string): StatementDraft[] {
  const signedCreated = daysBefore(45);
  // Signed three days later, in the afternoon: a real moment, not midnight.
  const signedOn = daysAfter(3, signedCreated);
  signedOn.setUTCHours(17, 42);
  return [
    {
      contributorEmail: SCOUT,
      authorEmail: SUPER,
      title: "Nevada backroads, winter season",
      scope:
        `Drive and record five backroads in the ${nevadaArea} area, each with a GPX track and the waypoints a first-timer needs.\n\n` +
        "Drive each assigned trail by its due date and file a patrol report with photos.",
      areaDescription: `The ${nevadaArea} area`,
      stateCode: "NV",
      deliverables: ["Five scout routes with GPX tracks", "Thirty captioned photos", "A patrol report for each assigned trail"],
      payCents: 180_000,
      deadline: toDateString(daysAfter(90)),
      createdAt: signedCreated,
      signature: { name: demoAccount("scout").name, signedAt: signedOn },
    },
    {
      contributorEmail: SCOUT,
      authorEmail: SUPER,
      title: "Moab rim routes, spring",
      scope: "Scout three rim routes north of Moab for the spring season: record each line, its camps and its hardest obstacle.",
      areaDescription: "The rim roads north of Moab",
      stateCode: "UT",
      deliverables: ["Three scout routes with GPX tracks", "Photos of every camp and obstacle"],
      payCents: 95_000,
      deadline: toDateString(daysAfter(150)),
      createdAt: daysBefore(3),
      signature: null,
    },
  ];
}

function scoutPatrols(random: Random, nevadaTrails: readonly TrailDraft[]): PatrolDraft[] {
  const [toDrive, reported] = random.sample(nevadaTrails, 2);
  if (!toDrive || !reported) return [];
  return [
    {
      assigneeEmail: SCOUT,
      trail: toDrive,
      statementIndex: 0,
      dueOn: toDateString(daysAfter(45)),
      createdAt: daysBefore(40),
      report: null,
    },
    {
      assigneeEmail: SCOUT,
      trail: reported,
      statementIndex: 0,
      dueOn: toDateString(daysAfter(10)),
      createdAt: daysBefore(40),
      report: {
        patrolledOn: toDateString(daysBefore(6)),
        conditions: "Dry and firm to the saddle; a washout below the second gate needs a spotter.",
        reportedStatus: "caution",
        concernsSeen: ["Body Damage"],
        reportedAt: daysBefore(5),
      },
    },
  ];
}

export function generatePersonalContent(random: Random, guides: PublishedGuides, nevadaArea: string): PersonalContent {
  const lists = memberLists(random.fork("lists"), guides);
  const moabTrails = (lists[0]?.items ?? []).flatMap((item) =>
    item.kind === "trails" ? guides.trails.filter((trail) => trail.slug === item.guide.slug && trail.stateCode === "UT") : [],
  );
  const viewed = lists.flatMap((list) => list.items.flatMap((item) => (item.kind === "trails" ? [item] : []))).slice(0, 6);
  return {
    lists,
    tracks: memberTracks(random.fork("tracks"), moabTrails),
    vehicles: MEMBER_VEHICLES.map((vehicle) => ({ ...vehicle, ownerEmail: MEMBER })),
    guideViews: viewed.map((item, index) => ({ userEmail: MEMBER, guide: item, viewedAt: daysBefore(1 + index * 2) })),
    statements: scoutStatements(nevadaArea),
    patrols: scoutPatrols(random.fork("patrols"), publishedIn(guides, "NV").trails),
  };
}
