// /admin/event-cms (SUPER; HO): every event, searched, filtered, sorted, paged and exported (ADR 0053).
import { eventAdminQuerySchema } from "../../shared/contracts/event-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { EventList, NewEventLink } from "../features/admin-content/event-list-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-event-cms";

export const meta: Route.MetaFunction = () => [{ title: `Events | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, eventAdminQuerySchema);
  const [page, states] = await Promise.all([context.services.eventAdmin.list(query), context.services.site.listStates()]);
  return { query, page, states };
});

export default function AdminEventCms({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Events"
      summary="Every event page, published or draft. Open one to edit it; the public page shows a change at once."
      actions={<NewEventLink />}
    >
      <EventList {...loaderData} />
    </StaffPage>
  );
}
