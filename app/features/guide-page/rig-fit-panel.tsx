// "Fits my rig" on a trail page (ADR 0032): the trail's points of concern against the reader's
// primary rig. The page is the same for every paid reader, so the rig is read in the browser; the
// panel is part of the Points of Concern tab, whose code loads when the tab opens (ADR 0021). The
// Motor Vehicle Use Map classes of the roads the trail uses count too (ADR 0037).
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { MVUM_NARROW_WIDTH_IN, mvumWidthOf, type DesignatedRoad } from "../../../shared/domain/mvum";
import { formatRigLength } from "../../../shared/domain/reader-measures";
import { CONCERN_RULES, MVUM_FINDING, rigFit, type FitFinding, type FitLevel } from "../../../shared/domain/rig-fit";
import type { UnitSystem } from "../../../shared/domain/units";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";
import { garageClient, garageHrefOf, vehicleName } from "../../components/garage/garage-client";
import { cx } from "../../components/ui/class-names";
import { useSession, useUnits } from "../../lib/session";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import type { GuidePageData } from "./guide-page-layout";

const LEVEL_LOOKS: Record<FitLevel, { icon: typeof CircleCheck; classes: string }> = {
  fits: { icon: CircleCheck, classes: "bg-green-50 text-[#1f5714] border-brand-green/40" },
  tight: { icon: TriangleAlert, classes: "bg-orange-50 text-[#7a4300] border-brand-orange/50" },
  "not-recommended": { icon: CircleX, classes: "bg-red-50 text-[#9b0219] border-brand-red/40" },
};

type Garage = { state: "loading" } | { state: "failed" } | { state: "loaded"; primary: Vehicle | null };

