// GET /metrics: the process's metrics in Prometheus's text format, for a scraper that sends
// METRICS_TOKEN as its bearer token. Unset, the route answers 404, as if it did not exist.
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ROUTE_RULES } from "../../shared/domain/access";
import type { AppEnv } from "../http/app-env";
import { bearerToken } from "../http/authenticate";
import { notFound, unauthorized } from "../http/errors";
import { requires } from "../http/route-access";
import { isSameSecret } from "../http/same-secret";
import { errorResponse } from "../http/openapi-routes";
import type { Metrics } from "./metrics";

const metricsRoute = createRoute({
  method: "get",
  path: "/metrics",
  middleware: [requires(ROUTE_RULES.metricsScraper)] as const,
  tags: ["Operations"],
  summary: "This process's metrics in Prometheus's text format (METRICS_TOKEN as bearer token)",
  responses: {
    200: { description: "The metrics", content: { "text/plain": { schema: z.string() } } },
    401: errorResponse("Missing or wrong metrics token"),
    404: errorResponse("Metrics are not configured"),
  },
});

export function metricsRoutes(token: string | undefined, metrics: Metrics | undefined) {
  return new OpenAPIHono<AppEnv>().openapi(metricsRoute, async (c) => {
    if (!token || !metrics) throw notFound();
    const presented = bearerToken(c);
    if (!presented || !isSameSecret(presented, token)) throw unauthorized("Send the metrics token as the bearer token.");
    c.header("Cache-Control", "no-store");
    return c.text(await metrics.render(), 200, { "Content-Type": metrics.contentType });
  });
}
