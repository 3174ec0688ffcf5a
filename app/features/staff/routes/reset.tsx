import { workspaceMeta } from "~/lib/workspace";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset";
import { Notice, primaryButton, SignInCard } from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { staffWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { recordActivity } from "~/features/activity/index.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { PasswordResets } from "../password-resets.server";
import { formOf, newPasswordOf } from "../workspace-routes.server";
import { backendContext, visitContext } from "~/platform/context.server";

const words = staffWords;

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await new PasswordResets(context.get(backendContext).db).find(params.token);
  return { email: user?.email };
}

/** A new password through the link, once; every session ends, and the person signs in with it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const chosen = newPasswordOf(await formOf(request));
  if ("error" in chosen) return data({ error: chosen.error }, { status: 400 });
  const user = await new PasswordResets(backend.db).complete(params.token, chosen.password);
  if (!user) return data({ error: words.reset.gone }, { status: 410 });
  const { ip } = context.get(visitContext);
  backend.log.info({ user: user.email, ip }, "workspace password reset by link");
  await recordActivity(backend.db, {
    action: "password-reset-by-link",
    by: { id: user.id, name: user.name },
    ip,
  });
  return redirect("/admin/sign-in?password-reset");
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.reset.title, siteFacts().company.name);

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const r = words.reset;
  const busy = useNavigation().state === "submitting";
  const { email } = loaderData;
  return (
    <SignInCard title={r.title} intro={email ? fill(r.intro, { email }) : ""}>
      <div className="mt-5">
        {actionData?.error ? (
          <Notice tone="error">{actionData.error}</Notice>
        ) : email ? null : (
          <Notice tone="error">{r.gone}</Notice>
        )}
      </div>
      {email ? (
        <Form method="post" className="grid gap-4">
          <NewPasswordFields email={email} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {r.submit}
          </button>
        </Form>
      ) : (
        <Link to="/admin/forgot" className={`${primaryButton} w-full`}>
          {r.askAgain}
        </Link>
      )}
    </SignInCard>
  );
}
