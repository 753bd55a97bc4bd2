import type { Logger } from "pino";
import type { UserClaims } from "../../shared/contracts/user.contract";

/** This site's own address and how far its proxies are trusted: for links, cookies and client addresses. */
export interface SiteAddress {
  publicUrl: string;
  trustProxy: boolean;
  trustedProxyHops: number;
}

/**
 * Variables every request carries through the Hono context. The services are not among them: each
 * module's routes receive the ones they use, named in their signature.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    site: SiteAddress;
    /** The signed-in user, set by the authentication middleware; null when signed out. */
    user: UserClaims | null;
  };
}
