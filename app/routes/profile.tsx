// /users/{uuid} (spec §2.2): a driver's profile as this reader may see it (ADR 0033).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { z } from "zod";
import { ProfilePage } from "../features/profile/profile-page";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/profile";
import { metaTranslator } from "../lib/i18n";

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!data) return [{ title: `${metaTranslator(matches).t("Profile")} | Trailguide` }];
  return [
    { title: `${data.profile.name} | Trailguide` },
    // A profile is a person's page, not content to find through search engines.
    { name: "robots", content: "noindex" },
  ];
}

export const loader = pageLoader(ROUTE_RULES.sharedByOwner, async ({ request, params, context }: Route.LoaderArgs) => {
  if (!z.uuid().safeParse(params.uuid).success) throw pageNotFound(request);
  const profile = await orPageNotFound(request, context.services.profiles.getProfile(params.uuid, context.user));
  // The reader's own link to the GPS partner, when one is configured (ADR 0057).
  const { user, clientConfig, services } = context;
  const gpsPartnerLink = profile.is_own && user && clientConfig.gpsPartner ? await services.gpsPartner.link(user) : null;
  return { profile, gpsPartnerLink };
});

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} gpsPartnerLink={loaderData.gpsPartnerLink} />;
}
