// The page of the link mailed to a new address: it names the address and switches the account to it
// on a click (a mail scanner that opens links does not), then says to log in with it from now on.
import { useT } from "../../lib/i18n";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { EmailChanged } from "../../../shared/contracts/email-change.contract";
import { Button } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { useSession } from "../../lib/session";
import { FormAlert } from "../../components/ui/form-alert";

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8 sm:py-14">
      <h1 className="text-3xl font-bold text-dark-grey">{title}</h1>
      {children}
    </div>
  );
}

export function ConfirmEmailPage({ token, newEmail }: { token: string; newEmail: string | null }) {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const [changed, setChanged] = useState<EmailChanged | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { t } = useT();
  const nextStep = user
    ? { to: `/users/${user.uuid}/edit`, label: t("Back to Edit Profile") }
    : { to: "/login", label: t("Log in") };

  async function confirm() {
    setFailure(null);
    setSaving(true);
    try {
      setChanged(await apiFetch<EmailChanged>("/api/v2/users/me/email/confirm/", { method: "POST", json: { token } }));
      // A signed-in reader's token still names the old address.
      if (user) await refreshSession();
    } catch (error) {
      setFailure(t(failureMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  if (changed) {
    return (
      <Card title={t("Your e-mail address is changed")}>
        <p role="status" className="break-words text-grey">
          {t(changed.detail)} {t("Log in with it from now on.")}
        </p>
        <Link to={nextStep.to} className={TEXT_LINK_CLASSES}>
          {nextStep.label}
        </Link>
      </Card>
    );
  }
  if (!newEmail) {
    return (
      <Card title={t("This link no longer works")}>
        <p className="text-grey">
          {t(
            "It was already used, has expired, or a newer request replaced it. Your e-mail address is as it was; ask for a new link from Edit Profile.",
          )}
        </p>
        <Link to={nextStep.to} className={TEXT_LINK_CLASSES}>
          {nextStep.label}
        </Link>
      </Card>
    );
  }
  return (
    <Card title={t("Confirm your new e-mail address")}>
      <p className="text-grey">
        {t("Your account will use {email}: you log in with it, and mail from us goes there.", { email: newEmail })}
      </p>
      <FormAlert message={failure} />
      <Button onClick={() => void confirm()} disabled={isSaving}>
        {isSaving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {t("Use this address")}
      </Button>
    </Card>
  );
}
