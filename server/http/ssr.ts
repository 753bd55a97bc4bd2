// Mounts the React Router server build: every path that is not API, health or a built file.
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config";
import type { AppEnv } from "./app-env";
import { resolvePageSession } from "./authenticate";

export type ServerRender = (c: Context<AppEnv>) => Promise<Response>;

export function createServerRender(build: ServerBuild, config: Config): ServerRender {
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  return async (c) => {
    const session = await resolvePageSession(c);
    const response = await handle(c.req.raw, {
      services: c.var.services,
      user: session.user,
      clientConfig: config.client,
      publicUrl: config.publicUrl,
      requestId: c.var.requestId,
    });
    for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  };
}
