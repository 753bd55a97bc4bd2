// A banner closed by the reader stays closed for the visit (the browser tab's session), on every
// page. The reserved space of a closed banner is hidden by a line of script that runs as the page
// is parsed, before first paint, so nothing moves once the banners load.

const STORAGE_KEY = "dismissed-banner";

/** The id of the banner closed in this visit, or null (and null where storage is refused). */
export function dismissedBannerId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function dismissBanner(id: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Storage refused (private mode): closed for this page only.
  }
}

/** Runs right after the reserved space: hides it when its banner was closed in this visit. */
export const HIDE_DISMISSED_SPACE_SCRIPT = `try{var s=document.currentScript.previousElementSibling;if(sessionStorage.getItem("${STORAGE_KEY}")===s.dataset.bannerId)s.hidden=true}catch(e){}`;
