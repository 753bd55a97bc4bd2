// The guide tools of the back office (issue "Staff tools", ADR 0051): the trail and scout-route CMS
// lists with their bulk workflow actions and flags, and the publishing queue with scheduled publishing.
import { z } from "zod";
import { WORKFLOW_STATES } from "../domain/guide-workflow";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { GUIDE_KINDS } from "./guide-editor.contract";

export const GUIDE_FLAGS = ["is_preview", "is_boh"] as const;
export type GuideFlag = (typeof GUIDE_FLAGS)[number];

export const GUIDE_FLAG_LABELS: Record<GuideFlag, string> = {
  is_preview: "All-Access Preview",
  is_boh: "Badge of Honor",
};

const GUIDE_SORTS = [
  "updated_at",
  "title",
  "state",
  "workflow_state",
  "original_publish_date",
  "last_published_date",
  "new_edition_date",
  "review_count",
] as const;

const guideFilters = {
  /** A state's code ("UT"). */
  state: z.string().trim().toUpperCase().max(8).optional(),
  workflow_state: z.enum(WORKFLOW_STATES).optional(),
};

export const scoutRouteCmsQuerySchema = cmsListQuery({ sorts: GUIDE_SORTS, filters: guideFilters });
export type ScoutRouteCmsQuery = z.infer<typeof scoutRouteCmsQuerySchema>;

export const trailCmsQuerySchema = cmsListQuery({
  sorts: GUIDE_SORTS,
  filters: { ...guideFilters, flag: z.enum(GUIDE_FLAGS).optional() },
});
export type TrailCmsQuery = z.infer<typeof trailCmsQuerySchema>;

const isoDateTime = z.string();
const isoDay = z.string();

const guideCmsRowBase = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.object({ code: z.string(), title: z.string() }),
  workflow_state: z.enum(WORKFLOW_STATES),
  author: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  original_publish_date: isoDay.nullable(),
  last_published_date: isoDay.nullable(),
  new_edition_date: isoDay.nullable(),
  review_count: z.number().int(),
  /** When the publishing job is to publish it; null when not scheduled. */
  publish_at: isoDateTime.nullable(),
  page_path: z.string(),
  edit_path: z.string(),
  updated_at: isoDateTime,
});

export const scoutRouteCmsRowSchema = guideCmsRowBase;
export type ScoutRouteCmsRow = z.infer<typeof scoutRouteCmsRowSchema>;

export const trailCmsRowSchema = guideCmsRowBase.extend({ is_preview: z.boolean(), is_boh: z.boolean() });
export type TrailCmsRow = z.infer<typeof trailCmsRowSchema>;

/** The states that hold guides of the kind, for the state filter. */
const stateOptions = z.array(z.object({ code: z.string(), title: z.string() }));

export const scoutRouteCmsPageSchema = cmsPageSchema(scoutRouteCmsRowSchema).extend({ states: stateOptions });
export type ScoutRouteCmsPage = z.infer<typeof scoutRouteCmsPageSchema>;

export const trailCmsPageSchema = cmsPageSchema(trailCmsRowSchema).extend({ states: stateOptions });
export type TrailCmsPage = z.infer<typeof trailCmsPageSchema>;

export const BULK_WORKFLOW_ACTIONS = ["publish", "unpublish"] as const;
export const BULK_GUIDE_LIMIT = 100;

/** POST /api/v2/admin/{trail|scout-route}-cms/bulk-workflow/: publish or unpublish the chosen guides. */
export const bulkWorkflowSchema = z.object({
  action: z.enum(BULK_WORKFLOW_ACTIONS, "Choose publish or unpublish."),
  ids: z
    .array(z.number().int().positive())
    .min(1, "Select at least one guide.")
    .max(BULK_GUIDE_LIMIT, `Select at most ${BULK_GUIDE_LIMIT} guides at a time.`),
});
export type BulkWorkflowInput = z.infer<typeof bulkWorkflowSchema>;

