// Shapes of the contributor portal (ADR 0045): one overview of a contributor's own guides, the
// statements of work addressed to them, their open patrols and their assignment requests; and the
// assignment request the portal's form sends to POST /api/v2/assignment-requests/.
import { z } from "zod";
import { assignmentRequestSchema } from "./authoring-requests.contract";
import { OPEN_PATROL_STATES, PORTAL_GUIDE_FILTERS } from "../domain/contributor-portal";
import { WORKFLOW_STATES } from "../domain/guide-workflow";

export const portalQuerySchema = z.object({
  show: z.enum(PORTAL_GUIDE_FILTERS).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The first page of every guide: what the page shows for an address it cannot read. */
export const PORTAL_FIRST_VIEW: z.infer<typeof portalQuerySchema> = { show: "all", page: 1 };
export type PortalQuery = z.infer<typeof portalQuerySchema>;

export const portalGuideSchema = z.object({
  kind: z.enum(["scout-route", "trail"]),
  id: z.number().int(),
  title: z.string(),
  workflow_state: z.enum(WORKFLOW_STATES),
  updated_at: z.iso.datetime({ offset: true }),
  /** An autosaved editor draft of the caller's waits on this guide. */
  has_draft: z.boolean(),
  /** The editor (/trails/{id}/edit, /scout-routes/{id}/edit), when the caller may edit the guide now (canEditScoutRoute / canEditTrail). */
  edit_url: z.string().nullable(),
  /** The public page (/{country}/{state}/{kind}/{id}-{slug}), once the guide is published. */
  view_url: z.string().nullable(),
});
export type PortalGuide = z.infer<typeof portalGuideSchema>;

const filterCounts = z.object({
  all: z.number().int(),
  drafts: z.number().int(),
  submitted: z.number().int(),
  published: z.number().int(),
}) satisfies z.ZodType<Record<(typeof PORTAL_GUIDE_FILTERS)[number], number>>;

export const portalStatementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deadline: z.iso.date(),
  pay_cents: z.number().int(),
  signed_at: z.iso.datetime({ offset: true }).nullable(),
  view_url: z.string(),
  /** The signing page while the statement waits for the caller's signature. */
  sign_url: z.string().nullable(),
});
export type PortalStatement = z.infer<typeof portalStatementSchema>;

export const portalPatrolSchema = z.object({
  id: z.number().int(),
  trail_title: z.string(),
  due_on: z.iso.date(),
  state: z.enum(OPEN_PATROL_STATES),
  is_overdue: z.boolean(),
  form_url: z.string(),
});
export type PortalPatrol = z.infer<typeof portalPatrolSchema>;

const section = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

export const contributorPortalSchema = z.object({
  guides: z.object({
    show: z.enum(PORTAL_GUIDE_FILTERS),
    page: z.number().int(),
    page_size: z.number().int(),
    /** How many guides the shown tab holds. */
    count: z.number().int(),
    /** How many guides each tab holds. */
    counts: filterCounts,
    results: z.array(portalGuideSchema),
  }),
  statements_of_work: section(portalStatementSchema),
  patrols: section(portalPatrolSchema),
  assignment_requests: section(assignmentRequestSchema),
});
export type ContributorPortal = z.infer<typeof contributorPortalSchema>;
