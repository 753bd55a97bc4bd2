// Back from the provider: the loader has finished the flow on the server; the page presents the
// provider's ID token to the exchange endpoint (spec §7), then signs in, or keeps the pending social
// sign-up and continues to the sign-up (spec §2.3, §4), or to linking an existing account.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { SocialLoginResponse } from "../../shared/contracts/social-sign-in.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { SOCIAL_PROVIDERS } from "../../shared/domain/social-providers";
import { PRODUCT_NAME } from "../components/ui/logo";
import { AuthCard, TEXT_LINK_CLASSES } from "../features/auth/form-controls";
import { FormAlert } from "../components/ui/form-alert";
import { describeRequestError } from "../features/auth/request-errors";
import { readSocialSignInOrigin, storePendingSocialSignUp, storeSocialUsername } from "../features/auth/social-sign-up-store";
import { apiFetch } from "../lib/api-client";
import { trackLogIn } from "../lib/auth-events";
import { pageLoader } from "../lib/page-access.server";
import { useSession } from "../lib/session";
import { finishSocialSignIn, type SocialCallbackResult } from "../lib/social-sign-in.server";
import type { Route } from "./+types/social-sign-in-callback";
import { metaTranslator, useT } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Signing In")} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context, params }: Route.LoaderArgs) =>
  finishSocialSignIn(request, context, params.provider),
);

/** No-store, and the flow's cookie cleared: set by the loader. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function shouldRevalidate() {
  return false;
}

export default function SocialSignInCallback({ loaderData }: Route.ComponentProps) {
  const result: SocialCallbackResult = loaderData;
  const [failure, setFailure] = useState(result.status === "failed" ? result.message : null);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  const { t } = useT();

  useEffect(() => {
    if (result.status !== "verified" || hasStarted.current) return;
    hasStarted.current = true;
    const { provider, idToken, returnPath, username } = result;
    if (username) storeSocialUsername(username);
    const origin = readSocialSignInOrigin();
    void (async () => {
      let answer: SocialLoginResponse;
      try {
        answer = await apiFetch<SocialLoginResponse>(`/api/v2/users/${SOCIAL_PROVIDERS[provider].endpoint}/`, {
          method: "POST",
          json: { token: idToken },
        });
      } catch (error) {
        setFailure(describeRequestError(error));
        return;
      }
      if (answer.success && answer.auth) {
        signIn(answer.auth);
        trackLogIn({ social: true, buttonLocation: origin.buttonLocation });
        await navigate(returnPath, { replace: true });
      } else if (answer.data) {
        storePendingSocialSignUp({ ...answer.data, returnPath });
        await navigate(answer.data.account_exists ? "/social-sign-in/link" : origin.signUpPath, { replace: true });
      }
    })();
  }, [result, signIn, navigate]);

  const providerName = result.status === "verified" ? SOCIAL_PROVIDERS[result.provider].name : null;
  return (
    <AuthCard
      title={
        failure
          ? t("Sign-in did not finish")
          : providerName
            ? t("Signing you in with {provider}", { provider: providerName })
            : t("Signing you in")
      }
    >
      {failure ? (
        <div className="space-y-5">
          <FormAlert message={failure} />
          <p className="text-sm text-grey">
            <Link to="/login" className={TEXT_LINK_CLASSES}>
              {t("Back to Log In")}
            </Link>{" "}
            {t("or")}{" "}
            <Link to="/sign-up" className={TEXT_LINK_CLASSES}>
              {t("create an account with your e-mail")}
            </Link>
            .
          </p>
        </div>
      ) : (
        <p role="status" className="text-base text-grey">
          {t("One moment…")}
        </p>
      )}
    </AuthCard>
  );
}
