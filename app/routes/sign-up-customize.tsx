import type { Route } from "./+types/sign-up-customize";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpReviewStep } from "../features/auth/sign-up-review-step";
import { metaTranslator } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Sign Up: Review")} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function SignUpCustomize() {
  return <SignUpReviewStep />;
}
