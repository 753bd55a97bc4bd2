// The invitation's page: accept or decline (as the invited account), or log in or sign up first.
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { Check, ListChecks, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { InvitationView } from "../../../shared/contracts/lists.contract";
import { Button, ButtonLink } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { failureMessage } from "../../lib/request-feedback";
import { loginPathReturningTo } from "../../lib/session";
import { listSharingClient } from "./list-sharing-client";

/** Why an invitation can no longer be answered, in the page's language. */
function closedMessage(state: Exclude<InvitationView["state"], "open">, t: Translator["t"]): string {
  if (state === "accepted") return t("This invitation was accepted.");
  if (state === "declined") return t("This invitation was declined.");
  return t("This invitation has expired. Ask the list's owner to invite you again.");
}

interface ListInvitationPageProps {
  invitation: InvitationView;
  token: string;
  signedInEmail: string | null;
}

export function ListInvitationPage({ invitation, token, signedInEmail }: ListInvitationPageProps) {
  const { list } = invitation;
  const { t, plural } = useT();
  const places = { inviter: invitation.inviter_name, list: list.name };
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <ListChecks aria-hidden="true" className="size-12 text-brand-green-dark" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight break-words">
        {t("{inviter} shared “{list}” with you", places)}
      </h1>
      <p className="mt-3 text-lg text-grey">
        {plural(list.item_count, "A list of {count} guide for planning a trip.", "A list of {count} guides for planning a trip.")}{" "}
        {invitation.role === "editor"
          ? t("As a member you can add, remove and reorder its guides.")
          : t("As a member you can see its guides.")}{" "}
        {t("The invitation was sent to")} <strong className="text-dark-grey">{invitation.email}</strong>.
      </p>
      {invitation.state === "open" ? (
        <Answer invitation={invitation} token={token} signedInEmail={signedInEmail} />
      ) : (
        <p role="status" className="mt-6 rounded-xl bg-neutral-50 p-5 text-dark-grey">
          {closedMessage(invitation.state, t)}{" "}
          {invitation.state === "accepted" && (
            <Link to={`/lists/${list.uuid}`} className={TEXT_LINK_CLASSES}>
              {t("Open the list")}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}

function Answer({ invitation, token, signedInEmail }: ListInvitationPageProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const { t } = useT();
  const [isPending, setPending] = useState(false);
  const path = `/lists/invitations/${encodeURIComponent(token)}`;
  const isInvitedAccount = signedInEmail?.toLowerCase() === invitation.email.toLowerCase();

  async function respond(answer: "accept" | "decline") {
    setPending(true);
    try {
      if (answer === "accept") {
        const { list_uuid: uuid } = await listSharingClient.acceptInvitation(token);
        toast.show(t("You joined {name}", { name: invitation.list.name }));
        await navigate(`/lists/${uuid}`);
      } else {
        await listSharingClient.declineInvitation(token);
        toast.show(t("Invitation declined"));
        await revalidator.revalidate();
      }
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setPending(false);
    }
  }

  if (isInvitedAccount) {
    return (
      <div className="mt-8 flex flex-wrap gap-3">
        <Button size="lg" disabled={isPending} onClick={() => void respond("accept")}>
          <Check aria-hidden="true" className="size-4" />
          {t("Accept invitation")}
        </Button>
        <Button variant="secondary" size="lg" disabled={isPending} onClick={() => void respond("decline")}>
          <X aria-hidden="true" className="size-4" />
          {t("Decline")}
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="mt-6 rounded-xl bg-neutral-50 p-5 text-dark-grey">
        {signedInEmail
          ? t("You are logged in as {signedIn}. Log in with {email} to accept.", {
              signedIn: signedInEmail,
              email: invitation.email,
            })
          : t("Log in with {email} to accept, or create a free account with it.", { email: invitation.email })}
      </p>
      {!signedInEmail && (
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={loginPathReturningTo(path)} size="lg">
            {t("Log in to accept")}
          </ButtonLink>
          <ButtonLink
            to={`/sign-up?${new URLSearchParams({ email: invitation.email, return_url: path }).toString()}`}
            variant="secondary"
            size="lg"
          >
            {t("Create an account")}
          </ButtonLink>
        </div>
      )}
    </>
  );
}
