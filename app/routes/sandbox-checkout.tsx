// /sandbox/checkout/:sessionId: the sandbox payment provider's hosted page (header-only layout).
import { SandboxCheckoutPage } from "../features/membership/sandbox-checkout-page";
import type { Route } from "./+types/sandbox-checkout";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Sandbox payment | Trailguide" }, { name: "robots", content: "noindex" }];
}

export default function SandboxCheckoutRoute({ params }: Route.ComponentProps) {
  return <SandboxCheckoutPage key={params.sessionId} sessionId={params.sessionId} />;
}
