// The invitation's page: accept (as the invited account), log in or sign up first, or decline.
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

const RIGHTS = { viewer: "see its guides", editor: "add, remove and reorder its guides" } as const;

const CLOSED: Record<Exclude<InvitationView["state"], "open">, string> = {
  accepted: "This invitation was accepted.",
  declined: "This invitation was declined.",
  expired: "This invitation has expired. Ask the list's owner to invite you again.",
};

interface ListInvitationPageProps {
  invitation: InvitationView;
  token: string;
  signedInEmail: string | null;
}

export function ListInvitationPage({ invitation, token, signedInEmail }: ListInvitationPageProps) {
  const { list } = invitation;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <ListChecks aria-hidden="true" className="size-12 text-brand-green-dark" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight break-words">
        {invitation.inviter_name} shared “{list.name}” with you
      </h1>
      <p className="mt-3 text-lg text-grey">
        A list of {list.item_count} {list.item_count === 1 ? "guide" : "guides"} for planning a trip. As a member you can{" "}
        {RIGHTS[invitation.role]}. The invitation was sent to <strong className="text-dark-grey">{invitation.email}</strong>.
      </p>
      {invitation.state === "open" ? (
        <Answer invitation={invitation} token={token} signedInEmail={signedInEmail} />
      ) : (
        <p role="status" className="mt-6 rounded-xl bg-neutral-50 p-5 text-dark-grey">
          {CLOSED[invitation.state]}{" "}
          {invitation.state === "accepted" && (
            <Link to={`/lists/${list.uuid}`} className={TEXT_LINK_CLASSES}>
              Open the list
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
  const [isPending, setPending] = useState(false);
  const path = `/lists/invitations/${encodeURIComponent(token)}`;
  const isInvitedAccount = signedInEmail?.toLowerCase() === invitation.email.toLowerCase();

  async function respond(answer: "accept" | "decline") {
    setPending(true);
    try {
      if (answer === "accept") {
        const { list_uuid: uuid } = await listSharingClient.acceptInvitation(token);
        toast.show(`You joined ${invitation.list.name}`);
        await navigate(`/lists/${uuid}`);
      } else {
        await listSharingClient.declineInvitation(token);
        toast.show("Invitation declined");
        await revalidator.revalidate();
      }
    } catch (error) {
      toast.show(failureMessage(error), "error");
    } finally {
      setPending(false);
    }
  }

  const decline = (
    <Button variant="secondary" size="lg" disabled={isPending} onClick={() => void respond("decline")}>
      <X aria-hidden="true" className="size-4" />
      Decline
    </Button>
  );

  if (isInvitedAccount) {
    return (
      <div className="mt-8 flex flex-wrap gap-3">
        <Button size="lg" disabled={isPending} onClick={() => void respond("accept")}>
          <Check aria-hidden="true" className="size-4" />
          Accept invitation
        </Button>
        {decline}
      </div>
    );
  }

  return (
    <>
      <p className="mt-6 rounded-xl bg-neutral-50 p-5 text-dark-grey">
        {signedInEmail
          ? `You are logged in as ${signedInEmail}. Log in with ${invitation.email} to accept.`
          : `Log in with ${invitation.email} to accept, or create a free account with it.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {!signedInEmail && (
          <>
            <ButtonLink to={loginPathReturningTo(path)} size="lg">
              Log in to accept
            </ButtonLink>
            <ButtonLink
              to={`/sign-up?${new URLSearchParams({ email: invitation.email, return_url: path }).toString()}`}
              variant="secondary"
              size="lg"
            >
              Create an account
            </ButtonLink>
          </>
        )}
        {decline}
      </div>
    </>
  );
}
