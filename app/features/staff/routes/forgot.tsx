import { workspaceMeta } from "~/lib/workspace";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot";
import {
  inputClass,
  labelClass,
  Notice,
  primaryButton,
  SignInCard,
} from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { staffWords } from "~/content/workspace";
import { countHits } from "~/platform/rate-limits.server";
import { PasswordResets } from "../password-resets.server";
import { normalEmail } from "../staff.server";
import { resetLink, resetMail } from "../staff-mail.server";
import { formOf } from "../workspace-routes.server";
import { backendContext, visitContext } from "~/platform/context.server";

const words = staffWords;

/** Links sent per address, and asked for per visitor's address, in an hour. */
const PER_ACCOUNT = 3;
const PER_IP = 10;
const HOUR = 60 * 60 * 1000;

/**
 * "Forgot password": the answer is the same whether or not an account has the address, and
 * within the limits a link is e-mailed to an active account (past them, silently not).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const form = await formOf(request);
  const email = normalEmail(String(form.get("email") ?? "").slice(0, 254));
  if (!email) return data({ error: words.forgot.missing, sent: false }, { status: 400 });
  const [account, visitor] = await countHits(
    backend.db,
    [`forgot:${email}`, `forgot-ip:${ip}`],
    HOUR,
  );
  if (account!.hits <= PER_ACCOUNT && visitor!.hits <= PER_IP) {
    const asked = await new PasswordResets(backend.db).request(email);
    if (asked) {
      await backend.outbox.enqueue(
        resetMail(asked.user, resetLink(backend.publicUrl, asked.token)),
      );
      backend.log.info({ user: asked.user.email, ip }, "workspace password link sent");
    }
  } else {
    backend.log.warn({ ip }, "workspace password links limited");
  }
  return { error: undefined, sent: true };
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.forgot.title, siteFacts().company.name);

export default function Forgot({ actionData }: Route.ComponentProps) {
  const f = words.forgot;
  const busy = useNavigation().state === "submitting";
  return (
    <SignInCard title={f.title} intro={f.intro}>
      <div className="mt-5">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        {actionData?.sent ? <Notice tone="ok">{f.sent}</Notice> : null}
      </div>
      {actionData?.sent ? null : (
        <Form method="post" className="grid gap-4">
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
              className={inputClass}
            />
          </div>
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {f.submit}
          </button>
        </Form>
      )}
      <p className="mt-5 text-sm">
        <Link
          to="/admin/sign-in"
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4"
        >
          {f.back}
        </Link>
      </p>
    </SignInCard>
  );
}
