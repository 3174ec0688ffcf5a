import { queueWebhookEvent } from "~/features/webhooks/index.server";
import { sql, type Selectable } from "kysely";
import { containsPattern, now, type Db } from "~/platform/db/db.server";
import { paged } from "~/platform/lists.server";
import type { Database } from "~/platform/db/schema.server";
import { mailColumns } from "~/features/mail/index.server";
import { leadDetails } from "./lead-kinds.server";
import { leadStatuses, MAX_NOTE_LENGTH, OPEN_STATUSES, type LeadStatus } from "~/lib/workspace";
import { agencyEmails } from "~/content/en/agency-emails";
import { workspaceCopy } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { fenceVisitorText } from "~/lib/visitor-text";
import { locales, pathIn, unlocalizedPath } from "~/content/copy";
import type { Outbox } from "~/platform/mail/outbox.server";
import { type LeadFilter } from "~/lib/workspace/filter";
import { workspaceSections } from "~/lib/workspace/sections";
import { dhakaDayEnd, dhakaDayStart } from "~/lib/dhaka-time";

export type Lead = Selectable<Database["leads"]>;
export type LeadEvent = Selectable<Database["lead_events"]>;

/** Who does something in the workspace. */
export type Actor = { id: number; name: string };

export const LEADS_PER_PAGE = 25;
/** The most rows one export holds; a larger one is narrowed by a filter first. */
export const EXPORT_LIMIT = 20_000;

/** The roles that may open leads, and so be given one. */
const LEAD_ROLES = workspaceSections.leads.roles;

/** Leads matching a filter (in no order). */
export function leadsMatching(db: Db, filter: Omit<LeadFilter, "page">) {
  let query = db.selectFrom("leads");
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind as Lead["kind"]);
  if (filter.status) query = query.where("leads.status", "=", filter.status as LeadStatus);
  if (filter.service) query = query.where("leads.service", "=", filter.service);
  if (filter.assignee === "none") query = query.where("leads.assignee_id", "is", null);
  else if (filter.assignee) query = query.where("leads.assignee_id", "=", Number(filter.assignee));
  if (filter.from) query = query.where("leads.created_at", ">=", dhakaDayStart(filter.from));
  if (filter.to) query = query.where("leads.created_at", "<", dhakaDayEnd(filter.to));
  if (filter.campaign) {
    // The utm column is written by JSON.stringify: the campaign's key and value, exactly so.
    const tag = containsPattern(`"utm_campaign":${JSON.stringify(filter.campaign)}`);
    query = query.where(sql<boolean>`lower(leads.utm) like ${tag} escape '\\'`);
  }
  if (filter.landing) {
    const page = filter.landing;
    query = query.where(
      "leads.landing_path",
      "in",
      locales.map((locale) => pathIn(locale, page)),
    );
  }
  if (filter.q) {
    // Case-insensitive on both databases: lower() on each side; LIKE's wildcards are escaped.
    const pattern = containsPattern(filter.q);
    const digits = filter.q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        ...(["name", "email", "subject", "message"] as const).map(
          (column) =>
            sql<boolean>`lower(${sql.ref(`leads.${column}`)}) like ${pattern} escape '\\'`,
        ),
        ...(digits.length >= 4 ? [eb("leads.phone", "like", `%${digits.slice(-10)}%`)] : []),
      ]),
    );
  }
  return query;
}

/**
 * The campaigns and first pages that leads' visits had, for the inbox's filters: each campaign
 * once, each page once whatever its language.
 */
export async function leadOrigins(db: Db) {
  const [tagged, landed] = await Promise.all([
    db
      .selectFrom("leads")
      .select("utm")
      .distinct()
      .where("utm", "is not", null)
      .limit(5000)
      .execute(),
    db
      .selectFrom("leads")
      .select("landing_path")
      .distinct()
      .where("landing_path", "is not", null)
      .limit(5000)
      .execute(),
  ]);
  const campaigns = new Set<string>();
  for (const { utm } of tagged) {
    const campaign = (JSON.parse(utm!) as Record<string, string>).utm_campaign;
    if (campaign) campaigns.add(campaign);
  }
  const pages = new Set(landed.map((row) => unlocalizedPath(row.landing_path!)));
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return { campaigns: sorted(campaigns), landings: sorted(pages) };
}

/** Every column of the leads, and the name of the person each is assigned to. */
const withAssignee = (query: ReturnType<typeof leadsMatching>) =>
  query
    .leftJoin("staff_users", "staff_users.id", "leads.assignee_id")
    .selectAll("leads")
    .select("staff_users.name as assignee_name");

const newestFirst = (query: ReturnType<typeof withAssignee>) =>
  query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");

