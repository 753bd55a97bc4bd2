// /api/v2/admin/user-metrics/: sign-ups, active users, trials, conversions and churn per day, week
// or month of a range of UTC days, as JSON or (format=csv) CSV. SUPER only.
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { userMetricsQuerySchema, userMetricsSchema, type MetricsBucket } from "../../../shared/contracts/user-metrics.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { csvOf, csvResponse, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const METRICS_CSV_COLUMNS: CsvColumn<MetricsBucket>[] = [
  { header: "From", cell: (bucket) => bucket.start },
  { header: "To", cell: (bucket) => bucket.end },
  { header: "Sign-ups", cell: (bucket) => bucket.sign_ups },
  { header: "Active users", cell: (bucket) => bucket.active_users },
  { header: "Trials started", cell: (bucket) => bucket.trials_started },
  { header: "Paid conversions", cell: (bucket) => bucket.conversions },
  { header: "Churned", cell: (bucket) => bucket.churned },
];

const getUserMetrics = createRoute({
  method: "get",
  path: "/v2/admin/user-metrics/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary:
    "User figures per ?interval (day, week, month) of ?from to ?to (YYYY-MM-DD, UTC; default the last 90 days); format=csv exports",
  request: { query: userMetricsQuerySchema },
  responses: {
    200: {
      description: "The figures of each bucket and the range's totals, or with format=csv one CSV row per bucket",
      content: { "application/json": { schema: userMetricsSchema }, "text/csv": { schema: z.string() } },
    },
    400: errorResponse("A day that is not YYYY-MM-DD, a range that runs backwards or one longer than 731 days"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a super user"),
  },
});

export function userMetricsRoutes(services: Pick<Services, "userMetrics">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(getUserMetrics, async (c) => {
    const query = c.req.valid("query");
    const metrics = await services.userMetrics.metrics(query);
    if (query.format !== "csv") return c.json(metrics, 200);
    const fileName = `user-metrics-by-${metrics.interval}-${metrics.from}-to-${metrics.to}.csv`;
    return csvResponse(c, csvOf(metrics.buckets, METRICS_CSV_COLUMNS), fileName);
  });
}
