// "Fits my rig" on the map (ADR 0037): the server names the primary rig and the points of concern
// that rule a trail out for it; the list asks the server with the filter on, and the drawn lines
// are filtered with the same concerns. Read once the filters are shown or the filter is on.
import { useEffect, useState } from "react";
import type { RigFilter } from "../../../shared/contracts/garage.contract";
import { fetchRigFilter } from "../../components/garage/garage-client";
import type { RigFilterUnavailable } from "../../components/garage/rig-filter-note";
import { ApiRequestError } from "../../lib/api-client";

export type RigFilterState =
  | { status: "unavailable"; reason: RigFilterUnavailable }
  | { status: "unasked" | "loading" | "failed" }
  | { status: "ready"; filter: RigFilter };

interface RigFilterOptions {
  isSignedIn: boolean;
  isPaid: boolean;
  /** The filters are shown or the filter is on: time to read the rig. */
  isWanted: boolean;
}

export function useRigFilter({ isSignedIn, isPaid, isWanted }: RigFilterOptions): RigFilterState {
  const [answer, setAnswer] = useState<RigFilterState>({ status: "unasked" });
  const isAnswered = answer.status !== "unasked" && answer.status !== "loading";
  const shouldAsk = isSignedIn && isPaid && isWanted && !isAnswered;

  useEffect(() => {
    if (!shouldAsk) return;
    const controller = new AbortController();
    setAnswer({ status: "loading" });
    fetchRigFilter(controller.signal).then(
      (filter) => setAnswer({ status: "ready", filter }),
      (error: unknown) => {
        const hasNoRig = error instanceof ApiRequestError && error.status === 409;
        if (controller.signal.aborted) setAnswer({ status: "unasked" });
        else setAnswer(hasNoRig ? { status: "unavailable", reason: "add-rig" } : { status: "failed" });
      },
    );
    return () => controller.abort();
  }, [shouldAsk]);

  if (!isSignedIn) return { status: "unavailable", reason: "sign-in" };
  if (!isPaid) return { status: "unavailable", reason: "join" };
  return answer;
}
