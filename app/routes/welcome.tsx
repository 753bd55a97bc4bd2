import type { Route } from "./+types/welcome";
import { PRODUCT_NAME } from "../components/ui/logo";
import { TourInvitation } from "../features/onboarding/tour-invitation";
import { WelcomePage } from "../features/welcome/welcome-page";
import { metaTranslator } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: `${t("Welcome")} | ${PRODUCT_NAME}` },
    {
      name: "description",
      content: t("Get started with {product}: explore the Trail Map, try All-Access free for 7 days and get the apps.", {
        product: PRODUCT_NAME,
      }),
    },
  ];
};

export default function Welcome() {
  return <WelcomePage tour={<TourInvitation location="welcome" />} />;
}
