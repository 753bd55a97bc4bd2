// The Badge of Honor programme (ADR 0035): the hardest trails, how a claim is sent and checked, the
// points and their bronze, silver and gold colours (spec §9), and the leaderboard. Everything here
// is the same for every reader of a tier; the member's own claims load in the browser.
import { Award, Trophy } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { BadgeProgramme } from "../../../shared/contracts/badge-of-honor.contract";
import { BADGE_LIMITS, BADGE_TIER_RANGES, POINTS_PER_RATING_STEP } from "../../../shared/domain/badge-of-honor";
import { BADGE_TIER_THRESHOLDS, badgeColors, formatThousands, type BadgeTier } from "../../../shared/domain/value-badge";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { loginPathReturningTo } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { useSession } from "../../lib/session";
import { useT } from "../../lib/i18n";

/** The claim form and the member's claims: their code loads only for paid members, once the page has hydrated. */
const ClaimPanel = lazy(() => import("./badge-claim-panel").then((module) => ({ default: module.BadgeClaimPanel })));

// Spec §9's backgrounds. Silver keeps dark text: white on silver reads at 1.8:1, below WCAG AA;
// bronze's white stays readable at this large bold size (3.1:1).
const TIER_CLASSES: Record<BadgeTier, string> = {
  bronze: "bg-bronze text-white",
  silver: "bg-silver text-dark-grey",
  gold: "bg-gold text-grey",
};