/** One page of the leads inbox, with who each is assigned to. */
export async function listLeads(db: Db, filter: LeadFilter) {
  return paged(
    filter,
    () =>
      leadsMatching(db, filter)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow(),
    (limit, offset) =>
      newestFirst(withAssignee(leadsMatching(db, filter)))
        .limit(limit)
        .offset(offset)
        .execute(),
    LEADS_PER_PAGE,
  );
}

/** Every lead of a filter, for the CSV export, newest first. */
export function leadsForExport(db: Db, filter: LeadFilter) {
  return newestFirst(withAssignee(leadsMatching(db, filter)))
    .limit(EXPORT_LIMIT)
    .execute();
}

/**
 * A lead with everything known about it: the details of its kind's form, an order's payment, its
 * history, its e-mails and how many leads its contact has.
 */
export async function findLead(db: Db, id: number) {
  const lead = await withAssignee(db.selectFrom("leads"))
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const events = await db
    .selectFrom("lead_events")
    .leftJoin("staff_users", "staff_users.id", "lead_events.author_id")
    .leftJoin("outbox", "outbox.id", "lead_events.mail_id")
    .selectAll("lead_events")
    .select([
      "staff_users.name as current_author_name",
      "outbox.status as mail_status",
      "outbox.sent_at as mail_sent_at",
      "outbox.last_error as mail_error",
    ])
    .where("lead_events.lead_id", "=", id)
    .orderBy("lead_events.created_at", "asc")
    .orderBy("lead_events.id", "asc")
    .execute();
  // Replies show in the history with their delivery; the rest are listed on their own.
  const mails = await db
    .selectFrom("outbox")
    .select(mailColumns)
    .where("lead_id", "=", id)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("lead_events")
        .select("mail_id")
        .where("lead_id", "=", id)
        .where("mail_id", "is not", null)
        .$narrowType<{ mail_id: number }>(),
    )
    .orderBy("id", "asc")
    .execute();
  const order =
    lead.kind === "order"
      ? await db
          .selectFrom("orders")
          .select(["paid_at", "paid_reference", "created_at"])
          .where("lead_id", "=", id)
          .executeTakeFirst()
      : undefined;
  const contactLeads =
    lead.contact_id === null
      ? 0
      : Number(
          (
            await db
              .selectFrom("leads")
              .select((eb) => eb.fn.countAll<number>().as("count"))
              .where("contact_id", "=", lead.contact_id)
              .executeTakeFirstOrThrow()
          ).count,
        );
  const details = (await leadDetails(db, [lead])).get(id) ?? [];
  return { lead, details, order, events, mails, contactLeads };
}

/**
 * Adds an entry to a lead's history, in the name of the member of staff who acted, and notes that
 * something was done about the lead.
 */
export async function recordLeadEvent(
  db: Db,
  leadId: number,
  /** Who did it: a member of staff, or (without an id) the visitor themselves. */
  actor: Pick<Actor, "name"> & { id: number | null },
  event: Pick<LeadEvent, "kind" | "from_value" | "to_value" | "body"> & { mail_id?: number },
) {
  const at = now();
  await db
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      author_id: actor.id,
      author_name: actor.name,
      created_at: at,
      ...event,
    })
    .execute();
  await db.updateTable("leads").set({ activity_at: at }).where("id", "=", leadId).execute();
}

/**
 * Marks a lead read (its first reading's time stays); false when there is no such lead. Only a POST
 * calls it: opening a lead's page reads nothing into it.
 */
export async function markRead(db: Db, id: number) {
  const result = await db
    .updateTable("leads")
    .set({ read_at: (eb) => eb.fn.coalesce("read_at", eb.val(now())) })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export class LeadChangeError extends Error {}

/**
 * Moves a lead along the pipeline and records the change; "lost" needs a reason. Nothing is
 * recorded when the status is the one it has. A lead won or lost has nothing more to do: its next
 * step, if it had one, is done with it.
 */
export async function changeStatus(
  db: Db,
  id: number,
  actor: Actor,
  status: LeadStatus,
  lostReason?: string,
) {
  if (!leadStatuses.includes(status)) throw new LeadChangeError("status");
  const reason = status === "lost" ? lostReason?.trim() : undefined;
  if (status === "lost" && !reason) throw new LeadChangeError("lost-reason");
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status", "lost_reason", "next_step", "next_step_due"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) throw new LeadChangeError("missing");
    const closes = !OPEN_STATUSES.includes(status) && lead.next_step !== null;
    if (lead.status === status && (lead.lost_reason ?? undefined) === reason) return false;
    await trx
      .updateTable("leads")
      .set({
        status,
        lost_reason: reason ?? null,
        status_changed_at: now(),
        read_at: (eb) => eb.fn.coalesce("read_at", eb.val(now())),
        ...(closes ? { next_step: null, next_step_due: null } : {}),
      })
      .where("id", "=", id)
      .execute();
    await recordLeadEvent(trx, id, actor, {
      kind: "status",
      from_value: lead.status,
      to_value: status,
      body: reason ?? null,
    });
    if (status === "won") await queueDealWon(trx, id, actor);
    if (closes) {
      await recordLeadEvent(trx, id, actor, {
        kind: "next-step",
        from_value: lead.next_step_due,
        to_value: null,
        body: lead.next_step,
      });
    }
    return true;
  });
}

