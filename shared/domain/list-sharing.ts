// What an invited member of a list may do: viewers read it, editors also change its items.
export const LIST_MEMBER_ROLES = ["viewer", "editor"] as const;
export type ListMemberRole = (typeof LIST_MEMBER_ROLES)[number];
