// Downloads what a staff list shows, every page of it, as CSV from the list's own API (ADR 0047).
import { Download } from "lucide-react";
import { useLocation } from "react-router";
import { buttonClassName } from "../ui/button";
import { withParams } from "./cms-query";

export function CsvExportLink({ apiPath }: { apiPath: string }) {
  const location = useLocation();
  return (
    <a
      href={`${apiPath}${withParams(location.search, { format: "csv", page: null, page_size: null })}`}
      download
      className={buttonClassName({ variant: "secondary", size: "sm" })}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
