// The web sign-in's return from the provider, for the callback page's loader: the flow is finished
// on the server (state bound to this browser, code exchanged with PKCE) and the provider's ID token
// handed to the page, which presents it to the exchange endpoint like an app would.
import { data, type AppLoadContext } from "react-router";
import { isSocialProviderKey, type SocialProviderKey } from "../../shared/domain/social-providers";
import { asHttpError } from "../../server/http/errors";
import { pageNotFound } from "./page-not-found";
import { boundFlowState, clearedFlowCookie } from "../../server/modules/social-sign-in/flow-cookie";

export type SocialCallbackResult =
  | { status: "verified"; provider: SocialProviderKey; idToken: string; returnPath: string; username: string | null }
  | { status: "failed"; message: string };

/** The name Apple posts once, as `user` {"name":{"firstName","lastName"}}. */
export function usernameFrom(user: string | null): string | null {
  try {
    const name = (JSON.parse(user ?? "null") as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name;
    const parts = [name?.firstName, name?.lastName].filter(
      (part): part is string => typeof part === "string" && part.trim() !== "",
    );
    return parts.length > 0 ? parts.join(" ").trim().slice(0, 150) : null;
  } catch {
    return null;
  }
}

export async function finishSocialSignIn(request: Request, context: AppLoadContext, provider: string) {
  const query = new URL(request.url).searchParams;
  const headers = { "Set-Cookie": clearedFlowCookie(context.services.publicUrl), "Cache-Control": "no-store" };
  const respond = (result: SocialCallbackResult) => data(result, { headers });
  if (!isSocialProviderKey(provider)) throw pageNotFound(request);
  try {
    const { idToken, returnPath } = await context.services.socialSignIn.finishWebFlow(
      provider,
      query,
      boundFlowState(request.headers.get("cookie")),
    );
    return respond({ status: "verified", provider, idToken, returnPath, username: usernameFrom(query.get("user")) });
  } catch (error) {
    // What the visitor can act on (a cancelled or stale sign-in, a provider out of reach) is said on the page.
    const refusal = asHttpError(error);
    if (!refusal) throw error;
    return respond({ status: "failed", message: refusal.detail });
  }
}
