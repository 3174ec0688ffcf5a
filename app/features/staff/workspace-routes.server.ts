import { data, redirect, type MiddlewareFunction } from "react-router";
import { backendContext, sessionContext, staffContext } from "~/platform/context.server";
import type { Actor } from "~/features/leads/index.server";
import type { SignedIn, SignInResult } from "./workspace-auth.server";
import { workspaceCopy as words } from "~/content/workspace";
import { fill } from "~/lib/format";
import { cleanFormData } from "~/lib/forms/fields";
import { sameSitePath } from "~/lib/safe-redirect";
import { isWorkspacePath, MIN_PASSWORD_LENGTH, signInPath, type Refusal } from "~/lib/workspace";
import { isWorkspaceElsewhere, mayUseRoute, sectionOfRoute } from "~/lib/workspace/sections";

/**
 * The workspace's door, run before any of its loaders and actions: the signed-in member of staff
 * (as the server's guard found them, or looked up here when no guard ran) is handed to them, an
 * anonymous request is sent to sign in, an owner without a second factor is sent to set one up
 * (pages, data requests and forms alike), and a section the person's role does not open answers
 * 403 with a page saying so, in the workspace's frame (its data, export or form never runs); an
 * address in no section is not found.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const url = new URL(request.url);
  const staff =
    context.get(sessionContext) ??
    (await context.get(backendContext).workspace.signedIn(request.headers.get("cookie")));
  if (!staff) throw redirect(signInPath(url.pathname + url.search));
  // An owner without a second factor may open their own account alone: its set-up and password.
  if (staff.user.mustSetUpTwoFactor && sectionOfRoute(pattern) !== "account") {
    throw redirect("/admin/two-factor");
  }
  // Decided on the route React Router matched, which no spelling of the address changes.
  if (!isWorkspaceElsewhere(pattern) && !mayUseRoute(staff.user.role, pattern)) {
    const section = sectionOfRoute(pattern);
    if (!section) throw data(null, { status: 404 });
    const { name, role } = staff.user;
    throw data({ section, user: { name, role } } satisfies Refusal, { status: 403 });
  }
  context.set(staffContext, staff);
};

export const actorOf = (staff: SignedIn): Actor => ({
  id: staff.user.id,
  name: staff.user.name,
});

/** What a person paused after too many wrong passwords is told: how many minutes are left. */
export const pausedMessage = (retryAfterMs: number) =>
  fill(words.signIn.limited, { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });

/** A positive whole number from a form or address, or undefined. */
export function idFrom(value: FormDataEntryValue | string | null | undefined) {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/**
 * Reads a workspace form, every text in it cleaned as the site's forms are (no control characters,
 * composed Unicode) and with Unix line ends: what no person types, a NUL that PostgreSQL refuses
 * among it, never reaches a route. An unreadable body is a 400.
 */
export async function formOf(request: Request) {
  try {
    return cleanFormData(await request.formData(), "unix");
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}

/** Reads a form's texts by name: "" for a field that is missing or a file. */
export const textsOf =
  (form: FormData) =>
  (key: string): string => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };

/** A workspace address the sign-in page may send a person on to (never another site). */
export function safeNext(value: string | null) {
  const path = sameSitePath(value);
  const pathname = path?.replace(/[?#].*$/, "");
  return path && pathname && isWorkspacePath(pathname) && !pathname.includes("//")
    ? path
    : "/admin";
}

/**
 * Where a person goes once signed in, with their session's cookie: to choose a password of their
 * own, to set up two-factor sign-in when their role needs it, or on to where they were going.
 */
export function signedInRedirect(
  result: Extract<SignInResult, { kind: "signed-in" }>,
  next: string,
) {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const { user } = result;
  const to = user.mustChangePassword
    ? "/admin/password"
    : user.mustSetUpTwoFactor
      ? "/admin/two-factor"
      : next;
  return redirect(to, { headers });
}

/**
 * A password chosen twice on a form (fields `next` and `repeat`, as NewPasswordFields names them):
 * the password, or what is wrong with it.
 */
export function newPasswordOf(form: FormData): { password: string } | { error: string } {
  const next = String(form.get("next") ?? "").slice(0, 1000);
  const repeat = String(form.get("repeat") ?? "").slice(0, 1000);
  if (next.length < MIN_PASSWORD_LENGTH)
    return { error: fill(words.password.tooShort, { min: MIN_PASSWORD_LENGTH }) };
  if (next !== repeat) return { error: words.password.mismatch };
  return { password: next };
}
