// /api/v2/admin/dashboard/: the staff queues' sizes and the latest staff changes. ADMIN or greater.
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { staffDashboardSchema } from "../../../shared/contracts/staff-dashboard.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { errorResponse, json } from "../../http/openapi-routes";
import type { Services } from "../../services";

const getDashboard = createRoute({
  method: "get",
  path: "/v2/admin/dashboard/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: ["Admin"],
  summary: "How much waits in each staff queue, and the latest staff changes (ADMIN or greater)",
  responses: {
    200: json(staffDashboardSchema, "The dashboard"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not staff"),
  },
});

export function staffDashboardRoutes(services: Pick<Services, "staffDashboard">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(getDashboard, async (c) =>
    c.json(await services.staffDashboard.overview(requireUser(c)), 200),
  );
}
