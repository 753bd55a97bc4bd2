// Who sees the top banner (spec §4 "Banner visibility"): only the first banner counts.
import type { UserClaims } from "../contracts/user.contract";
import { hasRoleAtLeast } from "./roles";
import { isPaid } from "./user-status";

type BannerViewer = Pick<UserClaims, "access_type" | "is_subscribed"> | null | undefined;

/** user_group is read as any string: a value this code does not know shows the banner to nobody. */
interface TargetedBanner {
  is_shown: boolean;
  user_group: string;
}

export function isBannerVisible(banner: TargetedBanner | undefined, user: BannerViewer): boolean {
  if (!banner?.is_shown) return false;
  switch (banner.user_group) {
    case "everyone":
      return true;
    case "AA":
      return isPaid(user);
    case "non-AA":
      return !isPaid(user);
    case "loggedin-non-AA":
      return hasRoleAtLeast(user?.access_type, "STANDARD") && !isPaid(user);
    default:
      return false;
  }
}

/** The first banner of the list when this viewer may see it. */
export function visibleBanner<B extends TargetedBanner>(banners: readonly B[], user: BannerViewer): B | undefined {
  const first = banners[0];
  return isBannerVisible(first, user) ? first : undefined;
}
