import { redirect, type AppLoadContext } from "react-router";
import type { Actor } from "./inbox.server";
import { sameSitePath } from "~/lib/safe-redirect";
import { isWorkspacePath, signInPath } from "~/lib/workspace";

/**
 * The signed-in member of staff of a workspace request. The server's workspace guard has already
 * answered anonymous requests; this is the routes' own check, and gives them the person.
 */
export function requireStaff(context: AppLoadContext, request: Request) {
  const staff = context.staff;
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return staff;
}

export const actorOf = (staff: NonNullable<AppLoadContext["staff"]>): Actor => ({
  id: staff.user.id,
  name: staff.user.name,
});

/** A positive whole number from a form or address, or undefined. */
export function idFrom(value: FormDataEntryValue | string | null | undefined) {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** Reads a form body; an unreadable one is a 400. */
export async function formOf(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}

/** A workspace address the sign-in page may send a person on to (never another site). */
export function safeNext(value: string | null) {
  const path = sameSitePath(value);
  const pathname = path?.replace(/[?#].*$/, "");
  return path && pathname && isWorkspacePath(pathname) && !pathname.includes("//")
    ? path
    : "/admin";
}
