// A result's mark under "fits my rig" (ADR 0037): tight trails stay in the results, saying why.
import { TriangleAlert } from "lucide-react";
import type { RigFitMark } from "../../../shared/contracts/garage.contract";
import { cx } from "../ui/class-names";

export function TightForRig({ mark, className }: { mark: RigFitMark | undefined; className?: string }) {
  if (mark?.level !== "tight") return null;
  return (
    <span className={cx("flex flex-col gap-0.5 text-xs text-[#7a4300]", className)}>
      <span className="inline-flex w-fit items-center gap-1 rounded-full border border-brand-orange/50 bg-orange-50 px-2 py-0.5 font-bold">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        Tight for your rig
      </span>
      {mark.reasons.map((reason) => (
        <span key={reason}>{reason}</span>
      ))}
    </span>
  );
}
