// The profile settings page: who is signed in, a link to the public profile, and My Garage.
import { Link } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { GarageSection } from "./garage-section";

interface ProfileEditPageProps {
  name: string;
  email: string;
  uuid: string;
  vehicles: Vehicle[];
}

export function ProfileEditPage({ name, email, uuid, vehicles }: ProfileEditPageProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-dark-grey">Edit Profile</h1>
        <p className="text-grey">
          Signed in as <span className="font-semibold text-dark-grey">{name}</span> ({email}).{" "}
          <Link
            to={`/users/${uuid}`}
            className="font-medium text-dark-grey underline underline-offset-2 hover:text-brand-green-dark"
          >
            See your profile
          </Link>
        </p>
      </header>
      <GarageSection initialVehicles={vehicles} />
    </div>
  );
}
