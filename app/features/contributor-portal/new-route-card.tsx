// "Start a new scout route": the two ways in (draw the line on the map, or upload a GPX or KML file)
// and how to get that file out of the apps scouts already use.
import { FileUp, Plus, Route as RouteIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/button";
import { SECTION_CARD_CLASSES, SECTION_TITLE_CLASSES } from "./portal-format";

const NEW_SCOUT_ROUTE_PATH = "/scout-routes/new";

/** Where the export sits in each app, in its own words. */
const EXPORTS = [
  { app: "Gaia GPS", how: "open the track, choose Export from its menu, and pick GPX." },
  { app: "onX Offroad", how: "on the web map, open the track in My Content, choose Export, and pick GPX or KML." },
  { app: "Garmin Connect", how: "open the activity, click the gear icon, and choose Export to GPX." },
  { app: "CalTopo", how: "open the map, choose Export, and pick GPX or KML." },
] as const;

export function NewRouteCard() {
  return (
    <section aria-labelledby="new-route-title" className={SECTION_CARD_CLASSES}>
      <h2 id="new-route-title" className={SECTION_TITLE_CLASSES}>
        Start a new scout route
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-4">
          <ul className="space-y-3">
            <li className="flex gap-3">
              <RouteIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
              <p>
                <strong className="font-semibold">Draw it</strong> on the map, point by point from the trailhead, when you know
                the way but have no recording.
              </p>
            </li>
            <li className="flex gap-3">
              <FileUp aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
              <p>
                <strong className="font-semibold">Upload a GPX or KML file</strong> of a drive you recorded: the line and its
                waypoints come with it.
              </p>
            </li>
          </ul>
          <p className="text-sm text-grey">Either way it starts as a draft that only you and the editors can see.</p>
          <ButtonLink to={NEW_SCOUT_ROUTE_PATH}>
            <Plus aria-hidden className="size-5" />
            Start a new scout route
          </ButtonLink>
        </div>
        <div>
          <h3 className="font-bold text-dark-grey">Import a recorded track</h3>
          <ol className="mt-3 space-y-3">
            <Step number={1}>
              <p>Export the track from your app as a GPX or KML file:</p>
              <ul className="mt-2 space-y-1.5 text-sm text-grey">
                {EXPORTS.map(({ app, how }) => (
                  <li key={app}>
                    <strong className="font-semibold text-dark-grey">{app}</strong>: {how}
                  </li>
                ))}
              </ul>
            </Step>
            <Step number={2}>
              <p>Choose Start a new scout route, then upload the file with the route&apos;s title and state.</p>
            </Step>
            <Step number={3}>
              <p>
                The first track in the file becomes the route, starting at its trailhead; the file&apos;s waypoints become the
                route&apos;s waypoints.
              </p>
            </Step>
            <Step number={4}>
              <p>Add the description, difficulty and photos in the editor, then submit the route for review.</p>
            </Step>
          </ol>
        </div>
      </div>
    </section>
  );
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-dark-grey text-sm font-bold text-white"
      >
        {number}
      </span>
      <div className="min-w-0 pt-0.5">{children}</div>
    </li>
  );
}
