import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/lead";
import { Notice, smallButton, StatusBadge, WorkspaceHeading } from "~/components/workspace/shell";
import { LeadDetails, OrderPayment } from "./lead/details";
import { LeadPipeline, NextStep } from "./lead/pipeline";
import { LogActivity, LeadHistory, OtherMails } from "./lead/history";
import { ReplyComposer } from "./lead/reply";
import { LeadSummary } from "./lead/summary";
import { factsIn, isLocale, locales, type Locale } from "~/content/copy";
import { languages, leadsWords, workspaceCommon } from "~/content/workspace";
import { fill, formatStaffDay } from "~/lib/format";
import { leadChangeSchema, type LeadChange } from "~/lib/forms/lead-change";
import { isActivityKind, type ActivityKind } from "~/lib/workspace";
import { addWorkingDays, isCalendarDay } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import {
  addNote,
  assign,
  changeStatus,
  findLead,
  LeadChangeError,
  markRead,
  staffMembers,
  type Actor,
} from "../inbox.server";
import {
  logActivity,
  replyDraft,
  replySignature,
  replyTemplateIds,
  replyTemplates,
  sendReply,
  setDeal,
  setNextStep,
  suggestedDays,
  workingWeek,
} from "../follow-up.server";
import { markOrderPaid } from "../orders.server";
import { phoneAsRead } from "~/platform/phone.server";
import { messageLabel } from "../lead-kinds.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";
import { sourceOfTouch } from "~/lib/visit";
import type { Backend } from "~/backend.server";

const words = { ...leadsWords, ...workspaceCommon };

/**
 * A lead's page: what they sent; its pipeline (status, deal, assignee, next step); logging a call,
 * WhatsApp conversation or meeting; a reply by e-mail from a template in their language; and its
 * history. Every form works without JavaScript (then it redirects back).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const { db, publicUrl } = context.get(backendContext);
  const staff = context.get(staffContext);
  const found = id ? await findLead(db, id) : undefined;
  if (!found) throw data(null, { status: 404 });
  const { lead, details, order, events, mails, contactLeads } = found;
  const search = new URL(request.url).searchParams;
  const saved = search.get("saved");
  const today = dhakaDay(Date.now());
  const asked = search.get("language");
  const language: Locale = isLocale(asked) ? asked : isLocale(lead.locale) ? lead.locale : "en";
  const template = replyTemplateIds.find((candidate) => candidate === search.get("template"));
  const draft = template
    ? await replyDraft(language, template, lead)
    : { subject: `Re: ${lead.subject}`, body: "" };
  const utm = lead.utm ? (JSON.parse(lead.utm) as Record<string, string>) : null;
  return {
    lead: {
      ...lead,
      // In the staff's words ("Bangla"): a language's own name would download its script's font.
      language: isLocale(lead.locale) ? languages[lead.locale] : lead.locale,
      utm,
      // Where the visit came from, when the form said where it began.
      cameFrom: lead.landing_path ? sourceOfTouch({ referrer: lead.referrer, utm }) : null,
      phoneAsRead: lead.phone ? phoneAsRead(lead.phone) : null,
    },
    details,
    messageLabel: messageLabel(lead.kind),
    order,
    contactLeads,
    events: events.map((event) => ({
      ...event,
      who: event.current_author_name ?? event.author_name ?? words.lead.someone,
    })),
    mails,
    staff: await staffMembers(db),
    today,
    days: suggestedDays(today),
    workingDays: factsIn("en").text("{office.days}"),
    reply: {
      language,
      languages: locales.map((code) => ({ code, label: languages[code] })),
      template: template ?? "",
      templates: replyTemplates(language),
      ...draft,
      signature: await replySignature(language, staff.user.name, publicUrl),
      inbox: factsIn("en").text("{email.general}"),
    },
    saved:
      saved && Object.hasOwn(words.lead.saved, saved)
        ? (saved as keyof typeof words.lead.saved)
        : null,
    /** The part of the page the change was made in, where its notice is shown. */
    savedAt: leadSections.find((section) => section === search.get("at")) ?? null,
  };
}

