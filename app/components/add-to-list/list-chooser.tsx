// The add-to-list dialog (add-to-list.tsx): the reader's lists with a check for each that holds the
// guide, and a form for a new list. Loaded when the dialog first opens, so guide pages carry none of it.
import { Check, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { ListMembership, ListProductType } from "../../../shared/contracts/lists.contract";
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { useT } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { RichText } from "../ui/rich-text";
import { useToast } from "../ui/toast";
import type { AddToListProps } from "./add-to-list";
import { listEvents } from "./list-events";
import { listsClient } from "./lists-client";

type ChooserProps = Pick<AddToListProps, "productType" | "id" | "title" | "onChange">;

export function ListChooserDialog({
  open,
  onOpenChange,
  ...chooser
}: ChooserProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("Add to list")}
      description={t("Choose the lists that hold {title}.", { title: chooser.title })}
    >
      {open && <ListChooser {...chooser} />}
    </Modal>
  );
}

/** The dialog's body; mounted while the dialog is open, so each opening reads the lists afresh. */
function ListChooser({ productType, id, title, onChange }: ChooserProps) {
  const { t, plural } = useT();
  const toast = useToast();
  const memberships = useMemberships(productType, id);
  // The box flips at once and stays flipped while the request runs; a failure puts it back.
  const [pending, setPending] = useState<{ uuid: string; isChecked: boolean } | null>(null);
  const isChecked = (list: ListMembership) => (pending?.uuid === list.uuid ? pending.isChecked : list.item_id !== null);

  async function toggle(list: ListMembership) {
    if (pending) return;
    setPending({ uuid: list.uuid, isChecked: list.item_id === null });
    try {
      if (list.item_id === null) {
        const item = await listsClient.addItem(list.uuid, productType, id);
        listEvents.itemAdded(list.uuid, productType, id);
        memberships.update(list.uuid, { item_id: item.id, item_count: list.item_count + 1 });
        toast.show(t("Added to {name}", { name: list.name }));
      } else {
        await listsClient.removeItem(list.uuid, list.item_id);
        memberships.update(list.uuid, { item_id: null, item_count: list.item_count - 1 });
        toast.show(t("Removed from {name}", { name: list.name }));
      }
      onChange?.();
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setPending(null);
    }
  }

  async function createAndAdd(name: string) {
    const list = await listsClient.createList({ name });
    listEvents.created(list.uuid);
    const item = await listsClient.addItem(list.uuid, productType, id);
    listEvents.itemAdded(list.uuid, productType, id);
    memberships.prepend({ uuid: list.uuid, name: list.name, item_count: 1, item_id: item.id });
    toast.show(t("Added to {name}", { name: list.name }));
    onChange?.();
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-grey">
        <RichText
          text={t("Save {title} to plan a trip.")}
          parts={{ title: <span className="font-semibold text-dark-grey">{title}</span> }}
        />
      </p>
      {memberships.status === "loading" && (
        <p className="flex items-center gap-2 text-sm text-grey" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("Loading your lists…")}
        </p>
      )}
      {memberships.status === "failed" && (
        <p className="text-sm text-brand-red" role="alert">
          {t("We couldn't load your lists. Close this and try again.")}
        </p>
      )}
      {memberships.status === "ready" && memberships.lists.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-dark-grey">{t("Your lists")}</legend>
          <ul className="max-h-72 space-y-1 overflow-auto">
            {memberships.lists.map((list) => (
              <li key={list.uuid}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-neutral-50">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-green-dark"
                    checked={isChecked(list)}
                    disabled={pending !== null && pending.uuid !== list.uuid}
                    onChange={() => void toggle(list)}
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{list.name}</span>
                  <span className="text-sm text-grey tabular-nums">
                    {plural(list.item_count, "{count} guide", "{count} guides")}
                  </span>
                  {pending?.uuid === list.uuid && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {memberships.status === "ready" && <NewListForm isFirst={memberships.lists.length === 0} onCreate={createAndAdd} />}
    </div>
  );
}

interface MembershipState {
  status: "loading" | "failed" | "ready";
  lists: ListMembership[];
}

function useMemberships(productType: ListProductType, id: number) {
  const [state, setState] = useState<MembershipState>({ status: "loading", lists: [] });
  useEffect(() => {
    let isCurrent = true;
    listsClient.listMemberships(productType, id).then(
      ({ results }) => isCurrent && setState({ status: "ready", lists: results }),
      () => isCurrent && setState({ status: "failed", lists: [] }),
    );
    return () => {
      isCurrent = false;
    };
  }, [productType, id]);
  const update = useCallback(
    (uuid: string, change: Pick<ListMembership, "item_id" | "item_count">) =>
      setState((current) => ({
        ...current,
        lists: current.lists.map((list) => (list.uuid === uuid ? { ...list, ...change } : list)),
      })),
    [],
  );
  const prepend = useCallback(
    (list: ListMembership) => setState((current) => ({ ...current, lists: [list, ...current.lists] })),
    [],
  );
  return { ...state, update, prepend };
}

function NewListForm({ isFirst, onCreate }: { isFirst: boolean; onCreate: (name: string) => Promise<void> }) {
  const { t } = useT();
  const fieldId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await onCreate(name);
      setName("");
    } catch (failure) {
      setError(t(fieldError(failure, "name") ?? failureMessage(failure)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t("New list")} noValidate>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-dark-grey">
        {isFirst ? t("Name your first list") : t("New list")}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIST_LIMITS.nameMaxLength}
          placeholder={t("Moab long weekend")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-limited-grey bg-white px-3 text-base placeholder:text-grey/70 hover:border-grey"
        />
        <Button type="submit" size="sm" className="min-h-11" disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          {t("Create and add")}
        </Button>
      </div>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </form>
  );
}
