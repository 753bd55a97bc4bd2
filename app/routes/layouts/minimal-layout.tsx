// The apps' pages (spec §2.2 /app/...): opened inside the mobile apps, which draw their own chrome, so
// no banner, header or footer — the product's mark and the content.
import { Outlet, type MetaFunction } from "react-router";
import { ProductMark, PRODUCT_NAME } from "../../components/ui/logo";
import { LazyRouteErrorPage } from "../../features/error-page/lazy-route-error-page";
import { layoutMeta, MAIN_CONTENT_ID } from "./site-chrome";

export const meta: MetaFunction = (args) => layoutMeta(args);

function MinimalFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-neutral-50">
      <header className="flex justify-center pt-6">
        <ProductMark className="size-10" title={PRODUCT_NAME} />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </div>
  );
}

export default function MinimalLayout() {
  return (
    <MinimalFrame>
      <Outlet />
    </MinimalFrame>
  );
}

export function ErrorBoundary() {
  return (
    <MinimalFrame>
      <LazyRouteErrorPage />
    </MinimalFrame>
  );
}
