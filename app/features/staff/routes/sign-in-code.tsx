import { workspaceMeta } from "~/lib/workspace";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-code";
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
import { backendContext, sessionContext, visitContext } from "~/platform/context.server";

const words = staffWords;

const expired = () => redirect(`/admin/sign-in?expired`);

/** The second step of signing in, after a right password: a code from the authenticator app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (context.get(sessionContext)) throw redirect(next);
  const pending = await context
    .get(backendContext)
    .workspace.secondStepOf(request.headers.get("cookie"));
  if (!pending) throw expired();
  // A lost phone: the field takes a recovery code, with letters, instead of the app's digits.
  return { next, recovery: url.searchParams.has("recovery") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const code = String(form.get("code") ?? "").slice(0, 40);
  const next = safeNext(String(form.get("next") ?? ""));
  const c = words.signIn.code;
  if (!code.trim()) return data({ error: c.missing }, { status: 400 });
  const { workspace, log } = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const result = await workspace.completeSignIn(request.headers.get("cookie"), code, ip);
  if (result.kind === "expired") return expired();
  if (result.kind === "signed-in") {
    log.info({ user: result.user.email, ip, factor: result.factor }, "workspace sign-in");
    // Someone who used a recovery code sees how many are left and can make new ones.
    return signedInRedirect(
      result,
      result.factor === "recovery" ? "/admin/two-factor?recovery-used" : next,
    );
  }
  log.warn({ ip, outcome: result.kind }, "workspace sign-in code refused");
  if (result.kind === "limited") {
    return data({ error: pausedMessage(result.retryAfterMs) }, { status: 429 });
  }
  return data({ error: c.wrong }, { status: 401 });
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.signIn.code.title, siteFacts().company.name);

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const c = words.signIn.code;
  const { next, recovery } = loaderData;
  const other = `/admin/sign-in/code?next=${encodeURIComponent(next)}${recovery ? "" : "&recovery"}`;
  return (
    <SignInCard
      title={c.title}
      intro={recovery ? c.recoveryIntro : fill(c.intro, { company: siteFacts().company.name })}
    >
      <div className="mt-5">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      </div>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="next" value={next} />
        <div>
          <label htmlFor="code" className={labelClass}>
            {recovery ? c.recoveryLabel : c.label}
          </label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode={recovery ? "text" : "numeric"}
            autoComplete={recovery ? "off" : "one-time-code"}
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
            maxLength={40}
            aria-describedby="code-hint"
            className={`${inputClass} font-mono tracking-widest`}
          />
          <p id="code-hint" className="mt-1 text-xs text-ink-muted">
            {recovery ? c.recoveryHint : c.hint}
          </p>
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? words.signIn.sending : c.submit}
        </button>
      </Form>
      <p className="mt-5 grid gap-2 text-sm">
        <Link to={other} className="text-brand-ink underline underline-offset-4">
          {recovery ? c.useApp : c.useRecovery}
        </Link>
        <Link to="/admin/sign-in" className="text-brand-ink underline underline-offset-4">
          {c.startAgain}
        </Link>
      </p>
    </SignInCard>
  );
}
