// /lists: the signed-in user's lists with their counts, a form to start one, rename and delete;
// signed-out visitors are asked to log in and come back.
import { Globe, ListPlus, Lock, Pencil, Trash2, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { ListSummary, SharedListSummary } from "../../../shared/contracts/lists.contract";
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import type { GuideCard } from "../../../shared/contracts/places.contract";
import { AddToList } from "../../components/add-to-list/add-to-list";
import { listEvents } from "../../components/add-to-list/list-events";
import { listsClient } from "../../components/add-to-list/lists-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { loginPathReturningTo } from "../../lib/session";
import { GuideCardView } from "../../components/guide-card/guide-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import {
  DeleteListDialog,
  DescriptionField,
  EditListDialog,
  NameField,
  PendingButton,
  PublicField,
  readListForm,
} from "./list-fields";
import { useT } from "../../lib/i18n";
import { FormAlert } from "../../components/ui/form-alert";
import { GUIDE_SEGMENTS } from "../../../shared/domain/guide-href";

export function ListsSignInPrompt() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <ListPlus aria-hidden="true" className="mx-auto size-12 text-brand-green-dark" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("Plan trips with lists")}</h1>
      <p className="mt-3 text-lg text-grey">
        {t("Save trails, scout routes and ORV parks into named lists for your next trip, and share them with your crew.")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={loginPathReturningTo("/lists")} size="lg">
          {t("Log in to see your lists")}
        </ButtonLink>
        <ButtonLink to="/sign-up" variant="secondary" size="lg">
          {t("Sign up free")}
        </ButtonLink>
      </div>
    </div>
  );
}

interface ListsIndexPageProps {
  lists: ListSummary[];
  shared: SharedListSummary[];
  ideas: GuideCard[];
}

export function ListsIndexPage({ lists, shared, ideas }: ListsIndexPageProps) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("My Lists")}</h1>
      <p className="mt-1 text-grey">{t("Group trails, scout routes and ORV parks for the trips you are planning.")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="your-lists-title">
          <h2 id="your-lists-title" className="sr-only">
            {t("Your lists")}
          </h2>
          {lists.length === 0 ? (
            <p className="rounded-xl bg-neutral-50 p-6 text-grey">
              {t("No lists yet. Start one with the form, then use Add to list on any trail, scout route or ORV park.")}
            </p>
          ) : (
            <ul className="divide-y divide-grey/10 rounded-xl border border-grey/15 bg-white" aria-label={t("Your lists")}>
              {lists.map((list) => (
                <ListRow key={list.uuid} list={list} />
              ))}
            </ul>
          )}
        </section>
        <CreateListForm count={lists.length} />
      </div>
      {shared.length > 0 && <SharedLists lists={shared} />}
      {ideas.length > 0 && <Ideas ideas={ideas} />}
    </div>
  );
}

function ListRow({ list }: { list: ListSummary }) {
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const reload = () => void revalidator.revalidate();
  const VisibilityIcon = list.is_public ? Globe : Lock;
  const { t, plural } = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-48">
        <Link to={`/lists/${list.uuid}`} className="text-lg font-bold text-dark-grey underline-offset-2 hover:underline">
          {list.name}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-grey">
          <span className="tabular-nums">{plural(list.item_count, "{count} guide", "{count} guides")}</span>
          <span className="inline-flex items-center gap-1">
            <VisibilityIcon aria-hidden="true" className="size-3.5" />
            {list.is_public ? t("Shared") : t("Private")}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog("edit")}
          aria-label={t("Rename {name}", { name: list.name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t("Rename")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog("delete")}
          aria-label={t("Delete {name}", { name: list.name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("Delete")}
        </Button>
      </div>
      <EditListDialog
        list={list}
        open={dialog === "edit"}
        onOpenChange={(open) => setDialog(open ? "edit" : null)}
        onSaved={reload}
      />
      <DeleteListDialog
        list={list}
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        onDeleted={reload}
      />
    </li>
  );
}

/** Lists others shared with the reader, with who shared them and the reader's rights. */
function SharedLists({ lists }: { lists: SharedListSummary[] }) {
  const { t, plural } = useT();
  return (
    <section aria-labelledby="shared-lists-title" className="mt-10">
      <h2 id="shared-lists-title" className="text-2xl font-bold tracking-tight">
        {t("Shared with you")}
      </h2>
      <ul className="mt-4 divide-y divide-grey/10 rounded-xl border border-grey/15 bg-white">
        {lists.map((list) => (
          <li key={list.uuid} className="p-4">
            <Link to={`/lists/${list.uuid}`} className="text-lg font-bold text-dark-grey underline-offset-2 hover:underline">
              {list.name}
            </Link>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-grey">
              <span>{t("By {name}", { name: list.owner.name })}</span>
              <span className="tabular-nums">{plural(list.item_count, "{count} guide", "{count} guides")}</span>
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-3.5" />
                {list.role === "editor" ? t("You can edit") : t("You can view")}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateListForm({ count }: { count: number }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  const isFull = count >= LIST_LIMITS.listsPerOwner;
  const { t } = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setFailure(null);
    try {
      const list = await listsClient.createList(readListForm(form));
      listEvents.created(list.uuid);
      form.reset();
      toast.show(t("Created {name}", { name: list.name }));
      await revalidator.revalidate();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  const nameError = fieldError(failure, "name");
  const descriptionError = fieldError(failure, "description");
  return (
    <section aria-labelledby="new-list-title" className="self-start rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id="new-list-title" className="text-xl font-bold">
        {t("New list")}
      </h2>
      {isFull ? (
        <p className="mt-2 text-sm text-grey">
          {t("You have {count} lists, the most one account can keep. Delete one to start another.", {
            count: LIST_LIMITS.listsPerOwner,
          })}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-list-title" className="mt-4 space-y-4">
          <NameField error={nameError} />
          <DescriptionField error={descriptionError} />
          <PublicField defaultChecked={false} />
          <FormAlert message={failure !== null && !nameError && !descriptionError && failureMessage(failure)} />
          <PendingButton isPending={isPending}>{t("Create list")}</PendingButton>
        </form>
      )}
    </section>
  );
}

/** Top-rated trails with the add-to-list button, so an empty account has somewhere to start. */
function Ideas({ ideas }: { ideas: GuideCard[] }) {
  const revalidator = useRevalidator();
  const { t } = useT();
  return (
    <section aria-labelledby="ideas-title" className="mt-12">
      <h2 id="ideas-title" className="text-2xl font-bold tracking-tight">
        {t("Ideas for your next trip")}
      </h2>
      <p className="mt-1 text-grey">{t("Top-rated trail guides. Add them to a list to start planning.")}</p>
      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {ideas.map((guide) => (
          <li key={`${guide.kind}-${guide.id}`} className="flex min-w-0 flex-col gap-3">
            <GuideCardView guide={guide} />
            <AddToList
              productType={GUIDE_SEGMENTS[guide.kind]}
              id={guide.id}
              title={guide.title}
              variant="secondary"
              onChange={() => void revalidator.revalidate()}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