/** Each chosen guide's outcome: moved, or why not (its state did not allow it, or it is gone). */
export const bulkWorkflowResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      workflow_state: z.enum(WORKFLOW_STATES).nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
export type BulkWorkflowResult = z.infer<typeof bulkWorkflowResultSchema>;

const reason = z
  .string({ message: "Say why." })
  .trim()
  .min(3, "Say why in at least 3 characters.")
  .max(500, "Say why in at most 500 characters.");

/** PATCH /api/v2/admin/trail-cms/{id}/flags/: turn one flag on or off, with the reason. */
export const trailFlagChangeSchema = z.object({
  flag: z.enum(GUIDE_FLAGS, "Choose a flag."),
  value: z.boolean("Say whether the flag is on."),
  reason,
});
export type TrailFlagChange = z.infer<typeof trailFlagChangeSchema>;

export const trailFlagsSchema = z.object({ id: z.number().int(), is_preview: z.boolean(), is_boh: z.boolean() });

/** The workflow queue: submitted and accepted guides of both kinds, oldest waiting first. */
export const publishingQueueQuerySchema = cmsListQuery({
  sorts: ["waiting_since", "title"],
  defaultOrder: "asc",
  filters: {
    kind: z.enum(GUIDE_KINDS).optional(),
    workflow_state: z.enum(["submitted", "accepted"]).optional(),
  },
});
export type PublishingQueueQuery = z.infer<typeof publishingQueueQuerySchema>;

export const publishingQueueRowSchema = z.object({
  kind: z.enum(GUIDE_KINDS),
  id: z.number().int(),
  title: z.string(),
  state: z.object({ code: z.string(), title: z.string() }),
  workflow_state: z.enum(["submitted", "accepted"]),
  author: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /** When it was submitted, or accepted once accepted. */
  waiting_since: isoDateTime.nullable(),
  publish_at: isoDateTime.nullable(),
  page_path: z.string(),
  edit_path: z.string(),
});
export type PublishingQueueRow = z.infer<typeof publishingQueueRowSchema>;

export const publishingQueuePageSchema = cmsPageSchema(publishingQueueRowSchema);
export type PublishingQueuePage = z.infer<typeof publishingQueuePageSchema>;

/**
 * The review queue (/admin/review-queue, ADMIN or greater; ADR 0042): the guides waiting on the
 * reviewers, submitted ones by default (the dashboard's count), accepted ones to publish on request.
 * The rows are the publishing queue's.
 */
export const REVIEW_QUEUE_STATES = ["submitted", "accepted"] as const;
export const reviewQueueQuerySchema = cmsListQuery({
  sorts: ["waiting_since", "title"],
  defaultOrder: "asc",
  filters: {
    kind: z.enum(GUIDE_KINDS).optional(),
    workflow_state: z.enum(REVIEW_QUEUE_STATES).default("submitted"),
  },
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const SCHEDULE_IN_FUTURE_MESSAGE = "Pick a time in the future.";

/** PUT /api/v2/admin/publishing-cms/{kind}/{id}/schedule/: when to publish an accepted guide (ISO 8601, UTC). */
export const publishingScheduleSchema = z.object({
  publish_at: z.iso.datetime({ offset: true, message: "Pick a date and a time." }),
});
export type PublishingScheduleInput = z.infer<typeof publishingScheduleSchema>;

/** The same rule the server applies with its own clock: the form checks it before sending. */
export function publishingScheduleAt(now: Date) {
  return publishingScheduleSchema.refine((input) => new Date(input.publish_at).getTime() > now.getTime(), {
    path: ["publish_at"],
    message: SCHEDULE_IN_FUTURE_MESSAGE,
  });
}

export const publishingScheduleResultSchema = z.object({
  kind: z.enum(GUIDE_KINDS),
  id: z.number().int(),
  publish_at: isoDateTime.nullable(),
});
export type PublishingScheduleResult = z.infer<typeof publishingScheduleResultSchema>;
