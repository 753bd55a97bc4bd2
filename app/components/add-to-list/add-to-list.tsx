// "Add to list" for a guide's side box: signed out, a link to log in and come back; signed in, a
// dialog with a checkbox per list (checked = holds this guide) and a field for a new list.
import { ListPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import type { ListProductType } from "../../../shared/contracts/lists.contract";
import { useSession } from "../../lib/session";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "../ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import { loginPathReturningTo } from "../../lib/session";
import { useT } from "../../lib/i18n";

/** The dialog loads with its first opening, and stays mounted after to close as dialogs do. */
const ListChooserDialog = lazy(() => import("./list-chooser").then((module) => ({ default: module.ListChooserDialog })));

export interface AddToListProps {
  /** "trails", "scout-routes" or "orv-parks" (spec §3 product_type). */
  productType: ListProductType;
  /** The guide's numeric id. */
  id: number;
  /** The guide's title, named in the dialog. */
  title: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Called after a list gained or lost this guide, or was created (a page may reload its data). */
  onChange?: () => void;
  /** The icon alone on phones, where the button shares a narrow card (its name stays the same). */
  isCompactOnPhones?: boolean;
}

export function AddToList({
  productType,
  id,
  title,
  variant = "primary",
  size = "sm",
  className,
  onChange,
  isCompactOnPhones = false,
}: AddToListProps) {
  const { user } = useSession();
  const { t } = useT();
  const location = useLocation();
  const isHydrated = useHydrated();
  /** Null until the first opening. */
  const [isOpen, setOpen] = useState<boolean | null>(null);
  // The visible words start the accessible name (WCAG 2.5.3); the title tells several buttons apart.
  const accessibleName = t("Add to list: {title}", { title });
  const label = (
    <>
      <ListPlus aria-hidden="true" className="size-4" />
      <span className={isCompactOnPhones ? "max-md:sr-only" : undefined}>{t("Add to list")}</span>
    </>
  );

  if (!user) {
    return (
      <ButtonLink
        to={loginPathReturningTo(location.pathname + location.search)}
        variant={variant}
        size={size}
        className={className}
        aria-label={accessibleName}
      >
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-label={accessibleName}
        // The list chooser opens once the page has hydrated; until then a press would go unheard.
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {isOpen !== null && (
        <Suspense fallback={null}>
          <ListChooserDialog
            open={isOpen}
            onOpenChange={setOpen}
            productType={productType}
            id={id}
            title={title}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
