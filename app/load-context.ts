// What the server hands every loader and action (see server/http/ssr.ts).
import type { UserClaims } from "../shared/contracts/user.contract";
import type { Config } from "../server/config";
import type { Services } from "../server/services";

export type ClientConfig = Config["client"];

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    user: UserClaims | null;
    clientConfig: ClientConfig;
    publicUrl: string;
    requestId: string;
  }
}
