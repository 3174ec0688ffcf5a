import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { backendContext } from "~/platform/context.server";

/** Ends the session (its row is deleted, so the cookie is worthless) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const setCookie = await context
    .get(backendContext)
    .workspace.signOut(request.headers.get("cookie"));
  return redirect("/admin/sign-in?signed-out", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/admin");
}
