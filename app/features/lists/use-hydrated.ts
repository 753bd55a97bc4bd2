// The same guard as the account forms' (features do not share code): false in the server render
// and until hydration, so a list form cannot be sent as a plain browser post before its handler runs.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
