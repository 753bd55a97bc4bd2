// /users/me/confirm-email?token=... (ADR 0038): the link mailed to a new address. It works signed in
// or not; the page names the address and switches to it when the reader confirms.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { ConfirmEmailPage } from "../features/profile/confirm-email-page";
import type { Route } from "./+types/confirm-email";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: `${metaTranslator(matches).t("Confirm Your E-mail Address")} | Trailguide` },
    { name: "robots", content: "noindex" },
    // The token is in the address: no page this one links to may see it as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export const loader = pageLoader(ROUTE_RULES.tokenHolder, async ({ request, context }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const pending = token ? await context.services.emailChange.pendingChange(token) : null;
  return { token, newEmail: pending?.new_email ?? null };
});

export default function ConfirmEmailRoute({ loaderData }: Route.ComponentProps) {
  return <ConfirmEmailPage {...loaderData} />;
}
