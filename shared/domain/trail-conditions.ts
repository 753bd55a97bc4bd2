// What a member may report about a trail's condition (issue 19): the kinds of report and the
// review states a report moves through. The rules that turn reports into a trail's status live
// with the condition reports module; these are the words the schema, contracts and pages share.

export const TRAIL_CONDITIONS = ["open", "closed", "snow", "washout", "mud", "downed-trees", "other"] as const;
export type TrailCondition = (typeof TRAIL_CONDITIONS)[number];

export const CONDITION_REPORT_STATES = ["pending", "confirmed", "rejected"] as const;
export type ConditionReportState = (typeof CONDITION_REPORT_STATES)[number];
