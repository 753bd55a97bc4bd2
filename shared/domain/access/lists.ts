import type { ListMemberRole } from "../list-sharing";

// Lists: a reader stands in one relation to a list (its owner, an invited editor or viewer, or a
// stranger); a public list also lets a stranger read it through its link (ADR 0039).
export type ListRelation = "owner" | ListMemberRole | "stranger";

export type ListAction =
  | "read"
  /** Add, remove and reorder guides. */
  | "edit_items"
  /** Rename, describe, make public or private. */
  | "edit_details"
  | "delete"
  /** See who the list is shared with. */
  | "see_members"
  /** Invite, change a member's rights, remove a member, withdraw an invitation. */
  | "manage_members"
  /** Stop being a member. */
  | "leave";

const PERMISSIONS: Record<ListRelation, ReadonlySet<ListAction>> = {
  owner: new Set(["read", "edit_items", "edit_details", "delete", "see_members", "manage_members"]),
  editor: new Set(["read", "edit_items", "see_members", "leave"]),
  viewer: new Set(["read", "see_members", "leave"]),
  stranger: new Set(),
};

/** What anyone holding a public list's link may do. */
const PUBLIC_LINK: ReadonlySet<ListAction> = new Set(["read"]);

interface SharedList {
  ownerId: number;
  isPublic: boolean;
  /** The reader's membership, null when the reader is not a member. */
  memberRole: ListMemberRole | null;
}

export function listRelation(reader: { id: number } | null, list: SharedList): ListRelation {
  if (reader === null) return "stranger";
  if (reader.id === list.ownerId) return "owner";
  return list.memberRole ?? "stranger";
}

export function mayOnList(action: ListAction, relation: ListRelation, isPublic: boolean): boolean {
  return PERMISSIONS[relation].has(action) || (isPublic && PUBLIC_LINK.has(action));
}
