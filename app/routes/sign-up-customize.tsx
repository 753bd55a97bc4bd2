import type { Route } from "./+types/sign-up-customize";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpReviewStep } from "../features/auth/sign-up-review-step";

export const meta: Route.MetaFunction = () => [
  { title: `Sign Up: Review | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function SignUpCustomize() {
  return <SignUpReviewStep />;
}
