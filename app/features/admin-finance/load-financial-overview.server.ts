// The overview page's data: the range from the URL, checked as the API checks it; a range the
// service refuses comes back as a message beside the form instead of an error page.
import type { AppLoadContext } from "react-router";
import { financialOverviewQuerySchema, type FinancialOverview } from "../../../shared/contracts/financial-overview.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { isHttpErrorWithStatus } from "../../../server/http/errors";
import type { RangeProblem } from "./financial-overview-page";

export async function loadFinancialOverview(
  { services }: AppLoadContext,
  user: UserClaims,
  request: Request,
): Promise<{ overview: FinancialOverview | null; problem: RangeProblem | null }> {
  const search = new URL(request.url).searchParams;
  const asked = { from: search.get("from") || undefined, to: search.get("to") || undefined };
  const refused = (message: string) => ({ overview: null, problem: { message, from: asked.from ?? "", to: asked.to ?? "" } });
  const query = financialOverviewQuerySchema.safeParse(asked);
  if (!query.success) return refused(query.error.issues[0]?.message ?? "Enter both days as YYYY-MM-DD.");
  try {
    return { overview: await services.financialOverview.overview(user, query.data), problem: null };
  } catch (error) {
    if (!isHttpErrorWithStatus(error, 400)) throw error;
    const { fields } = error as { fields?: Record<string, string[]> };
    return refused(Object.values(fields ?? {}).flat()[0] ?? "Choose another range.");
  }
}
