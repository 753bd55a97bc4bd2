// The rights a list's owner may give a member (docs/decisions/0039-list-sharing.md); what each
// relation may do is in the access module (shared/domain/access, mayOnList).
export const LIST_MEMBER_ROLES = ["viewer", "editor"] as const;
export type ListMemberRole = (typeof LIST_MEMBER_ROLES)[number];
