// Claims the partner's complementary trial for the signed-in member (its offer code is the
// partner's slug), then refreshes the tokens so the header shows All-Access at once.
import { claimTrialResponseSchema } from "../../../shared/contracts/billing.contract";
import { apiFetch, refreshTokens } from "../../lib/api-client";

export async function claimPartnerTrial(partnerSlug: string) {
  const claim = claimTrialResponseSchema.parse(
    await apiFetch("/api/v2/users/me/complementary-trial/", { method: "POST", json: { offer: partnerSlug } }),
  );
  await refreshTokens();
  return claim;
}
