import { useEffect, useState } from "react";
import type { Banner } from "../../../shared/contracts/site.contract";
import { apiFetch } from "../../lib/api-client";

/**
 * The site banners, fetched once in the browser; null until they answer, and a failed answer just
 * means no banner (spec §7). The answer is the server's own, shaped by the contract's
 * `bannerSchema`, so it is not parsed again here.
 */
export function useBanners(): Banner[] | null {
  const [banners, setBanners] = useState<Banner[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    apiFetch<Banner[]>("/api/v2/general/banners/")
      .then((body) => {
        if (isCurrent) setBanners(Array.isArray(body) ? body : []);
      })
      .catch(() => {
        if (isCurrent) setBanners([]);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  return banners;
}
