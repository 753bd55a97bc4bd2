// "Shared with" on /lists/{uuid}: the owner invites by e-mail, changes a member's rights, removes
// members and withdraws invitations; members see who else is in and may leave. What each may do
// comes from the one permission table (shared/domain/list-sharing.ts); the server enforces it.
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { formatShortDay } from "../../i18n/dates";
import { LogOut, Send, UserMinus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ListDetail, ListMember, ListMembers } from "../../../shared/contracts/lists.contract";
import { mayOnList } from "../../../shared/domain/access";
import { LIST_MEMBER_ROLES, type ListMemberRole } from "../../../shared/domain/list-sharing";
import { listEvents } from "../../components/add-to-list/list-events";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { useSession } from "../../lib/session";
import { formText, PendingButton } from "./list-fields";
import { listSharingClient } from "./list-sharing-client";
import { FormAlert } from "../../components/ui/form-alert";

/** A member's rights as the panel names them, in the page's language. */
const roleLabel = (role: ListMemberRole, t: Translator["t"]) => (role === "editor" ? t("Can edit guides") : t("Can view"));

export function ListSharingPanel({ list, sharing }: { list: ListDetail; sharing: ListMembers }) {
  const canManage = mayOnList("manage_members", list.relation, list.is_public);
  const canLeave = mayOnList("leave", list.relation, list.is_public);
  const isEmpty = sharing.members.length === 0 && sharing.invitations.length === 0;
  const { t, locale } = useT();
  return (
    <section aria-labelledby="list-sharing-title" className="mt-8 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id="list-sharing-title" className="text-xl font-bold">
        {t("Shared with")}
      </h2>
      {canLeave && (
        <p className="mt-1 text-sm text-grey">
          {list.relation === "editor"
            ? t("{name} shared this list with you. You can add, remove and reorder its guides.", { name: list.owner.name })
            : t("{name} shared this list with you. You can view it.", { name: list.owner.name })}
        </p>
      )}
      {isEmpty ? (
        <p className="mt-2 text-sm text-grey">{t("Nobody yet. Invite your crew to plan the trip together.")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-grey/10" aria-label={t("Members")}>
          {sharing.members.map((member) => (
            <MemberRow key={member.user.uuid} listUuid={list.uuid} member={member} canManage={canManage} />
          ))}
          {sharing.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold break-words text-dark-grey">{invitation.email}</p>
                <p className="text-sm text-grey">
                  {t("Invited")} · {roleLabel(invitation.role, t)} ·{" "}
                  {t("link works until {date}", {
                    date: formatShortDay(invitation.expires_at, locale),
                  })}
                </p>
              </div>
              <WithdrawButton listUuid={list.uuid} invitationId={invitation.id} email={invitation.email} />
            </li>
          ))}
        </ul>
      )}
      {canManage && <InviteForm listUuid={list.uuid} />}
      {canLeave && <LeaveButton listUuid={list.uuid} listName={list.name} />}
    </section>
  );
}

/** A change to the list's members: pending while it runs, then a toast and fresh loader data. */
function useSharingChange() {
  const revalidator = useRevalidator();
  const toast = useToast();
  const { t } = useT();
  const [isPending, setPending] = useState(false);

  async function run(change: () => Promise<unknown>, success: string) {
    setPending(true);
    try {
      await change();
      toast.show(success);
      await revalidator.revalidate();
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setPending(false);
    }
  }

  return { isPending, run };
}

