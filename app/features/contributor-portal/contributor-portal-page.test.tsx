// Server-rendered markup of the portal for a contributor with something in every section.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContributorPortal } from "../../../shared/contracts/contributor-portal.contract";
import { AppProviders } from "../../../tests/support/app-providers";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { ENGLISH_ROOT_DATA } from "../../../tests/support/root-data";
import { ContributorPortalPage } from "./contributor-portal-page";

const portal: ContributorPortal = {
  guides: {
    show: "all",
    page: 1,
    page_size: 10,
    count: 3,
    counts: { all: 3, drafts: 1, submitted: 1, published: 1 },
    results: [
      {
        kind: "scout-route",
        id: 1,
        title: "Hidden Gulch Cutoff",
        workflow_state: "draft",
        updated_at: "2026-11-20T10:00:00.000Z",
        has_draft: true,
        edit_url: "/scout-routes/1/edit",
        view_url: null,
      },
      {
        kind: "scout-route",
        id: 2,
        title: "Bear Lake Cutoff",
        workflow_state: "accepted",
        updated_at: "2026-11-18T10:00:00.000Z",
        has_draft: false,
        edit_url: null,
        view_url: null,
      },
      {
        kind: "trail",
        id: 3,
        title: "Miner's Creek",
        workflow_state: "published",
        updated_at: "2026-11-01T10:00:00.000Z",
        has_draft: false,
        edit_url: "/trails/3/edit",
        view_url: "/US/utah/trails/3-miners-creek",
      },
    ],
  },
  statements_of_work: {
    count: 2,
    results: [
      {
        id: 8,
        title: "La Sal patrols",
        deadline: "2026-12-31",
        pay_cents: 120_050,
        signed_at: null,
        view_url: "/statement-of-work/8",
        sign_url: "/statement-of-work/8/sign",
      },
      {
        id: 7,
        title: "Moab spring routes",
        deadline: "2026-12-01",
        pay_cents: 45_000,
        signed_at: "2026-11-02T12:00:00.000Z",
        view_url: "/statement-of-work/7",
        sign_url: null,
      },
    ],
  },
  patrols: {
    count: 2,
    results: [
      {
        id: 4,
        trail_title: "Poison Spider Mesa",
        due_on: "2026-11-20",
        state: "assigned",
        is_overdue: true,
        form_url: "/statement-of-work/patrol-form/4",
      },
      {
        id: 5,
        trail_title: "Fins and Things",
        due_on: "2026-12-05",
        state: "reported",
        is_overdue: false,
        form_url: "/statement-of-work/patrol-form/5",
      },
    ],
  },
  assignment_requests: {
    count: 1,
    results: [
      {
        id: 9,
        area: "San Rafael Swell",
        state_code: "UT",
        message: "I drive the Swell every spring.",
        state: "declined",
        created_at: "2026-10-01T00:00:00.000Z",
      },
    ],
  },
};

const stateGroups = [
  {
    label: "United States",
    options: [{ code: "UT", slug: "utah", title: "Utah", country_code: "US" as const, content_count: 40 }],
  },
];

function renderPortal(data: ContributorPortal = portal): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/users/contributor-portal",
      Component: () => (
        <AppProviders user={null}>
          <ContributorPortalPage firstName="Sawyer" portal={data} stateGroups={stateGroups} />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(<Stub initialEntries={["/users/contributor-portal"]} hydrationData={ENGLISH_ROOT_DATA} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe(ContributorPortalPage.name, () => {
  it("marks each guide's state, a saved draft, and offers only the links the contributor may use", async () => {
    const html = await renderPortal();
    expect(html).toContain('href="/scout-routes/1/edit"');
    expect(text(html)).toContain("Hidden Gulch Cutoff Scout route Draft Changed Nov 20, 2026 Draft saved");
    expect(text(html)).toContain("Bear Lake Cutoff Scout route Accepted Changed Nov 18, 2026 With the editors");
    expect(html).toContain('href="/US/utah/trails/3-miners-creek"');
    expect(html).toMatch(/aria-current="page"[^>]*>All/);
  });

  it("offers the statement waiting for a signature, shows pay as money, and marks an overdue patrol", async () => {
    const page = text(await renderPortal());
    expect(page).toContain("La Sal patrols $1,200.50 · due Dec 31, 2026 Sign La Sal patrols");
    expect(page).toContain("Moab spring routes $450.00 · due Dec 1, 2026 Signed Nov 2, 2026");
    expect(page).toContain("Poison Spider Mesa Due Nov 20, 2026 To patrol Overdue");
    expect(page).toContain("Fins and Things Due Dec 5, 2026 Report sent See report");
    expect(page).toContain("San Rafael Swell , Utah");
    expect(page).toContain("Declined · sent Oct 1, 2026");
  });

  it("says what to do when a contributor has nothing yet", async () => {
    const empty: ContributorPortal = {
      guides: { ...portal.guides, count: 0, counts: { all: 0, drafts: 0, submitted: 0, published: 0 }, results: [] },
      statements_of_work: { count: 0, results: [] },
      patrols: { count: 0, results: [] },
      assignment_requests: { count: 0, results: [] },
    };
    const page = text(await renderPortal(empty));
    expect(page).toContain("You have no scout routes or trails yet. Start a new scout route below");
    expect(page).toContain("No statements of work yet.");
    expect(page).toContain("No patrols due.");
    expect(page).toContain("No requests yet.");
  });
});
