// /authorize-{partner} and /app/authorize-{partner} (spec §2.2, ADR 0057): the reader connects the GPS
// partner. "Connect" starts the OAuth authorization and leaves for the partner; the partner sends the
// reader back here with code and state, the link is completed, and then either the upload the reader
// had started carries on (the "initiate upload" flag) or they return to where they were.
import { useT } from "../../lib/i18n";
import { CheckCircle2, MapPinned } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { GpsAuthorizeSurface } from "../../../shared/contracts/gps-partner.contract";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { Button, buttonClassName } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import {
  completeGpsAuthorization,
  readGpsReturn,
  clearGpsReturn,
  startGpsAuthorization,
  type GpsPartnerBrand,
  type GpsUploadItem,
} from "../../components/gps-partner/gps-partner-client";
import { SendToGpsPartner } from "../../components/gps-partner/send-to-gps-partner";
import { ApiRequestError } from "../../lib/api-client";
import { FormAlert } from "../../components/ui/form-alert";

/** Where the apps pick the reader up again once the partner is connected. */
export const APP_RETURN_URL = "trailguide://gps-partner/connected";

type Step =
  | { kind: "explain"; error: string | null }
  | { kind: "leaving" }
  | { kind: "completing" }
  | { kind: "connected"; returnPath: string | null; item: GpsUploadItem | null };

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body ? error.body.detail : fallback;

export function GpsAuthorizePage({ partner, surface }: { partner: GpsPartnerBrand; surface: GpsAuthorizeSurface }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  const code = searchParams.get("code");
  const state = searchParams.get("state");
  const partnerError = searchParams.get("error");
  const [step, setStep] = useState<Step>(() =>
    code && state
      ? { kind: "completing" }
      : {
          kind: "explain",
          error: partnerError ? t("{partner} was not connected. You can try again.", { partner: partner.name }) : null,
        },
  );
  const hasCompleted = useRef(false);

  useEffect(() => {
    if (!code || !state || hasCompleted.current) return;
    hasCompleted.current = true;
    void (async () => {
      try {
        const done = await completeGpsAuthorization(surface, code, state);
        const stored = readGpsReturn();
        clearGpsReturn();
        const returnPath = done.return_path ?? stored.returnPath;
        // The code works once: a reload must not present it again.
        if (!stored.item && returnPath && surface === "web") {
          void navigate(returnPath, { replace: true });
          return;
        }
        void navigate(pathname, { replace: true });
        setStep({ kind: "connected", returnPath, item: stored.item });
      } catch (error) {
        void navigate(pathname, { replace: true });
        setStep({
          kind: "explain",
          error: errorText(error, t("{partner} could not be connected. Try again.", { partner: partner.name })),
        });
      }
    })();
  }, [code, state, surface, partner.name, pathname, navigate, t]);

  async function connect() {
    setStep({ kind: "leaving" });
    try {
      const { authorize_url } = await startGpsAuthorization(surface, readGpsReturn().returnPath);
      window.location.assign(authorize_url);
    } catch (error) {
      setStep({
        kind: "explain",
        error: errorText(error, t("{partner} could not be reached. Try again.", { partner: partner.name })),
      });
    }
  }

  return (
    <section aria-labelledby="gps-authorize-title" className="mx-auto max-w-xl px-4 py-10 md:py-16">
      <div className="rounded-xl border border-grey/15 bg-white p-6 shadow-sm md:p-8">
        <MapPinned aria-hidden="true" className="size-10 text-brand-green-dark" />
        <h1 id="gps-authorize-title" className="mt-4 text-2xl font-bold text-dark-grey md:text-3xl">
          {step.kind === "connected"
            ? t("{partner} is connected", { partner: partner.name })
            : t("Connect {partner}", { partner: partner.name })}
        </h1>
        {step.kind === "connected" ? (
          <Connected partner={partner} surface={surface} returnPath={step.returnPath} item={step.item} />
        ) : (
          <>
            <p className="mt-3 text-grey">
              {t(
                "Send trails, scout routes and your own tracks from {product} to {partner} as GPX files, ready to follow in the field.",
                { product: PRODUCT_NAME, partner: partner.name },
              )}
            </p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-grey">
              <li>
                {t("You sign in at {partner} and allow {product} to add routes to your account.", {
                  partner: partner.name,
                  product: PRODUCT_NAME,
                })}
              </li>
              <li>{t("We never see your {partner} password.", { partner: partner.name })}</li>
              <li>{t("Disconnect at any time from your profile.")}</li>
            </ul>
            <FormAlert message={step.kind === "explain" && step.error} className="mt-4" />
            <Button className="mt-6 w-full md:w-auto" disabled={step.kind !== "explain"} onClick={() => void connect()}>
              {step.kind === "completing"
                ? t("Connecting {partner}…", { partner: partner.name })
                : step.kind === "leaving"
                  ? t("Opening {partner}…", { partner: partner.name })
                  : t("Connect {partner}", { partner: partner.name })}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function Connected({
  partner,
  surface,
  returnPath,
  item,
}: {
  partner: GpsPartnerBrand;
  surface: GpsAuthorizeSurface;
  returnPath: string | null;
  item: GpsUploadItem | null;
}) {
  const { t } = useT();
  return (
    <div className="mt-3 space-y-4">
      <p className="flex items-center gap-2 text-grey">
        <CheckCircle2 aria-hidden="true" className="size-5 text-brand-green-dark" />
        {item
          ? t("Now sending what you chose to {partner}.", { partner: partner.name })
          : t("You can now send routes to {partner}.", { partner: partner.name })}
      </p>
      {item && (
        <div className="flex flex-wrap items-center gap-3">
          <SendToGpsPartner partner={partner} item={item} startsAtOnce variant="secondary" />
        </div>
      )}
      {surface === "app" ? (
        <a href={APP_RETURN_URL} className={`${buttonClassName()} w-full md:w-auto`}>
          {t("Return to the app")}
        </a>
      ) : (
        <Link to={returnPath ?? "/"} className={TEXT_LINK_CLASSES}>
          {returnPath ? t("Back to where you were") : t("Go to the home page")}
        </Link>
      )}
    </div>
  );
}
