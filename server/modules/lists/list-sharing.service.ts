// Sharing a list (docs/decisions/0039-list-sharing.md): the owner invites by e-mail as a viewer or an
// editor; whoever holds the link may see it, and only the account with the invited address accepts
// or declines it; members leave, the owner changes their rights or removes them. Every write is one
// transaction that holds the list (or the invitation) it changes.
import type {
  InvitationView,
  ListInvitation,
  ListInvitationInput,
  ListMemberUpdate,
  ListMembers,
  SharedListSummary,
} from "../../../shared/contracts/lists.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import { chooseLocale } from "../../../shared/domain/locales";
import { mayOnList } from "../../../shared/domain/access";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { Executor } from "../../db/client";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { hashSecret, randomSecret } from "../accounts/secret-hash";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { requireListFor } from "./list-access";
import { listInvitationEmail } from "./list-invitation-email";
import { toListSummary } from "./list-shapes";
import { createListSharingRepository, type ListSharingRepository } from "./list-sharing.repository";
import { createListsRepository, type ListsRepository } from "./lists.repository";

type Reader = UserClaims | null;

/** Invitations one owner may send in a day: enough for a club, too few to spam with. */
export const INVITATIONS_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const INVITATION_CLOSED = {
  accepted: "This invitation was already accepted.",
  declined: "This invitation was declined.",
  expired: "This invitation has expired. Ask the list's owner to invite you again.",
} as const;

const invitationNotFound = () => notFound("This invitation link is not valid.");

const toInvitation = (row: { id: number; email: string; role: ListInvitation["role"]; createdAt: Date; expiresAt: Date }) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

interface ListSharingDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
  rateLimiter: RateLimiter;
}

