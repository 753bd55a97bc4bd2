import { describe, expect, it } from "vitest";
import { FlushBatches } from "./entry.server";

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