export type LeadPageData = Awaited<ReturnType<typeof loader>>;

/** The parts of a lead's page a change is made in. */
const leadSections = ["summary", "pipeline", "next-step", "history", "payment"] as const;
type LeadSection = (typeof leadSections)[number];

/** Where on the page each change is seen once it is saved. */
const sectionOf: Record<Exclude<LeadChange["intent"], "read">, LeadSection> = {
  status: "pipeline",
  assignee: "pipeline",
  deal: "pipeline",
  "next-step": "next-step",
  "step-done": "next-step",
  note: "history",
  log: "history",
  reply: "history",
  paid: "payment",
};

/** Makes one change a lead's form asks for; true when something changed. */
function change(id: number, actor: Actor, wanted: LeadChange, backend: Backend) {
  const { db, outbox, publicUrl } = backend;
  switch (wanted.intent) {
    case "read":
      return markRead(db, id);
    case "status":
      return changeStatus(db, id, actor, wanted.status, wanted.lostReason);
    case "assignee":
      return assign(db, id, actor, wanted.assignee, { outbox, publicUrl });
    case "note":
      return addNote(db, id, actor, wanted.note);
    case "deal":
      return setDeal(db, id, actor, { value: wanted.value, closeMonth: wanted.closeMonth });
    case "next-step":
      return setNextStep(db, id, actor, {
        what: wanted.what,
        due: wanted.dueQuick || wanted.due || "",
      });
    case "step-done":
      return setNextStep(db, id, actor, null);
    case "log":
      return logActivity(db, id, actor, {
        kind: wanted.kind,
        outcome: wanted.outcome,
        note: wanted.summary,
      });
    case "paid":
      return markOrderPaid(db, outbox, id, actor, wanted);
    case "reply":
      if (!isLocale(wanted.language)) throw new LeadChangeError("language");
      return sendReply(db, outbox, id, actor, { ...wanted, locale: wanted.language }, publicUrl);
  }
}

