import { useEffect, useState } from "react";
import { z } from "zod";
import { bannerSchema, type Banner } from "../../../shared/contracts/site.contract";
import { apiFetch } from "../../lib/api-client";

const bannerListSchema = z.array(bannerSchema);

/** The site banners, fetched once in the browser; a failed or malformed answer just means no banner (spec §7). */
export function useBanners(): Banner[] {
  const [banners, setBanners] = useState<Banner[]>([]);

  useEffect(() => {
    let isCurrent = true;
    apiFetch<unknown>("/api/v2/general/banners/")
      .then((body) => {
        const parsed = bannerListSchema.safeParse(body);
        if (isCurrent && parsed.success) setBanners(parsed.data);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  return banners;
}
