import type { Logger } from "pino";
import type { UserClaims } from "../../shared/contracts/user.contract";
import type { Services } from "../services";

/** Variables every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    services: Services;
    /** The signed-in user, set by the authentication middleware; null when signed out. */
    user: UserClaims | null;
  };
}
