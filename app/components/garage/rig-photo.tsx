// A rig's photo on its cards (My Garage, the profile): 4:3, cropped to fill, nothing without one.
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { cx } from "../ui/class-names";
import { Photo } from "../ui/photo";
import { vehicleName } from "./garage-client";

type RigPhotoProps = { vehicle: Pick<Vehicle, "photo_file_name" | "year" | "make" | "model" | "trim">; className?: string };

export function RigPhoto({ vehicle, className }: RigPhotoProps) {
  if (!vehicle.photo_file_name) return null;
  return (
    <Photo
      src={vehicle.photo_file_name}
      alt={`Photo of the ${vehicleName(vehicle)}`}
      loading="lazy"
      decoding="async"
      width={800}
      height={600}
      className={cx("block aspect-[4/3] w-full bg-neutral-200 object-cover", className)}
    />
  );
}
