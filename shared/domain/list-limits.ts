// How far a user's lists may grow (docs/decisions/0008-lists.md). Plain data, so a page can show
// the limits without loading the lists contract's schemas.
export const LIST_LIMITS = {
  listsPerOwner: 100,
  itemsPerList: 500,
  nameMaxLength: 80,
  descriptionMaxLength: 500,
  /** Members plus open invitations of one list. */
  membersPerList: 50,
  /** How long an invitation's link works. */
  invitationDays: 14,
} as const;

/** How many recently viewed guides the dashboard shows (the server keeps a few more). */
export const RECENTLY_VIEWED_SHOWN = 6;
