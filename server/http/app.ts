// Builds the HTTP application: API, health, assets and server rendering, in that order.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requestId } from "hono/request-id";
import { matchedRoutes } from "hono/route";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Services } from "../services";
import { securityHeaders } from "./security-headers";
import { compressResponses } from "./compression";
import type { AppEnv, SiteAddress } from "./app-env";
import { serveBuiltAssets } from "./assets";
import { ROUTE_RULES } from "../../shared/domain/access";
import { authenticateApi } from "./authenticate";
import { requires } from "./route-access";
import { CLIENT_CLOSED_REQUEST, clientClosed, handleError, notFound } from "./errors";
import { limitRequestBodies } from "./body-limits";
import { rejectNul } from "./reject-nul";
import { validationHook } from "./validation";
import { mediaRoutes } from "../adapters/storage/media.routes";
import { healthRoutes } from "../modules/health/health.routes";
import { closeConnectionsWhileDraining, createDraining, type Draining } from "./draining";
import { replicaReads } from "./replica-reads";
import type { ReplicaReads } from "../db/replica";
import { robotsRoutes } from "../modules/seo/robots.routes";
import { sitemapRoutes } from "../modules/seo/sitemap.routes";
import { accountRoutes } from "../modules/accounts/accounts.routes";
import { socialSignInRoutes, socialSignInWebRoutes } from "../modules/social-sign-in/social-sign-in.routes";
import { siteRoutes } from "../modules/site/site.routes";
import { placeRoutes } from "../modules/places/places.routes";
import { scoutRouteRoutes } from "../modules/guides/scout-routes.routes";
import { trailRoutes } from "../modules/guides/trails.routes";
import { guideStaffRoutes } from "../modules/guides/guide-staff.routes";
import { guideGpxRoutes } from "../modules/guides/guide-gpx.routes";
import { GUIDE_PHOTO_UPLOAD_PATH, NEW_SCOUT_ROUTE_PATH, guideEditingRoutes } from "../modules/authoring/guide-editing.routes";
import { REVIEW_PHOTO_UPLOAD_PATH, reviewRoutes } from "../modules/guides/reviews.routes";
import { articleRoutes } from "../modules/articles/articles.routes";
import { accountDeletionRoutes } from "../modules/account-deletion/account-deletion.routes";
import { gpsPartnerRoutes } from "../modules/gps-partner/gps-partner.routes";
import { offlinePackRoutes } from "../modules/offline-packs/offline-packs.routes";
import { routePlanRoutes } from "../modules/route-plans/route-plans.routes";
import { garageRoutes, VEHICLE_PHOTO_UPLOAD_PATH } from "../modules/garage/garage.routes";
import { listSharingRoutes } from "../modules/lists/list-sharing.routes";
import { listRoutes } from "../modules/lists/lists.routes";
import { AVATAR_UPLOAD_PATH, profileRoutes } from "../modules/profiles/profiles.routes";
import { onboardingRoutes } from "../modules/onboarding/onboarding.routes";
import { BADGE_SUBMISSION_UPLOAD_PATH, badgeOfHonorRoutes } from "../modules/badge-of-honor/badge-of-honor.routes";
import { statementsOfWorkRoutes } from "../modules/statements-of-work/statements-of-work.routes";
import { PATROL_REPORT_UPLOAD_PATH, patrolRoutes } from "../modules/statements-of-work/patrols.routes";
import { CONDITION_REPORT_UPLOAD_PATH, conditionReportRoutes } from "../modules/condition-reports/condition-reports.routes";
import { EDIT_REQUEST_UPLOAD_PATH, requestRoutes } from "../modules/requests/requests.routes";
import { emailChangeRoutes } from "../modules/email-change/email-change.routes";
import { mapRoutes } from "../modules/map/map.routes";
import { tileRoutes } from "../modules/map/tiles/tiles.routes";
import { IMPORT_UPLOAD_PATH, userContentRoutes } from "../modules/user-content/user-content.routes";
import { basemapRoutes } from "../modules/basemaps/basemaps.routes";
import { searchRoutes } from "../modules/search/search.routes";
import { giftCardRoutes } from "../modules/billing/gift-cards/gift-cards.routes";
import { complementaryTrialRoutes } from "../modules/billing/complementary-trials/complementary-trials.routes";
import { couponAdminRoutes } from "../modules/billing/coupons/coupon-admin.routes";
import { auditRoutes } from "../modules/audit/audit.routes";
import { staffDashboardRoutes } from "../modules/staff-dashboard/staff-dashboard.routes";
import { userMetricsRoutes } from "../modules/user-metrics/user-metrics.routes";
import { gpxDownloadsAdminRoutes } from "../modules/gpx-downloads-admin/gpx-downloads-admin.routes";
import { DATASET_UPLOAD_PATH, mapDataAdminRoutes } from "../modules/map-data-admin/map-data-admin.routes";
import { guideAdminRoutes } from "../modules/guide-admin/guide-admin.routes";
import { userAdminRoutes } from "../modules/user-admin/user-admin.routes";
import { eventAdminRoutes } from "../modules/event-admin/event-admin.routes";
import { signupQuestionRoutes } from "../modules/signup-questions/signup-questions.routes";
import { announcementAdminRoutes } from "../modules/announcement-admin/announcement-admin.routes";
import { vendorRoutes } from "../modules/vendors/vendors.routes";
import { reviewModerationRoutes } from "../modules/review-moderation/review-moderation.routes";
import { previewComparisonRoutes } from "../modules/preview-comparison/preview-comparison.routes";
import { financialOverviewRoutes } from "../modules/billing/financial-overview/financial-overview.routes";
import { billingRoutes } from "../modules/billing/billing.routes";
import { contributorPortalRoutes } from "../modules/contributor-portal/contributor-portal.routes";
import { operationsRoutes } from "../jobs/jobs.routes";
import { metricsRoutes } from "../metrics/metrics.routes";
import type { Metrics } from "../metrics/metrics";
import type { JobRunner } from "../jobs/job-runner";
import type { ServerRender } from "./ssr";
import { preferencesRoutes } from "../modules/preferences/preferences.routes";

