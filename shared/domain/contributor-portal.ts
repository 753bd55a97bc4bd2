// What the contributor portal lists and how (ADR 0045): the filter tabs over one's own guides, how
// many rows each section shows, and when a patrol counts as overdue.
import { WORKFLOW_STATES, type WorkflowState } from "./guide-workflow";
import type { PatrolState } from "./authoring";

export const PORTAL_GUIDE_FILTERS = ["all", "drafts", "submitted", "published"] as const;
export type PortalGuideFilter = (typeof PORTAL_GUIDE_FILTERS)[number];

export const PORTAL_GUIDE_FILTER_LABELS: Record<PortalGuideFilter, string> = {
  all: "All",
  drafts: "Drafts",
  submitted: "Submitted",
  published: "Published",
};

/** The states each tab shows: an accepted guide waits with the editors as a submitted one does. */
export const PORTAL_GUIDE_FILTER_STATES: Record<PortalGuideFilter, readonly WorkflowState[]> = {
  all: WORKFLOW_STATES,
  drafts: ["draft"],
  submitted: ["submitted", "accepted"],
  published: ["published"],
};

/** Guides per page of the portal's list. */
export const PORTAL_GUIDES_PAGE_SIZE = 10;

/** The most statements, patrols or requests a section lists; its count says how many there are. */
export const PORTAL_SECTION_LIMIT = 20;

/** The patrols still on the contributor's plate: every one staff have not accepted yet. */
export const OPEN_PATROL_STATES = ["assigned", "reported", "rejected"] as const satisfies readonly PatrolState[];

export const OPEN_PATROL_STATE_LABELS: Record<(typeof OPEN_PATROL_STATES)[number], string> = {
  assigned: "To patrol",
  reported: "Report sent",
  rejected: "Report returned",
};

/**
 * Overdue: the due date (YYYY-MM-DD) has passed and the report is still the contributor's to send
 * (not yet sent, or returned by staff). A sent report waits on staff, not on the contributor.
 */
export function isPatrolOverdue(patrol: { dueOn: string; state: PatrolState }, today: string): boolean {
  return (patrol.state === "assigned" || patrol.state === "rejected") && patrol.dueOn < today;
}
