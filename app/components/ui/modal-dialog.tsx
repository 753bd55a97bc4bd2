// A dialog on Radix: focus moves in and back, Escape and the X close it, the page behind is inert.
// Loaded the first time a modal opens (modal.tsx).
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { cx } from "./class-names";
import type { ModalProps } from "./modal";

const SIZE_CLASSES = {
  md: "max-w-lg",
  lg: "max-w-3xl",
  full: "max-w-6xl",
} as const;

export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  tone = "light",
  hideTitle,
  onKeyDown,
}: ModalProps) {
  const isDark = tone === "dark";
  // Opened without a Radix trigger, the dialog hands focus back to whatever had it before.
  // A layout effect runs before Radix moves focus into the dialog (in a passive effect).
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx("fixed inset-0 z-50", isDark ? "bg-black/90" : "bg-black/50")} />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          // Without a description Radix expects the attribute to be switched off explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cx(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl shadow-2xl focus:outline-none",
            isDark ? "bg-dark-grey text-white" : "bg-white text-dark-grey",
            SIZE_CLASSES[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 p-4 sm:p-5">
            <Dialog.Title className={cx("text-lg font-bold", hideTitle && "sr-only")}>{title}</Dialog.Title>
            <Dialog.Close
              className={cx(
                "ml-auto inline-flex size-9 shrink-0 items-center justify-center rounded-full",
                isDark ? "hover:bg-white/10" : "hover:bg-neutral-100",
              )}
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="min-h-0 overflow-auto px-4 pb-5 sm:px-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
