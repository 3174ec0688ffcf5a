import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/two-factor";
import { Field, SubmitButton } from "~/components/workspace/form-kit";
import { Notice, panelClass, smallButton, WorkspaceHeading } from "~/components/workspace/shell";
import { staffWords, workspaceCommon } from "~/content/workspace";
import { CopyButton } from "~/components/workspace/copy-button";
import { siteFacts } from "~/content/facts";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { setupOf } from "../two-factor.server";
import { formOf, pausedMessage } from "../workspace-routes.server";
import { backendContext, staffContext, visitContext } from "~/platform/context.server";

const words = { ...staffWords, ...workspaceCommon };

/** Fewer recovery codes than this left, and the page says to make new ones. */
const FEW_CODES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  const { twoFactor } = context.get(backendContext).workspace;
  const status = await twoFactor.status(user.id);
  const query = new URL(request.url).searchParams;
  return {
    status,
    owner: user.role === "owner",
    recoveryUsed: query.has("recovery-used"),
    turnedOff: query.has("off"),
    // A new secret only for someone setting it up; never the secret of an app already set up.
    setup: status.on ? undefined : setupOf(await twoFactor.pendingSecret(user.id), user.email),
  };
}

type ActionResult = { error?: string; intent?: string; recoveryCodes?: string[] };

/**
 * Turns two-factor sign-in on with a code from the new secret; makes new recovery codes or turns
 * it off (not for owners) with a code from the app. Each code check counts against the limits.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const { workspace, log } = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  const code = String(form.get("code") ?? "").slice(0, 40);
  const t = words.twoFactor;
  const userId = staff.user.id;

  let recoveryCodes: string[] | undefined;
  const check = await workspace.limitedCode(userId, ip, async () => {
    if (intent === "confirm") {
      recoveryCodes = await workspace.twoFactor.confirm(userId, code);
      return Boolean(recoveryCodes);
    }
    if (intent === "new-codes" || (intent === "turn-off" && staff.user.role !== "owner")) {
      if (!(await workspace.twoFactor.verify(userId, code))) return false;
      if (intent === "new-codes")
        recoveryCodes = await workspace.twoFactor.newRecoveryCodes(userId);
      else await workspace.twoFactor.turnOff(userId, { endSessions: false });
      return true;
    }
    return false;
  });
  if (check.kind === "limited") {
    return data<ActionResult>(
      { error: pausedMessage(check.retryAfterMs), intent },
      { status: 429 },
    );
  }
  if (!check.matches) return data<ActionResult>({ error: t.wrongCode, intent }, { status: 400 });
  log.info({ user: staff.user.email, intent }, "workspace two-factor sign-in changed");
  if (intent === "turn-off") return redirect("/admin/two-factor?off");
  return data<ActionResult>({ recoveryCodes });
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.twoFactor.title, words.name);

function CodeForm({
  intent,
  submit,
  pending,
  error,
  label,
}: {
  intent: string;
  submit: string;
  pending: string;
  error?: string;
  label: string;
}) {
  return (
    <Form method="post" className="mt-4 grid max-w-xs gap-3">
      <Field
        id={`${intent}-code`}
        name="code"
        label={label}
        hint={words.twoFactor.codeHint}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
      />
      <SubmitButton intent={intent} pending={pending}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = words.twoFactor;
  const { status, setup, owner } = loaderData;
  const errorOf = (intent: string) =>
    actionData?.intent === intent ? actionData.error : undefined;
  const codes = actionData?.recoveryCodes;

  if (codes) {
    return (
      <div className="max-w-xl">
        <WorkspaceHeading title={t.codesTitle} />
        <p className="mb-4 text-ink-muted">{t.codesIntro}</p>
        <ol
          className={`${panelClass} grid grid-cols-2 gap-x-6 gap-y-2 font-mono text-lg`}
          aria-label={t.codesTitle}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <RecoveryCodeActions codes={codes} />
        <p className="mt-5">
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
          >
            {t.codesSaved}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="max-w-2xl">
      <WorkspaceHeading title={t.title} />
      {loaderData.turnedOff ? <Notice tone="ok">{t.turnedOff}</Notice> : null}
      {loaderData.recoveryUsed ? <Notice tone="ok">{t.recoveryUsed}</Notice> : null}
      {owner && !status.on ? <Notice tone="error">{t.required}</Notice> : null}
      <p className="mb-5 text-ink-muted">{t.intro}</p>
      {setup ? (
        <section className={`${panelClass} grid gap-5 sm:grid-cols-[auto_1fr]`}>
          <div>
            <h2 className="font-bold">{fill(t.step1, { company: siteFacts().company.name })}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t.scan}</p>
            <div
              role="img"
              aria-label={t.qrLabel}
              className="mt-3 w-48 rounded-lg bg-white p-1 text-black"
              // The QR code is drawn on the server from the otpauth address alone.
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p className="mt-3">
              <a href={setup.uri} className="text-sm font-semibold text-brand-ink underline">
                {t.openInApp}
              </a>
            </p>
            <p className="mt-3 text-sm">
              {t.key}:{" "}
              <code className="font-mono text-base" data-secret>
                {setup.secret}
              </code>
            </p>
          </div>
          <div>
            <h2 className="font-bold">{t.step2}</h2>
            <CodeForm
              intent="confirm"
              label={t.code}
              submit={t.confirm}
              pending={t.confirming}
              error={errorOf("confirm")}
            />
          </div>
        </section>
      ) : (
        <>
          <Notice tone="ok">{fill(t.on, { date: formatDhakaTime(status.since!) })}</Notice>
          <section className={`${panelClass} mt-5`}>
            <h2 className="font-bold">{t.manageTitle}</h2>
            <p className="mt-1 text-sm text-ink-muted">
              {plural(t.codesLeft, status.recoveryCodesLeft, "en")}{" "}
              {status.recoveryCodesLeft < FEW_CODES ? t.fewCodesLeft : t.manageIntro}
            </p>
            <CodeForm
              intent="new-codes"
              label={t.codeForChange}
              submit={t.newCodes}
              pending={t.newCodesPending}
              error={errorOf("new-codes")}
            />
          </section>
          <section className={`${panelClass} mt-5`}>
            <h2 className="font-bold">{t.offTitle}</h2>
            {owner ? (
              <p className="mt-1 text-sm text-ink-muted">{t.ownersKeepIt}</p>
            ) : (
              <>
                <p className="mt-1 text-sm text-ink-muted">{t.offIntro}</p>
                <CodeForm
                  intent="turn-off"
                  label={t.codeForChange}
                  submit={t.turnOff}
                  pending={t.turningOff}
                  error={errorOf("turn-off")}
                />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** Keeping the recovery codes: a text file to download, and a copy for a password manager. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const t = words.twoFactor;
  const text = `${siteFacts().company.name}: ${t.codesTitle}\n\n${codes.join("\n")}\n`;
  return (
    <p className="mt-4 flex flex-wrap gap-2">
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="recovery-codes.txt"
        className={smallButton}
      >
        {t.downloadCodes}
      </a>
      <CopyButton text={text} label={t.copyCodes} done={t.copiedCodes} />
    </p>
  );
}
