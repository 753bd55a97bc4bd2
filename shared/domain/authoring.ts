// Statements of work, patrols and contributor requests (issue "Authoring", ADR 0043): their states
// and limits, shared by the API's checks and the forms' hints.
export const PATROL_STATES = ["assigned", "reported", "accepted", "rejected"] as const;
export type PatrolState = (typeof PATROL_STATES)[number];

export const REQUEST_STATES = ["open", "accepted", "declined"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The roles one may apply for through a contributor request. */
export const CONTRIBUTOR_ROLES = ["SCOUT", "WRITER"] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];
