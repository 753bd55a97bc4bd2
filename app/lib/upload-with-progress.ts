// Multipart uploads that report progress: XMLHttpRequest is the one browser API with upload events.
// Like apiFetch they send the bearer token and refresh it once on HTTP 412 (spec §7).
import type { ApiError } from "../../shared/contracts/error.contract";
import { ACCESS_COOKIE } from "../../shared/domain/auth-cookies";
import { ApiRequestError, refreshTokens } from "./api-client";
import { readCookie } from "./cookies";

function sendForm(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Authorization", `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}`);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new ApiRequestError(0, { detail: "The upload could not reach the server.", code: "network" }));
    request.send(form);
  });
}

/** POSTs `form` to `path`; `onProgress` gets 0..1 as the bytes leave the browser. */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  let answer = await sendForm(path, form, onProgress);
  if (answer.status === 412 && (await refreshTokens())) answer = await sendForm(path, form, onProgress);
  if (answer.status < 200 || answer.status >= 300) throw new ApiRequestError(answer.status, answer.body as ApiError | null);
  return answer.body as T;
}
