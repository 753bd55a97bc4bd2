// `npm run jobs:run -- <job-name> [more names]`: runs scheduled jobs once now against the configured
// database, through the job runner and under each job's lease, so never beside a server process's run
// of the same job (ADR 0070). The embedded database (PGlite) admits one process: stop the server
// first, or ask the running server through POST /api/v2/operations/jobs/{name}/run/.
import { loadConfig } from "../config";
import { systemClock } from "../clock";
import { openDatabase } from "../db/client";
import { resolveJwtSecret } from "../jwt-secret";
import { createLogger, logConnectionErrors } from "../logger";
import { createServices } from "../services";
import { createJobRunner, type OnDemandRun } from "./job-runner";
import { SCHEDULED_JOB_NAMES, scheduledJobs, type ScheduledJobName } from "./scheduled-jobs";

export type RunJobsRequest =
  { action: "help" } | { action: "run"; jobs: ScheduledJobName[] } | { action: "refuse"; problem: string };

const isJobName = (name: string): name is ScheduledJobName => (SCHEDULED_JOB_NAMES as readonly string[]).includes(name);

/** What the command line asks for; a job named twice runs once. */
export function readRunJobsArgs(args: readonly string[]): RunJobsRequest {
  if (args.some((arg) => arg === "--help" || arg === "-h")) return { action: "help" };
  const option = args.find((arg) => arg.startsWith("-"));
  if (option) return { action: "refuse", problem: `Unknown option ${option}.` };
  if (args.length === 0) return { action: "refuse", problem: "Name at least one job." };
  const unknown = args.filter((arg) => !isJobName(arg));
  if (unknown.length > 0) return { action: "refuse", problem: `No scheduled job is named ${unknown.join(", ")}.` };
  return { action: "run", jobs: [...new Set(args.filter(isJobName))] };
}

export function runJobsUsage(): string {
  return [
    "Usage: npm run jobs:run -- <job-name> [more names]",
    "Runs each named job once now, one after another, under its lease (a run elsewhere is waited for).",
    "Jobs:",
    ...SCHEDULED_JOB_NAMES.map((name) => `  ${name}`),
  ].join("\n");
}

/** One line per run, as the command prints it. */
export function describeRun(run: OnDemandRun): string {
  const detail = run.error === null ? "" : `: ${run.error}`;
  return `${run.job}: ${run.outcome} in ${run.durationMs} ms${detail}`;
}

interface Output {
  out(line: string): void;
  err(line: string): void;
}

const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Exit code: 0 when every job ran and succeeded, 1 when one failed or was busy, 2 for a wrong command line. */
export async function runJobsCommand(args: readonly string[], output: Output = consoleOutput): Promise<number> {
  const request = readRunJobsArgs(args);
  switch (request.action) {
    case "help":
      output.out(runJobsUsage());
      return 0;
    case "refuse":
      output.err(`jobs:run: ${request.problem}\n${runJobsUsage()}`);
      return 2;
    case "run":
      return runJobs(request.jobs, output);
  }
}

async function runJobs(names: ScheduledJobName[], output: Output): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = openDatabase(config.database, logConnectionErrors(logger));
  try {
    const jwtSecret = await resolveJwtSecret(config);
    const services = createServices({ config, database, logger, clock: systemClock, jwtSecret });
    const runner = createJobRunner({ db: database.db, clock: systemClock, logger, jobs: scheduledJobs(services, database) });
    let allSucceeded = true;
    for (const name of names) {
      const run = await runner.runNow(name);
      allSucceeded &&= run.outcome === "succeeded";
      if (run.outcome === "succeeded") output.out(describeRun(run));
      else output.err(describeRun(run));
    }
    return allSucceeded ? 0 : 1;
  } finally {
    await database.close();
  }
}
