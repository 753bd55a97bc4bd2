// /statement-of-work/{id}/edit (spec §2.2: SUPER, HO): every field of an unsigned statement; a signed
// one is shown read-only (ADR 0043).
import { ROUTE_RULES } from "../../shared/domain/access";
import { EditStatementPage } from "../features/statements-of-work/statement-pages";
import { pathIdOf } from "../features/statements-of-work/path-id.server";
import { pageLoader } from "../lib/page-access.server";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/statement-of-work-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${loaderData.statement.title} | Statement of work` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ params, request, context }: Route.LoaderArgs, user) => ({
  statement: await orPageNotFound(request, context.services.statementsOfWork.get(user, pathIdOf(request, params.id))),
}));

export default function StatementOfWorkEditRoute({ loaderData }: Route.ComponentProps) {
  return <EditStatementPage statement={loaderData.statement} />;
}