/** Tells the agency's tools that a deal was won: who, its value and who won it. */
export async function queueDealWon(trx: Db, id: number, actor: Actor) {
  const lead = await trx
    .selectFrom("leads")
    .select(["name", "subject", "kind", "value_taka", "utm"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await queueWebhookEvent(trx, "deal.won", {
    lead: id,
    name: lead.name,
    subject: lead.subject,
    kind: lead.kind,
    value_taka: lead.value_taka,
    campaign: lead.utm
      ? ((JSON.parse(lead.utm) as Record<string, string>).utm_campaign ?? null)
      : null,
    won_by: actor.name,
    link: `/admin/leads/${id}`,
  });
}

/**
 * Gives a lead to a member of staff (or to nobody) and records it. With `notify`, the person it is
 * given to is e-mailed, in the same transaction, unless they took it themselves.
 */
export async function assign(
  db: Db,
  id: number,
  actor: Actor,
  assigneeId: number | null,
  notify?: { outbox: Outbox; publicUrl: string },
) {
  const changed = await db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .leftJoin("staff_users", "staff_users.id", "leads.assignee_id")
      .select([
        "leads.assignee_id",
        "staff_users.name",
        "leads.kind",
        "leads.name as lead_name",
        "leads.subject",
        "leads.status",
        "leads.created_at",
      ])
      .where("leads.id", "=", id)
      .executeTakeFirst();
    if (!lead) throw new LeadChangeError("missing");
    if (lead.assignee_id === assigneeId) return false;
    const assignee =
      assigneeId === null
        ? null
        : await trx
            .selectFrom("staff_users")
            .select(["id", "name", "email"])
            .where("id", "=", assigneeId)
            // Only someone who may open leads: an editor would be sent a link they cannot open.
            .where("role", "in", LEAD_ROLES)
            .where("deactivated_at", "is", null)
            .executeTakeFirst();
    if (assignee === undefined) throw new LeadChangeError("assignee");
    await trx.updateTable("leads").set({ assignee_id: assigneeId }).where("id", "=", id).execute();
    await recordLeadEvent(trx, id, actor, {
      kind: "assignee",
      from_value: lead.name ?? null,
      to_value: assignee?.name ?? null,
      body: null,
    });
    if (notify && assignee && assignee.id !== actor.id) {
      const mail = agencyEmails.assigned;
      await notify.outbox.enqueue(
        {
          to: assignee.email,
          leadId: id,
          subject: fill(mail.subjectLine, { id, subject: lead.subject }),
          text: [
            fill(mail.intro, { actor: actor.name }),
            ``,
            ...fenceVisitorText(
              [`${mail.labels.name}: ${lead.lead_name}`, `${mail.labels.subject}: ${lead.subject}`],
              agencyEmails.visitorText,
            ),
            `${mail.labels.kind}: ${workspaceCopy.kinds[lead.kind]}`,
            `${mail.labels.status}: ${workspaceCopy.statuses[lead.status]}`,
            `${mail.labels.received}: ${formatDhakaTime(lead.created_at)}`,
            ``,
            fill(mail.open, { url: `${notify.publicUrl}/admin/leads/${id}` }),
          ].join("\n"),
        },
        trx,
      );
    }
    return true;
  });
  if (changed) notify?.outbox.kick();
  return changed;
}

/** An internal note on a lead, with its author and time. */
export async function addNote(db: Db, id: number, actor: Actor, body: string) {
  const text = body.trim();
  if (!text || text.length > MAX_NOTE_LENGTH) throw new LeadChangeError("note");
  const lead = await db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
  if (!lead) throw new LeadChangeError("missing");
  await recordLeadEvent(db, id, actor, {
    kind: "note",
    from_value: null,
    to_value: null,
    body: text,
  });
  return true;
}

/** The people leads can be assigned to: those who may open them. */
export function staffMembers(db: Db) {
  return db
    .selectFrom("staff_users")
    .select(["id", "name", "email"])
    .where("role", "in", LEAD_ROLES)
    .where("deactivated_at", "is", null)
    .orderBy("name")
    .execute();
}

/** How many leads nobody has opened yet. */
export async function unreadLeads(db: Db) {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
