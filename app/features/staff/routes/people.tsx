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
import { workspaceCopy as words } from "~/content/workspace";
import { isStaffRole, staffRoles, workspaceMeta, type StaffRole } from "~/lib/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { StaffError } from "../staff.server";
import { formOf } from "../workspace-routes.server";
import { backendContext, staffContext } from "~/platform/context.server";

// Only owners manage people (see workspaceSections in lib/workspace-sections.ts); to anyone else the page does
// not exist.
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return { people: await context.get(backendContext).workspace.accounts.list(), me: staff.user.id };
}

/**
 * Adds, resets, changes the role of or removes an account; a one-time password is shown once, in
 * this answer only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formOf(request);
  const { workspace, log } = context.get(backendContext);
  const { accounts } = workspace;
  const email = String(form.get("email") ?? "").slice(0, 254);
  const p = words.people;
  try {
    switch (form.get("intent")) {
      case "add": {
        const asked = form.get("role");
        const role = isStaffRole(asked) ? asked : "sales";
        const name = String(form.get("name") ?? "").slice(0, 120);
        const password = await accounts.add(email, { role, name });
        log.info({ email, role, by: staff.user.email }, "workspace account added");
        return { ok: fill(p.added, { email: email.trim().toLowerCase(), password }) };
      }
      case "reset": {
        const password = await accounts.resetPassword(email);
        log.info({ email, by: staff.user.email }, "workspace password reset");
        return { ok: fill(p.resetDone, { email, password }) };
      }
      case "reset-two-factor": {
        const person = await accounts.require(email);
        await workspace.twoFactor.turnOff(person.id, { endSessions: true });
        log.info({ email, by: staff.user.email }, "workspace two-factor sign-in reset");
        return { ok: fill(p.resetTwoFactorDone, { email: person.email }) };
      }
      case "role": {
        const asked = form.get("role");
        if (!isStaffRole(asked)) break;
        const changed = await accounts.changeRole(email, asked);
        const shown = email.trim().toLowerCase();
        if (!changed) return { ok: fill(p.roleUnchanged, { email: shown }) };
        log.info({ email, role: asked, by: staff.user.email }, "workspace role changed");
        return { ok: fill(p.roleChanged, { email: shown, role: p.roles[asked] }) };
      }
      case "remove": {
        await accounts.remove(email);
        log.info({ email, by: staff.user.email }, "workspace account removed");
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
  const { people, me } = loaderData;
  return (
    <>
      <WorkspaceHeading title={p.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{p.intro}</p>
      {actionData && "error" in actionData ? (
        <Notice tone="error">{actionData.error}</Notice>
      ) : null}
      {actionData && "ok" in actionData ? <Notice tone="ok">{actionData.ok}</Notice> : null}
      <ul className="grid gap-2">
        {people.map((person) => (
          <li key={person.id} className={`${panelClass} flex flex-wrap items-center gap-3`}>
            <div className="min-w-56 flex-1">
              <p className="font-semibold">
                {person.name}
                {person.id === me ? (
                  <span className="font-normal text-ink-muted"> ({p.you})</span>
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
      {/* Once someone is added the form starts empty again; a refused one keeps what was typed. */}
      <Form key={people.length} method="post" className={`${panelClass} mt-4 grid gap-4`}>
        <h2 className="font-bold">{p.add}</h2>
        <input type="hidden" name="intent" value="add" />
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
            {p.addSubmit}
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
  person: { name: string; email: string; role: StaffRole; totp_enabled_at: string | null };
}) {
  const p = words.people;
  const acts = person.totp_enabled_at
    ? (["reset", "resetTwoFactor", "remove"] as const)
    : (["reset", "remove"] as const);
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
          <details key={act} className="group">
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
        ))}
      </div>
    </div>
  );
}
