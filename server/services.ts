// Wires adapters and services together once; handlers and loaders receive the result.
import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { createEmailAdapter } from "./adapters/email/email.adapter";
import { createStorageAdapter } from "./adapters/storage/storage.adapter";
import { createPrivateMedia } from "./adapters/storage/private-media";
import { createWeatherAdapter } from "./adapters/weather/weather.adapter";
import { createSitemapService } from "./modules/seo/sitemap.service";
import { createArticlesService } from "./modules/articles/articles.service";
import { createAccountService } from "./modules/accounts/accounts.service";
import { createTokenService } from "./modules/accounts/tokens.service";
import { createGuidesService } from "./modules/guides/guides.service";
import { createGuideEditingService } from "./modules/authoring/guide-editing.service";
import { createGuideWorkflowService } from "./modules/authoring/guide-workflow.service";
import { createReviewsService } from "./modules/guides/reviews.service";
import { createPhotoService } from "./modules/photos/photo-renditions";
import { createPhotoVisibility } from "./modules/photos/photo-visibility";
import { createRateLimiter } from "./modules/rate-limit/rate-limit.service";
import { createSiteService } from "./modules/site/site.service";
import { createPlacesService } from "./modules/places/places.service";
import { createAccountDeletionService } from "./modules/account-deletion/account-deletion.service";
import { createGarageService } from "./modules/garage/garage.service";
import { createRigFitService } from "./modules/garage/rig-fit.service";
import { createListSharingService } from "./modules/lists/list-sharing.service";
import { createBadgeOfHonorService } from "./modules/badge-of-honor/badge-of-honor.service";
import { createStatementsOfWorkService } from "./modules/statements-of-work/statements-of-work.service";
import { createPatrolsService } from "./modules/statements-of-work/patrols.service";
import { createConditionReportsService } from "./modules/condition-reports/condition-reports.service";
import { createRequestsService } from "./modules/requests/requests.service";
import { createListsService } from "./modules/lists/lists.service";
import { createProfilesService } from "./modules/profiles/profiles.service";
import { createContributorPortalService } from "./modules/contributor-portal/contributor-portal.service";
import { createOnboardingService } from "./modules/onboarding/onboarding.service";
import { createEmailChangeService } from "./modules/email-change/email-change.service";
import { createMapService } from "./modules/map/map.service";
import { createLandAndRoadSpatial } from "./modules/map/spatial";
import { createTilesService } from "./modules/map/tiles/tiles.service";
import { createUserContentService } from "./modules/user-content/user-content.service";
import { createSearchService } from "./modules/search/search.service";
import { createGiftCardService } from "./modules/billing/gift-cards/gift-cards";
import { createComplementaryTrialService } from "./modules/billing/complementary-trials/complementary-trials";
import { createCouponAdminService } from "./modules/billing/coupons/coupon-admin";
import { createFinancialOverviewService } from "./modules/billing/financial-overview/financial-overview.service";
import { createAuditService } from "./modules/audit/audit.service";
import { createStaffDashboardService } from "./modules/staff-dashboard/staff-dashboard.service";
import { createCheckoutService } from "./modules/billing/checkout.service";
import { createMembershipService } from "./modules/billing/membership.service";
import { createLifecycleService } from "./modules/billing/lifecycle.service";
import { createPaymentAdapter } from "./adapters/payments/payment.adapter";
import type { WebhookTransport } from "./adapters/payments/sandbox/sandbox.adapter";
import { createUserMetricsService } from "./modules/user-metrics/user-metrics.service";
import { createGpxDownloadsAdminService } from "./modules/gpx-downloads-admin/gpx-downloads-admin.service";
import { createMapDataAdminService } from "./modules/map-data-admin/map-data-admin.service";
import { createGuideAdminService } from "./modules/guide-admin/guide-admin.service";
import { createUserAdminService } from "./modules/user-admin/user-admin.service";
import { createEventAdminService } from "./modules/event-admin/event-admin.service";
import { createSignupQuestionsService } from "./modules/signup-questions/signup-questions.service";
import { createAnnouncementAdminService } from "./modules/announcement-admin/announcement-admin.service";
import { createVendorsService } from "./modules/vendors/vendors.service";
import { createReviewModerationService } from "./modules/review-moderation/review-moderation.service";
import { createPreviewComparisonService } from "./modules/preview-comparison/preview-comparison.service";
import { createOidcProviders } from "./modules/social-sign-in/oidc-provider.adapter";
import { createSocialSignInService } from "./modules/social-sign-in/social-sign-in.service";
import { createSocialTickets } from "./modules/social-sign-in/social-ticket";
import { createGpsPartnerAdapter } from "./adapters/gps-partner/gps-partner.adapter";
import { createGpsPartnerService } from "./modules/gps-partner/gps-partner.service";
import { createOfflinePacksService } from "./modules/offline-packs/offline-packs.service";
import { createRoutePlansService } from "./modules/route-plans/route-plans.service";
import type { BuiltClient } from "./modules/offline-packs/built-app-files";

export interface ServiceDeps {
  config: Config;
  db: Database;
  /**
   * For what visitors read and nothing that decides a write: the replica's, in requests that allow
   * it (ADR 0075). A service reading through it names the reads it serves.
   */
  reads: Database;
  database: Pick<DatabaseHandle, "kind" | "ping">;
  logger: Logger;
  clock: Clock;
  jwtSecret: string;
  /** How the payment sandbox reaches the webhook endpoint; tests route it in-process. */
  sandboxWebhookTransport?: WebhookTransport;
  /** The built browser files, where the site is built: an offline pack's estimate counts them. */
  builtClient?: BuiltClient;
}

