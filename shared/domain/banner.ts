export const BANNER_TYPES = ["success", "info", "warning", "error"] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const BANNER_USER_GROUPS = ["non-AA", "AA", "loggedin-non-AA", "everyone"] as const;
