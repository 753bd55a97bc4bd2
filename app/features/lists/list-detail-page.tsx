// /lists/{uuid}: a list's guides as cards in the owner's order. The owner and invited editors reorder
// (move up and down buttons, so the keyboard does it too) and remove; the owner also renames, deletes
// and shares; everyone else reads a list shared with them or by its public link.
import { ArrowDown, ArrowUp, ChevronLeft, Globe, Lock, Map as MapIcon, Pencil, Share2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { ListDetail, ListItem, ListMembers } from "../../../shared/contracts/lists.contract";
import { mayOnList, type ListAction } from "../../../shared/domain/access";
import { listsClient } from "../../components/add-to-list/lists-client";
import { failureMessage } from "../../lib/request-feedback";
import { GuideCardView, OrvParkCardView } from "../../components/guide-card/guide-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { DeleteListDialog, EditListDialog } from "./list-fields";
import { ListSharingPanel } from "./list-sharing-panel";
import { moveItem } from "./list-order";
import { MAP_URL_KEYS } from "../../../shared/map/map-url-state";
import { useT } from "../../lib/i18n";

export function ListDetailPage({ list, sharing }: { list: ListDetail; sharing: ListMembers | null }) {
  const revalidator = useRevalidator();
  const may = (action: ListAction) => mayOnList(action, list.relation, list.is_public);
  const canEditItems = may("edit_items");
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const VisibilityIcon = list.is_public ? Globe : Lock;
  const { t, plural } = useT();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.show(t("Link copied"));
    } catch {
      toast.show(t(GENERIC_ERROR_TOAST), "error");
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {list.relation !== "stranger" && (
        <Link to="/lists" className="inline-flex items-center gap-1 text-sm font-semibold text-grey hover:text-dark-grey">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("My Lists")}
        </Link>
      )}
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-3xl font-extrabold tracking-tight break-words">{list.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-grey">
            <span>{t("By {name}", { name: list.owner.name })}</span>
            <span className="tabular-nums">{plural(list.item_count, "{count} guide", "{count} guides")}</span>
            <span className="inline-flex items-center gap-1">
              <VisibilityIcon aria-hidden="true" className="size-3.5" />
              {list.is_public ? t("Shared with anyone who has the link") : t("Private")}
            </span>
          </p>
          {list.description && <p className="mt-3 max-w-3xl whitespace-pre-line text-dark-grey">{list.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {list.item_count > 0 && (
            <ButtonLink to={`/map?${MAP_URL_KEYS.activeList}=${list.uuid}`} variant="secondary" size="sm">
              <MapIcon aria-hidden="true" className="size-4" />
              {t("View on map")}
            </ButtonLink>
          )}
          {list.is_public && (
            <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
              <Share2 aria-hidden="true" className="size-4" />
              {t("Copy link")}
            </Button>
          )}
          {may("edit_details") && (
            <Button variant="secondary" size="sm" onClick={() => setDialog("edit")}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("Edit list")}
            </Button>
          )}
          {may("delete") && (
            <Button variant="secondary" size="sm" onClick={() => setDialog("delete")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("Delete list")}
            </Button>
          )}
        </div>
      </header>
      {may("edit_details") && (
        <EditListDialog
          list={list}
          open={dialog === "edit"}
          onOpenChange={(open) => setDialog(open ? "edit" : null)}
          onSaved={() => void revalidator.revalidate()}
        />
      )}
      {may("delete") && (
        <DeleteListDialog
          list={list}
          open={dialog === "delete"}
          onOpenChange={(open) => setDialog(open ? "delete" : null)}
          onDeleted={() => void navigate("/lists")}
        />
      )}
      <section aria-labelledby="list-guides-title" className="mt-8">
        <h2 id="list-guides-title" className="sr-only">
          {t("Guides in this list")}
        </h2>
        {list.items.length === 0 ? (
          <EmptyList canEdit={canEditItems} />
        ) : canEditItems ? (
          <EditableItems uuid={list.uuid} serverItems={list.items} />
        ) : (
          <ItemGrid items={list.items} />
        )}
      </section>
      {sharing && <ListSharingPanel list={list} sharing={sharing} />}
    </div>
  );
}

