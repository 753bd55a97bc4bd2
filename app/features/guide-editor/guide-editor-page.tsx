// The guide editor (issue "Authoring" point 4): every editable field of a trail or scout route in
// sections, the route line and waypoints on a map and in a list, photos, the description, and the
// publishing workflow. Saving asks why; the form is autosaved as a draft while typing.
import { lazy, Suspense, useId, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { GUIDE_FLAGS, GUIDE_FLAG_LABELS } from "../../../shared/contracts/guide-admin.contract";
import type { EditableGuide, EditableTrail } from "../../../shared/contracts/guide-editor.contract";
import { POINTS_OF_CONCERN, TRAIL_STATUSES } from "../../../shared/domain/difficulty";
import { GUIDE_EDIT_LIMITS, SCOUT_ROUTE_CATEGORIES } from "../../../shared/domain/guide-editing";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import type { FieldErrors } from "../../lib/field-errors";
import type { EditorValues, FormWaypoint, ValuesPatch } from "./editor-form";
import { RouteLineSection } from "./route-line-section";
import { formatDraftTime, useGuideEditor, type DraftStatus } from "./use-guide-editor";
import { PhotoManager } from "./photo-manager";
import { WaypointList, newWaypointAt } from "./waypoint-list";
import { WorkflowBar } from "./workflow-bar";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

const KIND_LABELS = { "scout-route": "Scout Route", trail: "Trail" } as const;
const RATINGS = Array.from({ length: 10 }, (_, index) => index + 1);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : "—");

