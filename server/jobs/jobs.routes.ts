// POST /api/v2/operations/jobs/{name}/run/: an operator (or an end-to-end test) runs a scheduled job now
// instead of waiting for its timer (ADR 0070). Off unless OPERATIONS_TOKEN is set; the caller sends that
// token as its bearer token, compared in constant time.
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ROUTE_RULES } from "../../shared/domain/access";
import type { AppEnv } from "../http/app-env";
import { bearerToken } from "../http/authenticate";
import { notFound, unauthorized } from "../http/errors";
import { requires } from "../http/route-access";
import { isSameSecret } from "../http/same-secret";
import { validationHook } from "../http/validation";
import { errorResponse, json } from "../http/openapi-routes";
import type { JobRunner, OnDemandRun } from "./job-runner";

const onDemandRunSchema = z.object({
  job: z.string(),
  outcome: z.enum(["succeeded", "failed", "busy"]),
  error: z.string().nullable().openapi({ description: "The failure, or why the job could not be taken (busy)" }),
  duration_ms: z.number().int(),
});

const runJob = createRoute({
  method: "post",
  path: "/v2/operations/jobs/{name}/run/",
  middleware: [requires(ROUTE_RULES.operator)] as const,
  tags: ["Operations"],
  summary: "Run a scheduled job once now, under its lease (OPERATIONS_TOKEN as bearer token)",
  request: { params: z.object({ name: z.string().openapi({ param: { name: "name", in: "path" } }) }) },
  responses: {
    200: json(onDemandRunSchema, "The job ran and succeeded"),
    401: errorResponse("Missing or wrong operations token"),
    404: errorResponse("No such job, or operations are not configured"),
    409: json(onDemandRunSchema, "Another process kept running the job for as long as this one waited"),
    500: json(onDemandRunSchema, "The job ran and failed"),
  },
});

const OUTCOME_STATUS = { succeeded: 200, failed: 500, busy: 409 } as const;

const toBody = (run: OnDemandRun) => ({ job: run.job, outcome: run.outcome, error: run.error, duration_ms: run.durationMs });

/**
 * `token` unset (or no job runner, as in API tests that run no jobs): every call is a 404, as if the
 * route did not exist.
 */
export function operationsRoutes(token: string | undefined, jobs: Pick<JobRunner, "jobNames" | "runNow"> | undefined) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(runJob, async (c) => {
    if (!token || !jobs) throw notFound();
    const presented = bearerToken(c);
    if (!presented || !isSameSecret(presented, token)) throw unauthorized("Send the operations token as the bearer token.");
    const { name } = c.req.valid("param");
    if (!jobs.jobNames.includes(name)) throw notFound(`No scheduled job is named ${name}.`);
    const run = await jobs.runNow(name);
    return c.json(toBody(run), OUTCOME_STATUS[run.outcome]);
  });
}
