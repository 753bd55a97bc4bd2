// What the server hands every loader and action (see server/http/ssr.ts).
import type { UserClaims } from "../shared/contracts/user.contract";
import type { ReaderTier } from "../shared/domain/access";
import type { Config } from "../server/config";
import type { Locale } from "../shared/domain/locales";
import type { Services } from "../server/services";

export type ClientConfig = Config["client"];

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The reader the page is rendered for: on a page shared by a tier, that tier's stand-in. */
    user: UserClaims | null;
    /** Set when one render serves every plain reader of this tier (ADR 0022): nothing personal may be loaded. */
    sharedTier: ReaderTier | null;
    clientConfig: ClientConfig;
    publicUrl: string;
    requestId: string;
    /** The interface language, named by the URL (ADR 0064); English when not given. */
    locale?: Locale;
    /** Where a loader's, an action's or the rendering's failure goes: logged once with the request. */
    reportFailure: (error: unknown) => void;
  }
}
