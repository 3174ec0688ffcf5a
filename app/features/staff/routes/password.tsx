import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import {
  inputClass,
  labelClass,
  Notice,
  panelClass,
  primaryButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { staffWords, workspaceCommon } from "~/content/workspace";
import { workspaceMeta } from "~/lib/workspace";
import { formOf, newPasswordOf, pausedMessage } from "../workspace-routes.server";
import { verifyPassword } from "../staff.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { backendContext, staffContext, visitContext } from "~/platform/context.server";

const words = { ...staffWords, ...workspaceCommon };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  const { workspace } = context.get(backendContext);
  return {
    twoFactorOn: (await workspace.twoFactor.status(user.id)).on,
    forced: user.mustChangePassword,
    saved: new URL(request.url).searchParams.has("saved"),
    email: user.email,
  };
}

/**
 * A password of the person's own: the current one first (unless a one-time one is being replaced,
 * just typed to sign in), the new one twice; other sessions end.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formOf(request);
  const current = String(form.get("current") ?? "");
  const p = words.password;
  const refuse = (error: string) => data({ error }, { status: 400 });
  const backend = context.get(backendContext);
  const forced = staff.user.mustChangePassword;
  // Someone replacing a one-time password has just typed it to sign in; they are not asked again.
  if (!forced) {
    const check = await backend.workspace.checkCurrentPassword(
      staff.user.id,
      current,
      context.get(visitContext).ip,
    );
    if (check.kind === "limited") {
      return data({ error: pausedMessage(check.retryAfterMs) }, { status: 429 });
    }
    if (!check.matches) return refuse(p.wrongCurrent);
  }
  const chosen = newPasswordOf(form);
  if ("error" in chosen) return refuse(chosen.error);
  const next = chosen.password;
  const account = forced ? await backend.workspace.accounts.find(staff.user.email) : undefined;
  if (next === current || (account && (await verifyPassword(next, account.password_hash)))) {
    return refuse(p.sameAsOld);
  }
  await backend.workspace.accounts.setPassword(staff.user.id, next, staff.sessionHash);
  backend.log.info({ user: staff.user.email }, "workspace password changed");
  return redirect(forced ? "/admin" : "/admin/password?saved");
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.password.title, words.name);

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const p = words.password;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-md">
      <WorkspaceHeading title={p.title} />
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {loaderData.saved ? <Notice tone="ok">{p.saved}</Notice> : null}
      <p className="mb-4 text-ink-muted">{loaderData.forced ? p.forced : p.voluntary}</p>
      <Form method="post" className={`${panelClass} grid gap-4`}>
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        {loaderData.forced ? null : (
          <div>
            <label htmlFor="current" className={labelClass}>
              {p.current}
            </label>
            <input
              id="current"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
            />
          </div>
        )}
        <NewPasswordFields labels={{ next: p.next, again: p.repeat }} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {p.submit}
        </button>
      </Form>
      {loaderData.forced ? null : (
        <section className={`${panelClass} mt-5`}>
          <h2 className="font-bold">{p.twoFactor}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {loaderData.twoFactorOn ? p.twoFactorOn : p.twoFactorOff}
          </p>
          <Link
            to="/admin/two-factor"
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4"
          >
            {p.twoFactorManage}
          </Link>
        </section>
      )}
    </div>
  );
}
