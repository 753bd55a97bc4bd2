// /admin/trail-reviews (SUPER; HO): moderate reviews of trails and scout routes. Its state is the URL.
import { reviewModerationQuerySchema } from "../../shared/contracts/review-moderation.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { TrailReviews } from "../features/admin-reviews/trail-reviews-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-trail-reviews";

export const meta: Route.MetaFunction = () => [
  { title: `Trail reviews | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, reviewModerationQuerySchema);
  const openedId = Number(new URL(request.url).searchParams.get("review"));
  const [page, opened] = await Promise.all([
    context.services.reviewModeration.list(query),
    Number.isSafeInteger(openedId) && openedId > 0 ? context.services.reviewModeration.find(openedId) : null,
  ]);
  return { query, page, opened };
});

export default function AdminTrailReviews({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Trail reviews"
      summary="Every review of trails and scout routes. A hidden review or photo shows to nobody but staff, and leaves the guide's rating and count."
    >
      <TrailReviews page={loaderData.page} query={loaderData.query} opened={loaderData.opened} />
    </StaffPage>
  );
}
