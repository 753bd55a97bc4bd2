// /admin/badge-submissions: the Badge of Honor claims waiting for staff (ADMIN or greater, checked
// here and again by the API; ADR 0035).
import { PRODUCT_NAME } from "../components/ui/logo";
import { BadgeQueuePage } from "../features/admin-badges/badge-queue-page";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-badge-submissions";

export const meta: Route.MetaFunction = () => [
  { title: `Badge of Honor claims | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.admin, async ({ context }: Route.LoaderArgs, user) => {
  return { claims: await context.services.badgeOfHonor.queue(user) };
});

export default function AdminBadgeSubmissions({ loaderData }: Route.ComponentProps) {
  return <BadgeQueuePage claims={loaderData.claims} />;
}
