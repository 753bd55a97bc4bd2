// /admin/user-cms/{uuid} (SUPER; HO): one account, its billing history, the staff changes to it and
// their history. An unknown account is the 404 page.
import { z } from "zod";
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { UserRecord } from "../features/admin-users/user-record";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/admin-user";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.account.name} | Users | ${PRODUCT_NAME}` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, params, context }: Route.LoaderArgs, user) => {
  const uuid = z.uuid().safeParse(params.uuid);
  if (!uuid.success) throw pageNotFound(request);
  const account = await orPageNotFound(request, context.services.userAdmin.get(uuid.data));
  return { account, isSelf: account.id === user.id };
});

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { account, isSelf } = loaderData;
  return (
    <StaffPage title={account.name} summary={account.email} back={{ to: "/admin/user-cms", label: "All users" }}>
      <UserRecord account={account} isSelf={isSelf} />
    </StaffPage>
  );
}
