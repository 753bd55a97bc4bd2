// The sections of the guide editor's form, each bound to the editor: the basics, the route line,
// the description, the conditions, the points of concern or categories, publishing, and the bar
// that saves with a reason.
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { GUIDE_FLAGS, GUIDE_FLAG_LABELS } from "../../../shared/contracts/guide-admin.contract";
import type { EditableGuide, EditableTrail } from "../../../shared/contracts/guide-editor.contract";
import { POINTS_OF_CONCERN, TRAIL_STATUSES } from "../../../shared/domain/difficulty";
import { GUIDE_EDIT_LIMITS, SCOUT_ROUTE_CATEGORIES } from "../../../shared/domain/guide-editing";
import { Button } from "../../components/ui/button";
import { Field, SelectField, TextField, controlClassName } from "../../components/ui/field";
import type { EditorValues, FormWaypoint } from "./editor-form";
import { Choices, EditorTextField, RatingField, Section } from "./editor-fields";
import { RouteLineSection } from "./route-line-section";
import { formatDraftTime, type DraftStatus, type GuideEditor } from "./use-guide-editor";
import { newWaypointAt } from "./waypoint-list";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : "—");
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

interface SectionProps {
  guide: EditableGuide;
  editor: GuideEditor;
}

export function BasicsSection({ guide, editor: { values, errors, update } }: SectionProps) {
  return (
    <Section title="Basics">
      <div className="grid gap-4 md:grid-cols-2">
        <EditorTextField label="Title" name="title" values={values} errors={errors} update={update} className="md:col-span-2" />
        <div className="space-y-1.5">
          <span className="block text-sm font-semibold">State</span>
          <p className="flex h-12 items-center text-base">{guide.state.title}</p>
        </div>
        <EditorTextField label="Nearest town" name="nearest_town_name" values={values} errors={errors} update={update} />
        <EditorTextField label="County" name="county_name" values={values} errors={errors} update={update} isOptional />
        {values.kind === "trail" && (
          <>
            <EditorTextField label="Season" name="season" values={values} errors={errors} update={update} isOptional />
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
  );
}

/** The line on its map, with the waypoints dropped on it or read from a file. */
export function RouteSection({ editor: { values, errors, update } }: Pick<SectionProps, "editor">) {
  const setWaypoints = (waypoints: FormWaypoint[]) => update({ waypoints });
  return (
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
  );
}

export function DescriptionSection({ editor: { values, errors, update } }: Pick<SectionProps, "editor">) {
  return (
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
  );
}

export function ConditionsSection({ editor: { values, errors, update } }: Pick<SectionProps, "editor">) {
  return (
    <Section title="Conditions">
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Status"
          error={errors.status}
          value={values.status}
          onChange={(event) => update({ status: event.target.value as EditorValues["status"] })}
        >
          {TRAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalised(status)}
            </option>
          ))}
        </SelectField>
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
        <EditorTextField
          label="Road condition"
          name="road_condition"
          values={values}
          errors={errors}
          update={update}
          isOptional
        />
        <EditorTextField
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
  );
}

/** A trail's points of concern, or a scout route's categories. */
export function ChoicesSection({ editor: { values, errors, update } }: Pick<SectionProps, "editor">) {
  return values.kind === "trail" ? (
    <Section title="Points of concern">
      <Choices
        legend="Points of concern"
        options={POINTS_OF_CONCERN}
        chosen={values.points_of_concern}
        error={errors.points_of_concern}
        onChange={(points_of_concern) => update({ points_of_concern })}
      />
    </Section>
  ) : (
    <Section title="Categories">
      <Choices
        legend="Categories"
        options={SCOUT_ROUTE_CATEGORIES}
        chosen={values.categories}
        error={errors.categories}
        onChange={(categories) => update({ categories })}
      />
    </Section>
  );
}

export function PublishingSection({ guide, editor }: SectionProps) {
  return (
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
        <TextField
          label="New Edition Date"
          error={editor.errors.new_edition_date}
          isOptional
          fieldClassName="mt-4 max-w-xs"
          type="date"
          value={editor.newEditionDate}
          onChange={(event) => editor.setNewEditionDate(event.target.value)}
        />
      )}
      {guide.kind === "trail" && <TrailFlags trail={guide} title={editor.savedTitle} />}
    </Section>
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

/** Fixed at the bottom of the screen: why this change, the draft's state, and Save. */
export function SaveBar({ editor }: Pick<SectionProps, "editor">) {
  const error = editor.errors.change_reason;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-grey/20 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-end gap-3 px-4 py-3 md:px-6">
        <Field label="Reason for this change" error={error} className="min-w-0 flex-1 basis-64">
          {(control) => (
            <input
              {...control}
              value={editor.changeReason}
              required
              maxLength={GUIDE_EDIT_LIMITS.changeReason.max}
              placeholder="For example: added the camp at the lake"
              onChange={(event) => editor.updateReason(event.target.value)}
              className={controlClassName(Boolean(error), "h-11")}
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
