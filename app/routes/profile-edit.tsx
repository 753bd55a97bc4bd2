// /users/{uuid}/edit (spec §2.2): the signed-in user's own profile settings and My Garage (#garage).
// Signed out, the visitor logs in and comes back; someone else's uuid is a missing page.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { groupStatesByCountry } from "../../shared/domain/states-menu";
import { ProfileEditPage } from "../features/profile/profile-edit-page";
import { pageNotFound } from "../lib/page-not-found";
import type { Route } from "./+types/profile-edit";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("Edit Profile")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export const loader = pageLoader(ROUTE_RULES.signedIn, async ({ request, params, context }: Route.LoaderArgs, user) => {
  const { services } = context;
  if (params.uuid !== user.uuid) throw pageNotFound(request);
  const [{ vehicles }, settings, states, questions] = await Promise.all([
    services.garage.getGarage(user),
    services.profiles.settingsOf(user),
    services.site.listStates(),
    services.signupQuestions.forForms(),
  ]);
  return {
    email: user.email,
    uuid: user.uuid,
    vehicles,
    settings,
    stateGroups: groupStatesByCountry(states),
    currentYear: new Date().getFullYear(),
    questions,
  };
});

export default function ProfileEditRoute({ loaderData }: Route.ComponentProps) {
  return <ProfileEditPage {...loaderData} />;
}
