// "Download GPX" on both guide pages: the API wants the bearer token, so the file comes through
// fetch as a Blob and is saved from an object URL. The server logs each download.
import { Download } from "lucide-react";
import { useState } from "react";
import { ACCESS_COOKIE } from "../../../shared/domain/auth-cookies";
import { Button } from "../../components/ui/button";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { guideReference } from "./guide-reference";
import { analytics } from "../../lib/analytics";
import { refreshTokens } from "../../lib/api-client";
import { readCookie } from "../../lib/cookies";
import type { GuideSegment } from "./guide-api";
import { gpxPath } from "./share-links";

/** The file name the server offers in Content-Disposition, or the fallback. */
export function gpxFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1] ?? fallback;
}

async function fetchGpx(kind: GuideSegment, id: number): Promise<Response> {
  const send = () =>
    fetch(gpxPath(kind, id), {
      headers: { Authorization: `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}` },
      credentials: "same-origin",
    });
  let response = await send();
  if (response.status === 412 && (await refreshTokens())) response = await send();
  return response;
}

export function GpxDownloadButton({ guide, kind }: { guide: { id: number; slug: string }; kind: GuideSegment }) {
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);

  async function download() {
    setIsBusy(true);
    try {
      const response = await fetchGpx(kind, guide.id);
      if (!response.ok) throw new Error(`GPX download failed with status ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = gpxFileName(response.headers.get("content-disposition"), `${guide.slug}.gpx`);
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      analytics.capture("gpx download", guideReference(kind, guide.id));
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Button size="sm" onClick={() => void download()} disabled={isBusy}>
      <Download aria-hidden="true" className="size-4" />
      {isBusy ? "Preparing GPX…" : "Download GPX"}
    </Button>
  );
}
