// A person's avatar (spec §2.6): photo, else initials, else the blank avatar; the All-Access marker
// for subscribers and official crew; a link to their profile unless the caller disables it.
import { useState } from "react";
import { Link } from "react-router";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { initialsFromName } from "../../../shared/domain/initials";
import { hasAllAccessMarker } from "../../../shared/domain/user-status";
import { cx } from "../../components/ui/class-names";
import { ProductMark } from "../../components/ui/logo";
import { BlankAvatar } from "./blank-avatar";

export type AvatarUser = Pick<UserClaims, "uuid" | "name" | "photo_file_name" | "is_subscribed" | "is_official_crew">;

export interface AvatarProps {
  user: AvatarUser;
  /** Diameter in CSS pixels. */
  size?: number;
  hideMarker?: boolean;
  /** For avatars inside another control (a menu button), where a nested link would be invalid. */
  disableLink?: boolean;
  className?: string;
}

export function Avatar({ user, size = 40, hideMarker = false, disableLink = false, className }: AvatarProps) {
  const picture = (
    <span className={cx("relative inline-block shrink-0 align-middle", className)} style={{ width: size, height: size }}>
      <AvatarPicture user={user} size={size} />
      {!hideMarker && hasAllAccessMarker(user) && <AllAccessMarker avatarSize={size} />}
    </span>
  );
  if (disableLink) return picture;
  return (
    <Link to={`/users/${user.uuid}`} className="inline-block rounded-full">
      {picture}
    </Link>
  );
}

function AvatarPicture({ user, size }: { user: AvatarUser; size: number }) {
  // A broken photo URL falls back to initials instead of showing a broken-image icon.
  const [hasPhotoFailed, setHasPhotoFailed] = useState(false);
  const initials = initialsFromName(user.name);

  if (user.photo_file_name && !hasPhotoFailed) {
    return (
      <img
        src={user.photo_file_name}
        alt={user.name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setHasPhotoFailed(true)}
        className="block size-full rounded-full bg-neutral-200 object-cover"
      />
    );
  }
  if (!initials) return <BlankAvatar size={size} label={user.name || "User"} />;
  return (
    <span
      role="img"
      aria-label={user.name}
      className="flex size-full items-center justify-center rounded-full bg-brand-purple font-bold text-white select-none"
      style={{ fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}

/** About a third of the avatar's width, sitting on its lower-right edge. */
function AllAccessMarker({ avatarSize }: { avatarSize: number }) {
  const markerSize = Math.max(12, Math.round(avatarSize / 3));
  return (
    <span
      className="absolute -right-0.5 -bottom-0.5 rounded-[28%] bg-white p-px shadow-sm"
      style={{ width: markerSize, height: markerSize }}
    >
      <ProductMark className="block size-full" title="All-Access member" />
    </span>
  );
}
