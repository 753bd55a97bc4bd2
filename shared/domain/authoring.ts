// Statements of work, patrols and the three kinds of request (issue "Authoring", ADR 0043): their states
// and limits, shared by the API's checks and the forms' hints.
import { roleRank, type Role } from "./roles";

export const PATROL_STATES = ["assigned", "reported", "accepted", "rejected"] as const;
export type PatrolState = (typeof PATROL_STATES)[number];

export const REQUEST_STATES = ["open", "accepted", "declined"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The roles one may apply for through a contributor request. */
export const CONTRIBUTOR_ROLES = ["SCOUT", "WRITER"] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

/** Lengths and counts the forms hint at and the API enforces. */
export const AUTHORING_LIMITS = {
  title: 200,
  scope: 10_000,
  areaDescription: 500,
  deliverables: 20,
  deliverable: 300,
  /** One million dollars, in cents: a typo guard, not a policy. */
  payCents: 100_000_000,
  signatureName: 200,
  conditions: 4_000,
  /** Photos a patrol report carries. */
  patrolPhotos: 4,
  decisionReason: 1_000,
  proposedText: 4_000,
  assignmentArea: { min: 3, max: 200 },
  assignmentMessage: { min: 10, max: 2_000 },
  experience: 4_000,
  areas: 500,
} as const;

/** What a reader's suggested edit is about: one part of the guide, or "other". */
export const EDIT_REQUEST_FIELDS = [
  "title",
  "description",
  "directions",
  "status",
  "waypoints",
  "points_of_concern",
  "photos",
  "other",
] as const;
export type EditRequestField = (typeof EDIT_REQUEST_FIELDS)[number];

export const EDIT_REQUEST_FIELD_LABELS: Record<EditRequestField, string> = {
  title: "Title",
  description: "Description",
  directions: "Directions",
  status: "Trail status",
  waypoints: "Waypoints",
  points_of_concern: "Points of concern",
  photos: "Photos",
  other: "Something else",
};

/** A typed signature matches the addressee's account name, ignoring case and spacing at the ends. */
export function signatureMatches(typed: string, accountName: string): boolean {
  return typed.trim().toLocaleLowerCase("en-US") === accountName.trim().toLocaleLowerCase("en-US");
}

/** The role an accepted application leaves: the one asked for, or the person's own when it is higher. */
export function roleAfterAcceptance(current: Role, requested: ContributorRole): Role {
  return roleRank(current) >= roleRank(requested) ? current : requested;
}
