// /contributors/apply (signed in): apply to become a scout or a writer (ADR 0043). One application
// waits at a time; while it does, or once the reader already contributes, the page says so.
import { Clock, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ContributorRequest } from "../../../shared/contracts/authoring-requests.contract";
import { AUTHORING_LIMITS, type ContributorRole } from "../../../shared/domain/authoring";
import { Button } from "../../components/ui/button";
import { Field, FieldErrorMessage, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";
import { RequestPageFrame } from "./request-page-frame";

const ROLE_CHOICES: { role: ContributorRole; label: string; description: string }[] = [
  { role: "SCOUT", label: "Scout", description: "Drive and record routes: tracks, waypoints, photos and conditions." },
  { role: "WRITER", label: "Writer", description: "Write full trail guides and blog posts from trails you have driven." },
];

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function Waiting({ application }: { application: ContributorRequest }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-neutral-100 p-4 text-dark-grey">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      Your application to be a {application.requested_role === "SCOUT" ? "scout" : "writer"}, sent{" "}
      {longDate(application.created_at)}, is with our editors. We will e-mail you their answer.
    </p>
  );
}

function ApplicationForm({
  choices,
  onSent,
}: {
  choices: typeof ROLE_CHOICES;
  onSent: (application: ContributorRequest) => void;
}) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();

  async function send(form: HTMLFormElement) {
    const data = new FormData(form);
    onSent(
      await apiFetch<ContributorRequest>("/api/v2/contributor-requests/", {
        method: "POST",
        json: Object.fromEntries(
          ["requested_role", "experience", "areas", "sample_link"].map((name) => [name, data.get(name) ?? ""]),
        ),
      }),
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event, send)} className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={errors.requested_role ? "role-error" : undefined}>
        <legend className="text-sm font-semibold text-dark-grey">I would like to be a</legend>
        {choices.map((choice) => (
          <label key={choice.role} className="flex items-start gap-3 rounded-xl border border-grey/15 bg-white p-4">
            <input
              type="radio"
              name="requested_role"
              value={choice.role}
              className="mt-1 size-5 shrink-0 accent-brand-green-dark"
            />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              <span className="text-sm text-grey">{choice.description}</span>
            </span>
          </label>
        ))}
        {errors.requested_role && <FieldErrorMessage id="role-error" message={errors.requested_role} />}
      </fieldset>
      <Field
        label="Your experience"
        hint="How long you have driven off-road, the rigs, the trails you know best."
        error={errors.experience}
      >
        {(control) => (
          <textarea
            {...control}
            name="experience"
            rows={5}
            maxLength={AUTHORING_LIMITS.experience}
            className={controlClassName(Boolean(errors.experience), "py-2.5")}
          />
        )}
      </Field>
      <Field label="Areas you know" hint="States, forests or regions." error={errors.areas}>
        {(control) => (
          <input
            {...control}
            name="areas"
            maxLength={AUTHORING_LIMITS.areas}
            className={controlClassName(Boolean(errors.areas))}
          />
        )}
      </Field>
      <Field label="A sample of your work" isOptional hint="A trip report, a track or photos online." error={errors.sample_link}>
        {(control) => (
          <input
            {...control}
            type="url"
            name="sample_link"
            placeholder="https://"
            className={controlClassName(Boolean(errors.sample_link))}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        Send application
      </Button>
    </form>
  );
}

/** `roles`: the roles the reader may still apply for (below their own), decided by the loader. */
export function ContributorApplyPage({ latest, roles }: { latest: ContributorRequest | null; roles: ContributorRole[] }) {
  const [application, setApplication] = useState(latest);
  const isWaiting = application?.state === "open";
  const choices = ROLE_CHOICES.filter((choice) => roles.includes(choice.role));
  return (
    <RequestPageFrame
      title="Apply to contribute"
      lead="Scouts and writers drive the trails our guides are made from. Tell us about yourself."
    >
      {choices.length === 0 && !isWaiting ? (
        <p className="rounded-xl bg-neutral-100 p-4">
          You are already a writer or staff: head to the{" "}
          <Link to="/users/contributor-portal" className={TEXT_LINK_CLASSES}>
            contributor portal
          </Link>
          .
        </p>
      ) : isWaiting ? (
        <Waiting application={application} />
      ) : (
        <>
          {application?.state === "declined" && (
            <p className="rounded-xl bg-neutral-100 p-4">
              Your last application was declined{application.decision_reason ? `: ${application.decision_reason}` : "."} You are
              welcome to apply again.
            </p>
          )}
          <ApplicationForm choices={choices} onSent={setApplication} />
        </>
      )}
    </RequestPageFrame>
  );
}
