// /admin/questions (SUPER; HO): the sign-up questions and their options (ADR 0053).
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { SignupQuestionsEditor } from "../features/admin-content/signup-questions-editor";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-questions";

export const meta: Route.MetaFunction = () => [
  { title: `Sign-up questions | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ context }: Route.LoaderArgs) => ({
  questions: await context.services.signupQuestions.adminQuestions(),
}));

export default function AdminQuestions({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Sign-up questions"
      summary="What the sign-up and profile forms ask, in this order. A change shows on the forms' next load."
    >
      <SignupQuestionsEditor questions={loaderData.questions} />
    </StaffPage>
  );
}
