// "Continue with Google / Apple": plain links to the server's start of the web sign-in, one per
// configured provider (none when none is). A click first notes where the button was.
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { useRootData } from "../../lib/root-data";
import { useT } from "../../lib/i18n";
import { storeSocialSignInOrigin, type SocialSignInOrigin } from "./social-sign-up-store";

interface SocialSignInButtonsProps extends SocialSignInOrigin {
  /** Where a visitor whose provider is already linked lands. */
  returnUrl: string;
}

export function SocialSignInButtons({ returnUrl, buttonLocation, signUpPath }: SocialSignInButtonsProps) {
  const { socialProviders } = useRootData().clientConfig;
  const { t } = useT();
  if (socialProviders.length === 0) return null;
  return (
    <div className="space-y-3">
      {socialProviders.map(({ key, name }) => (
        <a
          key={key}
          href={`/auth/${key}/start?return_url=${encodeURIComponent(returnUrl)}`}
          onClick={() => storeSocialSignInOrigin({ buttonLocation, signUpPath })}
          className={cx(buttonClassName({ variant: "secondary", size: "lg" }), "w-full")}
        >
          {t("Continue with {provider}", { provider: name })}
        </a>
      ))}
      <p className="flex items-center gap-3 pt-1 text-sm text-grey before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {t("or use your e-mail")}
      </p>
    </div>
  );
}
