// /statement-of-work/{id} (spec §2.2: SCOUT or greater, HO): one statement of work, for its addressee
// and staff; to anyone else it does not exist (ADR 0043).
import { ROUTE_RULES } from "../../shared/domain/access";
import { StatementPage } from "../features/statements-of-work/statement-pages";
import { pageLoader } from "../lib/page-access.server";
import { orPageNotFound } from "../lib/service-errors.server";
import { pathIdOf } from "../features/statements-of-work/path-id.server";
import type { Route } from "./+types/statement-of-work";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.statement.title} | Statement of work` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(
  ROUTE_RULES.statementOfWorkReader,
  async ({ params, request, context }: Route.LoaderArgs, user) =>
    orPageNotFound(request, context.services.statementsOfWork.withActions(user, pathIdOf(request, params.id))),
);

export default function StatementOfWorkRoute({ loaderData }: Route.ComponentProps) {
  return <StatementPage {...loaderData} />;
}
