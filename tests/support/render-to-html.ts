// Server-renders a React tree to HTML once every lazy part and Suspense boundary has resolved, as
// a crawler or a first page load receives it after streaming ends.
import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";

export async function renderToHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
