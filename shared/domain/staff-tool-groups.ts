// The groups the back office's tools are shown in, in order. Apart from the tool catalog so that
// the pages drawing the navigation do not carry the route rules the catalog names.
export const STAFF_TOOL_GROUPS = ["Guides", "People", "Contributors", "Content", "Map data", "Reports"] as const;

export type StaffToolGroup = (typeof STAFF_TOOL_GROUPS)[number];