function MemberRow({ listUuid, member, canManage }: { listUuid: string; member: ListMember; canManage: boolean }) {
  const { isPending, run } = useSharingChange();
  const { user } = member;
  const { t } = useT();

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <p className="min-w-0 flex-1 basis-32 font-semibold break-words text-dark-grey">{user.name}</p>
      {canManage ? (
        <>
          <label className="sr-only" htmlFor={`role-${user.uuid}`}>
            {t("Rights for {name}", { name: user.name })}
          </label>
          <select
            id={`role-${user.uuid}`}
            value={member.role}
            disabled={isPending}
            onChange={(event) => {
              const role = event.target.value as ListMemberRole;
              void run(
                () => listSharingClient.changeMemberRole(listUuid, user.uuid, role),
                `${user.name}: ${roleLabel(role, t)}`,
              );
            }}
            className={controlClassName(false, "h-11 w-auto")}
          >
            {LIST_MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role, t)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            disabled={isPending}
            aria-label={t("Remove {title} from this list", { title: user.name })}
            onClick={() =>
              void run(() => listSharingClient.removeMember(listUuid, user.uuid), t("Removed {title}", { title: user.name }))
            }
          >
            <UserMinus aria-hidden="true" className="size-4" />
            {t("Remove")}
          </Button>
        </>
      ) : (
        <span className="text-sm text-grey">{roleLabel(member.role, t)}</span>
      )}
    </li>
  );
}

function WithdrawButton({ listUuid, invitationId, email }: { listUuid: string; invitationId: number; email: string }) {
  const { isPending, run } = useSharingChange();
  const { t } = useT();
  const withdraw = () =>
    run(() => listSharingClient.withdrawInvitation(listUuid, invitationId), t("Invitation to {email} withdrawn", { email }));

  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isPending}
      aria-label={t("Withdraw the invitation to {email}", { email })}
      onClick={() => void withdraw()}
    >
      <X aria-hidden="true" className="size-4" />
      {t("Withdraw")}
    </Button>
  );
}

function InviteForm({ listUuid }: { listUuid: string }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const { t } = useT();
  const [failure, setFailure] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const role = data.get("role") === "editor" ? "editor" : "viewer";
    setPending(true);
    setFailure(null);
    try {
      const invitation = await listSharingClient.invite(listUuid, { email: formText(data, "email"), role });
      listEvents.memberInvited(listUuid, role);
      form.reset();
      toast.show(t("Invitation sent to {email}", { email: invitation.email }));
      await revalidator.revalidate();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  const emailError = fieldError(failure, "email");
  const roleError = fieldError(failure, "role");
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="invite-title"
      className="mt-5 border-t border-grey/10 pt-5"
    >
      <h3 id="invite-title" className="font-bold">
        {t("Invite someone")}
      </h3>
      <p className="mt-1 text-sm text-grey">
        {t("They get an e-mail with a link to accept. No account yet? They can sign up from it.")}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label={t("E-mail address")} error={emailError && t(emailError)}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="off"
              placeholder="friend@example.com"
              className={controlClassName(Boolean(emailError))}
            />
          )}
        </Field>
        <Field label={t("They can")} error={roleError && t(roleError)}>
          {(control) => (
            <select {...control} name="role" defaultValue="viewer" className={controlClassName(Boolean(roleError))}>
              <option value="viewer">{t("View the list")}</option>
              <option value="editor">{t("Edit its guides")}</option>
            </select>
          )}
        </Field>
      </div>
      <FormAlert message={failure !== null && !emailError && !roleError && failureMessage(failure)} className="mt-3" />
      <div className="mt-4">
        <PendingButton isPending={isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t("Send invitation")}
        </PendingButton>
      </div>
    </form>
  );
}

function LeaveButton({ listUuid, listName }: { listUuid: string; listName: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useT();
  const [isPending, setPending] = useState(false);

  async function leave() {
    if (!user) return;
    setPending(true);
    try {
      await listSharingClient.removeMember(listUuid, user.uuid);
      toast.show(t("You left {name}", { name: listName }));
      await navigate("/lists");
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
      setPending(false);
    }
  }

  return (
    <div className="mt-5 border-t border-grey/10 pt-5">
      <Button variant="secondary" size="sm" disabled={isPending} onClick={() => void leave()}>
        <LogOut aria-hidden="true" className="size-4" />
        {t("Leave this list")}
      </Button>
    </div>
  );
}
