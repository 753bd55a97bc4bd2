// /admin/review-queue (ADMIN or greater; HO; ADR 0042): the guides waiting on the reviewers, where the
// dashboard's "waiting for review" count leads. Not a spec route: /admin/publishing-cms stays SUPER.
// Its state is the URL.
import { reviewQueueQuerySchema } from "../../shared/contracts/guide-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { ReviewQueueList } from "../features/admin-guides/review-queue-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-review-queue";

export const meta: Route.MetaFunction = () => [
  { title: `Review queue | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.admin, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, reviewQueueQuerySchema);
  return { query, page: await context.services.guideAdmin.listQueue(query) };
});

export default function AdminReviewQueue({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Review queue"
      summary="Guides their authors submitted, oldest first: open one in the editor, accept it or send it back with a note. Accepted guides wait here to be published."
    >
      <ReviewQueueList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
