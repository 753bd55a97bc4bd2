// What the demo-content generator reads (places) and what it produces (rows to insert), kept free
// of database ids so the same input always gives the same output.
import type { CountryCode } from "../../../../shared/domain/countries";
import type { Bounds, LineGeometry, Position } from "../../../../shared/geo/geometry";
import type { WaypointType } from "../../../../shared/domain/guide-editing";
import type { ListMemberRole } from "../../../../shared/domain/list-sharing";
import type { PointOfConcern, TrailStatus } from "../../../../shared/domain/difficulty";

/** Every date in the demo content is counted back from this day, never from the clock. */
export const DEMO_CONTENT_DATE = new Date("2026-11-01T00:00:00Z");

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = DEMO_CONTENT_DATE): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function daysAfter(days: number, from: Date = DEMO_CONTENT_DATE): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** The "YYYY-MM-DD" form date columns take. */
export function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface SeedState {
  code: string;
  title: string;
  countryCode: CountryCode;
}

export interface SeedTown {
  id: number;
  stateCode: string;
  name: string;
  countyName: string | null;
  latitude: number;
  longitude: number;
}

/** Landscape looks the generated photos come in. */
export const PHOTO_PALETTES = ["desert", "forest", "alpine", "canyon"] as const;
export type PhotoPalette = (typeof PHOTO_PALETTES)[number];

export interface PhotoSeed {
  seed: number;
  palette: PhotoPalette;
}

/** Photo types of spec §9, plus 3 for highlights (schema/content.ts). */
export const PHOTO_TYPE = { hero: 0, camping: 1, hardestPart: 2, highlight: 3 } as const;

/** A use of one photo of the pool: the pool is stored once and its URLs shared by many rows. */
export interface PhotoUse {
  poolIndex: number;
  photoType: number;
  position: number;
  caption: string;
}

export interface RegionDraft {
  stateCode: string;
  slug: string;
  title: string;
  descriptionHtml: string;
  anchorTownId: number;
}

export interface ReviewDraft {
  userEmail: string;
  rating: number;
  title: string;
  body: string;
  suggestedDifficulty: number | null;
  visitedOn: string;
  createdAt: Date;
  photos: PhotoUse[];
}

export interface EditorNoteDraft {
  authorEmail: string;
  authorRole: "editor" | "writer";
  contentHtml: string;
  createdAt: Date;
}