/**
 * A lead is marked read only by a POST, never by opening its page, so that a link prefetcher or a
 * mail scanner fetching the address leaves it unread; any change a person makes on it marks it
 * read too.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const id = idFrom(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = Object.fromEntries(await formOf(request));
  const typed = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const refuse = (reason: string, status = 400) => {
    const message = Object.hasOwn(words.lead.errors, reason)
      ? words.lead.errors[reason as keyof typeof words.lead.errors]
      : words.failed;
    // Only a real day has a name and a next working day; whatever else was typed has neither.
    const due = (typed.dueQuick || typed.due || "").trim();
    const day = isCalendarDay(due) ? formatStaffDay(due) : "";
    const next = day && formatStaffDay(addWorkingDays(due, 1, workingWeek()));
    return data(
      {
        error: fill(message, { day, next }),
        intent: typed.intent,
        typed,
      },
      { status },
    );
  };
  const parsed = leadChangeSchema.safeParse(typed);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "");
  const wanted = parsed.data;
  const backend = context.get(backendContext);
  if (wanted.intent === "read") {
    if (!(await markRead(backend.db, id))) return refuse("missing", 404);
    // The page's own script asks as the lead is shown: the page it is on stays as it is.
    if (wanted.shown) return data(null);
    return redirect(`/admin/leads/${id}?saved=read`);
  }
  try {
    const changed = await change(id, actorOf(staff), wanted, backend);
    await markRead(backend.db, id);
    const saved: keyof typeof words.lead.saved = changed ? wanted.intent : "unchanged";
    // A form may say where it is (the summary's stages); else the change's own part of the page.
    const at = leadSections.find((section) => section === typed.at) ?? sectionOf[wanted.intent];
    // Saved in place, the page stays as it is and shows the notice at the part it was made in.
    if (typed.inPlace) return data({ saved, at });
    // Without JavaScript it comes back at that part, its notice at the top of it.
    return redirect(`/admin/leads/${id}?saved=${saved}&at=${at}#saved`);
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    return refuse(error.message, error.message === "missing" ? 404 : 400);
  }
}

export type LeadActionData = Awaited<ReturnType<typeof action>>;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.lead.name ?? words.lead.notFound} | ${words.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "font-semibold text-brand-ink underline";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const w = words.lead;
  const reader = useFetcher();
  const sentFor = useRef<number | null>(null);
  /** What a tap on the phone or WhatsApp button just started, to offer logging it. */
  const [offer, setOffer] = useState<ActivityKind | null>(null);
  // Once something is logged (or anything else happens), the offer has been taken up.
  const entries = loaderData.events.length;
  useEffect(() => setOffer(null), [entries]);
  useEffect(() => {
    if (lead.read_at !== null || sentFor.current === lead.id) return;
    sentFor.current = lead.id;
    void reader.submit({ intent: "read", shown: "1" }, { method: "post" });
  }, [lead.id, lead.read_at, reader]);
  const failed = actionData && "error" in actionData ? actionData : undefined;
  const savedInPlace = actionData && "saved" in actionData ? actionData : undefined;
  const saved = savedInPlace?.saved ?? loaderData.saved;
  const savedAt = savedInPlace?.at ?? loaderData.savedAt;
  /** A saved change's notice, just above the part of the page it was made in, in view. */
  const noticeAt = (section: LeadSection) =>
    saved && savedAt === section ? (
      <SavedNotice key={JSON.stringify(actionData)}>{w.saved[saved]}</SavedNotice>
    ) : null;
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/leads" className={linkClass}>
          {w.back}
        </Link>
      </p>
      <WorkspaceHeading title={lead.name}>
        <p className="flex items-center gap-2">
          <StatusBadge status={lead.status} />
          <span className="text-sm text-ink-muted">{words.kinds[lead.kind]}</span>
        </p>
      </WorkspaceHeading>
      {/* The script marks the lead read as the page opens; without it, a button does. */}
      {lead.read_at === null ? (
        <noscript>
          <Form method="post" className="mb-4 flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {words.leads.unread}
            </span>
            <input type="hidden" name="intent" value="read" />
            <button type="submit" className={smallButton}>
              {w.markRead}
            </button>
          </Form>
        </noscript>
      ) : null}
      {failed ? <Notice tone="error">{failed.error}</Notice> : null}
      {saved && !savedAt ? <Notice tone="ok">{w.saved[saved]}</Notice> : null}

      {noticeAt("summary")}
      <LeadSummary data={loaderData} onContact={setOffer} />
      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-4">
          {noticeAt("next-step")}
          <NextStep data={loaderData} failed={failed} />
          <LogActivity
            offer={offer}
            failed={failed}
            logged={loaderData.events.filter((event) => isActivityKind(event.kind)).length}
          />
          <ReplyComposer data={loaderData} failed={failed} />
          <LeadDetails data={loaderData} onContact={setOffer} />
        </div>
        <div className="grid content-start gap-4">
          {noticeAt("pipeline")}
          <LeadPipeline data={loaderData} failed={failed} />
          {noticeAt("payment")}
          <OrderPayment data={loaderData} failed={failed} />
          {noticeAt("history")}
          <LeadHistory data={loaderData} failed={failed} />
          <OtherMails mails={loaderData.mails} />
        </div>
      </div>
    </>
  );
}

/** A saved change's notice, brought into view when a change saved in place left it out of view. */
function SavedNotice({ children }: { children: React.ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  // Braces: a browser's scrollIntoView may return a promise, which React would take for a cleanup.
  useEffect(() => {
    notice.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div ref={notice} id="saved" className="-mb-2 scroll-mt-20">
      <Notice tone="ok">{children}</Notice>
    </div>
  );
}

export type FailedChange = {
  error: string;
  intent?: string;
  typed: Record<string, string>;
};
