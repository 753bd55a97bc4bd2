// /statement-of-work/{id}/sign (its addressee or SUPER, spec decisions; HO): the statement, a typed
// signature and "I agree"; once signed, read-only (ADR 0043).
import { ROUTE_RULES } from "../../shared/domain/access";
import { SignStatementPage } from "../features/statements-of-work/statement-pages";
import { pathIdOf } from "../features/statements-of-work/path-id.server";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/statement-of-work-sign";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Sign ${loaderData.statement.title} | Statement of work` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(
  ROUTE_RULES.statementOfWorkSigner,
  async ({ params, request, context }: Route.LoaderArgs, user) => {
    const page = await orPageNotFound(request, context.services.statementsOfWork.withActions(user, pathIdOf(request, params.id)));
    // Staff who may read a statement but not sign it have no signing page; a signed one shows read-only.
    if (!page.maySign && !page.statement.signature) throw pageNotFound(request);
    return page;
  },
);

export default function StatementOfWorkSignRoute({ loaderData }: Route.ComponentProps) {
  return <SignStatementPage statement={loaderData.statement} maySign={loaderData.maySign} />;
}
