// A driver's profile: who they are, how they drive, their Badge of Honor badges, garage, public
// lists and latest reviews.
// What a reader may see was decided by the server (a private profile arrives empty but for the name).
import { useT } from "../../lib/i18n";
import { formatDay } from "../../i18n/dates";
import { INTL_LOCALES, type Locale } from "../../../shared/domain/locales";
import type { GpsPartnerLink } from "../../../shared/contracts/gps-partner.contract";
import { GpsPartnerSection } from "./gps-partner-section";
import { Award, CalendarDays, Car, List, Lock, MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicProfile } from "../../../shared/contracts/profile.contract";
import { vehicleName } from "../../components/garage/garage-client";
import { RigPhoto } from "../../components/garage/rig-photo";
import { buttonClassName } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatRigLength } from "../../../shared/domain/reader-measures";
import { useUnits } from "../../lib/session";

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

const dateInUtc = (date: string, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], { ...options, timeZone: "UTC" });

const memberSince = (date: string, locale: Locale) => dateInUtc(date, locale, { month: "long", year: "numeric" });

function BadgesSection({ badges }: { badges: PublicProfile["badges"] }) {
  const { t, locale } = useT();
  return (
    <ProfileSection
      id="profile-badge-of-honor"
      title={t("Badge of Honor")}
      icon={<Award aria-hidden className="size-5 text-brand-green" />}
    >
      {badges.length === 0 ? (
        <p className="text-grey">
          {t("No badges yet.")}{" "}
          <Link to="/badge-of-honor" className={TEXT_LINK_CLASSES}>
            {t("About the Badge of Honor")}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {badges.map((badge) => (
            <li key={badge.href} className="flex items-center gap-3 rounded-xl border border-grey/15 bg-white p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-dark-grey text-white">
                <Award aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <Link to={badge.href} className={TEXT_LINK_CLASSES}>
                  {badge.trail_title}
                </Link>
                <span className="block text-sm text-grey">
                  {t("Driven {date}", {
                    date: dateInUtc(badge.completed_on, locale, { month: "long", day: "numeric", year: "numeric" }),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function ProfileSection({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-dark-grey">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfilePage({ profile, gpsPartnerLink }: { profile: PublicProfile; gpsPartnerLink: GpsPartnerLink | null }) {
  const units = useUnits();
  const { t, plural, locale } = useT();
  const details = [
    profile.state_name,
    profile.drive_style,
    profile.year_started && t("Off-roading since {year}", { year: profile.year_started }),
  ].filter(Boolean);
  const isHidden = !profile.is_own && !profile.is_public;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {profile.photo_file_name ? (
            <img
              src={profile.photo_file_name}
              alt={t("Photo of {name}", { name: profile.name })}
              className="size-16 shrink-0 rounded-full bg-neutral-200 object-cover sm:size-20"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-purple text-xl font-bold text-white sm:size-20 sm:text-2xl"
            >
              {initialsOf(profile.name)}
            </span>
          )}
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold break-words text-dark-grey sm:text-3xl">{profile.name}</h1>
            <p className="flex items-start gap-1.5 text-grey">
              <CalendarDays aria-hidden className="mt-1 size-4 shrink-0" />
              {t("Member since {date}", { date: memberSince(profile.member_since, locale) })}
            </p>
            {details.length > 0 && (
              <p className="flex items-start gap-1.5 text-grey">
                <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
                {details.join(" · ")}
              </p>
            )}
          </div>
        </div>
        {profile.is_own && (
          <Link
            to={`/users/${profile.uuid}/edit`}
            className={`${buttonClassName({ variant: "secondary", size: "sm" })} self-start sm:self-auto`}
          >
            {t("Edit profile")}
          </Link>
        )}
      </header>

      {profile.is_own && !profile.is_public && (
        <p className="flex items-center gap-2 rounded-lg bg-neutral-100 p-3 text-sm text-grey">
          <Lock aria-hidden className="size-4" />
          {t("Your profile is private: others see your name only.")}
        </p>
      )}
      {isHidden ? (
        <p className="flex items-center gap-2 text-grey">
          <Lock aria-hidden className="size-4" />
          {t("{name} keeps their badges, garage, lists and reviews private.", { name: profile.name })}
        </p>
      ) : (
        <>
          <BadgesSection badges={profile.badges} />
          <ProfileSection id="profile-garage" title={t("Garage")} icon={<Car aria-hidden className="size-5 text-brand-green" />}>
            {profile.vehicles.length === 0 ? (
              <p className="text-grey">{t("No rigs yet.")}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {profile.vehicles.map((vehicle) => (
                  <li key={vehicle.id} className="overflow-hidden rounded-xl border border-grey/15 bg-white">
                    <RigPhoto vehicle={vehicle} />
                    <div className="p-4">
                      <p className="font-semibold text-dark-grey">{vehicleName(vehicle)}</p>
                      {vehicle.is_primary && <p className="text-sm text-grey">{t("Primary rig")}</p>}
                      {vehicle.lift_in !== null && vehicle.lift_in > 0 && (
                        <p className="text-sm text-grey">
                          {t("{length} lift", { length: formatRigLength(vehicle.lift_in, units) })}
                        </p>
                      )}
                      {vehicle.tire_size && <p className="text-sm text-grey">{t("{size} tyres", { size: vehicle.tire_size })}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </ProfileSection>
          <ProfileSection id="profile-lists" title={t("Lists")} icon={<List aria-hidden className="size-5 text-brand-green" />}>
            {profile.lists.length === 0 ? (
              <p className="text-grey">{t("No public lists.")}</p>
            ) : (
              <ul className="space-y-2">
                {profile.lists.map((list) => (
                  <li key={list.uuid}>
                    <Link to={`/lists/${list.uuid}`} className={TEXT_LINK_CLASSES}>
                      {list.name}
                    </Link>{" "}
                    <span className="text-sm text-grey">({plural(list.item_count, "{count} guide", "{count} guides")})</span>
                  </li>
                ))}
              </ul>
            )}
          </ProfileSection>
          <ProfileSection
            id="profile-reviews"
            title={t("Reviews")}
            icon={<Star aria-hidden className="size-5 text-brand-green" />}
          >
            {profile.reviews.length === 0 ? (
              <p className="text-grey">{t("No reviews yet.")}</p>
            ) : (
              <ul className="space-y-2">
                {profile.reviews.map((review) => (
                  <li key={`${review.href}-${review.created_at}`} className="flex flex-wrap items-baseline gap-x-2">
                    <Link to={review.href} className={TEXT_LINK_CLASSES}>
                      {review.guide_title}
                    </Link>
                    <span className="text-sm text-grey">
                      {plural(review.rating, "{count} of 5 stars", "{count} of 5 stars")} · {formatDay(review.created_at, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </ProfileSection>
        </>
      )}
      {gpsPartnerLink && <GpsPartnerSection initialLink={gpsPartnerLink} />}
    </div>
  );
}
