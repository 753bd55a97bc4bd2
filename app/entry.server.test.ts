import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { FlushBatches, handleError, withInstallableHead } from "./entry.server";

function chunksOf(stream: FlushBatches): string[] {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe(FlushBatches.name, () => {
  it("passes each batch React flushes on as one chunk, and what is left when it ends", async () => {
    const stream = new FlushBatches();
    const chunks = chunksOf(stream);
    stream.write("<html><body>");
    stream.write("<h1>Hell's Revenge</h1>");
    expect(chunks).toEqual([]);

    stream.flush(); // the shell is complete
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body><h1>Hell's Revenge</h1>"]);

    stream.write("<template>forecast</template>");
    stream.end("</body></html>");
    await new Promise((resolve) => stream.once("end", resolve));
    expect(chunks).toEqual(["<html><body><h1>Hell's Revenge</h1>", "<template>forecast</template></body></html>"]);
  });
});

describe(withInstallableHead.name, () => {
  it("links the web app manifest and the theme colour before the icon, once", () => {
    const head = Buffer.from('<html><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/></head>');
    expect(withInstallableHead(head).toString()).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="manifest" href="/manifest.webmanifest"/><meta name="theme-color" content="#202020"/><link rel="icon" href="/favicon.svg"/></head>',
    );
    expect(withInstallableHead(Buffer.from("<div>later batch</div>")).toString()).toBe("<div>later batch</div>");
  });
});

describe("handleError", () => {
  const failureArgs = (request: Request, reported: unknown[]) => ({
    request,
    params: {},
    context: { reportFailure: (error: unknown) => reported.push(error) } as unknown as AppLoadContext,
  });

  it("reports a loader's failure to the request's logger once", () => {
    const reported: unknown[] = [];
    const failure = new Error("the trail's photos could not be read");
    handleError(failure, failureArgs(new Request("http://site/trails/1-moab"), reported));
    expect(reported).toEqual([failure]);
  });

  it("reports nothing when the reader went away before the answer", () => {
    const reported: unknown[] = [];
    const left = new AbortController();
    left.abort();
    handleError(new Error("aborted"), failureArgs(new Request("http://site/trails/1-moab", { signal: left.signal }), reported));
    expect(reported).toEqual([]);
  });
});
