import type { Route } from "./+types/welcome";
import { PRODUCT_NAME } from "../components/ui/logo";
import { TourInvitation } from "../features/onboarding/tour-invitation";
import { WelcomePage } from "../features/welcome/welcome-page";

export const meta: Route.MetaFunction = () => [
  { title: `Welcome | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `Get started with ${PRODUCT_NAME}: explore the Trail Map, try All-Access free for 7 days and get the apps.`,
  },
];

export default function Welcome() {
  return <WelcomePage tour={<TourInvitation location="welcome" />} />;
}
