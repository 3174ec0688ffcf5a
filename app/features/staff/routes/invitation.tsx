import { workspaceMeta } from "~/lib/workspace";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { Notice, primaryButton, SignInCard } from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { staffWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { recordActivity } from "~/features/activity/index.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { StaffInvitations } from "../invitations.server";
import { StaffError } from "../staff.server";
import { formOf, newPasswordOf, signedInRedirect } from "../workspace-routes.server";
import { backendContext, visitContext } from "~/platform/context.server";

const words = staffWords;

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await new StaffInvitations(context.get(backendContext).db).find(params.token);
  return {
    invitation: invitation && {
      email: invitation.email,
      role: words.people.roles[invitation.role],
      invitedBy: invitation.invited_by,
    },
  };
}

/** The invited person's password makes their account, once; they are signed in at once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const chosen = newPasswordOf(await formOf(request));
  if ("error" in chosen) return data({ error: chosen.error }, { status: 400 });
  try {
    const user = await new StaffInvitations(backend.db).accept(params.token, chosen.password);
    if (!user) return data({ error: words.invitation.gone }, { status: 410 });
    backend.log.info({ user: user.email, role: user.role, ip }, "workspace invitation accepted");
    await recordActivity(backend.db, {
      action: "invitation-accepted",
      by: { id: user.id, name: user.name },
      ip,
    });
    return signedInRedirect(await backend.workspace.signInNew(user, ip), "/admin");
  } catch (error) {
    if (StaffError.is(error)) return data({ error: error.message }, { status: 409 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(
    fill(words.invitation.title, { company: siteFacts().company.name }),
    siteFacts().company.name,
  );

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const i = words.invitation;
  const busy = useNavigation().state === "submitting";
  const { invitation } = loaderData;
  const company = siteFacts().company.name;
  return (
    <SignInCard
      title={fill(i.title, { company })}
      intro={invitation ? fill(i.intro, invitation) : ""}
    >
      <div className="mt-5">
        {actionData?.error ? (
          <Notice tone="error">{actionData.error}</Notice>
        ) : invitation ? null : (
          <Notice tone="error">{i.gone}</Notice>
        )}
      </div>
      {invitation ? (
        <Form method="post" className="grid gap-4">
          <p className="text-sm font-semibold [overflow-wrap:anywhere]">
            {fill(i.forEmail, { email: invitation.email })}
          </p>
          <NewPasswordFields email={invitation.email} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {i.submit}
          </button>
        </Form>
      ) : null}
    </SignInCard>
  );
}
