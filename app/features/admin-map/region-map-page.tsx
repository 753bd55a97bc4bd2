// /admin/region-map (SUPER): a state's regions listed beside a map of their outlines; choosing one
// zooms to it, and its outline is drawn, edited, saved or cleared (ADR 0054). Saving is checked with
// the endpoint's contract first; every save is in the audit log, shown under the map.
import { Eraser, Pencil, PenTool, Save, Undo2 } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import type { LngLatBoundsLike } from "maplibre-gl";
import {
  regionBoundaryUpdateSchema,
  type AdminRegion,
  type RegionOutline,
  type StateRegions,
} from "../../../shared/contracts/map-data-admin.contract";
import { RecordHistory } from "../../components/cms/record-history";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { FieldErrorMessage, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { StaffPage } from "../../components/cms/staff-page";
import type { RegionTool } from "./region-map-editor";
import { boundaryOf, polygonsOf, regionBounds, type Ring } from "./region-outline";

const RegionMapEditor = lazy(() => import("./region-map-editor").then((module) => ({ default: module.RegionMapEditor })));

export interface StateOption {
  slug: string;
  title: string;
  regions: number;
}

/** The box around every region of the state that has an outline or trails. */
function stateBoundsOf(regions: AdminRegion[]): LngLatBoundsLike | null {
  const boxes = regions.map(regionBounds).filter((box): box is [[number, number], [number, number]] => box !== null);
  if (boxes.length === 0) return null;
  return [
    [Math.min(...boxes.map(([[west]]) => west)), Math.min(...boxes.map(([[, south]]) => south))],
    [Math.max(...boxes.map(([, [east]]) => east)), Math.max(...boxes.map(([, [, north]]) => north))],
  ];
}

function StateChooser({ states, current }: { states: StateOption[]; current: string | null }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor="region-map-state" className="block text-sm font-semibold text-dark-grey">
          State
        </label>
        <select
          id="region-map-state"
          name="state"
          defaultValue={current ?? ""}
          onChange={(event) => void submit(event.currentTarget.form)}
          className={controlClassName(false, "h-10 w-auto")}
        >
          {current === null && <option value="">Choose a state</option>}
          {states.map((state) => (
            <option key={state.slug} value={state.slug}>
              {state.title} ({state.regions} {state.regions === 1 ? "region" : "regions"})
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={controlClassName(false, "h-10 w-auto")}>
          Show
        </button>
      </noscript>
    </Form>
  );
}

interface RegionMapPageProps {
  states: StateOption[];
  stateRegions: StateRegions | null;
}

export function RegionMapPageView({ states, stateRegions }: RegionMapPageProps) {
  const regions = useMemo(() => stateRegions?.regions ?? [], [stateRegions]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = regions.find((region) => region.id === selectedId) ?? null;
  const saved = useMemo(() => polygonsOf(selected?.boundary ?? null), [selected]);
  const [drawn, setDrawn] = useState<Ring[][] | null>(null);
  const [tool, setTool] = useState<RegionTool>("edit");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [version, setVersion] = useState(0);
  const stateBounds = useMemo(() => stateBoundsOf(regions), [regions]);
  const revalidator = useRevalidator();
  const toast = useToast();

  function choose(region: AdminRegion) {
    setSelectedId(region.id);
    setDrawn(null);
    setError(null);
    setTool(region.boundary ? "edit" : "draw");
  }

  async function send(polygons: Ring[][]) {
    if (!selected) return;
    const body = { boundary: boundaryOf(polygons) };
    const checked = regionBoundaryUpdateSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "This outline is not valid.");
      return;
    }
    setSending(true);
    setError(null);
    try {
      await apiFetch<RegionOutline>(`/api/v2/admin/regions/${selected.id}/`, { method: "PATCH", json: checked.data });
      toast.show(body.boundary ? `The outline of ${selected.title} is saved.` : `The outline of ${selected.title} is cleared.`);
      setDrawn(null);
      setTool("edit");
      setVersion((current) => current + 1);
      await revalidator.revalidate();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  const current = drawn ?? saved;
  const isChanged = drawn !== null;

  return (
    <StaffPage
      title="Region map"
      summary="Draw and edit the outline of each region. Choose a region to zoom to it; draw a polygon by clicking its corners and clicking the first one again."
    >
      <StateChooser states={states} current={stateRegions?.state.slug ?? null} />
      {stateRegions === null ? (
        <p className="text-grey">Choose a state to see its regions.</p>
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <RegionList stateTitle={stateRegions.state.title} regions={regions} selectedId={selectedId} onChoose={choose} />
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Outline tools">
              <Button
                size="sm"
                variant={tool === "draw" ? "primary" : "secondary"}
                aria-pressed={tool === "draw"}
                disabled={!selected}
                onClick={() => setTool("draw")}
              >
                <PenTool aria-hidden="true" className="size-4" />
                Draw a polygon
              </Button>
              <Button
                size="sm"
                variant={tool === "edit" ? "primary" : "secondary"}
                aria-pressed={tool === "edit"}
                disabled={!selected}
                onClick={() => setTool("edit")}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit points
              </Button>
              <Button size="sm" disabled={!selected || !isChanged || isSending} onClick={() => void send(current)}>
                <Save aria-hidden="true" className="size-4" />
                {isSending ? "Saving…" : "Save outline"}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!isChanged || isSending}
                onClick={() => {
                  setDrawn(null);
                  setVersion((value) => value + 1);
                }}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Undo changes
              </Button>
              <Button size="sm" variant="secondary" disabled={!selected?.boundary || isSending} onClick={() => void send([])}>
                <Eraser aria-hidden="true" className="size-4" />
                Clear outline
              </Button>
            </div>
            <p className="text-sm text-grey" aria-live="polite" data-testid="outline-status">
              {selected
                ? `${selected.title}: ${current.length} ${current.length === 1 ? "polygon" : "polygons"}${isChanged ? ", not saved yet" : ""}.`
                : "Choose a region in the list to draw or edit its outline."}
            </p>
            {error && <FieldErrorMessage id="region-outline-error" message={error} />}
            <Suspense fallback={<div className="h-[55vh] min-h-80 rounded-xl bg-[#efe9dc] md:h-[70vh]" />}>
              <RegionMapEditor
                key={`${stateRegions.state.slug}-${version}`}
                stateBounds={stateBounds}
                regions={regions}
                selected={selected}
                polygons={saved}
                tool={tool}
                onChange={setDrawn}
              />
            </Suspense>
            {selected && <RecordHistory entityType="region" entityId={String(selected.id)} version={version} />}
          </div>
        </div>
      )}
    </StaffPage>
  );
}

interface RegionListProps {
  stateTitle: string;
  regions: AdminRegion[];
  selectedId: number | null;
  onChoose: (region: AdminRegion) => void;
}

/** The state's regions, each marked with whether it has an outline; the chosen one pressed. */
function RegionList({ stateTitle, regions, selectedId, onChoose }: RegionListProps) {
  return (
    <section aria-labelledby="regions-title" className="shrink-0 space-y-2 lg:w-64">
      <h2 id="regions-title" className="text-lg font-bold text-dark-grey">
        Regions of {stateTitle}
      </h2>
      {regions.length === 0 ? (
        <p className="text-grey">This state has no regions yet.</p>
      ) : (
        <ul className="max-h-[60vh] space-y-1 overflow-y-auto rounded-xl border border-grey/15 bg-white p-1.5">
          {regions.map((region) => (
            <li key={region.id}>
              <button
                type="button"
                aria-pressed={region.id === selectedId}
                onClick={() => onChoose(region)}
                className={cx(
                  "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm",
                  region.id === selectedId
                    ? "bg-brand-green-dark font-semibold text-white"
                    : "text-dark-grey hover:bg-neutral-100",
                )}
              >
                {region.title}
                <span className={cx("text-xs", region.id === selectedId ? "text-white" : "text-grey")}>
                  {region.boundary ? "Outlined" : "No outline"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
