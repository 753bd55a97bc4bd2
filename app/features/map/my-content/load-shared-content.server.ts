// /user-content/{uuid}: a shared track or waypoint for anyone; the 404 page when it is not shared.
import type { AppLoadContext } from "react-router";
import { pageNotFound } from "../../../lib/page-not-found";
import { orPageNotFound } from "../../../lib/service-errors.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadSharedContent({
  request,
  context,
  uuid,
}: {
  request: Request;
  context: AppLoadContext;
  uuid: string | undefined;
}) {
  if (!uuid || !UUID.test(uuid)) throw pageNotFound(request);
  const item = await orPageNotFound(request, context.services.userContent.getShared(uuid, context.user));
  return { item, canonicalUrl: `${context.publicUrl}/user-content/${uuid}` };
}

export type SharedContentData = Awaited<ReturnType<typeof loadSharedContent>>;
