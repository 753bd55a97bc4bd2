// The ticket a pending social sign-up carries (ADR 0056): the server's own signature over the
// provider, its subject and the e-mail it verified, so that the sign-up and link calls never trust
// a bare provider id. Its audience keeps it from passing for any other token of ours.
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { SOCIAL_PROVIDER_KEYS } from "../../../shared/domain/social-providers";
import type { Clock } from "../../clock";
import { badRequest } from "../../http/errors";
import type { VerifiedIdentity } from "./oidc-provider.adapter";

const ALGORITHM = "HS256";
const AUDIENCE = "social-sign-up";
export const SOCIAL_TICKET_TTL_SECONDS = 30 * 60;

const ticketPayloadSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDER_KEYS),
  sub: z.string().min(1),
  email: z.string().nullable(),
  name: z.string().nullable(),
});

export const SOCIAL_TICKET_EXPIRED = "Your sign-in with the provider has expired. Please start again with its button.";
export const socialTicketNotValid = (field = "social_ticket") =>
  badRequest("Some fields are not valid.", { [field]: [SOCIAL_TICKET_EXPIRED] });

export type SocialTickets = ReturnType<typeof createSocialTickets>;

export function createSocialTickets({ jwtSecret, clock }: { jwtSecret: string; clock: Clock }) {
  const key = new TextEncoder().encode(jwtSecret);
  return {
    async sign(identity: VerifiedIdentity): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ provider: identity.provider, email: identity.email, name: identity.name })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(identity.subject)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + SOCIAL_TICKET_TTL_SECONDS)
        .sign(key);
    },

    /** The identity the ticket proves; a 400 on `field` when it is forged, altered or expired. */
    async verify(ticket: string, field?: string): Promise<VerifiedIdentity> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const { provider, sub, email, name } = ticketPayloadSchema.parse(payload);
        return { provider, subject: sub, email, name };
      } catch {
        throw socialTicketNotValid(field);
      }
    },
  };
}
