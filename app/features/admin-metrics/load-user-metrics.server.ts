// The user metrics page's data: the query from the URL, checked as the API checks it; a range that
// is refused comes back as messages beside the form's fields instead of an error page.
import type { AppLoadContext } from "react-router";
import { METRIC_INTERVALS, userMetricsQuerySchema, type UserMetrics } from "../../../shared/contracts/user-metrics.contract";
import { isHttpErrorWithStatus } from "../../../server/http/errors";
import { fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";
import type { MetricsRangeState } from "./user-metrics-page";

export async function loadUserMetrics(
  { services }: AppLoadContext,
  request: Request,
): Promise<{ metrics: UserMetrics | null; range: MetricsRangeState }> {
  const search = new URL(request.url).searchParams;
  const asked = {
    interval: search.get("interval") || undefined,
    from: search.get("from") || undefined,
    to: search.get("to") || undefined,
  };
  const interval = METRIC_INTERVALS.find((known) => known === asked.interval) ?? "day";
  const refused = (errors: FieldErrors) => ({
    metrics: null,
    range: { interval, from: asked.from ?? "", to: asked.to ?? "", errors },
  });
  const query = userMetricsQuerySchema.safeParse(asked);
  if (!query.success) return refused(fieldErrorsFromZod(query.error));
  try {
    const metrics = await services.userMetrics.metrics(query.data);
    return { metrics, range: { interval: metrics.interval, from: metrics.from, to: metrics.to, errors: {} } };
  } catch (error) {
    if (!isHttpErrorWithStatus(error, 400)) throw error;
    const { fields } = error as { fields?: Record<string, string[]> };
    return refused(Object.fromEntries(Object.entries(fields ?? {}).map(([field, messages]) => [field, messages[0]])));
  }
}
