import { data, Form, redirect, useLoaderData } from "react-router";
import { createContext, useContext, useEffect } from "react";
import type { Route } from "./+types/site";
import { Field, SelectField, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import {
  labelClass,
  Notice,
  panelClass,
  smallButton,
  StateTabs,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { copyFor, locales } from "~/content/copy";
import { workspaceCopy as words } from "~/content/workspace";
import { addOnIds, planIds, storyPages } from "~/lib/facts";
import { asPortrait, portraitPath } from "~/lib/media";
import type { FactKind, Facts } from "~/lib/facts-schema";
import { fill, formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { backendContext, staffContext } from "~/platform/context.server";
import { FactConflict } from "../facts.server";
import { MediaLibrary } from "~/features/publishing/index.server";
import {
  changedFields,
  checkedFacts,
  fieldErrors,
  formValueOf,
  inTheirPlaces,
  kindOf,
} from "../facts-form.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";

const s = words.site;

/** The images of the media library a team member's portrait may be, by the address it is named by. */
async function portraitsIn(library: MediaLibrary) {
  const [media, index] = await Promise.all([library.list(), library.index()]);
  return media.map((medium) => ({
    address: portraitPath(medium.id, index[medium.id]?.widths ?? []),
    name: medium.alt.en || medium.name,
  }));
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const { facts } = context.get(backendContext).content;
  const [{ facts: all, revisions }, history, portraits] = await Promise.all([
    facts.read(),
    facts.history(kind),
    kind === "team" || kind === "testimonials"
      ? portraitsIn(new MediaLibrary(context.get(backendContext).db))
      : [],
  ]);
  return {
    kind,
    portraits,
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

/** A team's or testimonials' images of the library at the small size a portrait is shown at. */
async function withPortraits<K extends FactKind>(
  kind: K,
  value: Facts[K],
  library: MediaLibrary,
): Promise<Facts[K]> {
  if (kind === "team") {
    const index = await library.index();
    const { members } = value as Facts["team"];
    return {
      members: members.map((member) => ({ ...member, photo: asPortrait(member.photo, index) })),
    } as Facts[K];
  }
  if (kind === "testimonials") {
    const index = await library.index();
    const { items } = value as Facts["testimonials"];
    return {
      items: items.map((item) =>
        item.photo ? { ...item, photo: asPortrait(item.photo, index) } : item,
      ),
    } as Facts[K];
  }
  return value;
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
    return { ok: s.undone };
  }
  const typed = Object.fromEntries(
    [...form.keys()].map((name) => [name, form.getAll(name).map(String)]),
  );
  const parsed = checkedFacts(kind, form);
  if (!parsed.success) {
    return data({ error: s.invalid, errors: fieldErrors(parsed.error.issues, kind), typed }, 400);
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
  throw redirect(`/admin/site/${kind}?saved=1`);
}

export const meta: Route.MetaFunction = () => workspaceMeta(s.title, words.name);

/** What a field shows: what was typed when the form came back refused, else what is saved. */
type Values = {
  /** Whether the values are what was typed (the form came back refused). */
  typed: boolean;
  value: (name: string) => string;
  values: (name: string) => string[];
  error: (name: string) => string | undefined;
};

const ValuesContext = createContext<Values | null>(null);
const useValues = () => useContext(ValuesContext)!;

function valueAt(document: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
    document,
  );
}

function valuesOf(
  kind: FactKind,
  saved: unknown,
  typed: Record<string, string[]> | undefined,
  errors: Record<string, string>,
): Values {
  const stored = (name: string) => valueAt({ [kind]: saved }, name.split("."));
  return {
    typed: typed !== undefined,
    value: (name) => {
      if (typed) return typed[name]?.[0] ?? "";
      const value = stored(name);
      if (Array.isArray(value)) return value.join(name.endsWith("periods") ? ", " : "\n");
      return value === undefined || value === null ? "" : String(value);
    },
    values: (name) => {
      if (typed) return typed[name] ?? [];
      const value = stored(name);
      return Array.isArray(value) ? value.map(String) : [];
    },
    error: (name) => errors[name],
  };
}

function Text({
  name,
  label,
  hint,
  fallback = "",
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  /** What the field shows when nothing is saved or typed in it (a row's place). */
  fallback?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const values = useValues();
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      defaultValue={values.value(name) || fallback}
      error={values.error(name)}
      {...input}
    />
  );
}

/** A fact in each language, side by side; an empty translation says the site shows the English. */
function Translated({
  name,
  label,
  lines = false,
}: {
  name: string;
  label: string;
  lines?: boolean;
}) {
  const values = useValues();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {locales.map((language) => {
        const field = `${name}.${language}`;
        const props = {
          name: field,
          label: fill(label, { language: s.languages[language] }),
          lang: language,
          dir: language === "ar" ? "rtl" : "ltr",
          defaultValue: values.value(field),
          error: values.error(field),
          // Only a fact in use is missing a translation: an empty row is not.
          warning:
            language !== "en" && values.value(field) === "" && values.value(`${name}.en`) !== ""
              ? s.missing
              : undefined,
        } as const;
        return lines ? (
          <TextAreaField key={language} rows={6} {...props} />
        ) : (
          <Field key={language} {...props} />
        );
      })}
    </div>
  );
}

function Panel({
  title,
  hint,
  id,
  children,
}: {
  title: string;
  hint?: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset id={id} className={`${panelClass} grid scroll-mt-24 gap-4`}>
      <legend className="px-1 font-bold">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A repeated group's rows: those saved, and empty ones to add; "rows" tells the server how many. */
function Rows({
  name,
  extra,
  children,
}: {
  name: string;
  extra: number;
  children: (row: string, index: number) => React.ReactNode;
}) {
  const values = useValues();
  const count = values.typed
    ? Number(values.value(`${name}.rows`)) || 0
    : values.values(name).length + extra;
  return (
    <>
      <input type="hidden" name={`${name}.rows`} value={count} />
      {Array.from({ length: count }, (_, index) => children(`${name}.${index}`, index))}
    </>
  );
}

function CompanyForm() {
  const c = s.company;
  const values = useValues();
  const days = values.values("company.hours.days");
  return (
    <>
      <Panel title={c.identity}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="company.name" label={c.name} required />
          <Text name="company.legalName" label={c.legalName} hint={c.legalNameHint} required />
        </div>
      </Panel>
      <Panel title={c.phones} hint={c.phonesHint}>
        <Rows name="company.phones" extra={1}>
          {(row) => (
            <div key={row} className="grid gap-3 border-t border-line pt-3 first-of-type:border-0">
              <Text
                name={`${row}.number`}
                label={c.number}
                type="tel"
                dir="ltr"
                className="md:max-w-xs"
              />
              <Translated name={`${row}.label`} label={c.label} />
            </div>
          )}
        </Rows>
        <Text
          name="company.whatsapp"
          label={c.whatsapp}
          hint={c.whatsappHint}
          type="tel"
          dir="ltr"
          className="md:max-w-xs"
          required
        />
      </Panel>
      <Panel title={c.emails}>
        <div className="grid gap-4 md:grid-cols-2">
          {(Object.keys(c.emailRoles) as (keyof typeof c.emailRoles)[]).map((role) => (
            <Text
              key={role}
              name={`company.emails.${role}`}
              label={c.emailRoles[role]}
              type="email"
              dir="ltr"
              required
            />
          ))}
        </div>
      </Panel>
      <Panel title={c.address}>
        {(["street", "locality", "country"] as const).map((part) => (
          <div key={part} className="grid gap-3 md:grid-cols-3">
            {locales.map((language) => (
              <Text
                key={language}
                name={`company.address.${language}.${part}`}
                label={fill(c[part], { language: s.languages[language] })}
                lang={language}
                dir={language === "ar" ? "rtl" : "ltr"}
              />
            ))}
          </div>
        ))}
        <div className="grid gap-4 md:grid-cols-[10rem_1fr]">
          <Text name="company.postalCode" label={c.postalCode} inputMode="numeric" required />
          <Text name="company.mapQuery" label={c.mapQuery} hint={c.mapQueryHint} required />
        </div>
      </Panel>
      <Panel title={c.socials} hint={c.socialsHint}>
        <div className="grid gap-4 md:grid-cols-2">
          {(["facebook", "instagram", "youtube", "x"] as const).map((network) => (
            <Text
              key={network}
              name={`company.socials.${network}`}
              label={english().company.social[network]}
              type="url"
              dir="ltr"
            />
          ))}
        </div>
      </Panel>
      <Panel title={c.hours} hint={c.hoursHint}>
        <fieldset>
          <legend className={labelClass}>{c.days}</legend>
          <div className="flex flex-wrap gap-2">
            {c.weekdays.map((day, index) => (
              <label
                key={day}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm"
              >
                <input
                  type="checkbox"
                  name="company.hours.days"
                  value={index}
                  defaultChecked={days.includes(String(index))}
                />
                {day}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid max-w-md gap-4 sm:grid-cols-2">
          <Text name="company.hours.opens" label={c.opens} type="time" required />
          <Text name="company.hours.closes" label={c.closes} type="time" required />
        </div>
      </Panel>
      <Panel title={c.holidays} hint={c.holidaysHint}>
        <Rows name="company.holidays" extra={2}>
          {(row) => (
            <div key={row} className="grid gap-3 border-t border-line pt-3 first-of-type:border-0">
              <Text name={`${row}.date`} label={c.date} type="date" className="md:max-w-xs" />
              <Translated name={`${row}.name`} label={c.holidayName} />
            </div>
          )}
        </Rows>
      </Panel>
    </>
  );
}

function PlansForm() {
  const p = s.plans;
  const values = useValues();
  return (
    <>
      <Panel title={p.offer}>
        <SelectField
          name="plans.popular"
          label={p.popular}
          defaultValue={values.value("plans.popular")}
          error={values.error("plans.popular")}
          options={planIds.map((id) => ({ value: id, label: planName(id) }))}
          className="max-w-xs"
        />
        <label className="inline-flex items-start gap-3">
          <input
            type="checkbox"
            name="plans.annualOffered"
            className="mt-1 size-5"
            defaultChecked={
              values.value("plans.annualOffered") === "true" ||
              values.value("plans.annualOffered") === "on"
            }
            aria-describedby="annual-offered-hint"
          />
          <span>
            <span className="font-semibold">{p.annualOffered}</span>
            <span id="annual-offered-hint" className="block text-sm text-ink-muted">
              {p.annualOfferedHint}
            </span>
            {values.error("plans.annualOffered") ? (
              <span className="block text-sm font-semibold text-accent-700">
                {values.error("plans.annualOffered")}
              </span>
            ) : null}
          </span>
        </label>
      </Panel>
      {planIds.map((id) => (
        <Panel key={id} title={planName(id)}>
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <Text
              name={`plans.items.${id}.monthly`}
              label={p.monthly}
              inputMode="numeric"
              required
            />
            <Text
              name={`plans.items.${id}.annual`}
              label={p.annual}
              hint={p.annualHint}
              inputMode="numeric"
            />
          </div>
          <Translated name={`plans.items.${id}.features`} label={p.features} lines />
          <p className="-mt-2 text-sm text-ink-muted">{p.featuresHint}</p>
        </Panel>
      ))}
    </>
  );
}

/** The public pages' English words, for the names of plans, add-ons and networks. */
const english = () => copyFor("en");
const planName = (id: (typeof planIds)[number]) => english().pricing.plans[id].name;

function ProductsForm() {
  const p = s.products;
  const values = useValues();
  return (
    <>
      <Panel title={s.kinds.products}>
        <Text
          name="products.vatRate"
          label={p.vatRate}
          inputMode="decimal"
          className="max-w-xs"
          required
        />
      </Panel>
      {addOnIds.map((id) => (
        <Panel key={id} title={english().shop.addOns[id].name}>
          <div className="grid gap-4 md:grid-cols-3">
            <Text
              name={`products.addOns.${id}.price`}
              label={p.price}
              inputMode="numeric"
              required
            />
            <SelectField
              name={`products.addOns.${id}.unit`}
              label={p.unit}
              defaultValue={values.value(`products.addOns.${id}.unit`)}
              error={values.error(`products.addOns.${id}.unit`)}
              options={(["month", "year"] as const).map((unit) => ({
                value: unit,
                label: p.units[unit],
              }))}
            />
            <Text
              name={`products.addOns.${id}.periods`}
              label={p.periods}
              hint={p.periodsHint}
              required
            />
          </div>
        </Panel>
      ))}
    </>
  );
}

function PaymentsForm() {
  const p = s.payments;
  return (
    <>
      <Panel title={p.wallets} hint={p.hint}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="payments.bkash" label={p.bkash} type="tel" dir="ltr" required />
          <Text name="payments.nagad" label={p.nagad} type="tel" dir="ltr" required />
        </div>
      </Panel>
      <Panel title={p.bank}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="payments.bank.bank" label={p.bankName} required />
          <Text name="payments.bank.branch" label={p.branch} required />
          <Text name="payments.bank.accountName" label={p.accountName} required />
          <Text
            name="payments.bank.accountNumber"
            label={p.accountNumber}
            inputMode="numeric"
            required
          />
          <Text name="payments.bank.routing" label={p.routing} inputMode="numeric" required />
        </div>
      </Panel>
      <Panel title={p.rates} hint={p.ratesHint}>
        <div className="grid gap-4 md:grid-cols-3">
          <Text name="payments.rates.aed" label={p.aed} inputMode="decimal" dir="ltr" />
          <Text name="payments.rates.sar" label={p.sar} inputMode="decimal" dir="ltr" />
          <Text name="payments.rates.asOf" label={p.asOf} type="date" />
        </div>
      </Panel>
    </>
  );
}

/**
 * A list whose rows a person puts in order by their places (team members, testimonials): each row
 * headed by what names it in English, with its place beside it.
 */
function PlacedRows({
  title,
  name,
  named,
  children,
}: {
  title: string;
  name: string;
  /** The field that names a row, in English. */
  named: string;
  children: (row: string) => React.ReactNode;
}) {
  const l = s.list;
  const values = useValues();
  return (
    <Panel title={title} hint={l.addHint}>
      <Rows name={name} extra={1}>
        {(row, index) => (
          <div key={row} className="grid gap-3 border-t border-line pt-4 first-of-type:border-0">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 className="font-bold">{values.value(`${row}.${named}.en`) || l.add}</h2>
              <Text
                name={`${row}.order`}
                label={l.order}
                hint={l.orderHint}
                fallback={String(index + 1)}
                inputMode="numeric"
                className="w-28"
              />
            </div>
            {children(row)}
          </div>
        )}
      </Rows>
    </Panel>
  );
}

/** A person's portrait or logo: its address, offered from the media library, beside how it looks. */
function Portrait({ row, label, hint }: { row: string; label: string; hint: string }) {
  const values = useValues();
  const saved = values.value(`${row}.photo`);
  return (
    <div className="flex items-start gap-4">
      {saved ? (
        <img
          src={saved}
          alt=""
          className="mt-7 size-16 shrink-0 rounded-full bg-tint object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Text name={`${row}.photo`} label={label} hint={hint} dir="ltr" list="media-portraits" />
      </div>
    </div>
  );
}

/** The library's images, offered to every portrait field of the form. */
function MediaPortraits() {
  const { portraits } = useLoaderData<typeof loader>();
  return (
    <datalist id="media-portraits">
      {portraits.map((portrait) => (
        <option key={portrait.address} value={portrait.address} label={portrait.name} />
      ))}
    </datalist>
  );
}

function TeamForm() {
  const t = s.team;
  return (
    <>
      <MediaPortraits />
      <PlacedRows title={t.members} name="team.members" named="name">
        {(row) => (
          <>
            <Translated name={`${row}.name`} label={t.name} />
            <Translated name={`${row}.role`} label={t.role} />
            <Translated name={`${row}.bio`} label={t.bio} lines />
            <Portrait row={row} label={t.photo} hint={t.photoHint} />
          </>
        )}
      </PlacedRows>
    </>
  );
}

function TestimonialsForm() {
  const t = s.testimonials;
  const values = useValues();
  return (
    <>
      <MediaPortraits />
      <PlacedRows title={t.items} name="testimonials.items" named="author">
        {(row) => (
          <>
            <Translated name={`${row}.author`} label={t.author} />
            <Translated name={`${row}.role`} label={t.role} />
            <Translated name={`${row}.text`} label={t.text} lines />
            <div className="grid max-w-md gap-4 sm:grid-cols-2">
              <SelectField
                name={`${row}.rating`}
                label={t.rating}
                defaultValue={values.value(`${row}.rating`) || "5"}
                error={values.error(`${row}.rating`)}
                options={["5", "4", "3", "2", "1"].map((stars) => ({ value: stars, label: stars }))}
              />
              <Text name={`${row}.date`} label={t.date} type="date" />
            </div>
            <Portrait row={row} label={t.photo} hint={t.photoHint} />
          </>
        )}
      </PlacedRows>
    </>
  );
}

function StoriesForm() {
  const t = s.stories;
  const values = useValues();
  const landings = copyFor("en").landings.pages;
  return (
    <>
      <p className="text-sm text-ink-muted">{t.hint}</p>
      <nav aria-label={t.pages}>
        <ul className="flex flex-wrap gap-2">
          {storyPages.map((page) => (
            <li key={page}>
              <a href={`#story-${page}`} className={smallButton}>
                /{page}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {storyPages.map((page) => {
        const at = `stories.${page}`;
        const saved = values.values(`${at}.results`).length;
        return (
          <Panel
            key={page}
            id={`story-${page}`}
            title={fill(t.page, { page: landings[page].title, path: `/${page}` })}
          >
            <Translated name={`${at}.title`} label={t.title} />
            <Translated name={`${at}.client`} label={t.client} />
            <Translated name={`${at}.text`} label={t.text} lines />
            <Translated name={`${at}.quote`} label={t.quote} lines />
            <Translated name={`${at}.author`} label={t.author} />
            <Translated name={`${at}.role`} label={t.role} />
            <div className="grid gap-3">
              <h2 className="font-bold">{t.results}</h2>
              <p className="-mt-2 text-sm text-ink-muted">{t.resultsHint}</p>
              <Rows name={`${at}.results`} extra={Math.max(0, 3 - saved)}>
                {(row, index) => (
                  <div key={row} className="grid gap-3 border-t border-line pt-3">
                    <h3 className="text-sm font-semibold">
                      {fill(t.result, { number: index + 1 })}
                    </h3>
                    <Translated name={`${row}.value`} label={t.value} />
                    <Translated name={`${row}.label`} label={t.label} />
                  </div>
                )}
              </Rows>
            </div>
          </Panel>
        );
      })}
    </>
  );
}

const forms: Record<FactKind, () => React.ReactNode> = {
  company: CompanyForm,
  plans: PlansForm,
  products: ProductsForm,
  team: TeamForm,
  testimonials: TestimonialsForm,
  stories: StoriesForm,
  payments: PaymentsForm,
};

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, value, revision, history, saved } = loaderData;
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  // A refused form puts the first field to fix in front of the person who sent it.
  useEffect(() => {
    if (refused) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  // A saved form comes back at its top, where the notice says so.
  useEffect(() => {
    if (saved) window.scrollTo({ top: 0 });
  }, [saved, revision]);
  const KindForm = forms[kind];
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
        <ValuesContext value={valuesOf(kind, value, refused?.typed, refused?.errors ?? {})}>
          <Form method="post" key={`${kind}-${revision}`} className="grid gap-5" noValidate>
            <input type="hidden" name="revision" value={revision} />
            <KindForm />
            <div>
              <SubmitButton intent="save" pending={s.saving}>
                {s.save}
              </SubmitButton>
            </div>
          </Form>
        </ValuesContext>
        <section aria-labelledby="history-title" className={panelClass}>
          <h2 id="history-title" className="font-bold">
            {s.history}
          </h2>
          {history.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{s.historyEmpty}</p>
          ) : null}
          <ol className="mt-3 grid gap-4">
            {history.map((change, index) => (
              <li
                key={change.id}
                className="border-t border-line pt-3 text-sm first:border-0 first:pt-0"
              >
                <p className="font-semibold">
                  {fill(change.by ? s.changedBy : s.changedByNobody, {
                    when: change.when,
                    name: change.by ?? "",
                  })}
                </p>
                {change.undoes ? (
                  <p className="text-ink-muted">
                    {fill(s.undoOf, {
                      when: history.find((other) => other.id === change.undoes)?.when ?? "",
                    })}
                  </p>
                ) : null}
                <ul className="mt-1 grid gap-1">
                  {change.fields.slice(0, 6).map((field) => (
                    <li key={field.field} className="break-words">
                      <span className="text-ink-muted">{field.field}:</span>{" "}
                      <del className="text-ink-muted">{field.before}</del> →{" "}
                      <ins className="no-underline">{field.after}</ins>
                    </li>
                  ))}
                  {change.fields.length > 6 ? (
                    <li className="text-ink-muted">
                      {fill(s.more, { count: change.fields.length - 6 })}
                    </li>
                  ) : null}
                </ul>
                {index === 0 ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="change" value={change.id} />
                    <button type="submit" name="intent" value="undo" className={smallButton}>
                      {s.undo}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
