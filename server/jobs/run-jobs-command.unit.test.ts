// `npm run jobs:run -- <job-name> [more names]`: what the command line asks for, before any database.
import { describe, expect, it } from "vitest";
import { describeRun, readRunJobsArgs, runJobsCommand, runJobsUsage } from "./run-jobs-command";
import { SCHEDULED_JOB_NAMES } from "./scheduled-jobs";

function captured() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, output: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
}

describe(readRunJobsArgs.name, () => {
  it("runs the named jobs in the order given, each once", () => {
    expect(readRunJobsArgs(["billing", "email-delivery", "billing"])).toEqual({
      action: "run",
      jobs: ["billing", "email-delivery"],
    });
  });

  it("refuses an unknown name, naming every one, and runs none of the others", () => {
    expect(readRunJobsArgs(["billing", "biling", "mail"])).toEqual({
      action: "refuse",
      problem: "No scheduled job is named biling, mail.",
    });
  });

  it("refuses an empty command line and an unknown option", () => {
    expect(readRunJobsArgs([])).toEqual({ action: "refuse", problem: "Name at least one job." });
    expect(readRunJobsArgs(["billing", "--all"])).toEqual({ action: "refuse", problem: "Unknown option --all." });
  });

  it("shows help for --help or -h wherever it is", () => {
    expect(readRunJobsArgs(["--help"])).toEqual({ action: "help" });
    expect(readRunJobsArgs(["billing", "-h"])).toEqual({ action: "help" });
  });
});

describe(runJobsCommand.name, () => {
  it("lists every job on --help and exits 0 without opening a database", async () => {
    const { lines, output } = captured();
    expect(await runJobsCommand(["--help"], output)).toBe(0);
    for (const name of SCHEDULED_JOB_NAMES) expect(lines.out.join("\n")).toContain(`  ${name}`);
  });

  it("exits 2 on an unknown name, with the problem and the list of jobs on stderr", async () => {
    const { lines, output } = captured();
    expect(await runJobsCommand(["nightly"], output)).toBe(2);
    expect(lines.err.join("\n")).toBe(`jobs:run: No scheduled job is named nightly.\n${runJobsUsage()}`);
    expect(lines.out).toEqual([]);
  });
});

describe(describeRun.name, () => {
  it("says what ran, how it ended and how long it took", () => {
    expect(describeRun({ job: "billing", outcome: "succeeded", error: null, durationMs: 312 })).toBe(
      "billing: succeeded in 312 ms",
    );
    expect(describeRun({ job: "email-delivery", outcome: "failed", error: "Error: SMTP refused", durationMs: 40 })).toBe(
      "email-delivery: failed in 40 ms: Error: SMTP refused",
    );
  });
});
