// How the staff pages write amounts (integer cents) and shares.
import { formatUsd } from "../../../shared/domain/pricing";

export const formatCents = (cents: number) => formatUsd(cents / 100);

/** A share of 0..1 as a percentage with at most one decimal; a dash when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "–";
  return `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")}%`;
}
