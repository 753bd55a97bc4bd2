// The state of a trip being planned: its points (with every change undoable), the vehicle class
// and dates, and the route the server plans for them, asked again whenever any of them changes.
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import type { BlockingRoad, NoLegalRoute, RoutePlan, RoutePlanRequest } from "../../../../shared/contracts/route-plans.contract";
import { MAX_ROUTE_POINTS } from "../../../../shared/contracts/route-plans.contract";
import type { PlannerVehicleClass } from "../../../../shared/domain/route-legality";
import type { RefusalFacts } from "../../../../shared/domain/route-plan-refusals";
import { apiFetch, ApiRequestError } from "../../../lib/api-client";

export interface PlanPoint {
  /** Stable across reordering, for the list's keys. */
  key: number;
  position: [number, number];
}

export interface TripSettings {
  vehicleClass: PlannerVehicleClass;
  startDate: string;
  endDate: string;
  allowUndesignated: boolean;
}

export type PlanResult =
  | { status: "idle" }
  | { status: "planning" }
  | { status: "planned"; plan: RoutePlan }
  /** `refusal` for a plan the roads do not allow, worded on the page; else `message`, null when the server was not reached. */
  | { status: "refused"; refusal: RefusalFacts | null; message: string | null; blocking: BlockingRoad | null };

const planRoute = (request: RoutePlanRequest, signal: AbortSignal) =>
  apiFetch<RoutePlan>("/api/v2/route-plans/", { method: "POST", json: request, signal });

function refusal(error: unknown): PlanResult {
  if (!(error instanceof ApiRequestError)) return { status: "refused", refusal: null, message: null, blocking: null };
  const fieldMessage = Object.values(error.body?.fields ?? {})[0]?.[0];
  const body = error.body as Partial<NoLegalRoute> | null;
  const blocking = body?.blocking ?? null;
  const facts = body?.refusal ? { refusal: body.refusal, points: body.points ?? [], blocking } : null;
  return { status: "refused", refusal: facts, message: fieldMessage ?? error.message, blocking };
}

/** Every state the points have been in, the last one current, so any change can be undone. */
interface PointsHistory {
  states: PlanPoint[][];
  nextKey: number;
}

type PointsAction =
  | { type: "add"; position: [number, number] }
  | { type: "move"; index: number; position: [number, number] }
  | { type: "reorder"; index: number; to: number }
  | { type: "remove"; index: number }
  | { type: "undo" }
  | { type: "clear" };

function changedPoints(points: PlanPoint[], action: PointsAction, nextKey: number): PlanPoint[] | null {
  switch (action.type) {
    case "add":
      return points.length < MAX_ROUTE_POINTS ? [...points, { key: nextKey, position: action.position }] : null;
    case "move":
      return points.map((point, at) => (at === action.index ? { ...point, position: action.position } : point));
    case "reorder": {
      if (action.to < 0 || action.to >= points.length) return null;
      const next = [...points];
      const [point] = next.splice(action.index, 1);
      next.splice(action.to, 0, point!);
      return next;
    }
    case "remove":
      return points.filter((_, at) => at !== action.index);
    case "clear":
      return points.length > 0 ? [] : null;
    case "undo":
      return null;
  }
}

export function pointsHistory(history: PointsHistory, action: PointsAction): PointsHistory {
  if (action.type === "undo") {
    return history.states.length > 1 ? { ...history, states: history.states.slice(0, -1) } : history;
  }
  const next = changedPoints(history.states[history.states.length - 1]!, action, history.nextKey);
  if (!next) return history;
  return { states: [...history.states, next], nextKey: history.nextKey + (action.type === "add" ? 1 : 0) };
}

export function useTripPlan(initial: TripSettings) {
  const [history, dispatch] = useReducer(pointsHistory, { states: [[]], nextKey: 1 });
  const [dragging, setDragging] = useState<{ index: number; position: [number, number] } | null>(null);
  const [settings, setAllSettings] = useState(initial);
  const [result, setResult] = useState<PlanResult>({ status: "idle" });
  const committed = history.states[history.states.length - 1]!;

  const points = useMemo(
    () =>
      dragging
        ? committed.map((point, index) => (index === dragging.index ? { ...point, position: dragging.position } : point))
        : committed,
    [committed, dragging],
  );

  const request = useMemo(
    () =>
      committed.length < 2
        ? null
        : {
            points: committed.map(({ position }) => position),
            vehicle_class: settings.vehicleClass,
            start_date: settings.startDate,
            end_date: settings.endDate,
            allow_undesignated: settings.allowUndesignated,
          },
    [committed, settings],
  );

  useEffect(() => {
    if (!request) {
      setResult({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setResult({ status: "planning" });
    planRoute(request, controller.signal).then(
      (plan) => setResult({ status: "planned", plan }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult(refusal(error));
      },
    );
    return () => controller.abort();
  }, [request]);

  const setSettings = useCallback((patch: Partial<TripSettings>) => setAllSettings((current) => ({ ...current, ...patch })), []);
  const add = useCallback((position: [number, number]) => dispatch({ type: "add", position }), []);
  // While dragging only the drawing follows; the plan changes (and is asked again) once dropped.
  const move = useCallback((index: number, position: [number, number], isDropped: boolean) => {
    setDragging(isDropped ? null : { index, position });
    if (isDropped) dispatch({ type: "move", index, position });
  }, []);

  return {
    points,
    settings,
    result,
    isFull: committed.length >= MAX_ROUTE_POINTS,
    canUndo: history.states.length > 1,
    setSettings,
    add,
    move,
    reorder: (index: number, to: number) => dispatch({ type: "reorder", index, to }),
    remove: (index: number) => dispatch({ type: "remove", index }),
    undo: () => dispatch({ type: "undo" }),
    clear: () => dispatch({ type: "clear" }),
  };
}

export type TripPlanState = ReturnType<typeof useTripPlan>;
