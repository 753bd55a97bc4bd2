// Runs the scheduled jobs in every process, each job in one process at a time (ADR 0016): a process
// polls, claims a due job with a lease, renews the lease while the job runs, and frees it when done.
// A process that dies leaves a lease that runs out, and another process takes the job over. An operator
// or a test may run a job now (ADR 0070): it takes the same lease, so it never overlaps a scheduled run.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { createJobsRepository } from "./jobs.repository";

export interface ScheduledJob {
  name: string;
  /** From the end of one run to the start of the next. */
  intervalMs: number;
  run(): Promise<void>;
}

/** What a run on demand did: ran the job (which succeeded or failed), or found it held by a run elsewhere. */
export interface OnDemandRun {
  job: string;
  outcome: "succeeded" | "failed" | "busy";
  /** The failure's message, or who holds the job when busy. */
  error: string | null;
  durationMs: number;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  jobs: ScheduledJob[];
  /** How long a claim holds without renewal: longer than a stalled process should keep a job. */
  leaseMs?: number;
  /** Names this process in the table, for an operator reading it. */
  owner?: string;
  /** Told of every run this process makes, for the metrics. */
  onRun?: (run: FinishedRun) => void;
}

export interface FinishedRun {
  job: string;
  failed: boolean;
  durationMs: number;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_POLL_MS = 2_000;
/** A run on demand waits this long for a run elsewhere to end before it answers busy. */
const DEFAULT_ON_DEMAND_WAIT_MS = 30_000;
const ON_DEMAND_RETRY_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createJobRunner({
  db,
  clock,
  logger,
  jobs,
  leaseMs = DEFAULT_LEASE_MS,
  owner,
  onRun = () => undefined,
}: JobRunnerOptions) {
  const repository = createJobsRepository(db);
  const processName = owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobsByName = new Map(jobs.map((job) => [job.name, job]));
  const names = [...jobsByName.keys()];
  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs);
  let registered = false;
  let polling: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function registerOnce(): Promise<void> {
    if (registered) return;
    await repository.register(names, clock.now());
    registered = true;
  }

  /** Runs a job this process has claimed, then frees it; answers the failure's message, if any. */
  async function runClaimed(job: ScheduledJob): Promise<string | null> {
    // Renewed at a third of the lease, so one slow renewal never lets the lease run out.
    const renewal = setInterval(() => {
      repository.renewLease(job.name, processName, leaseEnd()).then(
        (held) => held || logger.error({ job: job.name }, "a job's lease was lost while it ran"),
        (error: unknown) => logger.warn({ err: error, job: job.name }, "a job's lease could not be renewed"),
      );
    }, leaseMs / 3);
    let error: string | null = null;
    const started = performance.now();
    try {
      await job.run();
    } catch (failure) {
      error = String(failure);
      logger.error({ err: failure, job: job.name }, "a scheduled job failed");
    } finally {
      clearInterval(renewal);
    }
    onRun({ job: job.name, failed: error !== null, durationMs: performance.now() - started });
    const finishedAt = clock.now();
    await repository.finish(job.name, processName, {
      finishedAt,
      nextRunAt: new Date(finishedAt.getTime() + job.intervalMs),
      error,
    });
    return error;
  }

  const runner = {
    owner: processName,
    jobNames: names,

    /** Claims and runs every job due now, one after another; returns the names of those it ran. */
    async runDueJobs(): Promise<string[]> {
      await registerOnce();
      const ran: string[] = [];
      for (;;) {
        const name = await repository.claimDue(names, processName, clock.now(), leaseEnd());
        const job = name === null ? undefined : jobsByName.get(name);
        if (!job) return ran;
        await runClaimed(job);
        ran.push(job.name);
      }
    },

    /**
     * Runs the job `name` once now, due or not, under the lease a scheduled run takes, so it never runs
     * beside another process's run of it: while one holds it, this waits up to `waitMs` for it to end,
     * then runs the job again (the caller wants a run that starts after its request). Its next
     * scheduled run is an interval after this one, as after any run.
     */
    async runNow(name: string, waitMs = DEFAULT_ON_DEMAND_WAIT_MS): Promise<OnDemandRun> {
      const job = jobsByName.get(name);
      if (!job) throw new Error(`No scheduled job is named ${name}`);
      await registerOnce();
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      while ((await repository.claim(name, processName, clock.now(), leaseEnd())) === null) {
        if (elapsed() >= waitMs) {
          return { job: name, outcome: "busy", error: `still running elsewhere after ${waitMs} ms`, durationMs: elapsed() };
        }
        await sleep(ON_DEMAND_RETRY_MS);
      }
      const runStarted = performance.now();
      const error = await runClaimed(job);
      const durationMs = Math.round(performance.now() - runStarted);
      logger.info({ job: name, ms: durationMs, error }, "a scheduled job ran on demand");
      return { job: name, outcome: error === null ? "succeeded" : "failed", error, durationMs };
    },

    /** Polls for due jobs until stopped; a poll never starts while the last one still runs. */
    start(pollMs = DEFAULT_POLL_MS): void {
      const poll = () => {
        running = runner
          .runDueJobs()
          .catch((error: unknown) => logger.warn({ err: error }, "scheduled jobs could not be polled"))
          .finally(() => {
            if (polling) polling = setTimeout(poll, pollMs).unref();
          });
      };
      polling = setTimeout(poll, 0).unref();
    },

    /** Stops polling and waits for the job running now, if any, to finish. */
    async stop(): Promise<void> {
      clearTimeout(polling);
      polling = undefined;
      await running;
    },

    /** Gives up the run still going when a stopping process must exit: another process runs it. */
    handBack: (): Promise<void> => repository.releaseLeases(processName),
  };
  return runner;
}

export type JobRunner = ReturnType<typeof createJobRunner>;
