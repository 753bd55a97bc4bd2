// /admin/{partner}-user-cms (SUPER; HO): the tire partner's users. React Router cannot match part of
// a segment, so the route is admin/:partnerTool and any other value is the 404 page; static /admin/*
// routes always win over it (ADR 0049).
import { partnerUserQuerySchema } from "../../shared/contracts/user-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { PartnerUsersList } from "../features/admin-users/partner-users-list";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import type { Route } from "./+types/admin-partner-users";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.partnerName} users | ${PRODUCT_NAME}` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, params, context }: Route.LoaderArgs) => {
  const { tirePartner } = context.clientConfig;
  if (params.partnerTool !== `${tirePartner.slug}-user-cms`) throw pageNotFound(request);
  const query = cmsQueryFrom(request, partnerUserQuerySchema);
  return { partnerName: tirePartner.name, query, page: await context.services.userAdmin.listPartnerUsers(query) };
});

export default function AdminPartnerUsers({ loaderData }: Route.ComponentProps) {
  const { partnerName, page, query } = loaderData;
  return (
    <StaffPage
      title={`${partnerName} users`}
      summary={`Accounts that signed up through the ${partnerName} pages or hold one of its plan codes.`}
    >
      <PartnerUsersList partnerName={partnerName} page={page} query={query} />
    </StaffPage>
  );
}
