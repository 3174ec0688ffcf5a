import { useEffect } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/campaign";
import { recordStaffActivity } from "~/features/activity/index.server";
import { CampaignFigures, CampaignProgress, CampaignStatus } from "../components/campaign-parts";
import { CampaignPreview } from "../components/campaign-preview";
import { SendPanel } from "../components/send-panel";
import { Field, SelectField, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import { labelClass, Notice, panelClass, WorkspaceHeading } from "~/components/workspace/shell";
import { languageDirections, locales, type Locale } from "~/content/copy";
import { newsletterWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import {
  campaignValues,
  emptyCampaignValues,
  postChoices,
  readCampaignForm,
  readSendAt,
  type CampaignValues,
} from "../campaign-form.server";
import {
  audience,
  campaignById,
  campaignFigures,
  createCampaign,
  deleteCampaign,
  scheduleCampaign,
  sendTestLetters,
  unscheduleCampaign,
  updateCampaign,
} from "../campaigns.server";
import { lettersOf, type CampaignLetters } from "../letters.server";
import { backendContext, staffContext } from "~/platform/context.server";
import { toDhakaTime } from "~/features/publishing/index.server";
import { now } from "~/platform/db/db.server";
import { formOf, idFrom } from "~/features/staff/index.server";

const words = { ...newsletterWords, ...workspaceCommon };

const c = words.campaigns;

/** What the page says once a change is made, named in its address (`?notice=`). */
const noticeNames = ["created", "saved", "tested", "started", "scheduled", "unscheduled"] as const;
type NoticeName = (typeof noticeNames)[number];

/** Each language's letter as the workspace shows it: its subject and the inside of its body. */
function previewOf(letters: CampaignLetters, publicUrl: string) {
  return locales.map((locale) => {
    const { subject, fallback, html } = letters[locale];
    const start = html.indexOf(">", html.indexOf("<body")) + 1;
    const body = html
      .slice(start, html.lastIndexOf("</body>"))
      .replaceAll("{{subscription}}", `${publicUrl}/newsletter`);
    return { locale, subject, fallback, body, dir: languageDirections[locale] };
  });
}

/** The campaign of the address (404 for none); null on the new campaign's page. */
async function campaignOf(params: { id?: string }, db: Parameters<typeof campaignById>[0]) {
  if (params.id === undefined) return null;
  const id = idFrom(params.id);
  const campaign = id ? await campaignById(db, id) : undefined;
  if (!campaign) throw data(null, { status: 404 });
  return campaign;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, env, content, publicUrl } = context.get(backendContext);
  const campaign = await campaignOf(params, db);
  const [posts, subscribers] = await Promise.all([
    postChoices(content),
    audience(db, env.NEWSLETTER_MAX_REFUSALS),
  ]);
  const shared = {
    posts,
    subscribers,
    me: context.get(staffContext).user.email,
    rate: env.NEWSLETTER_PER_MINUTE,
    notice:
      noticeNames.find((name) => name === new URL(request.url).searchParams.get("notice")) ?? null,
  };
  if (!campaign) {
    return {
      ...shared,
      campaign: null,
      values: emptyCampaignValues(),
      preview: null,
      figures: null,
    };
  }
  const letters = campaign.letters
    ? (JSON.parse(campaign.letters) as CampaignLetters)
    : await lettersOf(campaign, content, publicUrl);
  return {
    ...shared,
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      sendAt: campaign.send_at,
      sendAtInput: toDhakaTime(campaign.send_at),
      startedAt: campaign.started_at,
      finishedAt: campaign.finished_at,
      recipients: campaign.recipients,
    },
    values: campaignValues(campaign),
    preview: letters ? previewOf(letters, publicUrl) : null,
    figures: campaign.status === "draft" ? null : await campaignFigures(db, campaign.id),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const { db, content, publicUrl, outbox } = backend;
  const staff = context.get(staffContext);
  const campaign = await campaignOf(params, db);
  const form = await formOf(request);
  const intent = form.get("intent");
  const back = (notice: NoticeName) =>
    redirect(`/admin/campaigns/${campaign?.id}?notice=${notice}`);
  const changed = () => data({ error: c.errors.changed }, { status: 409 });

  if (intent === "save") {
    const read = readCampaignForm(form, await postChoices(content));
    if (!read.input) return data({ errors: read.errors, values: read.values }, { status: 400 });
    if (!campaign) {
      const id = await createCampaign(db, read.input, staff.user.email);
      return redirect(`/admin/campaigns/${id}?notice=created`);
    }
    return (await updateCampaign(db, campaign.id, read.input)) ? back("saved") : changed();
  }
  if (!campaign) throw data(null, { status: 404 });
  switch (intent) {
    case "test": {
      const sent = await sendTestLetters(
        db,
        outbox,
        content,
        publicUrl,
        campaign,
        staff.user.email,
      );
      return sent ? back("tested") : data({ error: c.errors.notLive }, { status: 409 });
    }
    case "send": {
      if (form.get("confirm") !== "on") return data({ error: c.errors.confirm }, { status: 400 });
      if (!(await lettersOf(campaign, content, publicUrl))) {
        return data({ error: c.errors.notLive }, { status: 409 });
      }
      if (!(await scheduleCampaign(db, campaign.id, now()))) return changed();
      backend.log.info({ campaign: campaign.id, by: staff.user.email }, "campaign sent now");
      await recordStaffActivity(context, {
        action: "campaign-sent",
        object: { kind: "campaign", id: String(campaign.id), label: campaign.name },
      });
      // It starts at once here, rather than at the next round.
      await backend.campaigns.tick();
      return back("started");
    }
    case "schedule": {
      const read = readSendAt(form);
      if (read.error) return data({ error: read.error }, { status: 400 });
      if (!(await scheduleCampaign(db, campaign.id, read.sendAt!))) return changed();
      await recordStaffActivity(context, {
        action: "campaign-scheduled",
        object: { kind: "campaign", id: String(campaign.id), label: campaign.name },
      });
      return back("scheduled");
    }
    case "unschedule":
      return (await unscheduleCampaign(db, campaign.id)) ? back("unscheduled") : changed();
    case "delete":
      return (await deleteCampaign(db, campaign.id))
        ? redirect("/admin/campaigns?removed=1")
        : changed();
    default:
      return data({ error: words.failed }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  workspaceMeta(loaded?.campaign?.name ?? c.newCampaign, words.name);

export default function Campaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, preview, figures, subscribers, notice } = loaderData;
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : loaderData.values;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const total = locales.reduce((sum, locale) => sum + subscribers[locale], 0);
  const sending = campaign?.status === "sending";
  const asSent = sending || campaign?.status === "sent";
  const revalidator = useRevalidator();
  // While it is sending, the figures follow it.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  const notices: Record<NoticeName, string> = {
    created: c.form.created,
    saved: c.form.saved,
    tested: fill(c.test.sent, { email: loaderData.me }),
    started: fill(c.send.started, { rate: loaderData.rate }),
    scheduled: fill(c.send.scheduled, {
      when: campaign?.sendAt ? formatDhakaTime(campaign.sendAt) : "",
    }),
    unscheduled: c.send.unscheduled,
  };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/campaigns" className="text-brand-ink-strong underline underline-offset-4">
          {c.back}
        </Link>
      </p>
      <WorkspaceHeading title={campaign?.name ?? c.newCampaign}>
        {campaign ? <CampaignStatus status={campaign.status} /> : null}
      </WorkspaceHeading>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!error && notice ? <Notice tone="ok">{notices[notice]}</Notice> : null}

      {campaign && figures ? (
        <section aria-labelledby="figures-title" className={`${panelClass} mb-5 grid gap-4`}>
          <h2 id="figures-title" className="sr-only">
            {c.figures.sent}
          </h2>
          <p className="text-sm text-ink-muted">
            {campaign.finishedAt
              ? fill(c.finishedAt, { when: formatDhakaTime(campaign.finishedAt) })
              : campaign.startedAt
                ? fill(c.startedAt, { when: formatDhakaTime(campaign.startedAt) })
                : campaign.sendAt
                  ? fill(c.scheduledFor, { when: formatDhakaTime(campaign.sendAt) })
                  : null}
          </p>
          {campaign.status !== "scheduled" ? (
            <>
              {sending ? (
                <CampaignProgress figures={figures} total={campaign.recipients ?? 0} />
              ) : null}
              <CampaignFigures figures={figures} />
            </>
          ) : null}
        </section>
      ) : null}

      {!campaign || campaign.status === "draft" ? (
        <CampaignForm values={values} errors={errors} posts={loaderData.posts} isNew={!campaign} />
      ) : null}

      {campaign && preview ? (
        <div
          className={`mt-6 grid gap-6 ${campaign.status === "draft" || campaign.status === "scheduled" ? "lg:grid-cols-[1fr_20rem]" : "max-w-3xl"}`}
        >
          <CampaignPreview
            preview={preview}
            subscribers={asSent ? (figures?.byLanguage ?? {}) : subscribers}
            asSent={asSent}
          />
          {campaign.status === "draft" || campaign.status === "scheduled" ? (
            <aside className="grid content-start gap-4">
              <section aria-labelledby="test-title" className={panelClass}>
                <h2 id="test-title" className="text-lg font-bold">
                  {c.test.title}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">
                  {fill(c.test.text, { email: loaderData.me })}
                </p>
                <Form method="post" className="mt-3">
                  <SubmitButton intent="test" pending={c.test.sending} variant="secondary">
                    {c.test.button}
                  </SubmitButton>
                </Form>
              </section>
              <SendPanel
                status={campaign.status}
                total={total}
                rate={loaderData.rate}
                sendAt={campaign.sendAtInput}
              />
            </aside>
          ) : null}
        </div>
      ) : null}
      {campaign && !preview && campaign.status === "draft" ? (
        <Notice tone="error">{c.errors.notLive}</Notice>
      ) : null}
    </>
  );
}

