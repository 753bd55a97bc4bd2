// The editor page's data: the editable guide from the editing service, which checks who may edit it.
// A guide this editor may not edit (403) is, like a missing one, the 404 page.
import type { AppLoadContext } from "react-router";
import type { GuideKind } from "../../../shared/contracts/guide-editor.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { pageNotFound } from "../../lib/page-not-found";
import { orPageNotFound } from "../../lib/service-errors.server";

interface EditorPageArgs {
  kind: GuideKind;
  id: number | null;
  request: Request;
  context: AppLoadContext;
  user: UserClaims;
}

export async function loadGuideEditor({ kind, id, request, context, user }: EditorPageArgs) {
  if (id === null) throw pageNotFound(request);
  const guide = await orPageNotFound(request, context.services.guideEditing.getEditable(kind, id, user), [403, 404]);
  return { guide };
}
