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
