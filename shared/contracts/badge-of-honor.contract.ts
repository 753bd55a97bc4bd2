// Shapes of the Badge of Honor API (ADR 0035): a member's claim with its photos and rig, the staff
// queue and decisions, the programme's trails and leaderboard, and a trail's badge holders.
import { z } from "zod";
import { BADGE_LIMITS, BADGE_SUBMISSION_STATES } from "../domain/badge-of-honor";
import { photoSchema } from "./photo.contract";

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Today's date as YYYY-MM-DD in UTC, read at validation time so a long-running server follows the calendar. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A claim's fields as the multipart form sends them (text), beside its photos. The rig is one of
 * the member's garage rigs (`vehicle_id`) or, without one, a short description.
 */
export const badgeSubmissionFieldsSchema = z
  .object({
    trail_id: z.coerce.number({ error: "Choose a Badge of Honor trail." }).int().positive("Choose a Badge of Honor trail."),
    completed_on: z.iso
      .date({ error: "Enter the date you drove the trail." })
      .refine((date) => date <= todayUtc(), "The date cannot be in the future."),
    vehicle_id: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ error: "Choose a rig from your garage." }).int().positive().optional(),
    ),
    rig_description: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .max(BADGE_LIMITS.rigDescription, `Keep the rig to ${BADGE_LIMITS.rigDescription} characters or fewer.`)
        .optional(),
    ),
    notes: z.string().trim().max(BADGE_LIMITS.notes, `Keep the notes to ${BADGE_LIMITS.notes} characters or fewer.`).default(""),
    /** One to BADGE_LIMITS.photos files; checked as files by the route. */
    photos: z.unknown().optional(),
  })
  .refine((claim) => claim.vehicle_id !== undefined || (claim.rig_description ?? "") !== "", {
    message: "Choose the rig you drove, or describe it.",
    path: ["vehicle_id"],
  });
export type BadgeSubmissionFields = Omit<z.infer<typeof badgeSubmissionFieldsSchema>, "photos">;

export const badgeRejectionSchema = z.object({
  reason: z
    .string({ error: "Say why the claim is rejected." })
    .trim()
    .min(1, "Say why the claim is rejected.")
    .max(BADGE_LIMITS.rejectionReason, `Keep the reason to ${BADGE_LIMITS.rejectionReason} characters or fewer.`),
});
export type BadgeRejection = z.infer<typeof badgeRejectionSchema>;

const badgeTrailSchema = z.object({ id: z.number().int(), title: z.string(), href: z.string() });

/** A claim as its member sees it. */
export const badgeSubmissionSchema = z.object({
  uuid: z.uuid(),
  trail: badgeTrailSchema,
  completed_on: z.iso.date(),
  rig_description: z.string(),
  notes: z.string(),
  status: z.enum(BADGE_SUBMISSION_STATES),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  photos: z.array(photoSchema),
});
export type BadgeSubmission = z.infer<typeof badgeSubmissionSchema>;

export const memberRefSchema = z.object({ uuid: z.uuid(), name: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A claim in the staff queue: with the member who sent it. */
export const queuedBadgeSubmissionSchema = badgeSubmissionSchema.extend({ member: memberRefSchema });
export type QueuedBadgeSubmission = z.infer<typeof queuedBadgeSubmissionSchema>;

export const badgeSubmissionListSchema = z.object({ results: z.array(badgeSubmissionSchema) });
export const badgeQueueSchema = z.object({ results: z.array(queuedBadgeSubmissionSchema) });

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  badges: z.number().int(),
  points: z.number().int(),
});

/** The programme's public page: its trails (with how many hold each badge) and the leaderboard. */
export const badgeProgrammeSchema = z.object({
  trails: z.array(
    badgeTrailSchema.extend({
      state_title: z.string(),
      technical_rating_high: z.number().int().nullable(),
      points: z.number().int(),
      holder_count: z.number().int(),
    }),
  ),
  leaderboard: z.array(leaderboardEntrySchema),
});
export type BadgeProgramme = z.infer<typeof badgeProgrammeSchema>;

/** Who holds a trail's badge: every verified claim counts; only public profiles are named. */
export const badgeHoldersSchema = z.object({ count: z.number().int(), holders: z.array(memberRefSchema) });
export type BadgeHolders = z.infer<typeof badgeHoldersSchema>;

/** A verified badge on a profile. */
export const profileBadgeSchema = z.object({ trail_title: z.string(), href: z.string(), completed_on: z.iso.date() });
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;
