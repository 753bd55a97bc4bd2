// Cleaning staff-authored banner HTML before it is inserted (spec §5 "Content safety"): no scripts,
// no inline event handlers, no javascript:, vbscript: or text data: links and sources.

/** Elements that run code, load other documents or restyle the page; removed with their content. */
const DROPPED_ELEMENTS = "script, style, iframe, frame, object, embed, link, meta, base, form, template, noscript";

const URL_ATTRIBUTES = new Set(["href", "src", "xlink:href", "action", "formaction", "poster", "background"]);

/** Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so we do too. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

/** javascript:, vbscript:, and data: URLs of text types (a data: URL without a type is text/plain). */
export function isUnsafeUrl(value: string): boolean {
  const normalized = value.replace(IGNORED_IN_SCHEME, "").toLowerCase();
  if (normalized.startsWith("javascript:") || normalized.startsWith("vbscript:")) return true;
  if (!normalized.startsWith("data:")) return false;
  const mediaType = normalized.slice("data:".length).split(/[;,]/, 1)[0] ?? "";
  return mediaType === "" || mediaType.startsWith("text/");
}

export function isEventHandlerAttribute(name: string): boolean {
  return name.toLowerCase().startsWith("on");
}

export function isUnsafeAttribute(name: string, value: string): boolean {
  return isEventHandlerAttribute(name) || (URL_ATTRIBUTES.has(name.toLowerCase()) && isUnsafeUrl(value));
}

/** Browser only: parses with DOMParser (which runs nothing) and returns the cleaned markup. */
export function sanitizeBannerHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  document.body.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove());
  for (const element of document.body.querySelectorAll("*")) {
    for (const attribute of Array.from(element.attributes)) {
      if (isUnsafeAttribute(attribute.name, attribute.value)) element.removeAttribute(attribute.name);
    }
    // A link opening a new tab must not get a handle on this page.
    if (element instanceof HTMLAnchorElement && element.target === "_blank") element.rel = "noopener noreferrer";
  }
  return document.body.innerHTML;
}