export function GuideEditorPage({ guide }: { guide: EditableGuide }) {
  const editor = useGuideEditor(guide);
  const { values, update, errors } = editor;
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isSaved = await editor.save();
    if (!isSaved) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus());
    }
  }

  const setWaypoints = (waypoints: FormWaypoint[]) => update({ waypoints });

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 pb-40 md:px-6">
      <header className="space-y-3">
        <p className="text-sm text-grey">
          <Link to={guide.page_url} className="font-semibold underline underline-offset-2">
            {`View the ${KIND_LABELS[guide.kind].toLowerCase()} page`}
          </Link>
        </p>
        <h1 className="text-2xl font-bold md:text-3xl">{`Edit ${KIND_LABELS[guide.kind]}: ${editor.savedTitle}`}</h1>
        <WorkflowBar
          kind={guide.kind}
          guideId={guide.id}
          workflow={editor.workflow}
          onWorkflowChange={editor.setWorkflow}
          canReadNotes={guide.can_read_editor_notes}
          hasUnsavedChanges={editor.isDirty}
        />
      </header>

      {editor.offeredDraft && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-orange bg-[#fff6ea] p-4">
          <p className="flex-1">{`Restore your unsaved changes from ${formatDraftTime(editor.offeredDraft.saved_at)}?`}</p>
          <Button size="sm" onClick={editor.restoreDraft}>
            Restore
          </Button>
          <Button size="sm" variant="secondary" onClick={editor.discardDraft}>
            Discard
          </Button>
        </div>
      )}

      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {errors.non_field_errors && (
          <p role="alert" className="font-medium text-brand-red">
            {errors.non_field_errors}
          </p>
        )}
        <Section title="Basics">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" name="title" values={values} errors={errors} update={update} className="md:col-span-2" />
            <div className="space-y-1.5">
              <span className="block text-sm font-semibold">State</span>
              <p className="flex h-12 items-center text-base">{guide.state.title}</p>
            </div>
            <TextField label="Nearest town" name="nearest_town_name" values={values} errors={errors} update={update} />
            <TextField label="County" name="county_name" values={values} errors={errors} update={update} isOptional />
            {values.kind === "trail" && (
              <>
                <TextField label="Season" name="season" values={values} errors={errors} update={update} isOptional />
                <Field
                  label="Teaser"
                  error={errors.teaser}
                  hint="A short plain-text summary shown to readers who have not paid."
                  className="md:col-span-2"
                >
                  {(control) => (
                    <textarea
                      {...control}
                      value={values.teaser}
                      rows={3}
                      maxLength={GUIDE_EDIT_LIMITS.teaser.max}
                      onChange={(event) => update({ teaser: event.target.value })}
                      className={controlClassName(Boolean(errors.teaser), "min-h-24 py-2")}
                    />
                  )}
                </Field>
              </>
            )}
          </div>
        </Section>

        <Section title="Route line">
          <RouteLineSection
            title={values.title}
            line={values.geojson.coordinates}
            waypoints={values.waypoints}
            error={errors.geojson ?? errors["geojson.coordinates"]}
            onLineChange={(coordinates) => update({ geojson: { type: "LineString", coordinates } })}
            onWaypointAdd={({ key, latitude, longitude }) =>
              setWaypoints([...values.waypoints, { ...newWaypointAt([[longitude, latitude]], values.waypoints.length), key }])
            }
            onWaypointMove={({ key, latitude, longitude }) =>
              setWaypoints(
                values.waypoints.map((waypoint) => (waypoint.key === key ? { ...waypoint, latitude, longitude } : waypoint)),
              )
            }
            onFileWaypoints={(found) =>
              setWaypoints([
                ...values.waypoints,
                ...found.map((waypoint, index) => ({
                  ...newWaypointAt([[waypoint.longitude, waypoint.latitude]], values.waypoints.length + index),
                  name: waypoint.name,
                  description: waypoint.notes ? `<p>${escapeHtml(waypoint.notes)}</p>` : "",
                })),
              ])
            }
          />
        </Section>

        <Section title="Waypoints">
          <WaypointList
            kind={guide.kind}
            guideId={guide.id}
            waypoints={values.waypoints}
            line={values.geojson.coordinates}
            errors={errors}
            onChange={setWaypoints}
          />
        </Section>

        <Section title="Photos">
          <PhotoManager kind={guide.kind} guideId={guide.id} photos={editor.photos} onPhotosChange={editor.setPhotos} />
        </Section>

        <Section title="Description">
          <Suspense fallback={<p className="text-sm text-grey">Loading the editor…</p>}>
            {values.kind === "trail" ? (
              <RichTextEditor
                label="Description"
                value={values.description}
                error={errors.description}
                onChange={(description) => update({ description })}
              />
            ) : (
              <RichTextEditor
                label="Route description"
                value={values.route_description}
                error={errors.route_description}
                onChange={(route_description) => update({ route_description })}
              />
            )}
          </Suspense>
        </Section>

        <Section title="Conditions">
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Status" error={errors.status}>
              {(control) => (
                <select
                  {...control}
                  value={values.status}
                  onChange={(event) => update({ status: event.target.value as EditorValues["status"] })}
                  className={controlClassName(Boolean(errors.status))}
                >
                  {TRAIL_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {capitalised(status)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {values.kind === "scout-route" ? (
              <RatingField
                label="Difficulty"
                value={values.difficulty}
                error={errors.difficulty}
                onChange={(difficulty) => update({ difficulty })}
              />
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <RatingField
                  label="Technical rating, low"
                  value={values.technical_rating_low}
                  error={errors.technical_rating_low}
                  onChange={(technical_rating_low) => update({ technical_rating_low })}
                />
                <RatingField
                  label="Technical rating, high"
                  value={values.technical_rating_high}
                  error={errors.technical_rating_high}
                  onChange={(technical_rating_high) => update({ technical_rating_high })}
                />
              </div>
            )}
            <TextField label="Road condition" name="road_condition" values={values} errors={errors} update={update} isOptional />
            <TextField
              label="Permit information link"
              name="permit_information_link"
              type="url"
              values={values}
              errors={errors}
              update={update}
              isOptional
            />
            <Field
              label="Warning message"
              hint="Shown in a banner at the top of the page."
              error={errors.state_message}
              isOptional
              className="md:col-span-2"
            >
              {(control) => (
                <textarea
                  {...control}
                  value={values.state_message}
                  rows={2}
                  maxLength={GUIDE_EDIT_LIMITS.stateMessage.max}
                  onChange={(event) => update({ state_message: event.target.value })}
                  className={controlClassName(Boolean(errors.state_message), "min-h-20 py-2")}
                />
              )}
            </Field>
          </div>
        </Section>

        <Section title={values.kind === "trail" ? "Points of concern" : "Categories"}>
          {values.kind === "trail" ? (
            <Choices
              legend="Points of concern"
              options={POINTS_OF_CONCERN}
              chosen={values.points_of_concern}
              error={errors.points_of_concern}
              onChange={(points_of_concern) => update({ points_of_concern })}
            />
          ) : (
            <Choices
              legend="Categories"
              options={SCOUT_ROUTE_CATEGORIES}
              chosen={values.categories}
              error={errors.categories}
              onChange={(categories) => update({ categories })}
            />
          )}
        </Section>

        <Section title="Publishing">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-semibold text-grey">Originally Published</dt>
              <dd>{formatDate(guide.dates.original_publish_date)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-grey">Last Published</dt>
              <dd>{formatDate(guide.dates.last_published_date)}</dd>
            </div>
            {!guide.can_set_new_edition_date && (
              <div>
                <dt className="font-semibold text-grey">New Edition Date</dt>
                <dd>{formatDate(guide.dates.new_edition_date)}</dd>
              </div>
            )}
          </dl>
          {guide.can_set_new_edition_date && (
            <Field label="New Edition Date" error={errors.new_edition_date} isOptional className="mt-4 max-w-xs">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={editor.newEditionDate}
                  onChange={(event) => editor.setNewEditionDate(event.target.value)}
                  className={controlClassName(Boolean(errors.new_edition_date))}
                />
              )}
            </Field>
          )}
          {guide.kind === "trail" && <TrailFlags trail={guide} title={editor.savedTitle} />}
        </Section>

        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-grey/20 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
          <div className="mx-auto flex max-w-5xl flex-wrap items-end gap-3 px-4 py-3 md:px-6">
            <Field label="Reason for this change" error={errors.change_reason} className="min-w-0 flex-1 basis-64">
              {(control) => (
                <input
                  {...control}
                  value={editor.changeReason}
                  required
                  maxLength={GUIDE_EDIT_LIMITS.changeReason.max}
                  placeholder="For example: added the camp at the lake"
                  onChange={(event) => editor.updateReason(event.target.value)}
                  className={controlClassName(Boolean(errors.change_reason), "h-11")}
                />
              )}
            </Field>
            <div className="flex items-center gap-3">
              <DraftStatusText status={editor.draftStatus} />
              <Button type="submit" disabled={editor.isSaving}>
                {editor.isSaving ? "Saving…" : "Save"}
              </Button>
            </div>
          </div>
        </div>
      </form>
    </div>
  );
}

/** The trail's paywall flags, read only: a super user sets them in the trail tool, with a reason the audit log keeps. */
function TrailFlags({ trail, title }: { trail: EditableTrail; title: string }) {
  return (
    <div className="mt-4 space-y-2 text-sm">
      <dl className="grid gap-4 sm:grid-cols-3">
        {GUIDE_FLAGS.map((flag) => (
          <div key={flag}>
            <dt className="font-semibold text-grey">{GUIDE_FLAG_LABELS[flag]}</dt>
            <dd>{trail[flag] ? "yes" : "no"}</dd>
          </div>
        ))}
      </dl>
      <p className="text-grey">
        {"A super user sets these in the trail tool. "}
        {trail.can_set_trail_flags && (
          <Link
            to={`/admin/trail-cms?${new URLSearchParams({ q: title })}`}
            className="font-semibold underline underline-offset-2"
          >
            Open this trail in the trail tool
          </Link>
        )}
      </p>
    </div>
  );
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-grey/20 bg-white p-4 shadow-sm md:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type TextFieldName = "title" | "nearest_town_name" | "county_name" | "road_condition" | "permit_information_link" | "season";

interface TextFieldProps {
  label: string;
  name: TextFieldName;
  values: EditorValues;
  errors: FieldErrors;
  update: (patch: ValuesPatch) => void;
  type?: "text" | "url";
  isOptional?: boolean;
  className?: string;
}

function TextField({ label, name, values, errors, update, type = "text", isOptional, className }: TextFieldProps) {
  const value = (values as unknown as Record<TextFieldName, string | undefined>)[name] ?? "";
  return (
    <Field label={label} error={errors[name]} isOptional={isOptional} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(event) => update({ [name]: event.target.value })}
          className={controlClassName(Boolean(errors[name]))}
        />
      )}
    </Field>
  );
}

function RatingField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
          className={controlClassName(Boolean(error))}
        >
          <option value="">Not rated</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface ChoicesProps {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  error?: string;
  onChange: (chosen: string[]) => void;
}

function Choices({ legend, options, chosen, error, onChange }: ChoicesProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={chosen.includes(option)}
            onChange={(isChecked) => onChange(isChecked ? [...chosen, option] : chosen.filter((item) => item !== option))}
          />
        ))}
      </div>
      {error && <p className="mt-2 text-sm font-medium text-brand-red">{error}</p>}
    </fieldset>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-green-dark"
      />
      {label}
    </label>
  );
}

function DraftStatusText({ status }: { status: DraftStatus }) {
  const text =
    status.state === "saving"
      ? "Saving draft…"
      : status.state === "saved"
        ? `Draft saved at ${formatDraftTime(status.at)}`
        : status.state === "failed"
          ? "The draft could not be saved."
          : "";
  return (
    <span role="status" className="text-sm text-grey" data-testid="draft-status">
      {text}
    </span>
  );
}