export interface AppOptions {
  config: Pick<Config, "storage" | "analytics" | "client" | "publicUrl" | "operationsToken" | "metricsToken">;
  services: Services;
  logger: Logger;
  /** Absent in API tests, which need no built client. */
  render?: ServerRender;
  clientDir?: string;
  /** The process's job runner, for running a job on demand; absent in tests that run no jobs. */
  jobs?: Pick<JobRunner, "jobNames" | "runNow">;
  /** What GET /metrics reports; absent, nothing is measured. */
  metrics?: Metrics;
  /** Set once the process is stopping; absent where nothing stops it (tests). */
  draining?: Draining;
  /** The streaming replica's routing; absent or null, every read is the primary's. */
  replica?: ReplicaReads | null;
}

/**
 * The pattern of the route that answered, as a metric label: never the path itself, which holds ids.
 * The catch-all that renders pages is `page`; nothing matched (a 404 before any route) is `unmatched`.
 */
function routeLabel(c: Context<AppEnv>): string {
  const path = matchedRoutes(c)[c.req.routeIndex]?.path;
  if (!path || path === "/*") return "unmatched";
  return path === "*" ? "page" : path;
}

export function createApp({
  config,
  services,
  logger,
  render,
  clientDir,
  jobs,
  metrics,
  draining = createDraining(),
  replica = null,
}: AppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const { publicUrl, trustProxy, trustedProxyHops } = services;
  const site: SiteAddress = { publicUrl, trustProxy, trustedProxyHops };

  app.use(requestId());
  app.use(securityHeaders(config));
  app.use(compressResponses());
  app.use(closeConnectionsWhileDraining(draining));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("site", site);
    c.set("logger", logger.child({ reqId: c.var.requestId }));
    c.set("user", null);
    await next();
    const status = clientClosed(c) ? CLIENT_CLOSED_REQUEST : c.res.status;
    const ms = performance.now() - started;
    c.var.logger.info({ method: c.req.method, path: c.req.path, status, ms: Math.round(ms) }, "request");
    metrics?.observeRequest({ method: c.req.method, route: routeLabel(c), status, seconds: ms / 1000 });
  });
  app.use(replicaReads(replica));
  app.onError(handleError);

  app.route("/", healthRoutes(services, draining));
  app.route("/", metricsRoutes(config.metricsToken, metrics));
  app.route("/", robotsRoutes(services));
  app.route("/", sitemapRoutes(services));
  app.route("/", basemapRoutes(config.client.basemaps));

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  api.use(
    limitRequestBodies([
      REVIEW_PHOTO_UPLOAD_PATH,
      IMPORT_UPLOAD_PATH,
      BADGE_SUBMISSION_UPLOAD_PATH,
      AVATAR_UPLOAD_PATH,
      VEHICLE_PHOTO_UPLOAD_PATH,
      GUIDE_PHOTO_UPLOAD_PATH,
      NEW_SCOUT_ROUTE_PATH,
      PATROL_REPORT_UPLOAD_PATH,
      CONDITION_REPORT_UPLOAD_PATH,
      DATASET_UPLOAD_PATH,
      EDIT_REQUEST_UPLOAD_PATH,
    ]),
  );
  api.use(rejectNul);
  api.use(authenticateApi(services.tokens));
  api.route("/", accountRoutes(services));
  api.route("/", socialSignInRoutes(services));
  api.route("/", siteRoutes(services));
  api.route("/", placeRoutes(services));
  api.route("/", scoutRouteRoutes(services));
  api.route("/", trailRoutes(services));
  api.route("/", guideStaffRoutes(services));
  api.route("/", guideEditingRoutes(services));
  api.route("/", guideGpxRoutes(services));
  api.route("/", reviewRoutes(services));
  api.route("/", articleRoutes(services));
  // Sharing first: /v2/lists/shared/ is a fixed path beside /v2/lists/{uuid}/.
  api.route("/", listSharingRoutes(services));
  api.route("/", listRoutes(services));
  api.route("/", garageRoutes(services));
  api.route("/", profileRoutes(services));
  api.route("/", preferencesRoutes(services));
  api.route("/", onboardingRoutes(services));
  api.route("/", badgeOfHonorRoutes(services));
  api.route("/", statementsOfWorkRoutes(services));
  api.route("/", patrolRoutes(services));
  api.route("/", conditionReportRoutes(services));
  api.route("/", requestRoutes(services));
  api.route("/", emailChangeRoutes(services));
  api.route("/", accountDeletionRoutes(services));
  api.route("/", mapRoutes(services));
  api.route("/", userContentRoutes(services));
  api.route("/", searchRoutes(services));
  api.route("/", giftCardRoutes(services));
  api.route("/", complementaryTrialRoutes(services));
  api.route("/", couponAdminRoutes(services));
  api.route("/", financialOverviewRoutes(services));
  api.route("/", billingRoutes(services));
  api.route("/", contributorPortalRoutes(services));
  api.route("/", auditRoutes(services));
  api.route("/", staffDashboardRoutes(services));
  api.route("/", userMetricsRoutes(services));
  api.route("/", gpxDownloadsAdminRoutes(services));
  api.route("/", mapDataAdminRoutes(services));
  api.route("/", guideAdminRoutes(services));
  api.route("/", userAdminRoutes(services));
  api.route("/", eventAdminRoutes(services));
  api.route("/", signupQuestionRoutes(services));
  api.route("/", announcementAdminRoutes(services));
  api.route("/", vendorRoutes(services));
  api.route("/", reviewModerationRoutes(services));
  api.route("/", previewComparisonRoutes(services));
  api.route("/", gpsPartnerRoutes(services));
  api.route("/", offlinePackRoutes(services));
  api.route("/", routePlanRoutes(services));
  api.route("/", operationsRoutes(config.operationsToken, jobs));
  api.use("/docs", requires(ROUTE_RULES.anyone));
  api.doc31("/docs", {
    openapi: "3.1.0",
    info: { title: "Trailguide API", version: "2" },
    servers: [{ url: "/api" }],
  });
  api.all("*", () => {
    throw notFound();
  });
  app.route("/api", api);

  // Tiles before the built files: no tile is one, and looking for it there costs every tile a
  // failed file-system call on the thread that serves all readers.
  app.route("/", tileRoutes(services));
  if (clientDir) app.use(serveBuiltAssets(clientDir));
  app.route("/", mediaRoutes(services));
  app.route("/", socialSignInWebRoutes(services));
  if (render) app.all("*", render);
  return app;
}

export type App = ReturnType<typeof createApp>;
