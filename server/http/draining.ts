// A process told to stop (SIGTERM) drains before it goes: /health says so, so load balancers stop
// sending it requests, and every answer from then on asks its client to close the connection, so no
// client or proxy sends another request on a connection about to close.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

export interface Draining {
  readonly active: boolean;
  begin(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin: () => {
      active = true;
    },
  };
}

export function closeConnectionsWhileDraining(draining: Draining): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (draining.active) c.header("Connection", "close");
  };
}
