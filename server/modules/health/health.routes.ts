import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import type { AppEnv } from "../../http/app-env";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), status: z.enum(["up", "down"]) }),
});

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  responses: {
    200: { description: "The process and its database are up", content: { "application/json": { schema: healthSchema } } },
    503: { description: "The database does not answer", content: { "application/json": { schema: healthSchema } } },
  },
});

export function healthRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
    const { database } = c.var.services;
    const isUp = await database.ping();
    c.header("Cache-Control", "no-store");
    const body = { status: isUp ? "ok" : "degraded", database: { kind: database.kind, status: isUp ? "up" : "down" } } as const;
    return isUp ? c.json(body, 200) : c.json(body, 503);
  });
}
