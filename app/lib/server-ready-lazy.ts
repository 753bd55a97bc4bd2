// A part of a page that only some readers need (the paid view, the paywall): its code is a chunk of
// its own in the browser, while the server renders it at once, never streaming a fallback first.
import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` whose module the server loads as it starts, so every server render finds it loaded
 * and draws it in place. In the browser the chunk loads when a page first renders the part; its
 * server HTML stays as it is until then and hydrates when the chunk arrives (clicks are replayed).
 */
export function serverReadyLazy<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  if (typeof document === "undefined") void load().then((module) => (loaded = module));
  return lazy(
    () => (loaded ? { then: (resolve: (module: Loaded<P>) => void) => resolve(loaded!) } : load()) as Promise<Loaded<P>>,
  );
}
