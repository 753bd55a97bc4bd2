// "E-mail address" on /users/{uuid}/edit: a new address, proven by the current password. The server
// mails a link to the new address (and a notice to the old one); the address changes only once the
// link is opened (ADR 0038), so until then the form says where to look.
import { useT } from "../../lib/i18n";
import { useState } from "react";
import {
  EMAIL_CHANGE_LINK_HOURS,
  emailChangeRequestSchema,
  type EmailChangeRequest,
} from "../../../shared/contracts/email-change.contract";
import { apiFetch } from "../../lib/api-client";
import { CredentialForm, type CredentialField } from "./credential-form";

export function EmailChangeForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useT();
  const fields: CredentialField<EmailChangeRequest>[] = [
    { name: "new_email", label: t("New e-mail address"), type: "email", autoComplete: "email" },
    { name: "current_password", label: t("Current password"), type: "password", autoComplete: "current-password" },
  ];

  async function send(values: EmailChangeRequest) {
    await apiFetch("/api/v2/users/me/email/", { method: "POST", json: values });
    setSentTo(values.new_email);
  }

  return (
    <section aria-labelledby="email-heading" className="space-y-4">
      <h2 id="email-heading" className="text-2xl font-bold text-dark-grey">
        {t("E-mail address")}
      </h2>
      <p className="text-grey">
        {t("You log in with {email}. To change it, we send a link to the new address; the change happens when you open it.", {
          email,
        })}
      </p>
      <CredentialForm schema={emailChangeRequestSchema} fields={fields} submitLabel={t("Send confirmation link")} send={send}>
        <p role="status" className="text-sm font-medium break-words text-dark-grey empty:hidden">
          {sentTo &&
            t("We sent a link to {address}. Open it within {hours} hours to switch; until then you log in with {email}.", {
              address: sentTo,
              hours: EMAIL_CHANGE_LINK_HOURS,
              email,
            })}
        </p>
      </CredentialForm>
    </section>
  );
}