/** What the composition root has: the database handle, from which `db` and `reads` are taken. */
export type ServiceSources = Omit<ServiceDeps, "db" | "reads" | "database"> & {
  database: Pick<DatabaseHandle, "db" | "reads" | "kind" | "ping">;
};

export function createServices(sources: ServiceSources) {
  const deps: ServiceDeps = { ...sources, db: sources.database.db, reads: sources.database.reads };
  const email = createEmailAdapter(deps);
  const rateLimiter = createRateLimiter(deps);
  const tokens = createTokenService(deps);
  const spatial = createLandAndRoadSpatial(deps.reads);
  const tiles = createTilesService({ ...deps, tokens, spatial });
  const guides = createGuidesService(deps);
  const storage = createStorageAdapter(deps);
  const payments = createPaymentAdapter(deps);
  const checkout = createCheckoutService({ ...deps, payments });
  const membership = createMembershipService({ ...deps, email, payments });
  const rigFit = createRigFitService(deps);
  const places = createPlacesService(deps);
  const photos = createPhotoService({ storage });
  const privateMedia = createPrivateMedia(deps);
  const photoVisibility = createPhotoVisibility({ ...deps, storage });
  const requests = createRequestsService({ ...deps, email, privateMedia });
  const guideWorkflow = createGuideWorkflowService({ ...deps, email });
  const signupQuestions = createSignupQuestionsService(deps);
  const site = createSiteService(deps);
  const socialSignIn = createSocialSignInService({
    ...deps,
    providers: createOidcProviders({ ...deps, providers: deps.config.socialSignIn.providers, publicUrl: deps.config.publicUrl }),
    tickets: createSocialTickets(deps),
    tokens,
    rateLimiter,
  });
  const userContent = createUserContentService(deps);
  const accounts = createAccountService({ ...deps, email, tokens, rateLimiter, signupQuestions, socialSignUp: socialSignIn });
  return {
    database: deps.database,
    publicUrl: deps.config.publicUrl,
    trustProxy: deps.config.trustProxy,
    trustedProxyHops: deps.config.trustedProxyHops,
    rateLimiter,
    tokens,
    email,
    accounts,
    site,
    places,
    guides,
    reviews: createReviewsService({ ...deps, guides }),
    guideEditing: createGuideEditingService({ ...deps, photos }),
    guideWorkflow,
    storage,
    photos,
    privateMedia,
    photoVisibility,
    weather: createWeatherAdapter(deps),
    sitemap: createSitemapService(deps),
    articles: createArticlesService(deps),
    lists: createListsService(deps),
    listSharing: createListSharingService({ ...deps, email, rateLimiter }),
    garage: createGarageService({ ...deps, photos }),
    rigFit,
    profiles: createProfilesService({ ...deps, photos, signupQuestions }),
    emailChange: createEmailChangeService({ ...deps, email, rateLimiter }),
    badgeOfHonor: createBadgeOfHonorService({ ...deps, email, privateMedia }),
    statementsOfWork: createStatementsOfWorkService(deps),
    patrols: createPatrolsService({ ...deps, privateMedia }),
    conditionReports: createConditionReportsService({ ...deps, privateMedia }),
    requests,
    onboarding: createOnboardingService({ ...deps, places }),
    map: createMapService({ ...deps, rigFit, spatial }),
    tiles,
    userContent,
    contributorPortal: createContributorPortalService({ ...deps, requests }),
    audit: createAuditService(deps),
    staffDashboard: createStaffDashboardService(deps),
    userMetrics: createUserMetricsService(deps),
    gpxDownloadsAdmin: createGpxDownloadsAdminService(deps),
    mapDataAdmin: createMapDataAdminService({ ...deps, storage }),
    guideAdmin: createGuideAdminService({ ...deps, guideWorkflow }),
    userAdmin: createUserAdminService({ ...deps, tokens }),
    vendors: createVendorsService(deps),
    reviewModeration: createReviewModerationService({ ...deps, privateMedia, photoVisibility }),
    previewComparison: createPreviewComparisonService(deps),
    search: createSearchService({ ...deps, rigFit }),
    giftCards: createGiftCardService({ ...deps, rateLimiter }),
    complementaryTrials: createComplementaryTrialService(deps),
    couponAdmin: createCouponAdminService(deps),
    financialOverview: createFinancialOverviewService(deps),
    payments,
    checkout,
    membership,
    billingLifecycle: createLifecycleService({ ...deps, email, payments, checkout }),
    accountDeletion: createAccountDeletionService({ ...deps, email, tokens, membership, rateLimiter }),
    eventAdmin: createEventAdminService(deps),
    signupQuestions,
    announcementAdmin: createAnnouncementAdminService({ ...deps, site }),
    socialSignIn,
    gpsPartner: createGpsPartnerService({
      ...deps,
      adapter: deps.config.gpsPartner && createGpsPartnerAdapter(deps.config.gpsPartner, deps.clock),
      guides,
      userContent,
    }),
    routePlans: createRoutePlansService({ ...deps, rateLimiter }),
    offlinePacks: createOfflinePacksService({
      guides,
      userContent,
      tiles,
      storage,
      accounts,
      builtClient: deps.builtClient,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
