import { data, Form, redirect } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/site";
import { recordStaffActivity } from "~/features/activity/index.server";
import { SubmitButton } from "~/components/workspace/form-kit";
import { Notice, StateTabs, WorkspaceHeading } from "~/components/workspace/shell";
import { siteWords, workspaceCommon } from "~/content/workspace";
import type { Facts } from "~/lib/facts-schema";
import { formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { backendContext, staffContext } from "~/platform/context.server";
import { FactValues, valuesOf, type OwnSearch } from "../components/fact-fields";
import { copyFor, locales } from "~/content/copy";
import { ownSearchTextOf, searchPaths } from "~/content/search";
import { FactHistory } from "../components/fact-history";
import { kindForms } from "../components/kinds";
import { FactConflict } from "../facts.server";
import { MediaLibrary } from "~/features/publishing/index.server";
import {
  brokenMenuLinks,
  changedFields,
  checkedFacts,
  fieldErrors,
  formValueOf,
  inTheirPlaces,
  kindOf,
} from "../facts-form.server";
import { portraitsIn, withPortraits } from "../portraits.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";

const words = { ...siteWords, ...workspaceCommon };

const s = words.site;

/** Each fixed page's own search title and description, by language and page: the form's greys. */
const ownSearchTexts = () =>
  Object.fromEntries(
    locales.map((language) => [
      language,
      Object.fromEntries(
        searchPaths.map((path) => [path, ownSearchTextOf(copyFor(language), path)]),
      ),
    ]),
  ) as OwnSearch;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const backend = context.get(backendContext);
  const { facts } = backend.content;
  const [{ facts: all, revisions }, history, portraits, accounts] = await Promise.all([
    facts.read(),
    facts.history(kind),
    kind === "team" || kind === "testimonials" ? portraitsIn(new MediaLibrary(backend.db)) : [],
    kind === "meetings" ? backend.workspace.accounts.list() : [],
  ]);
  return {
    kind,
    portraits,
    ownSearch: kind === "search" ? ownSearchTexts() : undefined,
    staff: accounts
      .filter((account) => account.deactivated_at === null)
      .map((account) => ({ email: account.email, name: account.name })),
    value: formValueOf(all, kind),
    revision: revisions[kind],
    saved: new URL(request.url).searchParams.has("saved"),
    history: history.map((change) => ({
      id: change.id,
      when: formatDhakaTime(change.savedAt),
      by: change.savedBy,
      undoes: change.undoes,
      fields: changedFields(change.before, change.after),
    })),
  };
}

/** Saves a kind of facts whole, or takes back its latest change; this instance shows it at once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindOf(params);
  const staff = context.get(staffContext);
  const { content, log } = context.get(backendContext);
  const form = await formOf(request);
  const by = actorOf(staff);
  if (form.get("intent") === "undo") {
    try {
      await content.facts.undo(kind, idFrom(form.get("change")) ?? 0, by);
    } catch (error) {
      if (FactConflict.is(error)) return data({ error: s.undoConflict }, { status: 409 });
      throw error;
    }
    await content.refresh();
    log.info({ kind, by: staff.user.email }, "site facts change undone");
    await recordStaffActivity(context, {
      action: "facts-undone",
      object: { kind: "facts", id: kind, label: s.kinds[kind] },
    });
    return { ok: s.undone };
  }
  const typed = Object.fromEntries(
    [...form.keys()].map((name) => [name, form.getAll(name).map(String)]),
  );
  const parsed = checkedFacts(kind, form);
  if (!parsed.success) {
    return data({ error: s.invalid, errors: fieldErrors(parsed.error.issues, kind), typed }, 400);
  }
  if (kind === "menus") {
    const broken = await brokenMenuLinks(parsed.data as Facts["menus"], (address) =>
      content.resolves(address),
    );
    if (Object.keys(broken).length > 0) {
      return data({ error: s.invalid, errors: broken, typed }, 400);
    }
  }
  const before = Number(form.get("revision"));
  try {
    const value = await withPortraits(
      kind,
      inTheirPlaces(kind, form, parsed.data as Facts[typeof kind]),
      new MediaLibrary(context.get(backendContext).db),
    );
    const revision = await content.facts.save(kind, value, by, before);
    if (revision === before) return { ok: s.unchanged };
  } catch (error) {
    if (FactConflict.is(error)) return data({ error: s.conflict, errors: {}, typed }, 409);
    throw error;
  }
  await content.refresh();
  log.info({ kind, by: staff.user.email }, "site facts saved");
  await recordStaffActivity(context, {
    action: "facts-saved",
    object: { kind: "facts", id: kind, label: s.kinds[kind] },
  });
  throw redirect(`/admin/site/${kind}?saved=1`);
}

export const meta: Route.MetaFunction = () => workspaceMeta(s.title, words.name);

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, value, revision, history, saved, portraits, ownSearch, staff } = loaderData;
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  // A refused form puts the first field to fix in front of the person who sent it.
  useEffect(() => {
    if (refused) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  // A saved form comes back at its top, where the notice says so.
  useEffect(() => {
    if (saved) window.scrollTo({ top: 0 });
  }, [saved, revision]);
  const KindForm = kindForms[kind];
  return (
    <>
      <WorkspaceHeading title={s.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{s.intro}</p>
      <StateTabs
        label={s.title}
        tabs={s.kinds}
        current={kind}
        href={(key) => `/admin/site/${key}`}
      />
      {actionData && "error" in actionData ? (
        <Notice tone="error">{actionData.error}</Notice>
      ) : null}
      {actionData && "ok" in actionData ? <Notice tone="ok">{actionData.ok}</Notice> : null}
      {saved && !actionData ? <Notice tone="ok">{s.saved}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <FactValues value={valuesOf(kind, value, refused?.typed, refused?.errors ?? {})}>
          <Form method="post" key={`${kind}-${revision}`} className="grid gap-5" noValidate>
            <input type="hidden" name="revision" value={revision} />
            <KindForm portraits={portraits} ownSearch={ownSearch} staff={staff} />
            <div>
              <SubmitButton intent="save" pending={s.saving}>
                {s.save}
              </SubmitButton>
            </div>
          </Form>
        </FactValues>
        <FactHistory history={history} />
      </div>
    </>
  );
}
