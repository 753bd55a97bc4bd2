// The statement-of-work form of /statement-of-work/new and /statement-of-work/{id}/edit (SUPER):
// every field, each message next to its field. Deliverables are one a line; the pay is typed in
// dollars and sent in cents.
import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import type { StatementOfWork } from "../../../shared/contracts/statement-of-work.contract";
import { AUTHORING_LIMITS } from "../../../shared/domain/authoring";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

/** "1,250.50" or "$1250.5" as cents; null for anything else, which the API refuses next to the field. */
function centsOf(dollars: string): number | null {
  const cleaned = dollars.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    title: text(data, "title"),
    contributor_email: text(data, "contributor_email"),
    scope: text(data, "scope"),
    area_description: text(data, "area_description"),
    state_code: text(data, "state_code"),
    deliverables: text(data, "deliverables")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    pay_cents: centsOf(text(data, "pay_cents")),
    deadline: text(data, "deadline"),
  };
}

export function StatementForm({ statement }: { statement?: StatementOfWork }) {
  const navigate = useNavigate();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();

  async function save(form: HTMLFormElement) {
    const saved = await apiFetch<StatementOfWork>(
      statement ? `/api/v2/statements-of-work/${statement.id}/` : "/api/v2/statements-of-work/",
      { method: statement ? "PATCH" : "POST", json: fieldsOf(form) },
    );
    toast.show(statement ? "Statement of work saved." : "Statement of work created.");
    await navigate(`/statement-of-work/${saved.id}`);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event, save)} className="space-y-5">
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            defaultValue={statement?.title}
            maxLength={AUTHORING_LIMITS.title}
            className={controlClassName(Boolean(errors.title))}
          />
        )}
      </Field>
      <Field label="Contributor's e-mail" hint="The account of a scout or writer." error={errors.contributor_email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="contributor_email"
            autoComplete="off"
            defaultValue={statement?.contributor.email}
            className={controlClassName(Boolean(errors.contributor_email))}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <Field label="Area" hint="Where the work is, in a few words." error={errors.area_description}>
          {(control) => (
            <input
              {...control}
              name="area_description"
              defaultValue={statement?.area_description}
              maxLength={AUTHORING_LIMITS.areaDescription}
              className={controlClassName(Boolean(errors.area_description))}
            />
          )}
        </Field>
        <Field label="State code" isOptional hint="Such as UT." error={errors.state_code}>
          {(control) => (
            <input
              {...control}
              name="state_code"
              defaultValue={statement?.state?.code}
              maxLength={3}
              autoComplete="off"
              className={controlClassName(Boolean(errors.state_code), "h-12 uppercase")}
            />
          )}
        </Field>
      </div>
      <Field label="Scope" hint="What the work is. Leave a blank line between paragraphs." error={errors.scope}>
        {(control) => (
          <textarea
            {...control}
            name="scope"
            rows={6}
            defaultValue={statement?.scope}
            maxLength={AUTHORING_LIMITS.scope}
            className={controlClassName(Boolean(errors.scope), "py-2.5")}
          />
        )}
      </Field>
      <Field label="Deliverables" hint="One a line, such as “GPX track of the full route”." error={errors.deliverables}>
        {(control) => (
          <textarea
            {...control}
            name="deliverables"
            rows={4}
            defaultValue={statement?.deliverables.join("\n")}
            className={controlClassName(Boolean(errors.deliverables), "py-2.5")}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Pay (US dollars)" hint="Such as 1,250.00" error={errors.pay_cents}>
          {(control) => (
            <input
              {...control}
              name="pay_cents"
              inputMode="decimal"
              defaultValue={statement ? (statement.pay_cents / 100).toFixed(2) : undefined}
              className={controlClassName(Boolean(errors.pay_cents), "h-12 tabular-nums")}
            />
          )}
        </Field>
        <Field label="Deadline" error={errors.deadline}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="deadline"
              defaultValue={statement?.deadline}
              className={controlClassName(Boolean(errors.deadline))}
            />
          )}
        </Field>
      </div>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {statement ? "Save statement" : "Create statement"}
      </Button>
    </form>
  );
}
