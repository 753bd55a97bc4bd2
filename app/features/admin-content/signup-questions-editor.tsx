// /admin/questions (SUPER): the sign-up questions and their options (ADR 0053). Staff rename them,
// switch them on or off, move them up or down and add options; the sign-up and profile forms read
// them on their next load. Every form is checked with the shared contract; the server answers with
// the whole list, which replaces what the page shows.
import { ArrowDown, ArrowUp, LoaderCircle, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  SIGNUP_LIMITS,
  signupOptionCreateSchema,
  signupOptionUpdateSchema,
  signupQuestionUpdateSchema,
  type SignupMove,
  type SignupOptionAdmin,
  type SignupQuestionAdmin,
} from "../../../shared/contracts/signup-question-admin.contract";
import { checkForm, formValues } from "../../components/cms/check-form";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

type Questions = SignupQuestionAdmin[];
type Replace = (questions: Questions) => void;

const send = (path: string, method: "PATCH" | "POST", json: unknown) =>
  apiFetch<{ questions: Questions }>(`/api/v2/admin/${path}`, { method, json }).then((answer) => answer.questions);

/** A label and whether it is shown: the form of a question and of each option alike. */
function LabelForm({
  path,
  record,
  fieldLabel,
  maxLength,
  onSaved,
}: {
  path: string;
  record: { label: string; active: boolean };
  fieldLabel: string;
  maxLength: number;
  onSaved: Replace;
}) {
  const isHydrated = useHydrated();
  const toast = useToast();
  const { errors, failure, isSending, submit } = useApiForm();
  const schema = path.startsWith("signup-questions") ? signupQuestionUpdateSchema : signupOptionUpdateSchema;

  async function save(form: HTMLFormElement) {
    onSaved(await send(path, "PATCH", { ...formValues(form), active: new FormData(form).has("active") }));
    toast.show("Saved.");
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event, save, (form) => checkForm(schema, form))}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label={fieldLabel} error={errors.label} className="min-w-48 flex-1">
        {(control) => (
          <input
            {...control}
            name="label"
            maxLength={maxLength}
            defaultValue={record.label}
            className={controlClassName(Boolean(errors.label), "h-10")}
          />
        )}
      </Field>
      <label className="flex h-10 items-center gap-2 text-sm font-semibold text-dark-grey">
        <input type="checkbox" name="active" defaultChecked={record.active} className="size-5 accent-brand-green-dark" />
        Shown
      </label>
      <Button type="submit" size="sm" variant="secondary" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
        Save
      </Button>
      <FormAlert message={failure} />
    </form>
  );
}

function MoveButtons({
  path,
  name,
  isFirst,
  isLast,
  onMoved,
}: {
  path: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMoved: Replace;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  async function move(direction: SignupMove["direction"]) {
    setSending(true);
    setFailure(null);
    try {
      onMoved(await send(`${path}move/`, "POST", { direction }));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void move("up")}
        disabled={isFirst || isSending}
        aria-label={`Move ${name} up`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void move("down")}
        disabled={isLast || isSending}
        aria-label={`Move ${name} down`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <FormAlert message={failure} />
    </div>
  );
}

function AddOptionForm({ question, onAdded }: { question: SignupQuestionAdmin; onAdded: Replace }) {
  const isHydrated = useHydrated();
  const toast = useToast();
  const { errors, failure, isSending, submit } = useApiForm();

  async function add(form: HTMLFormElement) {
    onAdded(await send(`signup-questions/${question.id}/options/`, "POST", formValues(form)));
    form.reset();
    toast.show("Option added.");
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event, add, (form) => checkForm(signupOptionCreateSchema, form))}
      className="flex flex-wrap items-end gap-3 border-t border-grey/10 pt-4"
    >
      <Field label={`New ${question.label.toLowerCase()} option`} error={errors.label} className="min-w-48 flex-1">
        {(control) => (
          <input
            {...control}
            name="label"
            maxLength={SIGNUP_LIMITS.optionLabel}
            className={controlClassName(Boolean(errors.label), "h-10")}
          />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={!isHydrated || isSending}>
        <Plus aria-hidden="true" className="size-4" />
        Add option
      </Button>
      <FormAlert message={failure} />
    </form>
  );
}

function OptionRow({
  option,
  index,
  count,
  onChanged,
}: {
  option: SignupOptionAdmin;
  index: number;
  count: number;
  onChanged: Replace;
}) {
  const path = `signup-question-options/${option.id}/`;
  return (
    <li className={cx("flex flex-wrap items-end gap-3 py-3", !option.active && "opacity-75")}>
      <div className="min-w-0 flex-1">
        <LabelForm
          path={path}
          record={option}
          fieldLabel={`Option “${option.value}”`}
          maxLength={SIGNUP_LIMITS.optionLabel}
          onSaved={onChanged}
        />
      </div>
      <MoveButtons path={path} name={option.label} isFirst={index === 0} isLast={index === count - 1} onMoved={onChanged} />
    </li>
  );
}

function QuestionCard({
  question,
  index,
  count,
  onChanged,
}: {
  question: SignupQuestionAdmin;
  index: number;
  count: number;
  onChanged: Replace;
}) {
  const titleId = useId();
  const path = `signup-questions/${question.id}/`;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-dark-grey">
          {index + 1}. {question.label}
          {!question.active && (
            <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-grey">Hidden</span>
          )}
        </h2>
        <MoveButtons path={path} name={question.label} isFirst={index === 0} isLast={index === count - 1} onMoved={onChanged} />
      </div>
      <LabelForm
        path={path}
        record={question}
        fieldLabel="Question"
        maxLength={SIGNUP_LIMITS.questionLabel}
        onSaved={onChanged}
      />
      {question.has_stored_options ? (
        <>
          <ul aria-label={`${question.label} options`} className="divide-y divide-grey/10">
            {question.options.map((option, optionIndex) => (
              <OptionRow
                key={option.id}
                option={option}
                index={optionIndex}
                count={question.options.length}
                onChanged={onChanged}
              />
            ))}
          </ul>
          <AddOptionForm question={question} onAdded={onChanged} />
        </>
      ) : (
        <p className="text-sm text-grey">
          {question.key === "state_name"
            ? "The options are the states on the site."
            : "The options are this year and the 100 years before it."}
        </p>
      )}
    </section>
  );
}

export function SignupQuestionsEditor({ questions: loaded }: { questions: Questions }) {
  const [questions, setQuestions] = useState(loaded);
  return (
    <div className="space-y-6">
      <p className="text-sm text-grey">
        Readers keep the answer they chose when an option is renamed or hidden.{" "}
        <Link to="/admin/audit-log?entity_type=signup_question" className={TEXT_LINK_CLASSES}>
          Changes to questions
        </Link>{" "}
        ·{" "}
        <Link to="/admin/audit-log?entity_type=signup_question_option" className={TEXT_LINK_CLASSES}>
          changes to options
        </Link>
      </p>
      {questions.map((question, index) => (
        <QuestionCard key={question.id} question={question} index={index} count={questions.length} onChanged={setQuestions} />
      ))}
    </div>
  );
}
