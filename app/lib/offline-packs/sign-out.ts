// Signing out removes this device's offline packs (ADR 0059): the page tells the worker, which deletes
// every pack's cache and record; the server's answer to the sign-out also clears the site's storage.
export const SIGNED_OUT_MESSAGE = "offline-packs:signed-out";

/** Tells the worker, if one controls the page, that the reader signed out. */
export function forgetPacksOnSignOut(): void {
  navigator.serviceWorker?.controller?.postMessage(SIGNED_OUT_MESSAGE);
}
