import { workspaceMeta } from "~/lib/workspace";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import {
  inputClass,
  labelClass,
  Notice,
  primaryButton,
  SignInCard,
} from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { staffWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { countHit } from "~/platform/rate-limits.server";
import { recordActivity } from "~/features/activity/index.server";
import { isSetUpCode, makeFirstOwner, needsFirstOwner } from "../first-owner.server";
import { StaffError } from "../staff.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { formOf, newPasswordOf, pausedMessage, signedInRedirect } from "../workspace-routes.server";
import { backendContext, visitContext } from "~/platform/context.server";

const words = staffWords;

/** Set-up codes tried per address in a sign-in window: enough for typing errors, not for guessing. */
const CODE_TRIES = 10;

/** A fresh site's first owner, made in the browser with the set-up code from the server's log. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await needsFirstOwner(context.get(backendContext).db))) throw redirect("/admin/sign-in");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const form = await formOf(request);
  const s = words.setUp;
  const typed = {
    name: String(form.get("name") ?? "").slice(0, 120),
    email: String(form.get("email") ?? "").slice(0, 254),
  };
  const refuse = (error: string, status = 400) => data({ error, ...typed }, { status });
  if (!(await needsFirstOwner(backend.db))) return refuse(s.done, 409);
  const tries = await countHit(backend.db, `set-up:${ip}`, backend.env.SIGN_IN_WINDOW_MS);
  if (tries.hits > CODE_TRIES) return refuse(pausedMessage(tries.retryAfterMs), 429);
  if (!isSetUpCode(String(form.get("code") ?? "").slice(0, 40), backend.secret)) {
    backend.log.warn({ ip }, "workspace set-up code refused");
    return refuse(s.wrongCode, 403);
  }
  if (!typed.name.trim() || !typed.email.trim()) return refuse(s.missing);
  const chosen = newPasswordOf(form);
  if ("error" in chosen) return refuse(chosen.error);
  try {
    const owner = await makeFirstOwner(backend.db, { ...typed, password: chosen.password });
    if (!owner) return refuse(s.done, 409);
    backend.log.info({ email: owner.email, ip }, "workspace first owner made in the browser");
    await recordActivity(backend.db, {
      action: "set-up",
      by: { id: owner.id, name: owner.name },
      ip,
    });
    // Owners sign in with a second factor: the owner sets it up next.
    return signedInRedirect(await backend.workspace.signInNew(owner, ip), "/admin");
  } catch (error) {
    if (StaffError.is(error)) return refuse(error.message);
    throw error;
  }
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.setUp.title, siteFacts().company.name);

export default function SetUp({ actionData }: Route.ComponentProps) {
  const s = words.setUp;
  const busy = useNavigation().state === "submitting";
  return (
    <SignInCard title={s.title} intro={fill(s.intro, { company: siteFacts().company.name })}>
      <div className="mt-5">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      </div>
      <Form method="post" className="grid gap-4">
        <div>
          <label htmlFor="code" className={labelClass}>
            {s.code}
          </label>
          <input
            id="code"
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="code-hint"
            className={`${inputClass} font-mono tracking-wider`}
          />
          <p id="code-hint" className="mt-1 text-xs text-ink-muted">
            {s.codeHint}
          </p>
        </div>
        <div>
          <label htmlFor="name" className={labelClass}>
            {s.name}
          </label>
          <input
            id="name"
            name="name"
            required
            maxLength={120}
            autoComplete="name"
            defaultValue={actionData?.name}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="email" className={labelClass}>
            {s.email}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData?.email}
            className={inputClass}
          />
        </div>
        <NewPasswordFields />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {s.submit}
        </button>
      </Form>
    </SignInCard>
  );
}
