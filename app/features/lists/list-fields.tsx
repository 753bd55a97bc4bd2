// The labelled fields of a list (name, description, shared) and the dialogs that edit or delete one.
import { useT } from "../../lib/i18n";
import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { ListSummary } from "../../../shared/contracts/lists.contract";
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import { listsClient } from "../../components/add-to-list/lists-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toast";
import { useHydrated } from "../../lib/use-hydrated";
import { FormAlert } from "../../components/ui/form-alert";

export function NameField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useT();
  return (
    <Field label={t("Name")} error={error && t(error)}>
      {(control) => (
        <input
          {...control}
          name="name"
          required
          defaultValue={defaultValue}
          maxLength={LIST_LIMITS.nameMaxLength}
          autoComplete="off"
          placeholder={t("Moab long weekend")}
          className={controlClassName(Boolean(error))}
        />
      )}
    </Field>
  );
}

export function DescriptionField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useT();
  return (
    <Field label={t("Description")} isOptional error={error && t(error)}>
      {(control) => (
        <textarea
          {...control}
          name="description"
          rows={3}
          defaultValue={defaultValue}
          maxLength={LIST_LIMITS.descriptionMaxLength}
          className={controlClassName(Boolean(error), "py-2.5")}
        />
      )}
    </Field>
  );
}

export function PublicField({ defaultChecked }: { defaultChecked: boolean }) {
  const id = useId();
  const { t } = useT();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name="is_public"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 accent-brand-green-dark"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-dark-grey">
          {t("Share with anyone who has the link")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-grey">
          {t("They can see the guides in it; only you and the editors you invite can change it.")}
        </p>
      </div>
    </div>
  );
}

/** A text field's value; "" when the form has no such field. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

export function readListForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return { name: formText(data, "name"), description: formText(data, "description"), is_public: data.get("is_public") === "on" };
}

/** The form's submit button: disabled until the page has hydrated, and spinning while the request runs. */
export function PendingButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  const isHydrated = useHydrated();
  return (
    <Button type="submit" disabled={!isHydrated || isPending} aria-busy={isPending || undefined}>
      {isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </Button>
  );
}

const DANGER_BUTTON_CLASSES =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-[#b0031e] px-5 font-semibold whitespace-nowrap text-white hover:bg-[#8f0218] disabled:cursor-not-allowed disabled:opacity-60";

type ListRef = Pick<ListSummary, "uuid" | "name" | "description" | "is_public">;

/** Rename, describe and share a list. */
export function EditListDialog({
  list,
  open,
  onOpenChange,
  onSaved,
}: {
  list: ListRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const { t } = useT();
  const [failure, setFailure] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await listsClient.updateList(list.uuid, readListForm(event.currentTarget));
      toast.show(t("List saved"));
      onOpenChange(false);
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  const nameError = fieldError(failure, "name");
  const descriptionError = fieldError(failure, "description");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("Edit list")}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("Edit list")} className="space-y-4">
        <NameField defaultValue={list.name} error={nameError} />
        <DescriptionField defaultValue={list.description} error={descriptionError} />
        <PublicField defaultChecked={list.is_public} />
        <FormAlert message={failure !== null && !nameError && !descriptionError && failureMessage(failure)} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("Cancel")}
          </Button>
          <PendingButton isPending={isPending}>{t("Save")}</PendingButton>
        </div>
      </form>
    </Modal>
  );
}

/** Asks before a list goes; the guides themselves stay on the site. */
export function DeleteListDialog({
  list,
  open,
  onOpenChange,
  onDeleted,
}: {
  list: Pick<ListSummary, "uuid" | "name" | "item_count">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const { t, plural } = useT();
  const [isPending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await listsClient.deleteList(list.uuid);
      toast.show(t("Deleted {name}", { name: list.name }));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("Delete {name}?", { name: list.name })}>
      <p className="text-grey">
        {plural(
          list.item_count,
          "The list and its {count} guide go; the guides stay on the site. This cannot be undone.",
          "The list and its {count} guides go; the guides stay on the site. This cannot be undone.",
        )}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("Cancel")}
        </Button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isPending}
          aria-busy={isPending || undefined}
          className={DANGER_BUTTON_CLASSES}
        >
          {isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t("Delete list")}
        </button>
      </div>
    </Modal>
  );
}
