// Assigning a patrol from /admin/patrol-cms: find a published trail by its title and pick it, name
// the contributor by e-mail (suggested as staff type) and the due date; checked with the patrol
// contract before sending to POST /api/v2/patrols/, the server's errors shown next to each field.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { patrolCreateSchema, type Patrol } from "../../../../shared/contracts/patrol.contract";
import type { TrailChoice } from "../../../../shared/contracts/vendor.contract";
import { formValues } from "../../../components/cms/check-form";
import { Button } from "../../../components/ui/button";
import { Field, controlClassName } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { apiFetch } from "../../../lib/api-client";
import { fieldErrorsFromZod } from "../../../lib/field-errors";
import { useApiForm } from "../../../lib/use-api-form";
import { PersonEmailField } from "./person-email-field";
import { useChoices } from "./use-choices";
import { FormAlert } from "../../../components/ui/form-alert";

/** The form's values as the patrol contract reads them: the chosen trail's id as a number. */
function patrolValues(form: HTMLFormElement) {
  const values = formValues(form);
  return { ...values, trail_id: values.trail_id ? Number(values.trail_id) : undefined };
}

function checkPatrol(form: HTMLFormElement) {
  const result = patrolCreateSchema.safeParse(patrolValues(form));
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

export function AssignPatrolForm() {
  const { errors, failure, isSending, submit } = useApiForm();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [word, setWord] = useState("");
  const trails = useChoices<TrailChoice>("/api/v2/admin/choices/trails/", word);

  async function send(form: HTMLFormElement) {
    const patrol = await apiFetch<Patrol>("/api/v2/patrols/", {
      method: "POST",
      json: patrolCreateSchema.parse(patrolValues(form)),
    });
    toast.show(`${patrol.assignee.name} is to patrol ${patrol.trail.title}.`);
    form.reset();
    setWord("");
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="assign-patrol-title" className="rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="assign-patrol-title" className="text-lg font-bold text-dark-grey">
        Assign a patrol
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event, send, checkPatrol)}
        className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2"
      >
        <Field label="Find a trail" hint="Type two or more letters of a published trail's title.">
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              value={word}
              onChange={(event) => setWord(event.currentTarget.value)}
              className={controlClassName(false)}
            />
          )}
        </Field>
        <Field label="Trail" error={errors.trail_id}>
          {(control) => (
            <select {...control} name="trail_id" className={controlClassName(Boolean(errors.trail_id))}>
              <option value="">{trails.length === 0 ? "Search for a trail first" : "Choose a trail"}</option>
              {trails.map((trail) => (
                <option key={trail.id} value={trail.id}>
                  {trail.title} ({trail.state_code})
                </option>
              ))}
            </select>
          )}
        </Field>
        <PersonEmailField
          name="assignee_email"
          label="Contributor's e-mail"
          hint="Type a name or address: scouts, writers and staff are suggested."
          error={errors.assignee_email}
          contributorsOnly
        />
        <Field label="Report due" error={errors.due_on}>
          {(control) => <input {...control} type="date" name="due_on" className={controlClassName(Boolean(errors.due_on))} />}
        </Field>
        <FormAlert message={failure} className="md:col-span-2" />
        <div className="md:col-span-2">
          <Button type="submit" disabled={isSending}>
            {isSending ? "Assigning…" : "Assign patrol"}
          </Button>
        </div>
      </form>
    </section>
  );
}
