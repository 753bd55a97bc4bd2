// A paid member's Badge of Honor claims and the form to send one (ADR 0035): the trail, the date,
// the rig from their garage (or in their own words), notes and photos. Loaded in the browser: the
// page around it is shared by every reader of a tier.
import { LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { BadgeProgramme, BadgeSubmission } from "../../../shared/contracts/badge-of-honor.contract";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { BADGE_LIMITS, type BadgeSubmissionState } from "../../../shared/domain/badge-of-honor";

import { garageClient, vehicleName } from "../../components/garage/garage-client";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { PhotoFilesField } from "../../components/ui/photo-files-field";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromApi, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";
import { useT } from "../../lib/i18n";
import { formatDay } from "../../i18n/dates";
import { RichText } from "../../components/ui/rich-text";
import { useSession } from "../../lib/session";
import { FormAlert } from "../../components/ui/form-alert";

const SUBMISSIONS_PATH = "/api/v2/badge-of-honor/submissions/";
/** The rig select's choice for a rig that is not in the garage. */
const OTHER_RIG = "other";

/** Each state's English label, translated where shown, and its colours. */
const STATUS_LOOKS: Record<BadgeSubmissionState, { label: string; classes: string }> = {
  submitted: { label: "Waiting for review", classes: "bg-neutral-100 text-dark-grey" },
  verified: { label: "Verified", classes: "bg-brand-green-dark text-white" },
  rejected: { label: "Rejected", classes: "bg-brand-red text-white" },
};

function MyClaims({ claims }: { claims: BadgeSubmission[] }) {
  const { t, locale } = useT();
  if (claims.length === 0) return <p className="text-grey">{t("You have not sent a claim yet.")}</p>;
  return (
    <ul className="divide-y divide-grey/15 rounded-xl border border-grey/15 bg-white">
      {claims.map((claim) => (
        <li key={claim.uuid} className="space-y-1 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={claim.trail.href} className={TEXT_LINK_CLASSES}>
              {claim.trail.title}
            </Link>
            <span className={cx("rounded-full px-2.5 py-1 text-sm font-semibold", STATUS_LOOKS[claim.status].classes)}>
              {t(STATUS_LOOKS[claim.status].label)}
            </span>
          </div>
          <p className="text-sm text-grey">
            {t("Driven {date} in a {rig}", { date: formatDay(claim.completed_on, locale, "long"), rig: claim.rig_description })}
          </p>
          {claim.rejection_reason && (
            <p className="text-sm text-dark-grey">{t("Reason: {reason}", { reason: claim.rejection_reason })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ClaimFormProps {
  trails: BadgeProgramme["trails"];
  vehicles: Vehicle[];
  /** Where the member adds a rig to their garage. */
  garageHref: string;
  onSent: (claim: BadgeSubmission) => void;
}

function ClaimForm({ trails, vehicles, garageHref, onSent }: ClaimFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [rig, setRig] = useState(vehicles[0] ? String(vehicles[0].id) : OTHER_RIG);
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useT();
  const today = new Date().toISOString().slice(0, 10);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (rig === OTHER_RIG) form.delete("vehicle_id");
    else form.delete("rig_description");
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const claim = await apiFetch<BadgeSubmission>(SUBMISSIONS_PATH, { method: "POST", form });
      formRef.current?.reset();
      onSent(claim);
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      setFailure(failureMessage(error));
      // The first field with a problem takes the focus, so a keyboard or screen reader user lands on it.
      const first = Object.keys(fields)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Field label={t("Trail")} error={errors.trail_id}>
        {(control) => (
          <select {...control} name="trail_id" defaultValue="" className={controlClassName(Boolean(errors.trail_id))}>
            <option value="" disabled>
              {t("Choose a Badge of Honor trail")}
            </option>
            {trails.map((trail) => (
              <option key={trail.id} value={trail.id}>
                {trail.title} ({trail.state_title})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("Date you drove it")} error={errors.completed_on}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="completed_on"
            max={today}
            className={controlClassName(Boolean(errors.completed_on))}
          />
        )}
      </Field>
      <Field
        label={t("Rig")}
        error={errors.vehicle_id}
        hint={
          vehicles.length === 0 ? (
            <RichText
              text={t("Your garage is empty: {addRig} or describe it below.")}
              parts={{
                addRig: (
                  <Link to={garageHref} className={TEXT_LINK_CLASSES}>
                    {t("add your rig")}
                  </Link>
                ),
              }}
            />
          ) : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            name="vehicle_id"
            value={rig}
            onChange={(event) => setRig(event.target.value)}
            className={controlClassName(Boolean(errors.vehicle_id))}
          >
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicleName(vehicle)}
              </option>
            ))}
            <option value={OTHER_RIG}>{t("Another rig (describe it)")}</option>
          </select>
        )}
      </Field>
      {rig === OTHER_RIG && (
        <Field label={t("Describe the rig")} error={errors.rig_description}>
          {(control) => (
            <input
              {...control}
              name="rig_description"
              maxLength={BADGE_LIMITS.rigDescription}
              placeholder={t("2019 Toyota 4Runner, 3 in lift, 33s")}
              autoComplete="off"
              className={controlClassName(Boolean(errors.rig_description))}
            />
          )}
        </Field>
      )}
      <Field
        label={t("Notes")}
        isOptional
        error={errors.notes}
        hint={t("Who spotted you, the line you took, anything that helps staff check.")}
      >
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={3}
            maxLength={BADGE_LIMITS.notes}
            className={controlClassName(Boolean(errors.notes), "py-2.5")}
          />
        )}
      </Field>
      <PhotoFilesField
        label={t("Photos")}
        name="photos"
        multiple
        error={errors.photos}
        hint={t("1 to {count} JPEG, PNG or WebP photos of your rig on the trail.", { count: BADGE_LIMITS.photos })}
      />
      <FormAlert message={!Object.keys(errors).length && failure} />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {isSending ? t("Sending your claim…") : t("Send claim")}
      </Button>
    </form>
  );
}

export function BadgeClaimPanel({ trails }: { trails: BadgeProgramme["trails"] }) {
  const { user } = useSession();
  const toast = useToast();
  const { t } = useT();
  const [loaded, setLoaded] = useState<{ claims: BadgeSubmission[]; vehicles: Vehicle[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [claims, garage] = await Promise.all([
        apiFetch<{ results: BadgeSubmission[] }>(SUBMISSIONS_PATH),
        garageClient.getGarage(),
      ]);
      setLoaded({ claims: claims.results, vehicles: garage.vehicles });
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, user?.uuid]);

  if (problem) return <p className="mt-3 text-grey">{t(problem)}</p>;
  if (!loaded) return <p className="mt-3 h-24 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;
  return (
    <div className="mt-4 space-y-8">
      <section aria-labelledby="my-claims-title" className="space-y-3">
        <h3 id="my-claims-title" className="text-lg font-bold">
          {t("Your claims")}
        </h3>
        <MyClaims claims={loaded.claims} />
      </section>
      <section aria-labelledby="new-claim-title" className="space-y-3 rounded-xl border border-grey/15 bg-white p-5">
        <h3 id="new-claim-title" className="text-lg font-bold">
          {t("Claim a trail")}
        </h3>
        <ClaimForm
          // A trail with a claim waiting or verified cannot be claimed again; a rejected one can.
          trails={trails.filter((trail) =>
            loaded.claims.every((claim) => claim.trail.id !== trail.id || claim.status === "rejected"),
          )}
          vehicles={loaded.vehicles}
          garageHref={`/users/${user?.uuid ?? "me"}/edit#garage`}
          onSent={(claim) => {
            setLoaded({ ...loaded, claims: [claim, ...loaded.claims] });
            toast.show(t("Claim sent for {trail}. Our staff will check it soon.", { trail: claim.trail.title }));
          }}
        />
      </section>
    </div>
  );
}
