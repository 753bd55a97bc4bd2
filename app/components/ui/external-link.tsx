import type { ComponentProps } from "react";
import { useT } from "../../lib/i18n";

/** A link that leaves the site: opens in a new tab without handing the new page a window.opener. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {useT().t("(opens in a new tab)")}</span>
    </a>
  );
}
