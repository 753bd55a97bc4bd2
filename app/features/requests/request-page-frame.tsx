// The frame of the request pages: a narrow column with the title, a lead line and the form.
import type { ReactNode } from "react";

export function RequestPageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {lead && <p className="text-lg text-grey">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
