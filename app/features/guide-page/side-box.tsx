// The sticky box beside the route (spec §2.11): who wrote it, share, directions and lists.
import { Download, Navigation, Share2, Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useHref } from "react-router";
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import { AddToList } from "../../components/add-to-list/add-to-list";
import { Button, buttonClassName } from "../../components/ui/button";
import { ExternalLink } from "../../components/ui/external-link";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import type { GuideSegment } from "./guide-api";
import { analytics } from "../../lib/analytics";
import { guideReference } from "./guide-reference";
import { useRootData } from "../../lib/root-data";
import { directionsUrl, mapsAppFor, type MapsApp } from "./share-links";
import { useT } from "../../lib/i18n";

/** The GPX download's and the GPS partner's code: loaded on the first press of either (the trail page's JS budget). */
const loadFileActions = () => import("./gpx-download");
const SendToGpsPartner = lazy(() => loadFileActions().then((module) => ({ default: module.SendToGpsPartner })));

interface SideBoxProps {
  route: Pick<ScoutRouteFull, "id" | "slug" | "title" | "user" | "geojson">;
  kind: GuideSegment;
  /** "Scouted by" for scout routes. */
  authorLabel?: string;
  canonicalUrl: string;
  /** The app deep link. */
  shareUrl: string;
}

export function SideBox({ route, kind, authorLabel, canonicalUrl, shareUrl }: SideBoxProps) {
  const { t } = useT();
  // Plain links keep the page's language: "/fr" on a French page, nothing on an English one.
  const prefix = useHref("/").replace(/\/$/, "");
  const toast = useToast();
  const mapsApp = usePlatformMapsApp();
  const { gpsPartner } = useRootData().clientConfig;
  const [isGpxBusy, setIsGpxBusy] = useState(false);
  const [isSendPressed, setIsSendPressed] = useState(false);
  const coordinates = route.geojson.coordinates;
  const trailhead = coordinates[0];
  const trailEnd = coordinates[coordinates.length - 1];

  async function downloadGpx(variant?: "route") {
    setIsGpxBusy(true);
    try {
      await (await loadFileActions()).downloadGuideGpx(kind, route, variant);
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
    } finally {
      setIsGpxBusy(false);
    }
  }

  async function share() {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: route.title, url: canonicalUrl });
      } else {
        await navigator.clipboard.writeText(canonicalUrl);
        toast.show(t("Link copied"));
      }
      analytics.capture("share", guideReference(kind, route.id));
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.show(GENERIC_ERROR_TOAST, "error");
    }
  }

  return (
    <aside
      aria-labelledby="side-box-title"
      // Sticky below the sticky site header, never under it.
      className="rounded-xl border border-grey/15 bg-white p-5 shadow-sm lg:sticky lg:top-[calc(var(--spacing-header)+1rem)]"
    >
      <h2 id="side-box-title" className="text-lg font-bold">
        {route.title}
      </h2>
      {route.user && (
        <p className="mt-3 flex items-center gap-3 text-sm">
          {route.user.photo_file_name ? (
            <img src={route.user.photo_file_name} alt="" className="size-10 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-grey font-bold text-white"
            >
              {route.user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span>
            <span className="block text-grey">{authorLabel ?? t("Scouted by")}</span>
            <span className="font-semibold">{route.user.name}</span>
          </span>
        </p>
      )}
      <div className="mt-5 grid grid-cols-1 gap-2">
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-4" />
          {t("Share this route")}
        </Button>
        <ExternalLink href={shareUrl} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          <Smartphone aria-hidden="true" className="size-4" />
          {t("Open in the app")}
        </ExternalLink>
        {trailhead && (
          <ExternalLink
            href={directionsUrl(trailhead, mapsApp)}
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t("Directions to trailhead")}
          </ExternalLink>
        )}
        {trailEnd && (
          <ExternalLink href={directionsUrl(trailEnd, mapsApp)} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            <Navigation aria-hidden="true" className="size-4" />
            {t("Directions to trail end")}
          </ExternalLink>
        )}
        {/* A plain link to the printable sheet (ADR 0063): the page ships no code for it. */}
        <a href={`${prefix}/${kind}/${route.slug}/print`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("Print guide")}
        </a>
        {kind === "trails" && (
          <a href={`${prefix}/trails/${route.slug}/conditions`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            {t("Trail conditions")}
          </a>
        )}
        <Button size="sm" onClick={() => void downloadGpx()} disabled={isGpxBusy}>
          <Download aria-hidden="true" className="size-4" />
          {isGpxBusy ? t("Preparing GPX…") : t("Download GPX")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void downloadGpx("route")} disabled={isGpxBusy}>
          <Download aria-hidden="true" className="size-4" />
          {t("GPX route for GPS devices")}
        </Button>
        {gpsPartner &&
          (isSendPressed ? (
            <Suspense>
              <SendToGpsPartner
                partner={gpsPartner}
                item={{ item_type: kind, item_id: String(route.id) }}
                icon={Share2}
                startsAtOnce
              />
            </Suspense>
          ) : (
            <Button size="sm" onClick={() => setIsSendPressed(true)}>
              <Share2 aria-hidden="true" className="size-4" />
              {t("Send to {partner}", { partner: gpsPartner.name })}
            </Button>
          ))}
        {/* The box shows with the full guide, to readers who may read it. A plain link: the saving
            happens on that page, so this page loads no code for it (ADR 0059). */}
        <a href={`${prefix}/offline/${kind}/${route.id}`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("Save for offline")}
        </a>
        <AddToList productType={kind} id={route.id} title={route.title} />
      </div>
    </aside>
  );
}

/** Google Maps in the server render, then the reader's own platform once the page runs. */
function usePlatformMapsApp(): MapsApp {
  const [mapsApp, setMapsApp] = useState<MapsApp>("google");
  useEffect(() => setMapsApp(mapsAppFor(navigator.userAgent)), []);
  return mapsApp;
}
