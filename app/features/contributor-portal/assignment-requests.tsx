// "Request a new assignment": the form that asks the editors for work in an area, and the
// contributor's requests with their answers. A request sent here shows in the list at once.
import { CheckCircle2, LoaderCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { assignmentRequestCreateSchema, type AssignmentRequest } from "../../../shared/contracts/authoring-requests.contract";
import type { ContributorPortal } from "../../../shared/contracts/contributor-portal.contract";
import type { State } from "../../../shared/contracts/site.contract";
import type { RequestState } from "../../../shared/domain/authoring";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { StateOptions } from "../../components/ui/state-options";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromApi, fieldErrorsFromZod, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";
import { useHydrated } from "../../lib/use-hydrated";
import { formatDay, SECTION_CARD_CLASSES, SECTION_TITLE_CLASSES } from "./portal-format";
import { FormAlert } from "../../components/ui/form-alert";

const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  open: "Waiting for the editors",
  accepted: "Accepted",
  declined: "Declined",
};

const REQUEST_STATE_CLASSES: Record<RequestState, string> = {
  open: "text-grey",
  accepted: "text-[#1d5015]",
  declined: "text-brand-red",
};

const FIELD_ORDER = ["state_code", "area", "message"] as const;

function readRequestForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { state_code: text("state_code") || null, area: text("area"), message: text("message") };
}

type RequestSection = ContributorPortal["assignment_requests"];

/** The requests the page was rendered with, and ahead of them those sent since (newest first), each once. */
export function withSentRequests(rendered: RequestSection, sent: AssignmentRequest[]): RequestSection {
  const renderedIds = new Set(rendered.results.map((request) => request.id));
  const added = sent.filter((request) => !renderedIds.has(request.id));
  return { count: rendered.count + added.length, results: [...added, ...rendered.results] };
}

interface AssignmentRequestsProps {
  requests: RequestSection;
  stateGroups: StateMenuGroup<State>[];
  onSent: (request: AssignmentRequest) => void;
}

export function AssignmentRequests({ requests, stateGroups, onSent }: AssignmentRequestsProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isHydrated = useHydrated();

  const stateTitles = new Map(stateGroups.flatMap((group) => group.options).map((state) => [state.code, state.title]));

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setConfirmation(null);
    setFailure(null);
    const parsed = assignmentRequestCreateSchema.safeParse(readRequestForm(form));
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const created = await apiFetch<AssignmentRequest>("/api/v2/assignment-requests/", { method: "POST", json: parsed.data });
      onSent(created);
      form.reset();
      setConfirmation(`Request sent for ${created.area}. It is listed under My requests.`);
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section id="request-assignment" aria-labelledby="request-assignment-title" className={SECTION_CARD_CLASSES}>
      <h2 id="request-assignment-title" className={SECTION_TITLE_CLASSES}>
        Request a new assignment
      </h2>
      <p className="mt-1 text-grey">
        Tell the editors where you would like to scout or write next. They answer here, under My requests.
      </p>
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <form
          ref={formRef}
          aria-labelledby="request-assignment-title"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <Field label="State" isOptional error={errors.state_code}>
            {(control) => (
              <select {...control} name="state_code" defaultValue="" className={controlClassName(Boolean(errors.state_code))}>
                <StateOptions groups={stateGroups} valueKey="code" placeholder="Any state" />
              </select>
            )}
          </Field>
          <Field label="Area" hint="A region, forest or town, e.g. Moab or the San Juan Mountains." error={errors.area}>
            {(control) => (
              <input
                {...control}
                name="area"
                maxLength={200}
                autoComplete="off"
                className={controlClassName(Boolean(errors.area))}
              />
            )}
          </Field>
          <Field label="Message" hint="What you would like to scout or write, and when you can drive." error={errors.message}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={4}
                maxLength={2000}
                className={controlClassName(Boolean(errors.message), "min-h-28 py-2.5")}
              />
            )}
          </Field>
          <FormAlert message={failure} />
          <div role="status" className="empty:hidden">
            {confirmation && (
              <p className="flex items-start gap-2 text-sm font-medium text-[#1d5015]">
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
                {confirmation}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSending || !isHydrated}>
            {isSending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            Send request
          </Button>
        </form>
        <div>
          <h3 className="font-bold text-dark-grey">
            My requests <span className="font-normal text-grey tabular-nums">({requests.count})</span>
          </h3>
          {requests.results.length === 0 ? (
            <p className="mt-2 text-grey">No requests yet. Send one with the form and its answer shows here.</p>
          ) : (
            <ul className="mt-2 divide-y divide-grey/15">
              {requests.results.map((request) => (
                <li key={request.id} className="space-y-1 py-3">
                  <p className="font-semibold text-dark-grey">
                    {request.area}
                    {request.state_code && (
                      <span className="font-normal text-grey">, {stateTitles.get(request.state_code) ?? request.state_code}</span>
                    )}
                  </p>
                  <p className="line-clamp-2 text-sm text-grey">{request.message}</p>
                  <p className="text-sm">
                    <span className={cx("font-semibold", REQUEST_STATE_CLASSES[request.state])}>
                      {REQUEST_STATE_LABELS[request.state]}
                    </span>
                    <span className="text-grey"> · sent {formatDay(request.created_at)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
