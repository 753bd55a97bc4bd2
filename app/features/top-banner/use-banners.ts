import { useEffect, useState } from "react";
import type { Banner } from "../../../shared/contracts/site.contract";
import { apiFetch } from "../../lib/api-client";

let bannersRequest: Promise<Banner[]> | null = null;

/**
 * The site banners, asked once per page load; a failed answer just means no banner (spec §7). The
 * answer is the server's own, shaped by the contract's `bannerSchema`, so it is not parsed again.
 */
function requestBanners(): Promise<Banner[]> {
  bannersRequest ??= apiFetch<Banner[]>("/api/v2/general/banners/").then(
    (body) => (Array.isArray(body) ? body : []),
    () => [],
  );
  return bannersRequest;
}

// Asked as soon as this module runs in the browser, while the page is still hydrating, so the
// banner can show the moment hydration ends (it is the largest text on many phone screens).
if (typeof window !== "undefined") void requestBanners();

/** The banners, null until they answer. */
export function useBanners(): Banner[] | null {
  const [banners, setBanners] = useState<Banner[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void requestBanners().then((answer) => {
      if (isCurrent) setBanners(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return banners;
}
