// How the contributor tools write money, days and states.
import { formatUsd } from "../../../../shared/domain/pricing";

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) or a moment, as "Nov 3, 2026". */
export const formatDay = (value: string) => dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

export const formatPay = (cents: number) => formatUsd(cents / 100);

export const CHIP_CLASSES = "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold";