function CampaignForm({
  values,
  errors,
  posts,
  isNew,
}: {
  values: CampaignValues;
  errors: Record<string, string>;
  posts: { entryId: string; title: string; languages: Locale[] }[];
  isNew: boolean;
}) {
  const f = c.form;
  const radio = (source: CampaignValues["source"], label: string) => (
    <label className="flex min-h-11 items-center gap-2 font-semibold">
      <input
        type="radio"
        name="source"
        value={source}
        defaultChecked={values.source === source}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    <Form method="post" className={`${panelClass} grid gap-5`} noValidate>
      <Field
        name="name"
        label={f.name}
        hint={f.nameHint}
        error={errors.name}
        defaultValue={values.name}
        maxLength={200}
        required
      />
      <fieldset className="grid gap-4">
        <legend className={labelClass}>{f.source}</legend>
        <div className="rounded-xl border border-line p-4">
          {radio("post", f.post)}
          {posts.length ? (
            <SelectField
              name="entryId"
              label={f.postPick}
              hint={f.postHint}
              error={errors.entryId}
              defaultValue={values.entryId}
              className="mt-2"
              options={[
                { value: "", label: "—" },
                ...posts.map((post) => ({
                  value: post.entryId,
                  label: `${post.title} (${post.languages.map((l) => l.toUpperCase()).join(", ")})`,
                })),
              ]}
            />
          ) : (
            <p className="mt-2 text-sm text-ink-muted">{f.noPosts}</p>
          )}
        </div>
        <div className="grid gap-4 rounded-xl border border-line p-4">
          {radio("issue", f.issue)}
          {locales.map((locale) => {
            const language = words.languages[locale];
            return (
              <div key={locale} className="grid gap-3">
                <Field
                  name={`subject-${locale}`}
                  label={fill(f.subject, { language })}
                  error={errors[`subject-${locale}`]}
                  defaultValue={values.issue[locale].subject}
                  maxLength={200}
                  lang={locale}
                  dir={languageDirections[locale]}
                />
                <TextAreaField
                  name={`body-${locale}`}
                  label={fill(f.body, { language })}
                  hint={locale === "en" ? f.bodyHint : undefined}
                  error={errors[`body-${locale}`]}
                  defaultValue={values.issue[locale].body}
                  rows={locale === "en" ? 8 : 5}
                  lang={locale}
                  dir={languageDirections[locale]}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      <div>
        <SubmitButton intent="save" pending={f.saving}>
          {f.save}
        </SubmitButton>
      </div>
      {isNew ? null : (
        <p className="text-sm">
          <button
            type="submit"
            name="intent"
            value="delete"
            formNoValidate
            className="text-accent-700 underline underline-offset-4"
          >
            {c.remove}
          </button>
        </p>
      )}
    </Form>
  );
}
