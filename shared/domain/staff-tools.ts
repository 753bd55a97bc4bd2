// The back office's tools (spec §2.2, issue "Staff tools"): one entry per tool with the rule that
// opens it, in the order the navigation and the /admin dashboard show them. The partner's user tool
// takes its path from the configured partner slug (`/admin/{partner}-user-cms`).
import { ROUTE_RULES, type RouteRule } from "./access";
import type { StaffToolGroup } from "./staff-tool-groups";

export interface StaffTool {
  path: string;
  title: string;
  summary: string;
  group: StaffToolGroup;
  rule: RouteRule;
}

export const STAFF_TOOL_GROUPS: readonly StaffToolGroup[] = [
  "Guides",
  "People",
  "Contributors",
  "Content",
  "Map data",
  "Reports",
];

const R = ROUTE_RULES;

/**
 * The guides waiting for review (ADR 0042: ADMIN or greater reviews). Not a spec route: the spec keeps
 * /admin/publishing-cms, the whole queue with scheduling, to SUPER; this list is the reviewers' own.
 */
export const REVIEW_QUEUE_PATH = "/admin/review-queue";

export const STAFF_TOOLS: readonly StaffTool[] = [
  {
    path: "/admin/trail-cms",
    title: "Trails",
    summary: "Every trail guide, its state and flags",
    group: "Guides",
    rule: R.super,
  },
  {
    path: "/admin/scout-route-cms",
    title: "Scout routes",
    summary: "Every scout route, its state and author",
    group: "Guides",
    rule: R.super,
  },
  {
    path: "/admin/publishing-cms",
    title: "Publishing",
    summary: "The workflow queue and scheduled publishing",
    group: "Guides",
    rule: R.super,
  },
  {
    path: REVIEW_QUEUE_PATH,
    title: "Review queue",
    summary: "Submitted guides to accept or send back, accepted ones to publish",
    group: "Guides",
    rule: R.admin,
  },
  {
    path: "/admin/trail-reviews",
    title: "Trail reviews",
    summary: "Hide or restore reviews and their photos",
    group: "Guides",
    rule: R.super,
  },
  {
    path: "/admin/preview-trail-comparison",
    title: "Preview trails",
    summary: "All-Access Previews by state",
    group: "Guides",
    rule: R.super,
  },
  {
    path: "/admin/badge-submissions",
    title: "Badge submissions",
    summary: "Badge of Honor claims to verify",
    group: "Guides",
    rule: R.admin,
  },
  {
    path: "/admin/condition-reports",
    title: "Condition reports",
    summary: "Members' trail condition reports to review",
    group: "Guides",
    rule: R.admin,
  },
  {
    path: "/admin/user-cms",
    title: "Users",
    summary: "Roles, complimentary access, billing, disabling",
    group: "People",
    rule: R.super,
  },
  { path: "/admin/coupons", title: "Coupons", summary: "Checkout coupons", group: "People", rule: R.admin },
  {
    path: "/admin/contributor-requests",
    title: "Contributor requests",
    summary: "Applications to scout or write",
    group: "Contributors",
    rule: R.super,
  },
  {
    path: "/admin/edit-requests",
    title: "Edit requests",
    summary: "Suggested corrections to guides",
    group: "Contributors",
    rule: R.super,
  },
  {
    path: "/admin/sow-cms",
    title: "Statements of work",
    summary: "Statements and their signatures",
    group: "Contributors",
    rule: R.super,
  },
  {
    path: "/admin/patrol-cms",
    title: "Patrols",
    summary: "Assign patrols and review their reports",
    group: "Contributors",
    rule: R.super,
  },
  {
    path: "/admin/vendor-cms",
    title: "Vendors",
    summary: "Paid contributors and their contacts",
    group: "Contributors",
    rule: R.super,
  },
  { path: "/admin/event-cms", title: "Events", summary: "Events and their pages", group: "Content", rule: R.super },
  {
    path: "/admin/questions",
    title: "Sign-up questions",
    summary: "The questions and their options",
    group: "Content",
    rule: R.super,
  },
  { path: "/admin/road-data", title: "Road data", summary: "Public-land and road datasets", group: "Map data", rule: R.super },
  { path: "/admin/region-map", title: "Region map", summary: "Draw and edit region outlines", group: "Map data", rule: R.super },
  {
    path: "/admin/basemap-comparison",
    title: "Basemap comparison",
    summary: "Two basemaps side by side",
    group: "Map data",
    rule: R.super,
  },
  {
    path: "/admin/user-metrics",
    title: "User metrics",
    summary: "Sign-ups, activity, trials, conversions, churn",
    group: "Reports",
    rule: R.super,
  },
  {
    path: "/admin/financial-overview",
    title: "Financial overview",
    summary: "Revenue, memberships and refunds",
    group: "Reports",
    rule: R.super,
  },
  {
    path: "/admin/gpx-downloads",
    title: "GPX downloads",
    summary: "Who downloaded which guide",
    group: "Reports",
    rule: R.super,
  },
  {
    path: "/admin/audit-log",
    title: "Audit log",
    summary: "Every staff change, with its reason",
    group: "Reports",
    rule: R.super,
  },
];

/** The partner's user tool, whose path carries the configured partner slug. */
export function partnerUserTool(partnerSlug: string, partnerName: string): StaffTool {
  return {
    path: `/admin/${partnerSlug}-user-cms`,
    title: `${partnerName} users`,
    summary: `${partnerName} sign-ups and their plan codes`,
    group: "People",
    rule: R.super,
  };
}

/** The tools a staff member may open, in catalog order. */
export function toolsFor(user: Parameters<RouteRule["admit"]>[0], tools: readonly StaffTool[]): StaffTool[] {
  return tools.filter((tool) => tool.rule.admit(user) === "admitted");
}
