// The GPS partner link and upload (ADR 0057). A reader authorizes the partner (OAuth 2.0 code flow
// with PKCE; the flow row keeps the verifier and return path for ten minutes, used once), its tokens
// are kept encrypted, refreshed when expired and revoked on disconnect. Sending a guide or a track
// builds the GPX under the download's own rule, so the partner never gets what the reader may not.
import { randomPKCECodeVerifier, randomState } from "openid-client";
import {
  type GpsAuthorizationComplete,
  type GpsAuthorizationDone,
  type GpsAuthorizationStart,
  type GpsAuthorizationUrl,
  type GpsAuthorizeSurface,
  type GpsPartnerLink,
  type GpsPartnerUnlink,
  type GpsUploadItemType,
  type GpsUploadResult,
} from "../../../shared/contracts/gps-partner.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { GPS_PARTNER_ERROR_CODES, gpsAuthorizePath } from "../../../shared/domain/gps-partner";
import type { GpsPartnerConfig } from "../../config";
import type { Executor } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import {
  GpsPartnerFailedError,
  GpsPartnerRefusedError,
  type GpsPartnerAdapter,
  type PartnerTokens,
} from "../../adapters/gps-partner/gps-partner.adapter";
import { createTokenCipher, tokenKeyFrom } from "../../adapters/gps-partner/token-cipher";
import { hashSecret } from "../accounts/secret-hash";
import type { GuidesService } from "../guides/guides.service";
import type { UserContentService } from "../user-content/user-content.service";
import { createGpsPartnerRepository, type GpsPartnerLinkRow, type GpsPartnerRepository } from "./gps-partner.repository";

const FLOW_LIFETIME_MS = 10 * 60_000;
/** An access token this close to its end is refreshed first, so it does not lapse mid-upload. */
const EXPIRY_MARGIN_MS = 30_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface GpsPartnerDeps extends Pick<ServiceDeps, "config" | "db" | "clock" | "logger" | "jwtSecret"> {
  adapter: GpsPartnerAdapter | undefined;
  guides: Pick<GuidesService, "guideGpx">;
  userContent: Pick<UserContentService, "ownTrackGpx">;
}

