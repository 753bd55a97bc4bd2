import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import type { AppEnv } from "../../http/app-env";
import type { Draining } from "../../http/draining";
import type { Services } from "../../services";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "draining"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), status: z.enum(["up", "down"]) }),
});

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  responses: {
    200: { description: "The process and its database are up", content: { "application/json": { schema: healthSchema } } },
    503: {
      description: "The database does not answer, or the process is stopping (draining)",
      content: { "application/json": { schema: healthSchema } },
    },
  },
});

/** A stopping process answers 503 "draining", so a load balancer sends its requests elsewhere. */
export function healthRoutes({ database }: Pick<Services, "database">, draining: Pick<Draining, "active">) {
  return new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
    const isUp = await database.ping();
    c.header("Cache-Control", "no-store");
    const status = draining.active ? "draining" : isUp ? "ok" : "degraded";
    const body = { status, database: { kind: database.kind, status: isUp ? "up" : "down" } } as const;
    return status === "ok" ? c.json(body, 200) : c.json(body, 503);
  });
}
