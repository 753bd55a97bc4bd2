// Upvoting a route (spec §4 "Vote state"): checked on load, toggled, and checked again after each change.
import { CircleCheck, ThumbsUp } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { guideApi } from "./guide-api";
import { useT } from "../../lib/i18n";

export function VoteButton({ routeId }: { routeId: number }) {
  const toast = useToast();
  const { t } = useT();
  /** null until the first check answers. */
  const [hasVoted, setHasVoted] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const check = useCallback(async () => setHasVoted(await guideApi.hasVoted(routeId)), [routeId]);

  useEffect(() => {
    void check();
  }, [check]);

  async function toggle() {
    setIsBusy(true);
    try {
      if (hasVoted) {
        await guideApi.removeVote(routeId);
      } else {
        await guideApi.vote(routeId);
        toast.show(t("Thanks for your vote!"));
      }
    } catch {
      // Vote errors are ignored (spec §8); the check below shows the true state.
    } finally {
      await check();
      setIsBusy(false);
    }
  }

  return (
    <div className="rounded-lg bg-neutral-50 p-4">
      <p className="text-sm text-grey">{t("Help us prioritize which Scout Routes to upgrade to full Trail Guides")}</p>
      <Button
        variant={hasVoted ? "primary" : "secondary"}
        size="sm"
        className="mt-3"
        aria-pressed={hasVoted ?? false}
        disabled={hasVoted === null || isBusy}
        onClick={() => void toggle()}
      >
        {hasVoted ? <CircleCheck aria-hidden="true" className="size-4" /> : <ThumbsUp aria-hidden="true" className="size-4" />}
        {hasVoted ? t("Voted!") : t("Upvote this Route")}
      </Button>
    </div>
  );
}
