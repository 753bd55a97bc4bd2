// The reader's own link to the GPS partner on their profile (ADR 0057): connected, with Disconnect
// (the tokens are revoked at the partner and forgotten here); or a link to connect it.
import { useT } from "../../lib/i18n";
import { MapPinned } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import type { GpsPartnerLink } from "../../../shared/contracts/gps-partner.contract";
import { gpsAuthorizePath } from "../../../shared/domain/gps-partner";
import { disconnectGpsPartner, rememberGpsReturn } from "../../components/gps-partner/gps-partner-client";
import { Button, ButtonLink } from "../../components/ui/button";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";

export function GpsPartnerSection({ initialLink }: { initialLink: GpsPartnerLink }) {
  const toast = useToast();
  const { t } = useT();
  const location = useLocation();
  const [link, setLink] = useState(initialLink);
  const [isBusy, setIsBusy] = useState(false);
  const { partner } = link;

  async function disconnect() {
    setIsBusy(true);
    try {
      const { revoked_at_partner } = await disconnectGpsPartner();
      setLink({ ...link, is_linked: false, linked_at: null });
      toast.show(
        revoked_at_partner
          ? t("Disconnected from {partner}.", { partner: partner.name })
          : t("Disconnected here. {partner} could not be reached: remove {product} from your {partner} account too.", {
              partner: partner.name,
              product: PRODUCT_NAME,
            }),
      );
    } catch {
      toast.show(t(GENERIC_ERROR_TOAST), "error");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-gps-partner" className="space-y-3">
      <h2 id="profile-gps-partner" className="flex items-center gap-2 text-xl font-bold text-dark-grey">
        <MapPinned aria-hidden className="size-5 text-brand-green" />
        {partner.name}
      </h2>
      {link.is_linked ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-grey">
            {t("Connected to {partner}: send trails, scout routes and tracks to it.", { partner: partner.name })}
          </p>
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => void disconnect()}>
            {isBusy ? t("Disconnecting…") : t("Disconnect {partner}", { partner: partner.name })}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-grey">
            {t("Connect {partner} to send trails, scout routes and tracks to it as GPX.", { partner: partner.name })}
          </p>
          <ButtonLink to={gpsAuthorizePath(partner.slug)} size="sm" onClick={() => rememberGpsReturn(location.pathname, null)}>
            {t("Connect {partner}", { partner: partner.name })}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
