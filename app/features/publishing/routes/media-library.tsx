import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/media-library";
import { CopyButton } from "~/components/workspace/copy-button";
import { MediaUpload } from "../components/media-upload";
import { Field, SubmitButton } from "~/components/workspace/form-kit";
import { Notice, panelClass, smallButton, WorkspaceHeading } from "~/components/workspace/shell";
import { locales } from "~/content/copy";
import { leadsWords, publishingWords, siteWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { altTextOf, coverPath, mediaPath } from "~/lib/media";
import { workspaceMeta } from "~/lib/workspace";
import { backendContext } from "~/platform/context.server";
import { MediaError, MediaLibrary, type MediaUse } from "../media.server";
import { formOf } from "~/features/staff/index.server";

const words = { ...leadsWords, ...publishingWords, ...siteWords, ...workspaceCommon };

const w = words.media;

/** Every image of the library, newest first, with where it is shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const library = new MediaLibrary(context.get(backendContext).db);
  const params = new URL(request.url).searchParams;
  const [media, index] = await Promise.all([library.list(), library.index()]);
  const items = await Promise.all(
    media.map(async (medium) => {
      const widths = index[medium.id]?.widths ?? [];
      return {
        ...medium,
        thumbnail: mediaPath(medium.id, widths[0] ?? 0, "webp"),
        cover: coverPath(medium.id, widths),
        usage: await library.usage(medium.id),
      };
    }),
  );
  return {
    items,
    ok: params.getAll("ok").map((text) => text.slice(0, 300)),
    errors: params.getAll("error").map((text) => text.slice(0, 300)),
    saved: params.get("saved"),
  };
}

/** Alt text per language, and deleting an image nothing shows. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const library = new MediaLibrary(context.get(backendContext).db);
  const id = String(form.get("id") ?? "");
  if (!/^[0-9a-f]{16}$/.test(id)) throw data(null, { status: 404 });
  if (form.get("intent") === "alt") {
    const alt = Object.fromEntries(
      locales.flatMap((language) => {
        const text = altTextOf(form.get(`alt-${language}`));
        return text ? [[language, text]] : [];
      }),
    );
    if (!(await library.setAlt(id, alt))) throw data(null, { status: 404 });
    return redirect(`/admin/media?saved=alt#medium-${id}`);
  }
  if (form.get("intent") === "remove") {
    try {
      await library.remove(id);
    } catch (error) {
      if (!MediaError.is(error)) throw error;
      return data({ error: w.problems["in-use"], id }, { status: 409 });
    }
    return redirect("/admin/media?saved=removed");
  }
  return data({ error: words.failed, id }, { status: 400 });
}

export const meta: Route.MetaFunction = () => workspaceMeta(w.title, words.name);

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** Where a place that shows a medium is edited, and what it is called there. */
function placeOf(use: MediaUse) {
  switch (use.in) {
    case "content":
      return { to: `/admin/content/${use.entry_id}/${use.language}`, title: use.title };
    case "facts":
      return {
        to: `/admin/site/${use.kind}`,
        title: `${words.nav.site}: ${words.site.kinds[use.kind as keyof typeof words.site.kinds] ?? use.kind}`,
      };
    case "campaign":
      return { to: `/admin/campaigns/${use.id}`, title: `${words.nav.campaigns}: ${use.name}` };
  }
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { items, ok, errors, saved } = loaderData;
  return (
    <>
      <WorkspaceHeading title={w.title}>
        <p className="text-sm text-ink-muted">{plural(w.count, items.length, "en")}</p>
      </WorkspaceHeading>
      <p className="mb-4 max-w-3xl text-ink-muted">{w.intro}</p>
      {ok.map((text) => (
        <Notice key={text} tone="ok">
          {text}
        </Notice>
      ))}
      {errors.map((text) => (
        <Notice key={text} tone="error">
          {text}
        </Notice>
      ))}
      {saved === "alt" ? <Notice tone="ok">{w.altSaved}</Notice> : null}
      {saved === "removed" ? <Notice tone="ok">{w.removed}</Notice> : null}
      <MediaUpload />
      {items.length === 0 ? (
        <p className={`${panelClass} mt-4`}>{w.none}</p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="media-items">
          {items.map((item) => (
            <li
              key={item.id}
              id={`medium-${item.id}`}
              className={`${panelClass} grid gap-4 md:grid-cols-[12rem_1fr]`}
            >
              <img
                src={item.thumbnail}
                alt={item.alt.en ?? ""}
                width={item.width}
                height={item.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-xl bg-surface object-cover"
              />
              <div className="grid min-w-0 gap-3">
                <div>
                  <p className="font-semibold [overflow-wrap:anywhere]">{item.name}</p>
                  <p className="text-sm text-ink-muted">
                    {fill(w.size, {
                      width: String(item.width),
                      height: String(item.height),
                      size: kilobytes(item.size),
                    })}{" "}
                    ·{" "}
                    {fill(w.uploadedBy, {
                      when: formatDhakaTime(item.created_at),
                      name: item.created_by_name ?? words.lead.someone,
                    })}
                  </p>
                </div>
                {(
                  [
                    ["markdown", w.markdown, `![${item.alt.en ?? ""}](${item.cover})`],
                    ["address", w.address, item.cover],
                  ] as const
                ).map(([name, label, value]) => (
                  <div key={name} className="flex items-end gap-2">
                    <Field
                      name={`${name}-${item.id}`}
                      label={label}
                      readOnly
                      dir="ltr"
                      value={value}
                      onFocus={(event) => event.currentTarget.select()}
                      className="min-w-0 flex-1"
                    />
                    <CopyButton text={value} what={label} />
                  </div>
                ))}
                <Form method="post" className="grid gap-3 sm:grid-cols-3">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="id" value={item.id} />
                  {locales.map((language) => (
                    <Field
                      key={language}
                      name={`alt-${language}`}
                      id={`alt-${language}-${item.id}`}
                      label={fill(w.alt, { language: words.content.languages[language] })}
                      defaultValue={item.alt[language] ?? ""}
                      lang={language}
                      dir={language === "ar" ? "rtl" : "ltr"}
                      maxLength={300}
                    />
                  ))}
                  <div className="sm:col-span-3">
                    <SubmitButton intent="alt" pending={w.saveAlt} variant="secondary">
                      {w.saveAlt}
                    </SubmitButton>
                  </div>
                </Form>
                <div>
                  <p className="text-sm font-semibold">{w.usedIn}</p>
                  {item.usage.length === 0 ? (
                    <p className="text-sm text-ink-muted">{w.unused}</p>
                  ) : (
                    <ul className="list-disc ps-5 text-sm">
                      {item.usage.map((use) => {
                        const { to, title } = placeOf(use);
                        return (
                          <li key={to}>
                            <Link to={to} className="text-brand-ink underline">
                              {title}
                            </Link>
                            {use.in === "content"
                              ? ` (${
                                  words.content.languages[
                                    use.language as keyof typeof words.content.languages
                                  ] ?? use.language
                                })`
                              : null}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </div>
                {actionData?.id === item.id ? (
                  <Notice tone="error">{actionData.error}</Notice>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    className={smallButton}
                    aria-label={`${w.remove}: ${item.name}`}
                  >
                    {w.remove}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
