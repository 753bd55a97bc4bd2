// /lists/invitations/{token}: the page an invitation e-mail links to. Whoever holds the link sees the
// list's name, who invited and with what rights, and may decline; the invited account accepts.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { ListInvitationPage } from "../features/lists/list-invitation-page";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/list-invitation";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("List invitation")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export const loader = pageLoader(ROUTE_RULES.tokenHolder, async ({ params, request, context }: Route.LoaderArgs) => {
  const invitation = await orPageNotFound(request, context.services.listSharing.getInvitation(params.token));
  return { invitation, token: params.token, signedInEmail: context.user?.email ?? null };
});

export default function ListInvitationRoute({ loaderData }: Route.ComponentProps) {
  return <ListInvitationPage {...loaderData} />;
}
