// The Dashboard link's unread count is read aloud in the page's language.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { fr } from "../../i18n/fr";
import { DashboardLink } from "./dashboard-link";

function renderLink(): Promise<string> {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <DashboardLink unreadCount={3} isPaid={false} className="" /> },
  ]);
  return renderToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { i18n: { locale: "fr", messages: fr } } } }} />,
  );
}

describe(DashboardLink.name, () => {
  it("says what the count counts in French on a French page", async () => {
    const html = await renderLink();
    expect(html).toContain("Tableau de bord");
    expect(html.replace(/<!-- -->/g, "")).toContain('<span class="sr-only"> annonces non lues</span>');
  });
});
