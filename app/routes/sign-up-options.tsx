import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/sign-up-options";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpOptionsStep } from "../features/auth/sign-up-options-step";
import { groupStatesByCountry } from "../../shared/domain/states-menu";

export const meta: Route.MetaFunction = () => [
  { title: `Sign Up: About You | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const [states, questions] = await Promise.all([
    context.services.site.listStates(),
    context.services.signupQuestions.forForms(),
  ]);
  return { stateGroups: groupStatesByCountry(states), currentYear: new Date().getFullYear(), questions };
});

export default function SignUpOptions({ loaderData }: Route.ComponentProps) {
  return (
    <SignUpOptionsStep
      stateGroups={loaderData.stateGroups}
      currentYear={loaderData.currentYear}
      questions={loaderData.questions}
    />
  );
}
