import {
  Car,
  ClipboardList,
  HardDriveDownload,
  LifeBuoy,
  List,
  LogOut,
  Map as MapIcon,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  Admin: ShieldCheck,
  "Contributor Portal": ClipboardList,
  "My Content": MapIcon,
  "Saved for offline": HardDriveDownload,
  Lists: List,
  Profile: UserRound,
  "My Garage": Car,
  Support: LifeBuoy,
  "Log Out": LogOut,
};

/** The icon beside a user-menu entry; decorative, the label carries the meaning. */
export function UserMenuIcon({ label, className = "text-grey" }: { label: string; className?: string }) {
  const Icon = ICONS[label];
  return Icon ? <Icon aria-hidden="true" className={`size-[18px] shrink-0 ${className}`} /> : null;
}
