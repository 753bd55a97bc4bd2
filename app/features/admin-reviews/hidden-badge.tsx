// Whether a review or photo shows to readers: a word beside an icon, never colour alone.
import { Eye, EyeOff } from "lucide-react";
import type { ModeratedReview } from "../../../shared/contracts/review-moderation.contract";

export function HiddenBadge({ hidden }: { hidden: ModeratedReview["hidden"] }) {
  return hidden ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-red px-2 py-0.5 text-xs font-semibold text-white">
      <EyeOff aria-hidden="true" className="size-3.5" />
      Hidden
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-green/10 px-2 py-0.5 text-xs font-semibold text-brand-green-dark">
      <Eye aria-hidden="true" className="size-3.5" />
      Visible
    </span>
  );
}
