// The peer of the rendered-page benchmark (bench/render-floor.ts): React alone, rendering on every
// request the very DOM of a page the product rendered (parsed once from its HTML), served by Hono.
// No router, no loaders, no database: what one render of that many elements costs on this machine.
// `/bytes` answers the same HTML from memory: what serving the response costs without rendering.
// Usage: tsx bench/peers/react-render-peer.ts <page.html> <port>
import { readFile } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { isTag, isText, type ChildNode, type Element } from "domhandler";
import { Hono } from "hono";
import { parseDocument } from "htmlparser2";
import { createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

const REACT_NAMES: Record<string, string> = { class: "className", for: "htmlFor", tabindex: "tabIndex", charset: "charSet" };

function styleObject(style: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const [name, value] = declaration.split(":");
    if (name === undefined || value === undefined) continue;
    declarations[name.trim().replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())] = value.trim();
  }
  return declarations;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.attribs)) {
    props[REACT_NAMES[name] ?? name] = name === "style" ? styleObject(value) : value;
  }
  return props;
}

function toReact(node: ChildNode, key: number): ReactNode {
  if (isText(node)) return node.data;
  if (!isTag(node)) return null;
  const props = { ...propsOf(node), key };
  if (node.name === "script" || node.name === "style") {
    const source = node.children.map((child) => (isText(child) ? child.data : "")).join("");
    return createElement(node.name, { ...props, dangerouslySetInnerHTML: { __html: source } });
  }
  return createElement(node.name, props, ...node.children.map(toReact));
}

const [htmlPath, port] = process.argv.slice(2);
if (!htmlPath || !port) throw new Error("Usage: react-render-peer.ts <page.html> <port>");
const html = await readFile(htmlPath, "utf8");
const root = parseDocument(html).children.find((node): node is Element => isTag(node) && node.name === "html");
if (!root) throw new Error(`${htmlPath} has no <html> element`);

// Built once: each request pays for React's render alone, as a page's component tree would.
const page = toReact(root, 0);

const app = new Hono()
  .get("/render", async () => {
    const stream = await renderToReadableStream(page);
    return new Response(stream, { headers: { "content-type": "text/html; charset=utf-8" } });
  })
  .get("/bytes", (c) => c.html(html))
  .get("/health", (c) => c.text("ok"));

serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
