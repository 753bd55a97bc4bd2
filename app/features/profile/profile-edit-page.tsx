// The profile settings page: the photo, the profile form, a link to the public profile, My Garage, the
// e-mail address, the password and account deletion.
import { useT } from "../../lib/i18n";
import { Link } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import type { ProfileSettings } from "../../../shared/contracts/profile.contract";
import type { SignupQuestion } from "../../../shared/contracts/signup-question-admin.contract";
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { EmailChangeForm } from "./email-change-form";
import { GarageSection } from "./garage-section";
import { PasswordChangeForm } from "./password-change-form";
import { ProfilePhotoSection } from "./profile-photo-section";
import { ProfileSettingsForm } from "./profile-settings-form";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

interface ProfileEditPageProps {
  email: string;
  uuid: string;
  vehicles: Vehicle[];
  settings: ProfileSettings;
  stateGroups: StateMenuGroup<State>[];
  currentYear: number;
  questions: SignupQuestion[];
}

export function ProfileEditPage({ email, uuid, vehicles, settings, stateGroups, currentYear, questions }: ProfileEditPageProps) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-dark-grey">{t("Edit Profile")}</h1>
        <p className="text-grey">
          {t("Signed in as {email}.", { email })}{" "}
          <Link to={`/users/${uuid}`} className={TEXT_LINK_CLASSES}>
            {t("See your profile")}
          </Link>
        </p>
      </header>
      <ProfilePhotoSection />
      <ProfileSettingsForm settings={settings} stateGroups={stateGroups} currentYear={currentYear} questions={questions} />
      <GarageSection initialVehicles={vehicles} />
      <EmailChangeForm email={email} />
      <PasswordChangeForm />
      <section aria-labelledby="delete-account-heading" className="space-y-2 border-t border-grey/15 pt-8">
        <h2 id="delete-account-heading" className="text-xl font-bold text-dark-grey">
          {t("Delete account")}
        </h2>
        <p className="text-grey">
          {t("Deletes your profile, lists, My Content and garage for good.")}{" "}
          <Link to="/users/me/delete" className={TEXT_LINK_CLASSES}>
            {t("Delete my account")}
          </Link>
        </p>
      </section>
    </div>
  );
}