/** Points in the k format (spec §9), coloured by the tier they reach. */
function PointsBadge({ points }: { points: number }) {
  const { plural } = useT();
  return (
    <span
      className={cx(
        "inline-flex min-w-16 items-center justify-center rounded-full px-3 py-1 text-xl font-bold tabular-nums",
        TIER_CLASSES[badgeColors(points).tier],
      )}
    >
      <span className="sr-only">{plural(points, "{count} point", "{count} points")}</span>
      <span aria-hidden="true">{formatThousands(points)}</span>
    </span>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cx("mt-12", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ClaimSection({ trails }: { trails: BadgeProgramme["trails"] }) {
  const { user, isPaid } = useSession();
  const isHydrated = useHydrated();
  const { t } = useT();
  if (!user) {
    return (
      <p className="mt-3 text-grey">
        <Link to={loginPathReturningTo("/badge-of-honor")} className={TEXT_LINK_CLASSES}>
          {t("Log in")}
        </Link>{" "}
        {t("with your All-Access membership to send a claim and follow it here.")}
      </p>
    );
  }
  if (!isPaid) {
    return (
      <div className="mt-3 space-y-4">
        <p className="text-grey">
          {t("Badge of Honor claims are part of All-Access, with the full guides of every trail above.")}
        </p>
        <Link to="/pricing" className={buttonClassName({ size: "lg" })}>
          {t("See All-Access")}
        </Link>
      </div>
    );
  }
  const placeholder = <p className="mt-3 h-24 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;
  return isHydrated ? (
    <Suspense fallback={placeholder}>
      <ClaimPanel trails={trails} />
    </Suspense>
  ) : (
    placeholder
  );
}

export function BadgeOfHonorPage({ programme }: { programme: BadgeProgramme }) {
  const { trails, leaderboard } = programme;
  const { t, plural, number } = useT();
  const tierLabels: Record<BadgeTier, string> = { bronze: t("Bronze"), silver: t("Silver"), gold: t("Gold") };
  const tierRanges: Record<BadgeTier, string> = {
    bronze: t("Up to {points} points", { points: number(BADGE_TIER_THRESHOLDS.silver) }),
    silver: t("{from} to {to} points", {
      from: number(BADGE_TIER_THRESHOLDS.silver + 1),
      to: number(BADGE_TIER_THRESHOLDS.gold),
    }),
    gold: t("More than {points} points", { points: number(BADGE_TIER_THRESHOLDS.gold) }),
  };
  const badges = (count: number) => plural(count, "{count} badge", "{count} badges");
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Badge of Honor") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Badge of Honor")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-grey">
        {t(
          "Some trails are remembered for a lifetime. Badge of Honor trails are the toughest in the Trailguide collection: steep ledges, boulder fields and tight lines that test drivers, spotters and rigs. Drive them, prove it, and earn a badge on your profile.",
        )}
      </p>

      <Section id="earn-title" title={t("How a badge is earned")} className="max-w-3xl">
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-grey">
          <li>{t("Drive a Badge of Honor trail from end to end, with at least one other vehicle.")}</li>
          <li>
            {t(
              "Send a claim below: the date, the rig you drove (from your garage) and 1 to {count} photos of your rig on the trail.",
              { count: number(BADGE_LIMITS.photos) },
            )}
          </li>
          <li>
            {t(
              "Our staff check the photos against the guide and verify the claim, or tell you why not so you can send it again.",
            )}
          </li>
          <li>{t("Verified badges show on your profile, on the trail's page and on the leaderboard.")}</li>
        </ol>
      </Section>

      <Section id="points-title" title={t("Points: bronze, silver and gold")}>
        <p className="mt-3 max-w-3xl text-grey">
          {t("Each verified badge is worth {points} points for every step of the trail's top", {
            points: number(POINTS_PER_RATING_STEP),
          })}{" "}
          <Link to="/technical-ratings" className={TEXT_LINK_CLASSES}>
            {t("technical rating")}
          </Link>
          {t(": an Extreme 10 earns {points}. Your points add up across trails, and their colour shows how far you have come.", {
            points: number(10 * POINTS_PER_RATING_STEP),
          })}
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {BADGE_TIER_RANGES.map((tier) => (
            <li key={tier.tier} className="flex flex-col gap-3 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
              <span
                className={cx(
                  "inline-flex items-center gap-2 self-start rounded-full px-4 py-2 text-xl font-bold",
                  TIER_CLASSES[tier.tier],
                )}
              >
                <Award aria-hidden="true" className="size-5" />
                {tierLabels[tier.tier]}
              </span>
              <p className="text-grey">{tierRanges[tier.tier]}</p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mt-2 grid gap-x-10 lg:grid-cols-[3fr_2fr]">
        <Section id="trails-title" title={t("The trails")}>
          {trails.length === 0 ? (
            <p className="mt-3 text-grey">{t("No Badge of Honor trails are published yet.")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-grey/15 rounded-xl border border-grey/15 bg-white">
              {trails.map((trail) => (
                <li key={trail.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <Link to={trail.href} className={TEXT_LINK_CLASSES}>
                      {trail.title}
                    </Link>
                    <p className="text-sm text-grey">
                      {trail.state_title} · {plural(trail.holder_count, "{count} badge earned", "{count} badges earned")}
                    </p>
                  </div>
                  <PointsBadge points={trail.points} />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="leaderboard-title" title={t("Leaderboard")}>
          {leaderboard.length === 0 ? (
            <p className="mt-3 text-grey">{t("No verified badges yet: the first claim could put you at the top.")}</p>
          ) : (
            <ol className="mt-4 divide-y divide-grey/15 rounded-xl border border-grey/15 bg-white">
              {leaderboard.map((entry) => (
                <li key={entry.uuid} className="flex items-center gap-3 p-4">
                  <span className="w-8 text-lg font-bold text-grey tabular-nums">
                    <span className="sr-only">{t("Rank")} </span>
                    {entry.rank}
                  </span>
                  {entry.rank === 1 && <Trophy aria-hidden="true" className="size-5 shrink-0 text-dark-grey" />}
                  <span className="min-w-0 flex-1">
                    <Link to={`/users/${entry.uuid}`} className={TEXT_LINK_CLASSES}>
                      {entry.name}
                    </Link>
                    <span className="block text-sm text-grey">{badges(entry.badges)}</span>
                  </span>
                  <PointsBadge points={entry.points} />
                </li>
              ))}
            </ol>
          )}
          <p className="mt-2 text-sm text-grey">{t("Drivers with a public profile.")}</p>
        </Section>
      </div>

      <Section id="claim-title" title={t("Send a claim")} className="max-w-3xl">
        <ClaimSection trails={trails} />
      </Section>

      <Section id="safety-title" title={t("Drive safely")} className="max-w-3xl">
        <p className="mt-3 text-grey">
          {t(
            "Never drive a Badge of Honor trail alone. Travel with at least one other vehicle, carry recovery gear and a radio, and turn around when conditions are beyond your rig or your experience. No badge is worth an injury.",
          )}
        </p>
      </Section>
    </div>
  );
}
