// Turns a trail's All-Access Preview or Badge of Honor flag on or off, with the reason the audit log
// keeps; the form checks itself with the endpoint's own contract first.
import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  GUIDE_FLAGS,
  GUIDE_FLAG_LABELS,
  trailFlagChangeSchema,
  type GuideFlag,
  type TrailCmsRow,
} from "../../../shared/contracts/guide-admin.contract";
import { formValues } from "../../components/cms/check-form";
import { buttonClassName } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromZod } from "../../lib/field-errors";
import { useApiForm } from "../../lib/use-api-form";

/** The form's values as the contract reads them: the on/off choice as a boolean. */
function flagChangeOf(form: HTMLFormElement) {
  const values = formValues(form);
  return { ...values, value: values.value === "on" ? true : values.value === "off" ? false : undefined };
}

function FlagForm({ trail, onSaved }: { trail: TrailCmsRow; onSaved: () => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const [flag, setFlag] = useState<GuideFlag>("is_preview");
  const revalidator = useRevalidator();
  const toast = useToast();
  const isOn = trail[flag];

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            const change = trailFlagChangeSchema.parse(flagChangeOf(form));
            await apiFetch(`/api/v2/admin/trail-cms/${trail.id}/flags/`, { method: "PATCH", json: change });
            toast.show(`${GUIDE_FLAG_LABELS[change.flag]} ${change.value ? "on" : "off"} for ${trail.title}.`);
            await revalidator.revalidate();
            onSaved();
          },
          (form) => {
            const result = trailFlagChangeSchema.safeParse(flagChangeOf(form));
            return result.success ? {} : fieldErrorsFromZod(result.error);
          },
        )
      }
    >
      <Field label="Flag" error={errors.flag}>
        {(control) => (
          <select
            {...control}
            name="flag"
            value={flag}
            onChange={(event) => setFlag(event.currentTarget.value as GuideFlag)}
            className={controlClassName(Boolean(errors.flag))}
          >
            {GUIDE_FLAGS.map((name) => (
              <option key={name} value={name}>
                {GUIDE_FLAG_LABELS[name]} (now {trail[name] ? "on" : "off"})
              </option>
            ))}
          </select>
        )}
      </Field>
      <input type="hidden" name="value" value={isOn ? "off" : "on"} />
      <Field label="Reason" hint="Kept in the audit log with the change." error={errors.reason}>
        {(control) => (
          <textarea {...control} name="reason" rows={3} className={controlClassName(Boolean(errors.reason), "min-h-20 py-2")} />
        )}
      </Field>
      <FormAlert message={failure} />
      <button type="submit" disabled={isSending} className={buttonClassName()}>
        Turn {GUIDE_FLAG_LABELS[flag]} {isOn ? "off" : "on"}
      </button>
    </form>
  );
}

export function TrailFlagsButton({ trail }: { trail: TrailCmsRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClassName({ variant: "secondary", size: "sm" })}>
        Flags<span className="sr-only"> of {trail.title}</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`Flags of ${trail.title}`}>
        <FlagForm trail={trail} onSaved={() => setOpen(false)} />
      </Modal>
    </>
  );
}
