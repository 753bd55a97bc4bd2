// Class names shared by the header's links, menus and sheet, so they look like one family.

/** A text link or menu trigger on the dark header bar. */
export const HEADER_LINK_CLASS =
  "inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-[15px] font-semibold whitespace-nowrap text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white data-[state=open]:bg-white/10";

/** A floating menu panel (States, user menu). */
export const MENU_PANEL_CLASS = "z-50 min-w-56 rounded-xl bg-white p-1.5 text-dark-grey shadow-xl ring-1 ring-black/10";

/** One row of a floating menu; Radix marks the keyboard-highlighted row. */
export const MENU_ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-[15px] text-dark-grey outline-none select-none data-[highlighted]:bg-neutral-100";

/** A group heading inside a menu. */
export const MENU_LABEL_CLASS = "px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-grey uppercase";
