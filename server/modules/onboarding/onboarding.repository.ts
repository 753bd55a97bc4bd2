// SQL for the new-member tour: where a user's tour stands, kept on their users row.
import { eq } from "drizzle-orm";
import type { OnboardingProgress } from "../../../shared/domain/onboarding";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

const progressColumns = { state: users.onboardingState, step: users.onboardingStep };

export function createOnboardingRepository(db: Executor) {
  return {
    async findProgress(userId: number): Promise<OnboardingProgress | null> {
      const [row] = await db.select(progressColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** The progress, holding the user's row for the rest of the transaction so changes run one at a time. */
    async lockProgress(userId: number): Promise<OnboardingProgress | null> {
      const [row] = await db.select(progressColumns).from(users).where(eq(users.id, userId)).for("update");
      return row ?? null;
    },

    async saveProgress(userId: number, progress: OnboardingProgress, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ onboardingState: progress.state, onboardingStep: progress.step, updatedAt: at })
        .where(eq(users.id, userId));
    },
  };
}