export function RigFitPanel({ concerns }: { concerns: readonly string[] }) {
  const { user } = useSession();
  const { t } = useT();
  const garageHref = garageHrefOf(user?.uuid);
  const [garage, setGarage] = useState<Garage>({ state: "loading" });
  // The roads come from the trail page's loader rather than through the tabs' props: the page's own
  // code has no bytes to spare for passing them (ADR 0021).
  const roads = useLoaderData<Partial<Pick<GuidePageData, "roadsUsed">> | undefined>()?.roadsUsed ?? [];

  useEffect(() => {
    if (!user) return;
    let isCurrent = true;
    garageClient.getGarage().then(
      ({ vehicles }) =>
        isCurrent && setGarage({ state: "loaded", primary: vehicles.find((vehicle) => vehicle.is_primary) ?? null }),
      () => isCurrent && setGarage({ state: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [user]);

  if (!user) return null;
  return (
    <section aria-labelledby="rig-fit-title" className="space-y-3 rounded-xl border border-limited-grey bg-white p-4">
      <h2 id="rig-fit-title" className="text-base font-bold">
        {t("Fits my rig")}
      </h2>
      {garage.state === "loading" && <p className="text-grey">{t("Checking your garage…")}</p>}
      {garage.state === "failed" && <p className="text-grey">{t("Your garage could not be read just now.")}</p>}
      {garage.state === "loaded" && !garage.primary && (
        <p className="text-grey">
          <Link to={garageHref} className={TEXT_LINK_CLASSES}>
            {t("Add your rig to My Garage")}
          </Link>{" "}
          {t("to see whether this trail fits it.")}
        </p>
      )}
      {garage.state === "loaded" && garage.primary && (
        <Verdict concerns={concerns} roads={roads} rig={garage.primary} garageHref={garageHref} />
      )}
    </section>
  );
}

interface VerdictProps {
  concerns: readonly string[];
  roads: readonly DesignatedRoad[];
  rig: Vehicle;
  garageHref: string;
}

function Verdict({ concerns, roads, rig, garageHref }: VerdictProps) {
  const units = useUnits();
  const translator = useT();
  const { t } = translator;
  const fit = rigFit(concerns, rig, roads, units);
  const levels: Record<FitLevel, string> = { fits: t("Fits"), tight: t("Tight"), "not-recommended": t("Not recommended") };
  const { icon: Icon, classes } = LEVEL_LOOKS[fit.level];
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className={cx("inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-bold", classes)}>
          <Icon aria-hidden className="size-4" />
          {levels[fit.level]}
        </span>
        <span className="text-sm text-grey">
          {t("for your {vehicle}", { vehicle: vehicleName(rig) })} ·{" "}
          <Link to={garageHref} className={TEXT_LINK_CLASSES}>
            {t("Change")}
            <span className="sr-only"> {t("your rig")}</span>
          </Link>
        </span>
      </p>
      {fit.findings.length === 0 ? (
        <p className="text-sm text-grey">
          {concerns.length === 0
            ? t("No points of concern are listed for this trail.")
            : t("Nothing listed here is a problem for its measurements.")}
        </p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t("Why")}>
          {fit.findings.map((finding) => (
            <li key={finding.concern}>
              <span className="font-semibold text-dark-grey">
                {t("{concern}:", {
                  concern: finding.concern === MVUM_FINDING ? t("Motor Vehicle Use Map") : t(finding.concern),
                })}
              </span>{" "}
              {reasonOf(finding, { rig, roads, units }, translator)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A finding's reason in the page's language, from the same rules and measurements as rigFit
 * (shared/domain/rig-fit.ts), which words it in English.
 */
function reasonOf(
  finding: FitFinding,
  { rig, roads, units }: { rig: Vehicle; roads: readonly DesignatedRoad[]; units: UnitSystem },
  { t, locale }: Translator,
): string {
  if (locale === "en") return finding.reason;
  const length = (inches: number) => formatRigLength(inches, units);
  if (finding.concern === MVUM_FINDING) {
    if (mvumWidthOf(roads) === "motorcycle") return t("Designated for motorcycles only.");
    const limit = length(MVUM_NARROW_WIDTH_IN);
    return rig.width_in === null
      ? t("Designated for vehicles {limit} wide or less: add your rig's width to check.", { limit })
      : t("Designated for vehicles {limit} wide or less: your rig's width of {width} is over {limit}.", {
          limit,
          width: length(rig.width_in),
        });
  }
  const rule = CONCERN_RULES[finding.concern];
  if (!rule) return finding.reason;
  const because: Record<string, string> = {
    "narrow gaps": t("Narrow gaps"),
    "a full-size vehicle is not recommended": t("A full-size vehicle is not recommended"),
    "a narrow shelf road": t("A narrow shelf road"),
    "low overhead clearance": t("Low overhead clearance"),
    "tight turns that favour a short wheelbase": t("Tight turns that favour a short wheelbase"),
    "obstacles that can damage the body": t("Obstacles that can damage the body"),
    "high water crossings": t("High water crossings"),
    "extreme off-camber sections, where a lifted rig tips sooner": t(
      "Extreme off-camber sections, where a lifted rig tips sooner",
    ),
  };
  const measurements: Record<string, string> = {
    width_in: t("width"),
    height_in: t("height"),
    wheelbase_in: t("wheelbase"),
    ground_clearance_in: t("ground clearance"),
    lift_in: t("lift"),
  };
  const values = { because: because[rule.because] ?? rule.because, measurement: measurements[rule.measurement] ?? "" };
  const value = rig[rule.measurement] ?? (rule.measurement === "lift_in" ? 0 : null);
  if (value === null) return t("{because}: add your rig's {measurement} to check.", values);
  const limit = length(finding.level === "not-recommended" ? rule.notRecommended : rule.tight);
  return rule.direction === "above"
    ? t("{because}: your rig's {measurement} of {value} is at or over {limit}.", { ...values, value: length(value), limit })
    : t("{because}: your rig's {measurement} of {value} is at or under {limit}.", { ...values, value: length(value), limit });
}
