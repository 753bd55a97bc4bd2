import { PRODUCT_NAME } from "../components/ui/logo";
import { AuthCard } from "../features/auth/form-controls";
import { SocialLinkPanel } from "../features/auth/social-link-form";
import type { Route } from "./+types/social-sign-in-link";

export const meta: Route.MetaFunction = () => [
  { title: `Link Your Account | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function SocialSignInLink() {
  return (
    <AuthCard title="Link your account">
      <SocialLinkPanel />
    </AuthCard>
  );
}