function EmptyList({ canEdit }: { canEdit: boolean }) {
  const { t } = useT();
  return (
    <div className="rounded-xl bg-neutral-50 p-6 text-grey">
      <p>
        {canEdit
          ? t("No guides in this list yet. Open a trail, scout route or ORV park and choose Add to list.")
          : t("This list has no guides yet.")}
      </p>
      {canEdit && (
        <ButtonLink to="/map" variant="secondary" size="sm" className="mt-4">
          <MapIcon aria-hidden="true" className="size-4" />
          {t("Find trails on the map")}
        </ButtonLink>
      )}
    </div>
  );
}

function ItemCard({ item }: { item: ListItem }) {
  return item.product_type === "orv-parks" ? <OrvParkCardView park={item.card} /> : <GuideCardView guide={item.card} />;
}

function ItemGrid({ items }: { items: ListItem[] }) {
  return (
    <ol className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          <ItemCard item={item} />
        </li>
      ))}
    </ol>
  );
}

type MoveFocus = { itemId: number; direction: "up" | "down" };

/** The owner's view: changes show at once and are sent to the server; a failure puts them back. */
function EditableItems({ uuid, serverItems }: { uuid: string; serverItems: ListItem[] }) {
  const toast = useToast();
  const { t } = useT();
  const revalidator = useRevalidator();
  const [items, setItems] = useState(serverItems);
  const [shownServerItems, setShownServerItems] = useState(serverItems);
  const [isSaving, setSaving] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<MoveFocus | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Fresh loader data (after a revalidation) replaces the local copy.
  if (serverItems !== shownServerItems) {
    setShownServerItems(serverItems);
    setItems(serverItems);
  }

  // A moved card is re-inserted in the DOM, which drops focus: give it back to the same button,
  // or to the other one when the card reached an end of the list.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { itemId, direction } = focusAfterMove;
    const other = direction === "up" ? "down" : "up";
    const target = [direction, other]
      .map((which) => buttons.current.get(`${which}-${itemId}`))
      .find((button) => button && !button.disabled);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  async function save(next: ListItem[], send: () => Promise<unknown>, success?: string) {
    const previous = items;
    setItems(next);
    setSaving(true);
    try {
      await send();
      if (success) toast.show(success);
      await revalidator.revalidate();
    } catch (error) {
      setItems(previous);
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setSaving(false);
    }
  }

  function move(index: number, direction: "up" | "down") {
    const next = moveItem(items, index, direction === "up" ? -1 : 1);
    setFocusAfterMove({ itemId: items[index]!.id, direction });
    void save(next, () =>
      listsClient.reorderItems(
        uuid,
        next.map((item) => item.id),
      ),
    );
  }

  function remove(item: ListItem) {
    void save(
      items.filter((candidate) => candidate.id !== item.id),
      () => listsClient.removeItem(uuid, item.id),
      t("Removed {title}", { title: item.card.title }),
    );
  }

  const register = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  return (
    <ol className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isSaving || undefined}>
      {items.map((item, index) => {
        const { title } = item.card;
        return (
          <li key={item.id} className="flex min-w-0 flex-col gap-2">
            <ItemCard item={item} />
            <div className="flex items-center gap-2" role="group" aria-label={t("Arrange {title}", { title })}>
              <span className="mr-auto text-sm font-semibold text-grey tabular-nums">
                {t("{number} of {count}", { number: index + 1, count: items.length })}
              </span>
              <Button
                ref={register(`up-${item.id}`)}
                variant="secondary"
                size="sm"
                className="px-2.5"
                disabled={index === 0}
                aria-label={t("Move {title} up", { title })}
                onClick={() => move(index, "up")}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                ref={register(`down-${item.id}`)}
                variant="secondary"
                size="sm"
                className="px-2.5"
                disabled={index === items.length - 1}
                aria-label={t("Move {title} down", { title })}
                onClick={() => move(index, "down")}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={isSaving}
                aria-label={t("Remove {title} from this list", { title })}
                onClick={() => remove(item)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("Remove")}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
