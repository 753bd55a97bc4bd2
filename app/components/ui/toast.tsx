// Short confirmations and failures (spec §8): announced politely, gone after a few seconds.
import { CheckCircle2, CircleAlert, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cx } from "./class-names";

export type ToastTone = "success" | "error";

interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
}

export interface ToastApi {
  show: (text: string, tone?: ToastTone) => void;
}

/** What a failed action says when there is nothing more useful to tell. */
export const GENERIC_ERROR_TOAST = "Something went wrong. Please try again.";

const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (text: string, tone: ToastTone = "success") => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, tone, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_DURATION_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cx(
              "pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg",
              toast.tone === "success" ? "bg-brand-green-dark" : "bg-[#b0031e]",
            )}
          >
            {toast.tone === "success" ? (
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span className="flex-1">{toast.text}</span>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white/15"
              aria-label="Dismiss"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside ToastProvider");
  return toast;
}
