// /admin/user-cms (SUPER; HO): every account, searchable and filtered. Its state is the URL.
import { userAdminQuerySchema } from "../../shared/contracts/user-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { UsersList } from "../features/admin-users/users-list";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-user-cms";

export const meta: Route.MetaFunction = () => [{ title: `Users | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, userAdminQuerySchema);
  return { query, page: await context.services.userAdmin.list(query) };
});

export default function AdminUserCms({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Users" summary="Every account: change a role, give complimentary access, read billing, disable an account.">
      <UsersList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
