// /users/me/delete (issue 15): the signed-in user deletes the account; signed out, log in first.
import { redirect } from "react-router";
import { DeleteAccountPage } from "../features/profile/delete-account-page";
import { loginPathReturningTo } from "../lib/request-feedback";
import type { Route } from "./+types/account-delete";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Delete Account | Trailguide" }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) return redirect(loginPathReturningTo(new URL(request.url).pathname));
  return { email: context.user.email, uuid: context.user.uuid };
}

export default function AccountDeleteRoute({ loaderData }: Route.ComponentProps) {
  return <DeleteAccountPage {...loaderData} />;
}
