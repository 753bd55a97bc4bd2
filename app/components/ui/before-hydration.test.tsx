// What the server sends: controls that need the page's scripts are not offered until it has
// hydrated, and a control that works without them (the search form's button) is.
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/support/render-to-html";
import { LoadOnIntent } from "./load-on-intent";
import { Tabs } from "./tabs";

async function serverHtml(element: () => React.ReactElement): Promise<string> {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: element }]);
  return renderToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { i18n: { locale: "en", messages: {} } } } }} />,
  );
}

const load = () => Promise.resolve(() => <p>menu</p>);

describe("before hydration", () => {
  it("offers no menu stand-in, which nothing would hear yet", async () => {
    const html = await serverHtml(() => (
      <LoadOnIntent popup="menu" load={load} props={{}} standIn={(handlers) => <button {...handlers}>States</button>} />
    ));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>States<\/button>/);
  });

  it("offers a stand-in that works without scripts", async () => {
    const html = await serverHtml(() => (
      <LoadOnIntent
        popup="dialog"
        load={load}
        props={{}}
        worksWithoutScripts
        standIn={(handlers) => (
          <button type="submit" {...handlers}>
            Search
          </button>
        )}
      />
    ));
    expect(html).not.toContain("disabled");
  });

  it("shows the open tab and offers the others once the page has hydrated", async () => {
    const items = [
      { id: "quick", label: "Quick Info", content: <p>facts</p> },
      { id: "weather", label: "Weather", content: <p>sun</p> },
    ];
    const html = await serverHtml(() => (
      <Tabs label="Trail Information" items={items} selectedId="quick" onSelect={() => undefined} />
    ));
    expect(html).toMatch(/<button[^>]*aria-selected="true"(?![^>]*disabled)[^>]*>Quick Info<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-selected="false"[^>]*disabled=""[^>]*>Weather<\/button>/);
  });
});
