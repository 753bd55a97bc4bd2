// SQL for sharing lists: members with their rights, invitations by e-mail (kept by the hash of the
// token their link carries) and the lists shared with a user.
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { ListMemberRole } from "../../../shared/domain/list-sharing";
import type { Locale } from "../../../shared/domain/locales";
import type { Executor } from "../../db/client";
import { listInvitations, listMembers, lists, users } from "../../db/schema";
import { itemCount, summaryColumns, type PageWindow } from "./lists.repository";

const sameAddress = (column: typeof users.email | typeof listInvitations.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

const isOpen = (now: Date) => and(isNull(listInvitations.respondedAt), gt(listInvitations.expiresAt, now));

export function createListSharingRepository(db: Executor) {
  return {
    listMembers(listId: number) {
      return db
        .select({
          user: { uuid: users.uuid, name: users.name, photo_file_name: users.photoFileName },
          role: listMembers.role,
          joinedAt: listMembers.joinedAt,
        })
        .from(listMembers)
        .innerJoin(users, eq(users.id, listMembers.userId))
        .where(eq(listMembers.listId, listId))
        .orderBy(asc(listMembers.joinedAt), asc(listMembers.id));
    },

    listOpenInvitations(listId: number, now: Date) {
      return db
        .select({
          id: listInvitations.id,
          email: listInvitations.email,
          role: listInvitations.role,
          createdAt: listInvitations.createdAt,
          expiresAt: listInvitations.expiresAt,
        })
        .from(listInvitations)
        .where(and(eq(listInvitations.listId, listId), isOpen(now)))
        .orderBy(asc(listInvitations.createdAt), asc(listInvitations.id));
    },

    /** Members plus open invitations other than one to `exceptEmail` (which an invitation would renew). */
    async countSeats(listId: number, now: Date, exceptEmail: string): Promise<number> {
      const [members] = await db.select({ n: count() }).from(listMembers).where(eq(listMembers.listId, listId));
      const [invitations] = await db
        .select({ n: count() })
        .from(listInvitations)
        .where(
          and(
            eq(listInvitations.listId, listId),
            isOpen(now),
            sql`lower(${listInvitations.email}) <> ${exceptEmail.toLowerCase()}`,
          ),
        );
      return (members?.n ?? 0) + (invitations?.n ?? 0);
    },

    async isMemberByEmail(listId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listMembers.id })
        .from(listMembers)
        .innerJoin(users, eq(users.id, listMembers.userId))
        .where(and(eq(listMembers.listId, listId), sameAddress(users.email, email)));
      return row !== undefined;
    },

    async findMember(listId: number, userUuid: string) {
      const [row] = await db
        .select({ userId: listMembers.userId, role: listMembers.role })
        .from(listMembers)
        .innerJoin(users, eq(users.id, listMembers.userId))
        .where(and(eq(listMembers.listId, listId), eq(users.uuid, userUuid)));
      return row ?? null;
    },

    async setMemberRole(listId: number, userId: number, role: ListMemberRole) {
      await db
        .update(listMembers)
        .set({ role })
        .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)));
    },

    async deleteMember(listId: number, userId: number) {
      await db.delete(listMembers).where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)));
    },

    /** A member keeps one row per list: accepting again only changes the rights. */
    async upsertMember(values: { listId: number; userId: number; role: ListMemberRole; at: Date }) {
      await db
        .insert(listMembers)
        .values({ listId: values.listId, userId: values.userId, role: values.role, joinedAt: values.at })
        .onConflictDoUpdate({ target: [listMembers.listId, listMembers.userId], set: { role: values.role } });
    },

    /** Closes any earlier unanswered invitation to the address, then records the new one. */
    async replaceInvitation(values: {
      listId: number;
      email: string;
      role: ListMemberRole;
      tokenHash: string;
      invitedById: number;
      at: Date;
      expiresAt: Date;
    }) {
      await db
        .delete(listInvitations)
        .where(
          and(
            eq(listInvitations.listId, values.listId),
            isNull(listInvitations.respondedAt),
            sameAddress(listInvitations.email, values.email),
          ),
        );
      const { at, ...columns } = values;
      const [row] = await db
        .insert(listInvitations)
        .values({ ...columns, createdAt: at })
        .returning({
          id: listInvitations.id,
          email: listInvitations.email,
          role: listInvitations.role,
          createdAt: listInvitations.createdAt,
          expiresAt: listInvitations.expiresAt,
        });
      return row!;
    },

    /** True when the list had that unanswered invitation. */
    async deleteOpenInvitation(listId: number, invitationId: number): Promise<boolean> {
      const deleted = await db
        .delete(listInvitations)
        .where(and(eq(listInvitations.listId, listId), eq(listInvitations.id, invitationId), isNull(listInvitations.respondedAt)))
        .returning({ id: listInvitations.id });
      return deleted.length > 0;
    },

    /** An invitation by its token, with what its page shows; `forUpdate` holds it while it is answered. */
    async findInvitation(tokenHash: string, { forUpdate = false }: { forUpdate?: boolean } = {}) {
      const query = db
        .select({
          id: listInvitations.id,
          listId: listInvitations.listId,
          email: listInvitations.email,
          role: listInvitations.role,
          expiresAt: listInvitations.expiresAt,
          respondedAt: listInvitations.respondedAt,
          accepted: listInvitations.accepted,
          list: { uuid: lists.uuid, name: lists.name, itemCount },
          inviterName: users.name,
        })
        .from(listInvitations)
        .innerJoin(lists, eq(lists.id, listInvitations.listId))
        .innerJoin(users, eq(users.id, listInvitations.invitedById))
        .where(eq(listInvitations.tokenHash, tokenHash));
      const [row] = forUpdate ? await query.for("update", { of: listInvitations }) : await query;
      return row ?? null;
    },

    async markResponded(invitationId: number, accepted: boolean, at: Date) {
      await db.update(listInvitations).set({ respondedAt: at, accepted }).where(eq(listInvitations.id, invitationId));
    },

    async findUserEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** The language the user chose for the site (null: none chosen). */
    async findUserLocale(userId: number): Promise<Locale | null> {
      const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    async countListsSharedWith(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(listMembers).where(eq(listMembers.userId, userId));
      return row?.n ?? 0;
    },

    /** Lists others shared with the user, most recently joined first, with the user's rights. */
    listListsSharedWith(userId: number, page: PageWindow) {
      return db
        .select({ ...summaryColumns, memberRole: listMembers.role })
        .from(listMembers)
        .innerJoin(lists, eq(lists.id, listMembers.listId))
        .innerJoin(users, eq(users.id, lists.ownerId))
        .where(eq(listMembers.userId, userId))
        .orderBy(desc(listMembers.joinedAt), desc(listMembers.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type ListSharingRepository = ReturnType<typeof createListSharingRepository>;
