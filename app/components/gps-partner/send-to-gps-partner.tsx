// "Send to {partner}" (ADR 0057): linked, the GPX goes to the partner with its progress and result on
// the spot; not linked (or no longer), the reader is sent to authorize it first, with the item kept in
// the browser so that the upload carries on by itself once they come back.
import { gpsAuthorizePath } from "../../../shared/domain/gps-partner";
import { MapPinned, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { analytics } from "../../lib/analytics";
import { loginPathReturningTo } from "../../lib/session";
import { Button, type ButtonSize, type ButtonVariant } from "../ui/button";
import { cx } from "../ui/class-names";
import {
  fetchGpsPartnerLink,
  needsConnecting,
  rememberGpsReturn,
  uploadToGpsPartner,
  type GpsPartnerBrand,
  type GpsUploadItem,
} from "./gps-partner-client";

export type GpsSendStatus =
  | { kind: "idle" }
  | { kind: "preparing" }
  | { kind: "sending" }
  | { kind: "sent"; partnerItemUrl: string | null }
  | { kind: "failed"; message: string };

const FALLBACK_ERROR = "Something went wrong. Try again in a few minutes.";

/** Sends one item; `returnPath` is where the reader comes back to after authorizing. */
export function useGpsPartnerSend(partner: GpsPartnerBrand, returnPath: string) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<GpsSendStatus>({ kind: "idle" });

  const connectFirst = (item: GpsUploadItem) => {
    rememberGpsReturn(returnPath, item);
    void navigate(gpsAuthorizePath(partner.slug));
  };

  async function send(item: GpsUploadItem) {
    setStatus({ kind: "preparing" });
    try {
      const link = await fetchGpsPartnerLink();
      if (!link.is_linked) return connectFirst(item);
      setStatus({ kind: "sending" });
      const result = await uploadToGpsPartner(item);
      analytics.capture("upload to gps service", { item_type: item.item_type, item_id: item.item_id, partner: partner.slug });
      setStatus({ kind: "sent", partnerItemUrl: result.partner_item_url });
    } catch (error) {
      if (needsConnecting(error)) return connectFirst(item);
      if (error instanceof ApiRequestError && error.status === 401) return void navigate(loginPathReturningTo(returnPath));
      setStatus({ kind: "failed", message: error instanceof ApiRequestError && error.body ? error.body.detail : FALLBACK_ERROR });
    }
  }

  return { status, send };
}

export function GpsSendStatusMessage({ status, partner }: { status: GpsSendStatus; partner: GpsPartnerBrand }) {
  const text = (() => {
    switch (status.kind) {
      case "idle":
        return null;
      case "preparing":
        return <span>Preparing…</span>;
      case "sending":
        return <span>Sending to {partner.name}…</span>;
      case "sent":
        return (
          <span className="font-semibold text-brand-green-dark">
            Sent to {partner.name}.{" "}
            {status.partnerItemUrl && (
              <a href={status.partnerItemUrl} target="_blank" rel="noreferrer" className="underline">
                Open it in {partner.name}
              </a>
            )}
          </span>
        );
      case "failed":
        return <span className="font-semibold text-brand-red">{status.message}</span>;
    }
  })();
  return (
    <p role="status" className="basis-full text-sm text-dark-grey empty:hidden">
      {text}
    </p>
  );
}

interface SendToGpsPartnerProps {
  partner: GpsPartnerBrand;
  item: GpsUploadItem;
  /** Named in the button's accessible name, where several items are listed. */
  itemName?: string;
  /** Starts sending as soon as it appears (the first press loaded it). */
  startsAtOnce?: boolean;
  /** A page near its JavaScript budget passes an icon it already loads. */
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function SendToGpsPartner({
  partner,
  item,
  itemName,
  startsAtOnce = false,
  icon: Icon = MapPinned,
  variant,
  size = "sm",
  className,
}: SendToGpsPartnerProps) {
  const location = useLocation();
  const { status, send } = useGpsPartnerSend(partner, location.pathname + location.search);
  const hasStarted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!startsAtOnce || hasStarted.current) return;
    hasStarted.current = true;
    // It takes the place of the button that was pressed: the focus stays on it.
    button.current?.focus();
    void send(item);
  }, [startsAtOnce, send, item]);
  const isBusy = status.kind === "preparing" || status.kind === "sending";
  return (
    <>
      {/* Busy, it stays focusable (aria-disabled) so that keyboard focus is not lost while it works. */}
      <Button
        ref={button}
        variant={variant}
        size={size}
        className={cx(className, isBusy && "cursor-progress opacity-60")}
        aria-disabled={isBusy}
        onClick={() => {
          if (!isBusy) void send(item);
        }}
      >
        <Icon aria-hidden="true" className="size-4" />
        Send to {partner.name}
        {itemName && <span className="sr-only"> ({itemName})</span>}
      </Button>
      <GpsSendStatusMessage status={status} partner={partner} />
    </>
  );
}
