// The header's search (spec §2.5): a search icon that opens a full-screen overlay with the global
// search bar. Clicking anywhere outside the bar closes it. Loaded when a reader reaches for it
// (search-overlay.tsx).
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTriggerFocus, type IntentProps } from "../../components/ui/load-on-intent";
import { useT } from "../../lib/i18n";
import { GlobalSearchBar } from "./global-search-bar";
import { SEARCH_FOCUS_DELAY_MS, SearchTrigger, type SearchOverlayProps } from "./search-trigger";

export function SearchOverlayDialog({ triggerClassName, defaultOpen, autoFocusTrigger }: SearchOverlayProps & IntentProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const triggerRef = useTriggerFocus<HTMLButtonElement>(autoFocusTrigger);
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { t } = useT();

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <SearchTrigger ref={triggerRef} className={triggerClassName} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-dark-grey/85 backdrop-blur-sm" />
        <Dialog.Content
          ref={contentRef}
          // Radix would focus the field at once; the field waits for the delay, and until then
          // focus rests on the dialog itself so screen readers announce it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className="fixed inset-x-4 top-[max(5rem,14vh)] z-50 mx-auto max-w-2xl rounded-3xl bg-white p-4 shadow-2xl focus:outline-none sm:p-6"
        >
          <Dialog.Title className="sr-only">{t("Search trails")}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t("Search trails, scout routes, parks, places and guides.")}
          </Dialog.Description>
          <GlobalSearchBar origin="navbar" inputRef={inputRef} onNavigate={() => setIsOpen(false)} />
          <Dialog.Close
            aria-label={t("Close search")}
            className="absolute -top-14 right-0 inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
