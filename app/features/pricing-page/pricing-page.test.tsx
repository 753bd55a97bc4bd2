// The plan table says what the paywall does: a free reader sees previews and ratings, not reviews.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Plan } from "../../../shared/contracts/billing.contract";
import { AppProviders } from "../../../tests/support/app-providers";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { ENGLISH_ROOT_DATA } from "../../../tests/support/root-data";
import { PricingPage } from "./pricing-page";

const yearlyPlan = { price_cents: 3999, trial_days: 7, term_months: 12 } as Plan;

async function renderPricing(): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/pricing",
      Component: () => (
        <AppProviders user={null}>
          <PricingPage yearlyPlan={yearlyPlan} fiveYearPlan={null} isPaid={false} hasAccount={false} />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(<Stub initialEntries={["/pricing"]} hydrationData={ENGLISH_ROOT_DATA} />);
}

/** The features a plan's column lists as included and as not included. */
function planFeatures(html: string, planId: string) {
  const section = new RegExp(`aria-labelledby="${planId}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
  const items = [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => item[1]!.replace(/<[^>]+>/g, "").trim());
  return {
    included: items.filter((item) => !item.endsWith("(not included)")),
    excluded: items.filter((item) => item.endsWith("(not included)")).map((item) => item.replace(/\s*\(not included\)$/, "")),
  };
}

describe(PricingPage.name, () => {
  it("does not promise a free reader the reviews the paywall keeps for All-Access", async () => {
    const html = await renderPricing();
    const free = planFeatures(html, "plan-free");
    expect(free.included.some((feature) => /\breviews?\b/i.test(feature))).toBe(false);
    expect(free.excluded).toContain("Reviews and their photos");
    expect(planFeatures(html, "plan-all-access").included).toContain("Reviews and their photos");
  });
});
