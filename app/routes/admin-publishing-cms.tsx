// /admin/publishing-cms (SUPER; HO): the workflow queue and scheduled publishing. Its state is the URL.
import { publishingQueueQuerySchema } from "../../shared/contracts/guide-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { PublishingQueueList } from "../features/admin-guides/publishing-queue-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-publishing-cms";

export const meta: Route.MetaFunction = () => [{ title: `Publishing | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, publishingQueueQuerySchema);
  return { query, page: await context.services.guideAdmin.listQueue(query) };
});

export default function AdminPublishingCms({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Publishing"
      summary="Submitted and accepted guides, oldest first. Accept, send back with a note, publish now, or pick a time for an accepted guide to publish itself."
    >
      <PublishingQueueList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
