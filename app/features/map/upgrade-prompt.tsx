// What a reader who has not paid meets instead of My Content and its tools (spec §6: My Content is
// for paid users): what All-Access adds, the free trial, and Log In for visitors.
import { Lock } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { loginPathReturningTo } from "../../lib/session";
import type { Translator } from "../../../shared/i18n/translator";

interface UpgradePromptProps {
  feature: "my-content" | "draw-track" | "add-waypoint" | "plan-trip";
  isSignedIn: boolean;
  /** Where Log In brings the visitor back to. */
  returnTo: string;
}

const copy = (t: Translator["t"]): Record<UpgradePromptProps["feature"], { heading: string; text: string }> => ({
  "my-content": {
    heading: t("My Content is part of All-Access"),
    text: t("Save your own tracks and waypoints, import GPX, KML and GeoJSON files, and share them, right on the trail map."),
  },
  "draw-track": {
    heading: t("Drawing tracks is part of All-Access"),
    text: t("Plan your own route on the map, see its length as you draw, and keep it in My Content."),
  },
  "add-waypoint": {
    heading: t("Waypoints are part of All-Access"),
    text: t("Drop waypoints for camps, gates and meeting points and keep them in My Content."),
  },
  "plan-trip": {
    heading: t("Trip planning is part of All-Access"),
    text: t(
      "Plan a route on the roads and trails open to your vehicle on every day of your trip, see which road closes the way when none is open, and keep the route in My Content.",
    ),
  },
});

export function UpgradePrompt({ feature, isSignedIn, returnTo }: UpgradePromptProps) {
  const { t } = useT();
  const { heading, text } = copy(t)[feature];
  return (
    <section aria-labelledby="map-upgrade-heading" data-testid="map-upgrade-prompt" className="space-y-4 px-4 py-2 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-gold/30 text-dark-grey">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 id="map-upgrade-heading" className="text-lg font-bold text-dark-grey">
        {heading}
      </h2>
      <p className="text-sm text-grey">{text}</p>
      <ButtonLink to="/all-access" isMultiline className="w-full">
        {t("Start a 7-Day Free Trial of All-Access Membership")}
      </ButtonLink>
      {!isSignedIn && (
        <p className="text-sm text-grey">
          {t("Already a member?")}{" "}
          <ButtonLink to={loginPathReturningTo(returnTo)} variant="secondary" size="sm">
            {t("Log In")}
          </ButtonLink>
        </p>
      )}
    </section>
  );
}
