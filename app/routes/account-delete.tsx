// /users/me/delete (issue 15): the signed-in user deletes the account; signed out, log in first.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { DeleteAccountPage } from "../features/profile/delete-account-page";
import type { Route } from "./+types/account-delete";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("Delete Account")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export const loader = pageLoader(ROUTE_RULES.signedIn, (_args: Route.LoaderArgs, user) => ({
  email: user.email,
  uuid: user.uuid,
}));

export default function AccountDeleteRoute({ loaderData }: Route.ComponentProps) {
  return <DeleteAccountPage {...loaderData} />;
}
