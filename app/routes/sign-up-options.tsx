import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/sign-up-options";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpOptionsStep } from "../features/auth/sign-up-options-step";
import { groupStatesByCountry } from "../../shared/domain/states-menu";
import { metaTranslator } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Sign Up: About You")} | ${PRODUCT_NAME}` },
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
