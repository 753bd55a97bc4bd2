// Badge of Honor claims written straight to the database, for tests about what they lead to.
import type { BadgeSubmissionState } from "../../shared/domain/badge-of-honor";
import type { Executor } from "../../server/db/client";
import { badgeSubmissions, photos } from "../../server/db/schema";

/** A claim with one photo; verified claims carry a review time. */
export async function insertBadgeSubmission(
  db: Executor,
  values: { userId: number; trailId: number; status?: BadgeSubmissionState; completedOn?: string },
) {
  const status = values.status ?? "submitted";
  const [submission] = await db
    .insert(badgeSubmissions)
    .values({
      userId: values.userId,
      trailId: values.trailId,
      completedOn: values.completedOn ?? "2026-05-01",
      rigDescription: "2020 Jeep Wrangler Rubicon",
      status,
      reviewedAt: status === "submitted" ? null : new Date(),
      rejectionReason: status === "rejected" ? "The photo does not show the trail." : null,
    })
    .returning();
  const base = `/media/photos/badge-${submission!.id}`;
  await db.insert(photos).values({
    badgeSubmissionId: submission!.id,
    original: `${base}/original.jpg`,
    resizedMedium: `${base}/medium.jpg`,
    resizedLarge: `${base}/large.jpg`,
    hero: `${base}/hero.jpg`,
  });
  return submission!;
}