export interface HistoryDraft {
  userEmail: string;
  historyDate: Date;
  historyChangeReason: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** Columns trails and scout routes share, with the town and region they hang off. */
export interface GuideDraft {
  stateCode: string;
  /** Index into DemoContent.regions. */
  regionIndex: number;
  town: SeedTown;
  title: string;
  slug: string;
  geojson: LineGeometry;
  bounds: Bounds;
  trailheadLatitude: number;
  trailheadLongitude: number;
  lengthMiles: number;
  stateMessage: string | null;
  roadCondition: string;
  status: string;
  statusReportedAt: Date;
  permitInformationLink: string | null;
  published: boolean;
  authorEmail: string;
  originalPublishDate: string;
  lastPublishedDate: string;
  newEditionDate: string | null;
  createdAt: Date;
  photos: PhotoUse[];
  reviews: ReviewDraft[];
  editorNotes: EditorNoteDraft[];
  history: HistoryDraft[];
}

export interface WaypointDraft {
  name: string;
  waypointType: WaypointType;
  latitude: number;
  longitude: number;
  descriptionHtml: string;
}

export interface TrailDraft extends GuideDraft {
  technicalRatingLow: number;
  technicalRatingHigh: number;
  pointsOfConcern: string[];
  teaser: string;
  descriptionHtml: string;
  season: string;
  isPreview: boolean;
  isBoh: boolean;
  waypoints: WaypointDraft[];
}

export interface ScoutRouteDraft extends GuideDraft {
  waypoints: WaypointDraft[];
  difficulty: number | null;
  routeDescription: string;
  categories: string[];
  acceptedAt: Date | null;
  /** Emails of the accounts that voted for the route: vote_count is their number. */
  voterEmails: string[];
  /** Page views by platform: total_page_views is their sum. */
  pageViews: { platform: "ios" | "android" | "website"; createdAt: Date }[];
}

export interface OrvParkDraft {
  stateCode: string;
  town: SeedTown;
  title: string;
  slug: string;
  latitude: number;
  longitude: number;
  acreage: number;
  trailMiles: number;
  descriptionHtml: string;
  websiteUrl: string;
  fees: string;
  season: string;
  published: boolean;
  createdAt: Date;
  photos: PhotoUse[];
}

export interface MemberDraft {
  uuid: string;
  email: string;
  name: string;
  isSubscribed: boolean;
  stateName: string;
  driveStyle: string;
  yearStarted: number;
  vehicleMake: string;
  createdAt: Date;
}

export interface EventDraft {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  startsAt: Date;
  endsAt: Date;
  locationName: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  websiteUrl: string;
  published: boolean;
}

export interface BlogAuthorDraft {
  slug: string;
  name: string;
  bio: string;
}

export interface BlogPostDraft {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  heroPoolIndex: number;
  /** Index into DemoContent.blogAuthors. */
  authorIndex: number;
  publishedAt: Date | null;
  published: boolean;
}

export interface HelpArticleDraft {
  slug: string;
  title: string;
  category: string;
  bodyMarkdown: string;
  published: boolean;
}

/** A guide a personal row points at, by the keys the inserted rows are found by. */
export type GuideRefDraft =
  | { kind: "trails" | "scout-routes"; guide: Pick<GuideDraft, "stateCode" | "slug"> }
  | { kind: "orv-parks"; guide: Pick<OrvParkDraft, "stateCode" | "slug"> };

export interface ListDraft {
  ownerEmail: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdAt: Date;
  items: GuideRefDraft[];
  /** Demo accounts the owner shared it with, as if they had accepted the invitation. */
  members: { email: string; role: ListMemberRole }[];
}

/** A My Content track as the member recorded it: one segment with a time for every point. */
export interface TrackDraft {
  ownerEmail: string;
  name: string;
  notes: string;
  color: string;
  isShared: boolean;
  coordinates: Position[];
  times: string[];
  sourceFileName: string;
  createdAt: Date;
}

export interface VehicleDraft {
  ownerEmail: string;
  make: string;
  model: string;
  year: number;
  trim: string;
  liftInches: number | null;
  tireSize: string;
  widthInches: number;
  heightInches: number;
  wheelbaseInches: number;
  groundClearanceInches: number;
  isPrimary: boolean;
  createdAt: Date;
}

export interface StatementDraft {
  contributorEmail: string;
  authorEmail: string;
  title: string;
  /** Plain text, paragraphs split by blank lines, as staff type it. */
  scope: string;
  areaDescription: string;
  stateCode: string;
  deliverables: string[];
  payCents: number;
  deadline: string;
  createdAt: Date;
  /** The contributor's signature (their account name) and when; null while it waits for them. */
  signature: { name: string; signedAt: Date } | null;
}

export interface PatrolDraft {
  assigneeEmail: string;
  trail: Pick<GuideDraft, "stateCode" | "slug">;
  /** Index into PersonalContent.statements, or null for a patrol outside any statement. */
  statementIndex: number | null;
  dueOn: string;
  createdAt: Date;
  report: {
    patrolledOn: string;
    conditions: string;
    reportedStatus: TrailStatus;
    concernsSeen: PointOfConcern[];
    reportedAt: Date;
  } | null;
}

/** What the demo accounts keep for themselves: lists, tracks, rigs, recent views and contributor work. */
export interface PersonalContent {
  lists: ListDraft[];
  tracks: TrackDraft[];
  vehicles: VehicleDraft[];
  /** The dashboard's recently viewed guides (trails and scout routes only). */
  guideViews: { userEmail: string; guide: Extract<GuideRefDraft, { kind: "trails" | "scout-routes" }>; viewedAt: Date }[];
  statements: StatementDraft[];
  patrols: PatrolDraft[];
}

export interface DemoContent {
  photoPool: PhotoSeed[];
  members: MemberDraft[];
  regions: RegionDraft[];
  trails: TrailDraft[];
  scoutRoutes: ScoutRouteDraft[];
  orvParks: OrvParkDraft[];
  events: EventDraft[];
  blogAuthors: BlogAuthorDraft[];
  blogPosts: BlogPostDraft[];
  helpArticles: HelpArticleDraft[];
  personal: PersonalContent;
}
