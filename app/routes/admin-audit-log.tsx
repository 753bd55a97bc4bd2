// /admin/audit-log (SUPER; HO): the searchable audit log of staff changes. Its state is the URL.
import { auditLogQuerySchema } from "../../shared/contracts/audit-log.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { AuditLogPageView } from "../features/admin/audit-log-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-audit-log";

export const meta: Route.MetaFunction = () => [{ title: `Audit log | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, auditLogQuerySchema);
  return { query, page: await context.services.audit.list(query) };
});

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPageView page={loaderData.page} query={loaderData.query} />;
}
