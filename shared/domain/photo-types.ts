// photo_type values: spec §3 numbers hero, camping and hardest part; highlight is ours, for trails.
// Plain data, so a guide page can label photos without loading the photo contract's schemas.
export const PHOTO_TYPES = {
  hero: 0,
  camping: 1,
  hardestPart: 2,
  highlight: 3,
} as const;
export type PhotoType = (typeof PHOTO_TYPES)[keyof typeof PHOTO_TYPES];

export const PHOTO_TYPE_LABELS: Record<PhotoType, string> = {
  [PHOTO_TYPES.hero]: "Hero",
  [PHOTO_TYPES.camping]: "Camping",
  [PHOTO_TYPES.hardestPart]: "Hardest Part",
  [PHOTO_TYPES.highlight]: "Highlight",
};
