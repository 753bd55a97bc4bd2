// The scheduled jobs' SQL: a due job is claimed with a lease, the lease is renewed while the job runs,
// and the run ends by setting the next due time (ADR 0016).
import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { scheduledJobs } from "../db/schema";

export function createJobsRepository(db: Database) {
  return {
    /** Every job and when it is next due, for the metrics' lag. */
    async schedule(): Promise<{ name: string; nextRunAt: Date }[]> {
      return db.select({ name: scheduledJobs.name, nextRunAt: scheduledJobs.nextRunAt }).from(scheduledJobs);
    },

    /** Adds jobs not known yet, due at once; known ones keep their schedule. */
    async register(names: string[], now: Date): Promise<void> {
      if (names.length === 0) return;
      await db
        .insert(scheduledJobs)
        .values(names.map((name) => ({ name, nextRunAt: now })))
        .onConflictDoNothing();
    },

    /**
     * Leases one due job among `names` to `owner` until `leaseUntil`. A job leased to a live process
     * is skipped; one whose lease ran out (its process died) is due again. SKIP LOCKED lets two
     * processes claim at the same moment without waiting on each other or taking the same job.
     */
    async claimDue(names: string[], owner: string, now: Date, leaseUntil: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ name: scheduledJobs.name })
          .from(scheduledJobs)
          .where(
            and(
              inArray(scheduledJobs.name, names),
              lte(scheduledJobs.nextRunAt, now),
              or(isNull(scheduledJobs.leasedUntil), lt(scheduledJobs.leasedUntil, now)),
            ),
          )
          .orderBy(asc(scheduledJobs.nextRunAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!due) return null;
        await tx
          .update(scheduledJobs)
          .set({ leasedBy: owner, leasedUntil: leaseUntil, lastStartedAt: now })
          .where(eq(scheduledJobs.name, due.name));
        return due.name;
      });
    },

    /**
     * Leases the job `name` to `owner` whether or not it is due (a run on demand), unless another
     * process holds an unexpired lease on it: then null, as that process is running it now.
     */
    async claim(name: string, owner: string, now: Date, leaseUntil: Date): Promise<string | null> {
      const [claimed] = await db
        .update(scheduledJobs)
        .set({ leasedBy: owner, leasedUntil: leaseUntil, lastStartedAt: now })
        .where(and(eq(scheduledJobs.name, name), or(isNull(scheduledJobs.leasedUntil), lt(scheduledJobs.leasedUntil, now))))
        .returning({ name: scheduledJobs.name });
      return claimed?.name ?? null;
    },

    /** Extends a lease still held by `owner`; false when it was lost (it ran out and was taken). */
    async renewLease(name: string, owner: string, leaseUntil: Date): Promise<boolean> {
      const renewed = await db
        .update(scheduledJobs)
        .set({ leasedUntil: leaseUntil })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leasedBy, owner)))
        .returning({ name: scheduledJobs.name });
      return renewed.length > 0;
    },

    /**
     * Frees every lease `owner` holds, leaving the jobs due when they were: a stopping process hands
     * back the run it could not finish, and another process takes it at its next poll.
     */
    async releaseLeases(owner: string): Promise<void> {
      await db.update(scheduledJobs).set({ leasedBy: null, leasedUntil: null }).where(eq(scheduledJobs.leasedBy, owner));
    },

    /** Ends `owner`'s run: frees the lease and sets when the job is due next. */
    async finish(name: string, owner: string, run: { finishedAt: Date; nextRunAt: Date; error: string | null }) {
      await db
        .update(scheduledJobs)
        .set({
          leasedBy: null,
          leasedUntil: null,
          lastFinishedAt: run.finishedAt,
          nextRunAt: run.nextRunAt,
          lastError: run.error,
        })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leasedBy, owner)));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
