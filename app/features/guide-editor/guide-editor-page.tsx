// The guide editor (issue "Authoring" point 4): every editable field of a trail or scout route in
// sections, the route line and waypoints on a map and in a list, photos, the description, and the
// publishing workflow. Saving asks why; the form is autosaved as a draft while typing.
import { useId, type FormEvent } from "react";
import { Link } from "react-router";
import type { EditableGuide } from "../../../shared/contracts/guide-editor.contract";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { Section } from "./editor-fields";
import {
  BasicsSection,
  ChoicesSection,
  ConditionsSection,
  DescriptionSection,
  PublishingSection,
  RouteSection,
  SaveBar,
} from "./editor-sections";
import { formatDraftTime, useGuideEditor, type GuideEditor } from "./use-guide-editor";
import { PhotoManager } from "./photo-manager";
import { WaypointList } from "./waypoint-list";
import { WorkflowBar } from "./workflow-bar";

const KIND_LABELS = { "scout-route": "Scout Route", trail: "Trail" } as const;

export function GuideEditorPage({ guide }: { guide: EditableGuide }) {
  const editor = useGuideEditor(guide);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isSaved = await editor.save();
    if (!isSaved) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus());
    }
  }

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

      <DraftOffer editor={editor} />

      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <FormAlert message={editor.errors.non_field_errors} />
        <BasicsSection guide={guide} editor={editor} />
        <RouteSection editor={editor} />
        <Section title="Waypoints">
          <WaypointList
            kind={guide.kind}
            guideId={guide.id}
            waypoints={editor.values.waypoints}
            line={editor.values.geojson.coordinates}
            errors={editor.errors}
            onChange={(waypoints) => editor.update({ waypoints })}
          />
        </Section>
        <Section title="Photos">
          <PhotoManager kind={guide.kind} guideId={guide.id} photos={editor.photos} onPhotosChange={editor.setPhotos} />
        </Section>
        <DescriptionSection editor={editor} />
        <ConditionsSection editor={editor} />
        <ChoicesSection editor={editor} />
        <PublishingSection guide={guide} editor={editor} />
        <SaveBar editor={editor} />
      </form>
    </div>
  );
}

/** A draft newer than the saved guide, offered back when the editor opens. */
function DraftOffer({ editor }: { editor: GuideEditor }) {
  if (!editor.offeredDraft) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-orange bg-[#fff6ea] p-4">
      <p className="flex-1">{`Restore your unsaved changes from ${formatDraftTime(editor.offeredDraft.saved_at)}?`}</p>
      <Button size="sm" onClick={editor.restoreDraft}>
        Restore
      </Button>
      <Button size="sm" variant="secondary" onClick={editor.discardDraft}>
        Discard
      </Button>
    </div>
  );
}
