// A Badge of Honor completion moves from submitted to verified or rejected by staff.
export const BADGE_SUBMISSION_STATES = ["submitted", "verified", "rejected"] as const;
export type BadgeSubmissionState = (typeof BADGE_SUBMISSION_STATES)[number];
