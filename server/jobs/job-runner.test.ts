// Scheduled jobs on one database shared by several processes: each due job runs once, a slow run is
// never started again while it runs, a dead process's job is taken over, and e-mail goes out once.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../tests/factories/guides";
import { startSmtpSink, type SmtpSink } from "../../tests/setup/smtp-sink";
import { createSiblingApp, createTestApp, type TestApp } from "../../tests/setup/test-app";
import { scheduledJobs as scheduledJobsTable } from "../db/schema";
import { insertPaidGiftCard } from "../../tests/factories/gift-cards";
import type { Services } from "../services";
import { createJobRunner, type ScheduledJob } from "./job-runner";
import { scheduledJobs } from "./scheduled-jobs";

let t: TestApp;
let sink: SmtpSink;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A runner as one process has it, for jobs with names unique to the test. */
function processRunner(jobs: ScheduledJob[], owner: string) {
  return createJobRunner({ db: t.db, clock: t.clock, logger, jobs, owner });
}

function countingJob(name: string, intervalMs = 60_000) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    run: () => {
      job.runs++;
      return Promise.resolve();
    },
  };
  return job;
}

describe("the job runner", () => {
  it("runs a due job in one of the processes that poll at the same moment, then not until it is due again", async () => {
    const job = countingJob(`count-${randomUUID()}`);
    const runners = ["a", "b", "c"].map((owner) => processRunner([job], owner));
    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(job.runs).toBe(1);

    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(job.runs).toBe(1);
    t.clock.advance(60_001);
    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(job.runs).toBe(2);
  });

  it("a stopping process hands back the run it could not finish: another process takes the job at once", async () => {
    const name = `handed-back-${randomUUID()}`;
    const finishers: (() => void)[] = [];
    const slow: ScheduledJob = {
      name,
      intervalMs: 60_000,
      run: () => new Promise<void>((resolve) => finishers.push(resolve)),
    };
    const stopping = processRunner([slow], "stopping");
    const other = processRunner([slow], "other");
    const unfinished = stopping.runDueJobs();
    await expect.poll(() => finishers.length).toBe(1);
    expect(await other.runDueJobs()).toEqual([]);

    await stopping.handBack();
    const takenOver = other.runDueJobs();
    await expect.poll(() => finishers.length).toBe(2);
    finishers[1]!();
    expect(await takenOver).toEqual([name]);
    finishers[0]!();
    await unfinished;
  });

  it("never starts a slow run again while it still runs, in another process or the same", async () => {
    const name = `slow-${randomUUID()}`;
    let finish!: () => void;
    let runs = 0;
    const slow: ScheduledJob = {
      name,
      intervalMs: 1_000,
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const a = processRunner([slow], "a");
    const b = processRunner([slow], "b");
    const running = a.runDueJobs();
    await expect.poll(() => runs).toBe(1);
    t.clock.advance(30_000);
    expect(await b.runDueJobs()).toEqual([]);
    finish();
    expect(await running).toEqual([name]);
    t.clock.advance(1_001);
    const next = b.runDueJobs();
    await expect.poll(() => runs).toBe(2);
    finish();
    expect(await next).toEqual([name]);
  });

  it("takes over a job whose process died holding it, once the lease has run out", async () => {
    const job = countingJob(`orphan-${randomUUID()}`);
    const survivor = processRunner([job], "survivor");
    await t.db.insert(scheduledJobsTable).values({
      name: job.name,
      nextRunAt: t.clock.now(),
      leasedBy: "dead-process",
      leasedUntil: new Date(t.clock.now().getTime() + 60_000),
    });
    await survivor.runDueJobs();
    expect(job.runs).toBe(0);
    t.clock.advance(60_001);
    await survivor.runDueJobs();
    expect(job.runs).toBe(1);
  });
});

describe("a run on demand", () => {
  it("runs a job that is not due, and puts its next scheduled run an interval later", async () => {
    const job = countingJob(`on-demand-${randomUUID()}`);
    const runner = processRunner([job], "a");
    await runner.runDueJobs();
    expect(job.runs).toBe(1);

    expect(await runner.runNow(job.name)).toMatchObject({ job: job.name, outcome: "succeeded", error: null });
    expect(job.runs).toBe(2);
    t.clock.advance(59_000);
    await runner.runDueJobs();
    expect(job.runs).toBe(2);
  });

  it("waits for another process's run to end, then runs the job again, never beside it", async () => {
    const name = `on-demand-slow-${randomUUID()}`;
    let finish!: () => void;
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const slow: ScheduledJob = {
      name,
      intervalMs: 60_000,
      run: async () => {
        runs++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        if (runs === 1) await new Promise<void>((resolve) => (finish = resolve));
        running--;
      },
    };
    const scheduled = processRunner([slow], "server").runDueJobs();
    await expect.poll(() => runs).toBe(1);
    const onDemand = processRunner([slow], "operator").runNow(name);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toBe(1);
    finish();
    await scheduled;
    expect(await onDemand).toMatchObject({ outcome: "succeeded" });
    expect({ runs, mostAtOnce }).toEqual({ runs: 2, mostAtOnce: 1 });
  });

  it("answers busy, without running the job, when the other run outlasts its wait", async () => {
    const job = countingJob(`on-demand-held-${randomUUID()}`);
    await t.db.insert(scheduledJobsTable).values({
      name: job.name,
      nextRunAt: t.clock.now(),
      leasedBy: "another-process",
      leasedUntil: new Date(t.clock.now().getTime() + 60_000),
    });
    const run = await processRunner([job], "operator").runNow(job.name, 300);
    expect(run).toMatchObject({ job: job.name, outcome: "busy" });
    expect(job.runs).toBe(0);
  });

  it("reports a failed run with its error, and frees the job for the next run", async () => {
    const name = `on-demand-failing-${randomUUID()}`;
    const failing: ScheduledJob = { name, intervalMs: 60_000, run: () => Promise.reject(new Error("SMTP refused")) };
    const runner = processRunner([failing], "operator");
    expect(await runner.runNow(name)).toMatchObject({ outcome: "failed", error: "Error: SMTP refused" });
    expect(await runner.runNow(name)).toMatchObject({ outcome: "failed" });
  });
});

describe("the product's jobs in two processes", () => {
  async function dueGiftCards(count: number) {
    const buyer = await insertUser(t.db, { name: "Gail Giver" });
    const recipients: string[] = [];
    for (let index = 0; index < count; index++) {
      recipients.push((await insertPaidGiftCard(t.db, buyer.id, t.clock.now())).card.recipientEmail);
    }
    return recipients;
  }

  const runnerFor = (services: Services, owner: string) =>
    createJobRunner({ db: t.db, clock: t.clock, logger, jobs: scheduledJobs(services, t.database), owner });

  it("delivers 50 due gift cards with exactly 50 e-mails to recipients and 50 notes to the buyer", async () => {
    // Jobs other tests left due would run here too; start from a clean schedule.
    await t.db.execute(sql`delete from scheduled_jobs`);
    const recipients = await dueGiftCards(50);
    const first = runnerFor(t.services, "process-a");
    const second = runnerFor(createSiblingApp(t).services, "process-b");

    for (let round = 0; round < 3; round++) {
      await Promise.all([first.runDueJobs(), second.runDueJobs(), first.runDueJobs(), second.runDueJobs()]);
      t.clock.advance(61_000);
    }
    for (const recipient of recipients) expect(sink.to(recipient)).toHaveLength(1);
    const notes = sink.received.filter((mail) => mail.raw.includes("has been delivered"));
    expect(notes).toHaveLength(50);
  });
});
