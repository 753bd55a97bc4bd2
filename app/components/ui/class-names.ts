/** Joins the truthy class names, so conditional classes read as plain expressions. */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(" ");
}
