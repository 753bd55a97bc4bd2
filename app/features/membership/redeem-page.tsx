// /redeem-gift-card: a signed-in reader redeems a gift code at once; a signed-out visitor keeps
// the code in this browser and signs up, and sign-up redeems it right after the account exists.
import { useT } from "../../lib/i18n";
import { Gift } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/button";
import { useSession } from "../../lib/session";
import type { AccessGranted } from "../../../shared/contracts/billing.contract";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";
import { loginPathReturningTo } from "../../lib/session";
import { Field, controlClassName } from "../../components/ui/field";
import { Alert, CARD_CLASSES, SubmitButton } from "./membership-ui";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { formatLongDate } from "./plan-display";

const CODE_MAX_LENGTH = 64;
export const MISSING_CODE_MESSAGE = "Enter your gift card code.";

export function RedeemGiftCardPage({ initialCode, isSignedIn }: { initialCode: string; isSignedIn: boolean }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [redeemed, setRedeemed] = useState<AccessGranted | null>(null);
  const { setGiftCardCode } = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const { t, locale } = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    setError(null);
    if (trimmed === "") {
      setError(MISSING_CODE_MESSAGE);
      return;
    }
    if (!isSignedIn) {
      setGiftCardCode(trimmed);
      await navigate("/sign-up");
      return;
    }
    setPending(true);
    try {
      const granted = await billingClient.redeemGiftCard(trimmed);
      await refreshSession();
      setRedeemed(granted);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <Gift aria-hidden="true" className="size-10 text-brand-green-dark" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("Redeem a gift membership")}</h1>
      {redeemed ? (
        <div className="mt-6 space-y-6">
          <Alert tone="success">
            <p className="text-base font-bold">{t("Your gift is redeemed. Welcome to All-Access!")}</p>
            <p className="mt-1 font-normal">
              {t("You have All-Access until {date}.", { date: formatLongDate(redeemed.access_until, locale) })}
            </p>
          </Alert>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/map" size="lg">
              {t("Open the Trail Map")}
            </ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary" size="lg">
              {t("See your membership")}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-lg text-grey">
            {isSignedIn
              ? t("Enter the code from your gift e-mail and All-Access starts at once.")
              : t(
                  "Enter the code from your gift e-mail, then create your free account. Your gift is applied right after sign-up.",
                )}
          </p>
          <form onSubmit={(event) => void submit(event)} noValidate className={`${CARD_CLASSES} mt-6 space-y-5`}>
            <Field label={t("Gift card code")}>
              {(control) => (
                <input
                  {...control}
                  name="gift_card_redemption_code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  maxLength={CODE_MAX_LENGTH}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className={controlClassName(Boolean(error), "h-12 font-mono tracking-wider uppercase")}
                />
              )}
            </Field>
            {error && <Alert>{error}</Alert>}
            <SubmitButton isPending={isPending} className="w-full">
              {isSignedIn ? t("Redeem gift") : t("Sign up and redeem")}
            </SubmitButton>
            {!isSignedIn && (
              <p className="text-center text-sm text-grey">
                {t("Already have an account?")}{" "}
                <Link
                  to={loginPathReturningTo(`/redeem-gift-card${code.trim() ? `?code=${encodeURIComponent(code.trim())}` : ""}`)}
                  className={TEXT_LINK_CLASSES}
                >
                  {t("Log in to redeem")}
                </Link>
              </p>
            )}
          </form>
        </>
      )}
    </div>
  );
}
