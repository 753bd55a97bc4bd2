// /contributors/apply (signed in): apply to become a scout or a writer (ADR 0043). One application
// waits at a time; while it does, or once the reader already contributes, the page says so.
import { formatDay } from "../../i18n/dates";
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
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";
import { RequestPageFrame } from "./request-page-frame";

interface RoleChoice {
  role: ContributorRole;
  label: string;
  description: string;
}

const roleChoices = (t: Translator["t"]): RoleChoice[] => [
  { role: "SCOUT", label: t("Scout"), description: t("Drive and record routes: tracks, waypoints, photos and conditions.") },
  { role: "WRITER", label: t("Writer"), description: t("Write full trail guides and blog posts from trails you have driven.") },
];

function Waiting({ application }: { application: ContributorRequest }) {
  const { t, locale } = useT();
  const date = formatDay(application.created_at, locale, "long");
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-neutral-100 p-4 text-dark-grey">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {application.requested_role === "SCOUT"
        ? t("Your application to be a scout, sent {date}, is with our editors. We will e-mail you their answer.", { date })
        : t("Your application to be a writer, sent {date}, is with our editors. We will e-mail you their answer.", { date })}
    </p>
  );
}

function ApplicationForm({ choices, onSent }: { choices: RoleChoice[]; onSent: (application: ContributorRequest) => void }) {
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();
  const { t } = useT();

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
        <legend className="text-sm font-semibold text-dark-grey">{t("I would like to be a")}</legend>
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
        label={t("Your experience")}
        hint={t("How long you have driven off-road, the rigs, the trails you know best.")}
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
      <Field label={t("Areas you know")} hint={t("States, forests or regions.")} error={errors.areas}>
        {(control) => (
          <input
            {...control}
            name="areas"
            maxLength={AUTHORING_LIMITS.areas}
            className={controlClassName(Boolean(errors.areas))}
          />
        )}
      </Field>
      <Field
        label={t("A sample of your work")}
        isOptional
        hint={t("A trip report, a track or photos online.")}
        error={errors.sample_link}
      >
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
        {t("Send application")}
      </Button>
    </form>
  );
}

/** `roles`: the roles the reader may still apply for (below their own), decided by the loader. */
export function ContributorApplyPage({ latest, roles }: { latest: ContributorRequest | null; roles: ContributorRole[] }) {
  const [application, setApplication] = useState(latest);
  const isWaiting = application?.state === "open";
  const { t } = useT();
  const choices = roleChoices(t).filter((choice) => roles.includes(choice.role));
  return (
    <RequestPageFrame
      title={t("Apply to contribute")}
      lead={t("Scouts and writers drive the trails our guides are made from. Tell us about yourself.")}
    >
      {choices.length === 0 && !isWaiting ? (
        <p className="rounded-xl bg-neutral-100 p-4">
          {t("You are already a writer or staff: head to the")}{" "}
          <Link to="/users/contributor-portal" className={TEXT_LINK_CLASSES}>
            {t("contributor portal")}
          </Link>
          .
        </p>
      ) : isWaiting ? (
        <Waiting application={application} />
      ) : (
        <>
          {application?.state === "declined" && (
            <p className="rounded-xl bg-neutral-100 p-4">
              {application.decision_reason
                ? t("Your last application was declined: {reason} You are welcome to apply again.", {
                    reason: application.decision_reason,
                  })
                : t("Your last application was declined. You are welcome to apply again.")}
            </p>
          )}
          <ApplicationForm choices={choices} onSent={setApplication} />
        </>
      )}
    </RequestPageFrame>
  );
}
