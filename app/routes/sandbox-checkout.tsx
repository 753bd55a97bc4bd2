// /sandbox/checkout/:sessionId: the sandbox payment provider's hosted page (header-only layout).
import { SandboxCheckoutPage } from "../features/membership/sandbox-checkout-page";
import type { Route } from "./+types/sandbox-checkout";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("Sandbox payment")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export default function SandboxCheckoutRoute({ params }: Route.ComponentProps) {
  return <SandboxCheckoutPage key={params.sessionId} sessionId={params.sessionId} />;
}
