// How far a user's lists may grow (docs/decisions/0008-lists.md). Plain data, so a page can show
// the limits without loading the lists contract's schemas.
export const LIST_LIMITS = {
  listsPerOwner: 100,
  itemsPerList: 500,
  nameMaxLength: 80,
  descriptionMaxLength: 500,
} as const;
