const postDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "March 3, 2026": the same on the server and in the browser. */
export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}
