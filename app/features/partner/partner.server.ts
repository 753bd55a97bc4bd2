// The partner pages exist only for the configured partner: any other first segment is the 404 page.
import type { AppLoadContext } from "react-router";
import { pageNotFound } from "../../lib/page-not-found";

export interface Partner {
  slug: string;
  name: string;
}

export function requireTirePartner({ clientConfig }: AppLoadContext, request: Request, slug: string | undefined): Partner {
  if (slug !== clientConfig.tirePartner.slug) throw pageNotFound(request);
  return clientConfig.tirePartner;
}

export function requireVehiclePartner({ clientConfig }: AppLoadContext, request: Request, slug: string | undefined): Partner {
  if (slug !== clientConfig.vehiclePartner.slug) throw pageNotFound(request);
  return clientConfig.vehiclePartner;
}

/** The partner's complementary-trial length; null when its offer is missing or has run out. */
export async function partnerTrialDays({ services }: AppLoadContext, partner: Partner): Promise<number | null> {
  try {
    return (await services.complementaryTrials.getOffer(partner.slug)).days;
  } catch {
    return null;
  }
}
