// /statement-of-work/patrol-form/{id} (spec §2.2: SCOUT or greater, HO): the patrol's report form for
// its assignee, the report once filed, and staff's decision on it (ADR 0043).
import { ROUTE_RULES } from "../../shared/domain/access";
import { PatrolPage } from "../features/statements-of-work/patrol-page";
import { pathIdOf } from "../features/statements-of-work/path-id.server";
import { pageLoader } from "../lib/page-access.server";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/patrol-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Patrol of ${loaderData.patrol.trail.title} | Trailguide` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.patrolReader, async ({ params, request, context }: Route.LoaderArgs, user) =>
  orPageNotFound(request, context.services.patrols.withActions(user, pathIdOf(request, params.id))),
);

export default function PatrolFormRoute({ loaderData }: Route.ComponentProps) {
  return <PatrolPage {...loaderData} />;
}
