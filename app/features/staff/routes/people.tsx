import { data, Form } from "react-router";
import type { Route } from "./+types/people";
import {
  inputClass,
  labelClass,
  Notice,
  panelClass,
  primaryButton,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { staffWords, workspaceCommon } from "~/content/workspace";
import { CopyButton } from "~/components/workspace/copy-button";
import { isStaffRole, staffRoles, workspaceMeta, type StaffRole } from "~/lib/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { StaffInvitations, type Invitation } from "../invitations.server";
import { PasswordResets } from "../password-resets.server";
import { StaffError } from "../staff.server";
import { invitationLink, invitationMail, resetLink, resetMail } from "../staff-mail.server";
import { formOf, idFrom } from "../workspace-routes.server";
import { recordStaffActivity } from "~/features/activity/index.server";
import type { ActivityAction } from "~/lib/workspace/activity";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...staffWords, ...workspaceCommon };

// Only owners manage people (see workspaceSections in lib/workspace-sections.ts); to anyone else the page does
// not exist.
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const { workspace, db } = context.get(backendContext);
  return {
    people: await workspace.accounts.list(),
    invitations: await new StaffInvitations(db).pending(),
    me: staff.user.id,
  };
}

/**
 * Invites (and resends or revokes an invitation), resets, changes the role of, deactivates or
 * removes an account. An invitation's or a reset's link is e-mailed, and shown once, in this
 * answer only, for when the e-mail does not arrive.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formOf(request);
  const { workspace, log, db, outbox, publicUrl } = context.get(backendContext);
  const { accounts } = workspace;
  const invitations = new StaffInvitations(db);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const p = words.people;
  const by = staff.user.name;
  /** Writes what was done to whose account in the activity log and the server's log. */
  const done = async (action: ActivityAction, address: string, detail?: Record<string, string>) => {
    const label = address.trim().toLowerCase();
    await recordStaffActivity(context, {
      action,
      object: { kind: "account", id: label, label },
      detail,
    });
    log.info({ email: label, ...detail, by: staff.user.email }, `workspace: ${action}`);
  };
  /** E-mails an invitation (new or resent) and says so, with its link. */
  const sendInvitation = async (
    invitation: Awaited<ReturnType<StaffInvitations["resend"]>>,
    message: string,
  ) => {
    const link = invitationLink(publicUrl, invitation.token);
    await outbox.enqueue(invitationMail(invitation, by, link));
    return { ok: fill(message, { email: invitation.email }), link };
  };
  try {
    switch (form.get("intent")) {
      case "invite": {
        const asked = form.get("role");
        const role = isStaffRole(asked) ? asked : "sales";
        const name = String(form.get("name") ?? "").slice(0, 120);
        const invitation = await invitations.invite({ email, name, role }, by);
        await done("invited", invitation.email, { role });
        return sendInvitation(invitation, p.invited);
      }
      case "resend": {
        const invitation = await invitations.resend(idFrom(form.get("id")) ?? 0);
        await done("invitation-resent", invitation.email);
        return sendInvitation(invitation, p.resent);
      }
      case "revoke": {
        const revoked = await invitations.revoke(idFrom(form.get("id")) ?? 0);
        await done("invitation-revoked", revoked);
        return { ok: fill(p.revoked, { email: revoked }) };
      }
      case "reset": {
        const { token, user } = await new PasswordResets(db).resetBy(email);
        const link = resetLink(publicUrl, token);
        await outbox.enqueue(resetMail(user, link));
        await done("password-reset", user.email);
        return { ok: fill(p.resetDone, { email: user.email }), link };
      }
      case "deactivate": {
        if (!(await accounts.deactivate(email))) return { ok: fill(p.deactivated, { email }) };
        await done("deactivated", email);
        return { ok: fill(p.deactivated, { email }) };
      }
      case "reactivate": {
        if (!(await accounts.reactivate(email))) return { ok: fill(p.reactivated, { email }) };
        await done("reactivated", email);
        return { ok: fill(p.reactivated, { email }) };
      }
      case "reset-two-factor": {
        const person = await accounts.require(email);
        await workspace.twoFactor.turnOff(person.id, { endSessions: true });
        await done("two-factor-reset", person.email);
        return { ok: fill(p.resetTwoFactorDone, { email: person.email }) };
      }
      case "role": {
        const asked = form.get("role");
        if (!isStaffRole(asked)) break;
        const changed = await accounts.changeRole(email, asked);
        const shown = email.trim().toLowerCase();
        if (!changed) return { ok: fill(p.roleUnchanged, { email: shown }) };
        await done("role-changed", email, { role: asked });
        return { ok: fill(p.roleChanged, { email: shown, role: p.roles[asked] }) };
      }
      case "remove": {
        await accounts.remove(email);
        await done("removed", email);
        return { ok: fill(p.removed, { email }) };
      }
    }
  } catch (error) {
    if (StaffError.is(error)) return data({ error: error.message }, { status: 400 });
    throw error;
  }
  return data({ error: words.failed }, { status: 400 });
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.people.title, words.name);

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const p = words.people;
  const { people, invitations, me } = loaderData;
  return (
    <>
      <WorkspaceHeading title={p.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{p.intro}</p>
      {actionData && "error" in actionData ? (
        <Notice tone="error">{actionData.error}</Notice>
      ) : null}
      {actionData && "ok" in actionData ? (
        <Notice tone="ok">
          {actionData.ok}
          {"link" in actionData && actionData.link ? <PassOnLink link={actionData.link} /> : null}
        </Notice>
      ) : null}
      <ul className="grid gap-2">
        {people.map((person) => (
          <li key={person.id} className={`${panelClass} flex flex-wrap items-center gap-3`}>
            <div className="min-w-56 flex-1">
              <p className="font-semibold">
                {person.name}
                {person.id === me ? (
                  <span className="font-normal text-ink-muted"> ({p.you})</span>
                ) : null}
                {person.deactivated_at ? (
                  <span className="ms-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line">
                    {p.off}
                  </span>
                ) : null}
              </p>
              <p className="text-sm [overflow-wrap:anywhere] text-ink-muted">
                {person.email} · {p.roles[person.role]} · {formatDhakaTime(person.created_at)}
                {person.password_must_change ? ` · ${p.waiting}` : ""} · {p.twoFactor}:{" "}
                {person.totp_enabled_at ? p.twoFactorOn : p.twoFactorOff}
              </p>
            </div>
            {person.id !== me ? <PersonActions person={person} /> : null}
          </li>
        ))}
      </ul>
      {invitations.length > 0 ? <Invitations invitations={invitations} /> : null}
      {/* Once someone is invited the form starts empty again; a refused one keeps what was typed. */}
      <Form
        key={`${people.length}-${invitations.length}`}
        method="post"
        className={`${panelClass} mt-4 grid gap-4`}
      >
        <h2 className="font-bold">{p.invite}</h2>
        <input type="hidden" name="intent" value="invite" />
        {/* Name and address get the room an address needs; the role's hint reads below them. */}
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[1fr_1fr_14rem]">
          <div className="min-w-0">
            <label htmlFor="person-name" className={labelClass}>
              {p.name}
            </label>
            <input id="person-name" name="name" required maxLength={120} className={inputClass} />
          </div>
          <div className="min-w-0">
            <label htmlFor="person-email" className={labelClass}>
              {p.email}
            </label>
            <input id="person-email" name="email" type="email" required className={inputClass} />
          </div>
          <div className="min-w-0">
            <label htmlFor="person-role" className={labelClass}>
              {p.role}
            </label>
            <select
              id="person-role"
              name="role"
              defaultValue="sales"
              aria-describedby="person-role-hint"
              className={inputClass}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {p.roles[role]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id="person-role-hint" className="max-w-3xl text-sm text-ink-muted">
          {p.roleHint}
        </p>
        <div>
          <button type="submit" className={primaryButton}>
            {p.inviteSubmit}
          </button>
        </div>
      </Form>
    </>
  );
}

/**
 * What an owner can do to someone else's account: change their role at once, and reset their
 * password or second factor or remove them once asked "are you sure?" (a disclosure that works
 * without scripts).
 */
function PersonActions({
  person,
}: {
  person: {
    name: string;
    email: string;
    role: StaffRole;
    totp_enabled_at: string | null;
    deactivated_at: string | null;
  };
}) {
  const p = words.people;
  if (person.deactivated_at) {
    return (
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="reactivate" />
          <input type="hidden" name="email" value={person.email} />
          <button
            type="submit"
            className={smallButton}
            aria-label={`${p.reactivate}: ${person.name}`}
          >
            {p.reactivate}
          </button>
        </Form>
        <Confirmed act="remove" person={person} />
      </div>
    );
  }
  const acts = person.totp_enabled_at
    ? (["reset", "resetTwoFactor", "deactivate", "remove"] as const)
    : (["reset", "deactivate", "remove"] as const);
  const roleId = `role-${person.email}`;
  return (
    <div className="grid w-full gap-3 sm:w-auto">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="email" value={person.email} />
        <div>
          <label htmlFor={roleId} className="sr-only">
            {fill(p.roleOf, { name: person.name })}
          </label>
          <select
            id={roleId}
            name="role"
            defaultValue={person.role}
            className={`${inputClass} min-h-11 w-auto`}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {p.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={smallButton}
          aria-label={`${p.changeRole}: ${person.name}`}
        >
          {p.changeRole}
        </button>
      </Form>
      <div className="flex flex-wrap gap-2">
        {acts.map((act) => (
          <Confirmed key={act} act={act} person={person} />
        ))}
      </div>
    </div>
  );
}

/** An act on someone's account that asks "are you sure?" first, in a disclosure. */
function Confirmed({
  act,
  person,
}: {
  act: keyof typeof words.people.confirm;
  person: { name: string; email: string };
}) {
  const p = words.people;
  return (
    <details className="group">
      <summary
        className={`${smallButton} cursor-pointer list-none`}
        aria-label={`${p[act]}: ${person.name}`}
      >
        {p[act]}
      </summary>
      <Form
        method="post"
        className="mt-2 grid max-w-xs gap-2 rounded-xl border border-line bg-surface p-3 text-sm"
      >
        <input
          type="hidden"
          name="intent"
          value={act === "resetTwoFactor" ? "reset-two-factor" : act}
        />
        <input type="hidden" name="email" value={person.email} />
        <p>{fill(p.confirm[act], { name: person.name })}</p>
        <button type="submit" className={smallButton}>
          {p.confirmButton[act]}
        </button>
      </Form>
    </details>
  );
}

/** Invitations not yet accepted: whom, as what, until when, with resend and revoke. */
function Invitations({ invitations }: { invitations: Invitation[] }) {
  const p = words.people;
  return (
    <section className="mt-6" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="mb-2 font-bold">
        {p.invitations}
      </h2>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className={`${panelClass} flex flex-wrap items-center gap-3`}>
            <div className="min-w-56 flex-1">
              <p className="font-semibold">{invitation.name}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-ink-muted">
                {invitation.email} · {p.roles[invitation.role]} ·{" "}
                {fill(p.invitedBy, { name: invitation.invited_by })} ·{" "}
                {fill(invitation.expired ? p.expired : p.expires, {
                  date: formatDhakaTime(invitation.expires_at),
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(["resend", "revoke"] as const).map((intent) => (
                <Form key={intent} method="post">
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="id" value={invitation.id} />
                  <button
                    type="submit"
                    className={smallButton}
                    aria-label={`${p[intent]}: ${invitation.email}`}
                  >
                    {p[intent]}
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A link the owner may pass on by hand when its e-mail does not arrive: shown once, whole, in a
 * field that selects it at a touch, with a copy button.
 */
function PassOnLink({ link }: { link: string }) {
  const p = words.people;
  return (
    <span className="mt-2 grid gap-1">
      <label htmlFor="pass-on" className="text-sm font-normal">
        {p.passOn}
      </label>
      <span className="flex flex-wrap gap-2">
        <input
          id="pass-on"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <CopyButton text={link} />
      </span>
    </span>
  );
}
