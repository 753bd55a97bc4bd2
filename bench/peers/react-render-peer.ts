// The peers of the rendered-page benchmark (bench/render-floor.ts), served by Hono, each rendering on
// every request the very DOM of a page the product rendered (parsed once from its HTML):
// `/router` through a bare React Router (its static handler and router, one route, no loader), and
// `/render` with React alone. No loaders, no database: what a render of that many elements costs
// on this machine with and without the router. `/bytes` answers the same HTML from memory.
// Usage: tsx bench/peers/react-render-peer.ts <page.html> <port>
import { readFile } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { isTag, isText, type ChildNode, type Element } from "domhandler";
import { Hono } from "hono";
import { parseDocument } from "htmlparser2";
import { createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

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

const htmlResponse = (stream: ReadableStream) =>
  new Response(stream, { headers: { "content-type": "text/html; charset=utf-8" } });

const handler = createStaticHandler([{ path: "/router", Component: () => page }]);

async function renderWithRouter(request: Request): Promise<Response> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return htmlResponse(await renderToReadableStream(createElement(StaticRouterProvider, { router, context })));
}

const app = new Hono()
  .get("/render", async () => htmlResponse(await renderToReadableStream(page)))
  .get("/router", (c) => renderWithRouter(c.req.raw))
  .get("/bytes", (c) => c.html(html))
  .get("/health", (c) => c.text("ok"));

serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
