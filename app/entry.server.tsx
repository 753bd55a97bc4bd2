// Server rendering of every page: React Router's default for Node (bots and SPA mode wait for all
// content, readers get the shell first and Suspense boundaries as they resolve), with React's
// small writes gathered into one chunk per flush (ADR 0021).
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";

export const streamTimeout = 5_000;

/**
 * React writes a page in 4 KB pieces and calls `flush()` when a batch is complete (the shell, then
 * each resolved boundary). Passing each batch on as one chunk spares the socket and the compressor
 * a write and a flush per piece (a trail page was about 35 of each) and keeps streaming intact.
 */
export class FlushBatches extends Transform {
  private pending: Buffer[] = [];
  private isFirstBatch = true;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    callback();
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const batch = Buffer.concat(this.pending);
    this.push(this.isFirstBatch ? withInstallableHead(batch) : batch);
    this.isFirstBatch = false;
    this.pending = [];
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

/**
 * The web app manifest and theme colour (ADR 0059), written into the document's head here rather than
 * by the root component, so no page loads a byte more of JavaScript for them; React leaves head tags
 * it did not render alone when it hydrates.
 */
const INSTALLABLE_HEAD = '<link rel="manifest" href="/manifest.webmanifest"/><meta name="theme-color" content="#202020"/>';
const ICON_LINK = '<link rel="icon"';

export function withInstallableHead(batch: Buffer): Buffer {
  const at = batch.indexOf(ICON_LINK);
  if (at === -1) return batch;
  return Buffer.concat([batch.subarray(0, at), Buffer.from(INSTALLABLE_HEAD), batch.subarray(at)]);
}

/** A loader's or an action's failure: the server logs it with the request (a reader who left is none). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // React Router types the context loosely: it is the one server/http/ssr.ts passes.
  if (!request.signal.aborted) (context as AppLoadContext).reportFailure(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Aborted a second after the stream timeout, so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A boundary that rendered at once (a tier's lazily loaded view) goes out in place, not as a
      // later segment React reveals after first paint: that would move everything under it.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        const body = new FlushBatches();
        // React has written everything: the abort timer must not keep the request's memory alive.
        body.once("finish", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and reach handleError; later ones are reported here.
        if (shellRendered && !request.signal.aborted) loadContext.reportFailure(error);
      },
    });
  });
}
