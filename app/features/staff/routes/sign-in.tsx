import { workspaceMeta } from "~/lib/workspace";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import {
  inputClass,
  labelClass,
  Notice,
  primaryButton,
  SignInCard,
} from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { fill } from "~/lib/format";
import { staffWords } from "~/content/workspace";
import { formOf, pausedMessage, safeNext, signedInRedirect } from "../workspace-routes.server";
import { needsFirstOwner } from "../first-owner.server";
import { backendContext, sessionContext, visitContext } from "~/platform/context.server";

const words = staffWords;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (context.get(sessionContext)) throw redirect(next);
  // A fresh site has no one to sign in: its first owner is made first.
  if (await needsFirstOwner(context.get(backendContext).db)) throw redirect("/admin/setup");
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    expired: url.searchParams.has("expired"),
    passwordReset: url.searchParams.has("password-reset"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1000);
  const next = safeNext(String(form.get("next") ?? ""));
  if (!email.trim() || !password) {
    return data({ error: words.signIn.missing, email }, { status: 400 });
  }
  const { workspace, log } = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const result = await workspace.signIn(email, password, ip);
  if (result.kind === "signed-in") {
    log.info({ user: result.user.email, ip }, "workspace sign-in");
    return signedInRedirect(result, next);
  }
  if (result.kind === "second-factor") {
    return redirect(`/admin/sign-in/code?next=${encodeURIComponent(next)}`, {
      headers: { "Set-Cookie": result.setCookie },
    });
  }
  log.warn({ email, ip, outcome: result.kind }, "workspace sign-in refused");
  if (result.kind === "deactivated") {
    return data({ error: words.signIn.deactivated, email }, { status: 403 });
  }
  if (result.kind === "limited") {
    return data({ error: pausedMessage(result.retryAfterMs), email }, { status: 429 });
  }
  return data({ error: words.signIn.wrong, email }, { status: 401 });
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.signIn.title, siteFacts().company.name);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <SignInCard
      title={words.signIn.title}
      intro={fill(words.signIn.intro, { company: siteFacts().company.name })}
    >
      <div className="mt-5">
        {actionData?.error ? (
          <Notice tone="error">{actionData.error}</Notice>
        ) : loaderData.expired ? (
          <Notice tone="error">{words.signIn.code.expired}</Notice>
        ) : loaderData.signedOut ? (
          <Notice tone="ok">{words.signIn.signedOut}</Notice>
        ) : loaderData.passwordReset ? (
          <Notice tone="ok">{words.signIn.passwordReset}</Notice>
        ) : null}
      </div>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <label htmlFor="email" className={labelClass}>
            {words.signIn.email}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="password" className={labelClass}>
            {words.signIn.password}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
          <Link
            to="/admin/forgot"
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-ink underline underline-offset-4"
          >
            {words.signIn.forgot}
          </Link>
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? words.signIn.sending : words.signIn.submit}
        </button>
      </Form>
    </SignInCard>
  );
}
