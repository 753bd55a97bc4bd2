// The share switch of one item and, while it is shared, its link to copy.
import { userContentPagePath } from "../../../../shared/contracts/user-content.contract";
import { Check, Copy } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useT } from "../../../lib/i18n";

interface ShareLinkProps {
  uuid: string;
  name: string;
  isShared: boolean;
  onChange: (isShared: boolean) => Promise<void>;
}

export function ShareLink({ uuid, name, isShared, onChange }: ShareLinkProps) {
  const id = useId();
  const { t } = useT();
  const [isBusy, setIsBusy] = useState(false);
  const [hasCopied, setHasCopied] = useState(false);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const url = `${origin}${userContentPagePath(uuid)}`;

  async function toggle() {
    setIsBusy(true);
    try {
      await onChange(!isShared);
    } finally {
      setIsBusy(false);
    }
  }

  async function copy() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setHasCopied(true);
    setTimeout(() => setHasCopied(false), 2000);
  }

  return (
    <div className="space-y-2">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-dark-grey">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isShared}
          checked={isShared}
          disabled={isBusy}
          onChange={() => void toggle()}
          className="size-4 accent-brand-green-dark"
        />
        {t("Share {name} by link", { name })}
      </label>
      {isShared && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-link`} className="sr-only">
            {t("Link to {name}", { name })}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-grey/30 px-2 py-1 text-sm text-grey"
          />
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-grey/30 px-3 text-sm font-semibold text-dark-grey hover:bg-neutral-50"
          >
            {hasCopied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {hasCopied ? t("Copied") : t("Copy link")}
          </button>
        </div>
      )}
    </div>
  );
}
