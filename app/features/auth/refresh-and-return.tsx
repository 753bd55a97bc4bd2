// /login?refresh for a signed-in visitor (decisions.md, "Login guard"): after a purchase the tokens
// are refreshed so they carry the new membership, then the visitor goes on to the return path.
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { refreshTokens } from "../../lib/api-client";
import { useT } from "../../lib/i18n";

export function RefreshAndReturn({ returnUrl }: { returnUrl: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  // A refresh token is single-use: a second refresh racing the first would revoke the session.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    refreshTokens()
      .catch(() => false)
      .then(() => navigate(returnUrl, { replace: true }))
      .catch(() => undefined);
  }, [navigate, returnUrl]);

  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center text-grey">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-green-dark" />
      <p className="text-base">{t("Updating your account…")}</p>
    </div>
  );
}
