import { PRODUCT_NAME } from "../components/ui/logo";
import { AuthCard } from "../features/auth/form-controls";
import { SocialLinkPanel } from "../features/auth/social-link-form";
import type { Route } from "./+types/social-sign-in-link";
import { metaTranslator, useT } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Link Your Account")} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function SocialSignInLink() {
  const { t } = useT();
  return (
    <AuthCard title={t("Link your account")}>
      <SocialLinkPanel />
    </AuthCard>
  );
}
