// /admin/event-cms/new (SUPER; HO): a new event; once created, its edit page (ADR 0053).
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { EventEditor } from "../features/admin-content/event-edit-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-event-new";

export const meta: Route.MetaFunction = () => [{ title: `New event | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ context }: Route.LoaderArgs) => ({
  states: await context.services.site.listStates(),
}));

export default function AdminEventNew({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="New event" back={{ to: "/admin/event-cms", label: "All events" }}>
      <EventEditor states={loaderData.states} />
    </StaffPage>
  );
}
