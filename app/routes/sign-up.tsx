import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { Link, Outlet, redirect } from "react-router";
import type { Route } from "./+types/sign-up";
import { PRODUCT_NAME } from "../components/ui/logo";
import { TEXT_LINK_CLASSES } from "../features/auth/form-controls";
import { SignUpFlowProvider } from "../features/auth/sign-up-flow";
import { SignUpProgress } from "../features/auth/sign-up-progress";
import { metaTranslator, useT } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaTranslator(matches).t("Sign Up")} | ${PRODUCT_NAME}` }];

export const loader = pageLoader(ROUTE_RULES.anyone, ({ context }: Route.LoaderArgs) => {
  if (context.user) return redirect("/dashboard");
  return null;
});

// The guard runs on the way in only: once the last step signs the new user in, the flow itself
// moves on to /welcome, and a revalidation must not bounce it to /dashboard first.
export function shouldRevalidate() {
  return false;
}

export default function SignUp() {
  const { t } = useT();
  return (
    <SignUpFlowProvider>
      <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
        <SignUpProgress />
        <div className="mt-6 sm:rounded-2xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm">
          <Outlet />
        </div>
        <p className="mt-6 text-center text-sm text-grey">
          {t("Already have an account?")}{" "}
          <Link to="/login" className={TEXT_LINK_CLASSES}>
            {t("Log In")}
          </Link>
        </p>
      </div>
    </SignUpFlowProvider>
  );
}
