import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server render and until hydration; forms stay disabled until then so an early
 * submit cannot fall back to a plain browser post (with a password or a list's fields in it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
