/** Holds the step's place while the saved answers are read, so the page does not jump. */
export function SignUpStepPlaceholder() {
  return (
    <div aria-hidden className="animate-pulse space-y-5">
      <div className="h-8 w-2/3 rounded bg-neutral-200" />
      <div className="h-5 w-full rounded bg-neutral-100" />
      <div className="h-12 w-full rounded-lg bg-neutral-100" />
      <div className="h-12 w-full rounded-lg bg-neutral-100" />
      <div className="h-12 w-full rounded-full bg-neutral-200" />
    </div>
  );
}
