// /events/{slug}/edit (SUPER; HO): edit one event, publish or unpublish it, see its history (ADR 0053).
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { EventEditor } from "../features/admin-content/event-edit-page";
import { pageLoader } from "../lib/page-access.server";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/event-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.event.title ?? "event"} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ params, request, context }: Route.LoaderArgs) => {
  const [event, states] = await Promise.all([
    orPageNotFound(request, context.services.eventAdmin.getBySlug(params.slug)),
    context.services.site.listStates(),
  ]);
  return { event, states };
});

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={`Edit ${loaderData.event.title}`} back={{ to: "/admin/event-cms", label: "All events" }}>
      <EventEditor key={loaderData.event.id} event={loaderData.event} states={loaderData.states} />
    </StaffPage>
  );
}
