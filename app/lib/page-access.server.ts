// Every page with a loader declares the rule it needs (shared/domain/access ROUTE_RULES) by
// wrapping the loader: the loader runs only for an admitted reader. Signed out, a page that needs a
// user sends the visitor to log in and come back; below the rule, the page does not exist for them
// (the 404 page, as for any hidden thing). A page without a loader sends no data and needs no rule.
import { redirect, type AppLoadContext } from "react-router";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { declareRule, type RouteRule, type SignedInRule } from "../../shared/domain/access";
import { pageNotFound } from "./page-not-found";
import { loginPathReturningTo } from "./session";

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

function loginRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(loginPathReturningTo(pathname + search));
}

export function pageLoader<Args extends PageArgs, Result>(
  rule: SignedInRule,
  load: (args: Args, user: UserClaims) => Result,
): (args: Args) => Result;
export function pageLoader<Args extends PageArgs, Result>(
  rule: RouteRule,
  load: (args: Args, user: UserClaims | null) => Result,
): (args: Args) => Result;
export function pageLoader<Args extends PageArgs, Result>(
  rule: RouteRule,
  load: (args: Args, user: UserClaims) => Result,
): (args: Args) => Result {
  const loader = (args: Args) => {
    const { user } = args.context;
    switch (rule.admit(user)) {
      case "sign-in":
        throw loginRedirect(args.request);
      case "forbidden":
        throw pageNotFound(args.request);
      case "admitted":
        return load(args, user as UserClaims);
    }
  };
  return declareRule(loader, rule);
}
