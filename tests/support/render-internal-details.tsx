// The guide pages' staff panel as the browser draws it once the page is interactive (the server
// render leaves it out), for the trail and scout route page tests.
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { InternalDetails } from "../../app/features/guide-page/internal-details";
import { renderToHtml } from "./render-to-html";
import { AppProviders } from "./app-providers";

export function renderInternalDetails(
  { guide, internal, kind }: ComponentProps<typeof InternalDetails>,
  user: UserClaims | null = null,
): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: "/guide",
      Component: () => (
        <AppProviders user={user}>
          <InternalDetails guide={guide} internal={internal} kind={kind} />
        </AppProviders>
      ),
    },
  ]);
  return renderToHtml(<Stub initialEntries={["/guide"]} />);
}
