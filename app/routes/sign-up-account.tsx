import type { Route } from "./+types/sign-up-account";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SignUpAccountStep } from "../features/auth/sign-up-account-step";
import { metaTranslator } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: `${t("Sign Up: Create Your Account")} | ${PRODUCT_NAME}` },
    {
      name: "description",
      content: t("Create a free {product} account to save trails, build lists and plan your next off-road trip.", {
        product: PRODUCT_NAME,
      }),
    },
  ];
};

export default function SignUpAccount() {
  return <SignUpAccountStep />;
}
