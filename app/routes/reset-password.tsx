import { useSearchParams } from "react-router";
import type { Route } from "./+types/reset-password";
import { PRODUCT_NAME } from "../components/ui/logo";
import { AuthCard } from "../features/auth/form-controls";
import { ChooseNewPasswordForm, RequestResetForm } from "../features/auth/reset-password-forms";
import { metaTranslator, useT } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Reset Password")} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
  // The reset token is in the address: no page this one links to may see it as a referrer.
  { name: "referrer", content: "no-referrer" },
];

export default function ResetPassword() {
  const [query] = useSearchParams();
  const token = query.get("token");
  const { t } = useT();
  if (token) {
    return (
      <AuthCard title={t("Choose a new password")} intro={t("Pick a password you don't use anywhere else.")}>
        <ChooseNewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("Reset your password")}
      intro={t("Enter the e-mail you signed up with and we'll send you a link to choose a new password.")}
    >
      <RequestResetForm />
    </AuthCard>
  );
}
