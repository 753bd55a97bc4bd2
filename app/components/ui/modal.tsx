// A modal dialog. Its code (Radix, modal-dialog.tsx) loads the first time it opens, so a page
// whose dialogs stay closed never downloads it (docs/decisions/0021-speed-budgets.md).
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from "react";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read to screen readers when the title is not enough; hidden visually. */
  description?: string;
  children: ReactNode;
  size?: "md" | "lg" | "full";
  /** Dark backdrop and panel, for photos. */
  tone?: "light" | "dark";
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /** Keys pressed anywhere in the dialog, such as arrows stepping through photos. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const ModalDialog = lazy(() => import("./modal-dialog").then((module) => ({ default: module.ModalDialog })));

export function Modal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
