// What My Content's sections read from the API: loaded when they open, loaded again on demand, and
// the message a member is shown when a call fails.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { GENERIC_ERROR_TOAST } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api-client";

/** The server's own words for a refusal; the generic apology for anything else. */
export const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : GENERIC_ERROR_TOAST;

export interface Reloadable<T> {
  /** Null until the first answer. */
  value: T | null;
  setValue: Dispatch<SetStateAction<T | null>>;
  loadError: string | null;
  reload: () => Promise<void>;
}

/** Loads once on mount; `load` must keep its identity (a module function, or memoised). */
export function useReloadable<T>(load: () => Promise<T>): Reloadable<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setValue(await load());
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, setValue, loadError, reload };
}
