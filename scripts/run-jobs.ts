// `npm run jobs:run -- <job-name> [more names]`: runs scheduled jobs once now (ADR 0070).
import { runJobsCommand } from "../server/jobs/run-jobs-command";

process.exit(await runJobsCommand(process.argv.slice(2)));