export function createListSharingService({ db, clock, config, email, rateLimiter }: ListSharingDeps) {
  const lists = createListsRepository(db);
  const sharing = createListSharingRepository(db);
  const inTransaction = <T>(work: (lists: ListsRepository, sharing: ListSharingRepository, tx: Executor) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createListsRepository(tx), createListSharingRepository(tx), tx));

  function stateOf(invitation: { respondedAt: Date | null; accepted: boolean | null; expiresAt: Date }) {
    if (invitation.respondedAt) return invitation.accepted ? "accepted" : "declined";
    return invitation.expiresAt <= clock.now() ? "expired" : "open";
  }

  /** The invitation its link names, held for the rest of the transaction; only an open one may be answered. */
  async function requireOpenInvitation(sharing: ListSharingRepository, token: string) {
    const invitation = await sharing.findInvitation(hashSecret(token), { forUpdate: true });
    if (!invitation) throw invitationNotFound();
    const state = stateOf(invitation);
    if (state !== "open") throw conflict(INVITATION_CLOSED[state], `invitation_${state}`);
    return invitation;
  }

  /** The open invitation, answered by the account it was sent to: 401 signed out, 403 for another address. */
  async function requireOpenInvitationFor(
    sharing: ListSharingRepository,
    token: string,
    reader: Reader,
    answer: "accept" | "decline",
  ) {
    if (!reader) throw unauthorized();
    const invitation = await requireOpenInvitation(sharing, token);
    const readerEmail = await sharing.findUserEmail(reader.id);
    if (readerEmail?.toLowerCase() !== invitation.email.toLowerCase()) {
      throw forbidden(`This invitation was sent to ${invitation.email}. Log in with that address to ${answer} it.`);
    }
    return { invitation, reader };
  }

  return {
    async listSharedWithMe(reader: Reader, { page, pageSize }: { page: number; pageSize: number }) {
      if (!reader) throw unauthorized();
      const [count, rows] = await Promise.all([
        sharing.countListsSharedWith(reader.id),
        sharing.listListsSharedWith(reader.id, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      const results: SharedListSummary[] = rows.map((row) => ({ ...toListSummary(row), role: row.memberRole }));
      return { count, results };
    },

    async listMembers(uuid: string, reader: Reader): Promise<ListMembers> {
      const { list, relation } = await requireListFor(lists, uuid, reader, "see_members");
      const members = await sharing.listMembers(list.id);
      const invitations = mayOnList("manage_members", relation, list.isPublic)
        ? await sharing.listOpenInvitations(list.id, clock.now())
        : [];
      return {
        members: members.map(({ user, role, joinedAt }) => ({ user, role, joined_at: joinedAt.toISOString() })),
        invitations: invitations.map(toInvitation),
      };
    },

    /**
     * Inviting an address again renews its invitation with a new link and the rights now chosen. The
     * e-mail is in the language the inviter reads the site in: their profile's, else their `lang` cookie's.
     */
    async invite(
      uuid: string,
      input: ListInvitationInput,
      reader: Reader,
      languageCookie?: string | null,
    ): Promise<ListInvitation> {
      if (!reader) throw unauthorized();
      await rateLimiter.hit(`list-invitations:user:${reader.id}`, INVITATIONS_PER_DAY, DAY_MS / 1000);
      const token = randomSecret();
      const now = clock.now();
      return inTransaction(async (lists, sharing, tx) => {
        const { list } = await requireListFor(lists, uuid, reader, "manage_members", { forUpdate: true });
        if ((await sharing.findUserEmail(list.ownerId))?.toLowerCase() === input.email) {
          throw badRequest("Some fields are not valid.", { email: ["That is your own address: the list is already yours."] });
        }
        if (await sharing.isMemberByEmail(list.id, input.email)) {
          throw conflict("Someone with that address is already a member of this list.", "already_member");
        }
        if ((await sharing.countSeats(list.id, now, input.email)) >= LIST_LIMITS.membersPerList) {
          throw conflict(
            `A list can be shared with up to ${LIST_LIMITS.membersPerList} people. Remove a member or an invitation first.`,
            "list_members_full",
          );
        }
        const invitation = await sharing.replaceInvitation({
          listId: list.id,
          email: input.email,
          role: input.role,
          tokenHash: hashSecret(token),
          invitedById: reader.id,
          at: now,
          expiresAt: new Date(now.getTime() + LIST_LIMITS.invitationDays * DAY_MS),
        });
        await email.enqueue(
          tx,
          listInvitationEmail({
            to: input.email,
            inviterName: list.owner.name,
            listName: list.name,
            role: input.role,
            link: `${config.publicUrl}/lists/invitations/${encodeURIComponent(token)}`,
            days: LIST_LIMITS.invitationDays,
            locale: chooseLocale({
              pathname: "/",
              userLocale: await sharing.findUserLocale(reader.id),
              cookie: languageCookie,
            }),
          }),
        );
        return toInvitation(invitation);
      });
    },

    async withdrawInvitation(uuid: string, invitationId: number, reader: Reader): Promise<void> {
      await inTransaction(async (lists, sharing) => {
        const { list } = await requireListFor(lists, uuid, reader, "manage_members", { forUpdate: true });
        if (!(await sharing.deleteOpenInvitation(list.id, invitationId))) throw notFound("Invitation not found.");
      });
    },

    async changeMemberRole(uuid: string, memberUuid: string, input: ListMemberUpdate, reader: Reader): Promise<void> {
      await inTransaction(async (lists, sharing) => {
        const { list } = await requireListFor(lists, uuid, reader, "manage_members", { forUpdate: true });
        const member = await sharing.findMember(list.id, memberUuid);
        if (!member) throw notFound("Member not found.");
        await sharing.setMemberRole(list.id, member.userId, input.role);
      });
    },

    /** The owner removes anyone; a member removes only themselves (leaving the list). */
    async removeMember(uuid: string, memberUuid: string, reader: Reader): Promise<void> {
      await inTransaction(async (lists, sharing) => {
        const isLeaving = reader !== null && reader.uuid === memberUuid;
        const { list } = await requireListFor(lists, uuid, reader, isLeaving ? "leave" : "manage_members", {
          forUpdate: true,
        });
        const member = await sharing.findMember(list.id, memberUuid);
        if (!member) throw notFound("Member not found.");
        await sharing.deleteMember(list.id, member.userId);
      });
    },

    /** What the link's page shows: anyone holding the link may see it. */
    async getInvitation(token: string): Promise<InvitationView> {
      const invitation = await sharing.findInvitation(hashSecret(token));
      if (!invitation) throw invitationNotFound();
      return {
        list: { uuid: invitation.list.uuid, name: invitation.list.name, item_count: invitation.list.itemCount },
        inviter_name: invitation.inviterName,
        email: invitation.email,
        role: invitation.role,
        state: stateOf(invitation),
      };
    },

    /** Only the account with the invited address accepts: a forwarded link gives nobody else access. */
    async acceptInvitation(token: string, reader: Reader): Promise<{ list_uuid: string }> {
      return inTransaction(async (_lists, sharing) => {
        const { invitation, reader: invitee } = await requireOpenInvitationFor(sharing, token, reader, "accept");
        const now = clock.now();
        await sharing.upsertMember({ listId: invitation.listId, userId: invitee.id, role: invitation.role, at: now });
        await sharing.markResponded(invitation.id, true, now);
        return { list_uuid: invitation.list.uuid };
      });
    },

    /** Only the account with the invited address declines: a forwarded link cannot turn the invitation down for them. */
    async declineInvitation(token: string, reader: Reader): Promise<void> {
      await inTransaction(async (_lists, sharing) => {
        const { invitation } = await requireOpenInvitationFor(sharing, token, reader, "decline");
        await sharing.markResponded(invitation.id, false, clock.now());
      });
    },
  };
}

export type ListSharingService = ReturnType<typeof createListSharingService>;
