import type { Route } from "./+types/sign-up-account";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpAccountStep } from "../features/auth/sign-up-account-step";

export const meta: Route.MetaFunction = () => [
  { title: `Sign Up: Create Your Account | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `Create a free ${PRODUCT_NAME} account to save trails, build lists and plan your next off-road trip.`,
  },
];

export default function SignUpAccount() {
  return <SignUpAccountStep />;
}