export function createGpsPartnerService({ config, db, clock, logger, jwtSecret, adapter, guides, userContent }: GpsPartnerDeps) {
  const partner = config.gpsPartner;
  const cipher = createTokenCipher(tokenKeyFrom(partner?.tokenKey, jwtSecret));
  const repository = createGpsPartnerRepository(db);
  const inTransaction = <T>(work: (repo: GpsPartnerRepository) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createGpsPartnerRepository(tx)));

  function requirePartner(): { partner: GpsPartnerConfig; adapter: GpsPartnerAdapter } {
    if (!partner || !adapter) throw notFound("No GPS partner is configured on this site.");
    return { partner, adapter };
  }

  const notLinked = (name: string) =>
    new HttpError(409, GPS_PARTNER_ERROR_CODES.notLinked, `Connect ${name} first, then send it again.`);
  const reconnect = (name: string) =>
    new HttpError(409, GPS_PARTNER_ERROR_CODES.reconnect, `${name} no longer accepts this connection. Connect it again.`);
  const partnerFailed = (detail: string) => new HttpError(502, "gps_partner_failed", `${detail} Try again in a few minutes.`);

  const redirectUri = (slug: string, surface: GpsAuthorizeSurface) => `${config.publicUrl}${gpsAuthorizePath(slug, surface)}`;

  function linkOf(row: GpsPartnerLinkRow | null): GpsPartnerLink {
    const { slug, name } = requirePartner().partner;
    return { partner: { slug, name }, is_linked: row !== null, linked_at: row?.createdAt.toISOString() ?? null };
  }

  async function saveTokens(user: UserClaims, slug: string, tokens: PartnerTokens, keptRefreshToken?: string | null) {
    const refreshToken = tokens.refreshToken ?? keptRefreshToken ?? null;
    await inTransaction((repo) =>
      repo.saveLink({
        userId: user.id,
        partner: slug,
        accessTokenCiphertext: cipher.encrypt(tokens.accessToken),
        refreshTokenCiphertext: refreshToken === null ? null : cipher.encrypt(refreshToken),
        accessTokenExpiresAt: tokens.expiresAt ?? null,
        scope: tokens.scope ?? null,
        updatedAt: clock.now(),
      }),
    );
  }

  /** The GPX the reader may download: the guide's paywall, or their own track. */
  function gpxFor(itemType: GpsUploadItemType, itemId: string, user: UserClaims) {
    if (itemType === "tracks") {
      if (!UUID.test(itemId)) throw badRequest("Invalid item.", { item_id: ["A track is named by its UUID."] });
      return userContent.ownTrackGpx(itemId, user);
    }
    const id = Number(itemId);
    if (!/^\d{1,10}$/.test(itemId) || id < 1 || id > 2_147_483_647) {
      throw badRequest("Invalid item.", { item_id: ["A guide is named by its number."] });
    }
    return guides.guideGpx(itemType === "trails" ? "trail" : "scout-route", id, user);
  }

  return {
    async link(user: UserClaims): Promise<GpsPartnerLink> {
      requirePartner();
      return linkOf(await repository.findLink(user.id));
    },

    async startAuthorization(user: UserClaims, input: GpsAuthorizationStart): Promise<GpsAuthorizationUrl> {
      const { partner, adapter } = requirePartner();
      const state = randomState();
      const codeVerifier = randomPKCECodeVerifier();
      const now = clock.now();
      await inTransaction(async (repo) => {
        await repo.deleteExpiredFlows(now);
        await repo.insertFlow({
          stateHash: hashSecret(state),
          provider: partner.slug,
          userId: user.id,
          codeVerifier,
          returnPath: input.return_path,
          createdAt: now,
          expiresAt: new Date(now.getTime() + FLOW_LIFETIME_MS),
        });
      });
      const authorizeUrl = await adapter.authorizationUrl({
        redirectUri: redirectUri(partner.slug, input.surface),
        state,
        codeVerifier,
      });
      return { authorize_url: authorizeUrl };
    },

    async completeAuthorization(user: UserClaims, input: GpsAuthorizationComplete): Promise<GpsAuthorizationDone> {
      const { partner, adapter } = requirePartner();
      const flow = await inTransaction((repo) => repo.takeFlow(hashSecret(input.state)));
      if (!flow || flow.userId !== user.id || flow.provider !== partner.slug || flow.expiresAt <= clock.now()) {
        throw badRequest(`This ${partner.name} authorization has expired or was already used. Connect again.`);
      }
      let tokens: PartnerTokens;
      try {
        tokens = await adapter.exchangeCode({
          redirectUri: redirectUri(partner.slug, input.surface),
          code: input.code,
          state: input.state,
          codeVerifier: flow.codeVerifier,
        });
      } catch (error) {
        if (error instanceof GpsPartnerRefusedError) {
          throw badRequest(`${partner.name} did not confirm the connection (${error.reason}). Connect again.`);
        }
        logger.warn({ err: error }, "GPS partner token exchange failed");
        throw partnerFailed(`${partner.name} could not be reached.`);
      }
      await saveTokens(user, partner.slug, tokens);
      return { ...linkOf(await repository.findLink(user.id)), return_path: flow.returnPath };
    },

    /** Revokes at the partner when it can (RFC 7009), and forgets the tokens either way. */
    async unlink(user: UserClaims): Promise<GpsPartnerUnlink> {
      const { adapter } = requirePartner();
      const row = await repository.findLink(user.id);
      if (!row) return { revoked_at_partner: false };
      const isRevoked = await adapter.revoke(cipher.decrypt(row.refreshTokenCiphertext ?? row.accessTokenCiphertext));
      if (!isRevoked) logger.warn({ userId: user.id }, "GPS partner did not confirm the revocation; the link is removed anyway");
      await inTransaction((repo) => repo.deleteLink(user.id));
      return { revoked_at_partner: isRevoked };
    },

    async upload(user: UserClaims, input: { item_type: GpsUploadItemType; item_id: string }): Promise<GpsUploadResult> {
      const { partner, adapter } = requirePartner();
      const gpx = await gpxFor(input.item_type, input.item_id, user);
      const row = await repository.findLink(user.id);
      if (!row) throw notLinked(partner.name);

      const record = (state: "sent" | "failed", partnerItemId: string | null, error: string | null) =>
        inTransaction((repo) =>
          repo.insertUpload({
            userId: user.id,
            partner: partner.slug,
            itemType: input.item_type,
            itemId: input.item_id,
            state,
            partnerItemId,
            error,
            createdAt: clock.now(),
          }),
        );

      const refreshToken = row.refreshTokenCiphertext === null ? null : cipher.decrypt(row.refreshTokenCiphertext);
      /** New tokens from the refresh grant; a refusal ends the link, and the reader must connect again. */
      const refreshed = async (): Promise<string> => {
        if (refreshToken === null) throw new GpsPartnerRefusedError("no refresh token");
        const tokens = await adapter.refresh(refreshToken);
        await saveTokens(user, partner.slug, tokens, refreshToken);
        return tokens.accessToken;
      };

      try {
        const isExpired =
          row.accessTokenExpiresAt !== null && row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS <= clock.now().getTime();
        let accessToken = isExpired ? await refreshed() : cipher.decrypt(row.accessTokenCiphertext);
        let sent;
        try {
          sent = await adapter.upload(accessToken, { fileName: gpx.fileName, gpx: gpx.xml });
        } catch (error) {
          // The partner refused a token it had not said was expired: one refresh, one retry.
          if (!(error instanceof GpsPartnerFailedError && error.isUnauthorized && !isExpired)) throw error;
          accessToken = await refreshed();
          sent = await adapter.upload(accessToken, { fileName: gpx.fileName, gpx: gpx.xml });
        }
        await record("sent", sent.partnerItemId ?? null, null);
        return { state: "sent", partner_item_id: sent.partnerItemId ?? null, partner_item_url: sent.partnerItemUrl ?? null };
      } catch (error) {
        if (error instanceof GpsPartnerRefusedError) {
          await inTransaction((repo) => repo.deleteLink(user.id));
          await record("failed", null, `reconnect needed: ${error.reason}`);
          throw reconnect(partner.name);
        }
        if (error instanceof GpsPartnerFailedError) {
          logger.warn({ userId: user.id, reason: error.message }, "GPS partner upload failed");
          await record("failed", null, error.message);
          throw partnerFailed(`${partner.name} did not accept the GPX.`);
        }
        throw error;
      }
    },
  };
}

export type GpsPartnerService = ReturnType<typeof createGpsPartnerService>;
