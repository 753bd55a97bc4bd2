// The one way API tests call the app: a method, a path under /api, an optional JSON body and headers.
import type { TestApp } from "../setup/test-app";

export function apiRequest(
  app: Pick<TestApp["app"], "request">,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(`/api${path}`, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** A multipart upload under /api: files and text fields, as a browser's FormData sends them. */
export function apiUpload(
  app: Pick<TestApp["app"], "request">,
  method: string,
  path: string,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return Promise.resolve(app.request(`/api${path}`, { method, headers, body: form }));
}
