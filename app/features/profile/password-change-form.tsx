// "Password" on /users/{uuid}/edit: the current password proves the account, the new one replaces
// it; every other device is signed out and this one keeps its session with fresh tokens.
import { useT } from "../../lib/i18n";
import { passwordChangeSchema, type PasswordChange } from "../../../shared/contracts/accounts.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { CredentialForm, type CredentialField } from "./credential-form";

export function PasswordChangeForm() {
  const { signIn } = useSession();
  const toast = useToast();
  const { t } = useT();
  const fields: CredentialField<PasswordChange>[] = [
    { name: "current_password", label: t("Current password"), type: "password", autoComplete: "current-password" },
    { name: "new_password", label: t("New password"), type: "password", autoComplete: "new-password" },
  ];

  async function send(values: PasswordChange) {
    signIn(await apiFetch<AuthTokens>("/api/v2/users/me/password/", { method: "POST", json: values }));
    toast.show(t("Your password is changed. Other devices are signed out."));
  }

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <h2 id="password-heading" className="text-2xl font-bold text-dark-grey">
        {t("Password")}
      </h2>
      <CredentialForm schema={passwordChangeSchema} fields={fields} submitLabel={t("Change password")} send={send} />
    </section>
  );
}
