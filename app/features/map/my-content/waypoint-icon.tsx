// One Lucide icon per waypoint symbol, the same in the list, the forms and the shared page.
import {
  Camera,
  Droplet,
  Fuel,
  Binoculars,
  Flag,
  Fence,
  MapPin,
  ParkingSquare,
  Tent,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import type { WaypointIcon as WaypointIconName } from "../../../../shared/contracts/user-content.contract";

const ICONS: Record<WaypointIconName, LucideIcon> = {
  pin: MapPin,
  camp: Tent,
  trailhead: Flag,
  viewpoint: Binoculars,
  water: Droplet,
  fuel: Fuel,
  parking: ParkingSquare,
  hazard: TriangleAlert,
  gate: Fence,
  photo: Camera,
};

export function WaypointIcon({ icon, className = "size-5" }: { icon: WaypointIconName; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className} />;
}
