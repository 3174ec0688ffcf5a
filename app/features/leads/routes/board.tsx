import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useFetcher,
  useFetchers,
  useSubmit,
  type FetcherWithComponents,
} from "react-router";
import type { Route } from "./+types/board";
import {
  inputClass,
  labelClass,
  Notice,
  primaryButton,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { useHydrated } from "~/components/workspace/hydrated";
import { FilterSelect } from "~/components/workspace/filter-select";
import { leadsWords, workspaceCommon } from "~/content/workspace";
import { fill, formatTaka, plural } from "~/lib/format";
import { leadFilterQuery } from "~/lib/workspace/filter";
import { dhakaDay } from "~/lib/dhaka-time";
import {
  leadKinds,
  leadStatuses,
  OPEN_STATUSES,
  workspaceMeta,
  type LeadStatus,
} from "~/lib/workspace";
import { leadChangeSchema } from "~/lib/forms/lead-change";
import { DueLabel } from "../components/due";
import { dealBoard, type BoardCard, type BoardFilter } from "../board.server";
import { changeStatus, LeadChangeError, leadOrigins } from "../inbox.server";
import { leadFilterOf } from "../lead-options.server";
import { actorOf, formOf, idFrom, textsOf } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...leadsWords, ...workspaceCommon };

/** The board's own filter from the address: whose deals, their kind and campaign. */
const boardFilterOf = (url: URL): BoardFilter => {
  const { kind, campaign, assignee } = leadFilterOf(url);
  return { kind, campaign, assignee };
};

const boardQuery = (filter: BoardFilter) => leadFilterQuery({ ...filter, page: 1 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = boardFilterOf(url);
  const { db } = context.get(backendContext);
  const columns = await dealBoard(db, filter);
  const movedId = idFrom(url.searchParams.get("moved") ?? "");
  const moved = columns.flatMap((column) =>
    column.cards
      .filter((card) => card.id === movedId)
      .map((card) =>
        fill(words.board.moved, { name: card.name, stage: words.statuses[column.status] }),
      ),
  );
  return {
    filter,
    me: String(context.get(staffContext).user.id),
    columns,
    today: dhakaDay(Date.now()),
    campaigns: (await leadOrigins(db)).campaigns,
    /** Without JavaScript, the page comes back after a move: what moved, said at the top. */
    moved: moved[0] ?? null,
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.board.title, words.name);

/**
 * Moves a deal to another stage. A move made in place (by dragging, or the Move button with
 * JavaScript) gets its outcome as data; without JavaScript the board comes back, the deal in view.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const text = textsOf(form);
  const id = idFrom(text("lead"));
  const refuse = (reason: keyof typeof words.lead.errors, status = 400) =>
    data({ error: words.lead.errors[reason], lead: id }, { status });
  if (!id) return refuse("missing");
  const parsed = leadChangeSchema.safeParse({
    intent: "status",
    status: text("status"),
    lostReason: text("lostReason"),
  });
  if (!parsed.success || parsed.data.intent !== "status") return refuse("status");
  const { db } = context.get(backendContext);
  try {
    await changeStatus(
      db,
      id,
      actorOf(context.get(staffContext)),
      parsed.data.status,
      parsed.data.lostReason,
    );
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    const reason = error.message === "lost-reason" ? "lost-reason" : "missing";
    return refuse(reason, reason === "missing" ? 404 : 400);
  }
  if (text("inPlace")) return data({ error: null, lead: id });
  const query = boardQuery(boardFilterOf(new URL(request.url)));
  return redirect(`/admin/board${query ? `${query}&` : "?"}moved=${id}#card-${id}`);
}

type MoveResult = { error: string | null; lead: number | null };

/** The order of an open column: the next step due soonest, then the deal waiting longest. */
const pressing = (a: BoardCard, b: BoardCard) =>
  (a.nextStepDue ?? "9999").localeCompare(b.nextStepDue ?? "9999") ||
  b.waited - a.waited ||
  a.id - b.id;

/**
 * The columns as they are about to be: a deal being moved already shows in its new stage, and
 * both columns' counts and values follow it.
 */
function withMoves(
  columns: Route.ComponentProps["loaderData"]["columns"],
  moves: Map<number, LeadStatus>,
) {
  const all = columns.flatMap((column) =>
    column.cards.map((card) => ({ card, from: column.status })),
  );
  const moving = all.filter(({ card, from }) => (moves.get(card.id) ?? from) !== from);
  return columns.map((column) => {
    let { count, value } = column;
    for (const { card, from } of moving) {
      const sign = from === column.status ? -1 : moves.get(card.id) === column.status ? 1 : 0;
      count += sign;
      value += sign * (card.value ?? 0);
    }
    const arriving = moving
      .filter(({ card }) => moves.get(card.id) === column.status)
      .map(({ card }) => ({ ...card, waited: 0 }));
    const staying = column.cards.filter((card) => !moving.some((move) => move.card.id === card.id));
    const cards = arriving.length
      ? OPEN_STATUSES.includes(column.status)
        ? [...staying, ...arriving].sort(pressing)
        : [...arriving, ...staying]
      : staying;
    return { ...column, count, value, cards };
  });
}

export default function Board({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, me, campaigns, today } = loaderData;
  const b = words.board;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<LeadStatus | null>(null);
  /** The deal dropped on "Lost", whose Move control asks why. */
  const [askReason, setAskReason] = useState<number | null>(null);
  /** The deal just moved by its control, given the focus again once it is in its new column. */
  const [focusCard, setFocusCard] = useState<{ id: number; to: LeadStatus } | null>(null);
  const [said, setSaid] = useState("");

  const fetchers = useFetchers();
  const moves = new Map<number, LeadStatus>();
  for (const fetcher of fetchers) {
    const status = fetcher.formData?.get("status");
    if (fetcher.key.startsWith("move-") && leadStatuses.includes(status as LeadStatus))
      moves.set(Number(fetcher.formData?.get("lead")), status as LeadStatus);
  }
  const columns = withMoves(loaderData.columns, moves);

  const moved = (card: BoardCard, to: LeadStatus) =>
    setSaid(fill(b.moved, { name: card.name, stage: words.statuses[to] }));
  const drop = (to: LeadStatus) => {
    const card = loaderData.columns
      .flatMap((column) => column.cards)
      .find((each) => each.id === dragging);
    setDragging(null);
    setOver(null);
    if (!card) return;
    if (to === "lost") return setAskReason(card.id);
    submit(
      { intent: "status", lead: String(card.id), status: to, inPlace: "1" },
      { method: "post", navigate: false, fetcherKey: `move-${card.id}` },
    );
    moved(card, to);
  };
  const refused = actionData?.error ? actionData : null;

  return (
    <>
      <WorkspaceHeading title={b.title}>
        <p className="text-sm text-ink-muted sm:text-base">{b.intro}</p>
      </WorkspaceHeading>
      <Form
        method="get"
        role="search"
        aria-label={b.filters}
        className="mb-4 grid grid-cols-3 items-end gap-2 sm:flex sm:flex-wrap sm:gap-3"
        onChange={(event) => submit(event.currentTarget)}
      >
        <FilterSelect
          className="min-w-0 sm:min-w-36"
          name="assignee"
          label={b.whose}
          value={filter.assignee}
          empty={b.everyone}
          options={[
            { value: me, label: b.mine },
            { value: "none", label: b.unassigned },
          ]}
        />
        <FilterSelect
          className="min-w-0 sm:min-w-36"
          name="kind"
          label={b.kind}
          value={filter.kind}
          empty={b.any}
          options={leadKinds.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
        />
        <FilterSelect
          className="min-w-0 sm:min-w-36"
          name="campaign"
          label={b.campaign}
          value={filter.campaign}
          empty={b.any}
          options={campaigns.map((campaign) => ({ value: campaign, label: campaign }))}
        />
        {/* With the script, a choice applies at once; the button is for a browser without it. */}
        <noscript>
          <button type="submit" className={primaryButton}>
            {b.apply}
          </button>
        </noscript>
      </Form>
      {loaderData.moved ? <Notice tone="ok">{loaderData.moved}</Notice> : null}
      {refused && !hydrated ? <Notice tone="error">{refused.error}</Notice> : null}
      <p role="status" className="sr-only">
        {said}
      </p>
      {hydrated ? (
        <p className="mb-3 hidden text-sm text-ink-muted lg:block">{b.dragHint}</p>
      ) : null}

      <div className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0 lg:snap-none">
        {columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`stage-${column.status}`}
            data-stage={column.status}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(column.status);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop(column.status);
            }}
            className={`flex w-[82vw] max-w-80 min-w-0 shrink-0 snap-start flex-col rounded-2xl border p-2 sm:w-72 lg:w-auto lg:min-w-52 lg:flex-1 ${
              over === column.status
                ? "border-brand-600 bg-brand-50 dark:bg-brand-900/30"
                : "border-line bg-surface-muted"
            }`}
          >
            <header className="px-2 pt-1 pb-2">
              <h2 id={`stage-${column.status}`} className="font-bold">
                {words.statuses[column.status]}
              </h2>
              <p className="text-sm text-ink-muted" data-testid={`totals-${column.status}`}>
                {plural(b.count, column.count, "en")} ·{" "}
                <span className="font-semibold text-ink">{formatTaka(column.value, "en-IN")}</span>
              </p>
            </header>
            {column.cards.length ? (
              <ol className="grid gap-2" aria-labelledby={`stage-${column.status}`}>
                {column.cards.map((card) => (
                  <DealCard
                    key={card.id}
                    card={card}
                    stage={column.status}
                    today={today}
                    hydrated={hydrated}
                    askReason={askReason === card.id}
                    focus={focusCard?.id === card.id && focusCard.to === column.status}
                    onFocused={() => setFocusCard(null)}
                    onDrag={setDragging}
                    onMove={(to) => {
                      setAskReason(null);
                      setFocusCard({ id: card.id, to });
                      moved(card, to);
                    }}
                    refused={refused?.lead === card.id ? refused.error : null}
                  />
                ))}
              </ol>
            ) : (
              <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-ink-muted">
                {b.empty}
              </p>
            )}
            {column.count > column.cards.length ? (
              <Link
                to={`/admin/leads${leadFilterQuery({ ...filter, status: column.status, page: 1 })}`}
                className="mt-2 px-2 py-2 text-sm font-semibold text-brand-ink underline"
              >
                {plural(b.more, column.count - column.cards.length, "en")}
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

/**
 * One deal: who, what, its value, its next step and how long it has waited; a link to the lead;
 * dragged on a desktop, or moved with its Move button by touch, keyboard or screen reader (a list
 * of the other stages; "Lost" asks why).
 */
function DealCard({
  card,
  stage,
  today,
  hydrated,
  askReason,
  focus,
  onFocused,
  onDrag,
  onMove,
  refused,
}: {
  card: BoardCard;
  stage: LeadStatus;
  today: string;
  hydrated: boolean;
  askReason: boolean;
  focus: boolean;
  onFocused: () => void;
  onDrag: (id: number | null) => void;
  onMove: (to: LeadStatus) => void;
  refused: string | null;
}) {
  const b = words.board;
  const fetcher = useFetcher<MoveResult>({ key: `move-${card.id}` });
  const details = useRef<HTMLDetailsElement>(null);
  const reason = useRef<HTMLInputElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const error = fetcher.state === "idle" && fetcher.data?.error ? fetcher.data.error : refused;
  useEffect(() => {
    if (!askReason || !details.current) return;
    details.current.open = true;
    reason.current?.focus();
  }, [askReason]);
  useEffect(() => {
    if (!focus) return;
    link.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const inPlace = hydrated ? <input type="hidden" name="inPlace" value="1" /> : null;
  return (
    <li
      id={`card-${card.id}`}
      draggable={hydrated}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(card.id));
        onDrag(card.id);
      }}
      onDragEnd={() => onDrag(null)}
      className={`min-w-0 scroll-mt-24 rounded-xl border bg-surface-raised p-3 shadow-sm ${
        hydrated ? "cursor-grab active:cursor-grabbing" : ""
      } ${card.unread ? "border-s-4 border-brand-600" : "border-line"}`}
    >
      <h3 className="font-semibold [overflow-wrap:anywhere]">
        <Link ref={link} to={`/admin/leads/${card.id}`} className="hover:underline">
          {card.name}
        </Link>
      </h3>
      <p className="truncate text-sm text-ink-muted">{card.subject}</p>
      <p className="mt-1.5 text-sm">
        {card.value === null ? (
          <span className="text-ink-muted">{b.noValue}</span>
        ) : (
          <span className="font-bold text-brand-ink-strong">{formatTaka(card.value, "en-IN")}</span>
        )}
      </p>
      {OPEN_STATUSES.includes(stage) ? (
        <p className="mt-1 text-sm">
          {card.nextStep && card.nextStepDue ? (
            <>
              <span className="[overflow-wrap:anywhere]">{card.nextStep}</span> ·{" "}
              <DueLabel due={card.nextStepDue} today={today} />
            </>
          ) : (
            <span className="text-ink-muted">{b.noStep}</span>
          )}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-ink-muted">
        {card.waited ? plural(b.waited, card.waited, "en") : b.waitedToday}
        {card.assignee ? ` · ${card.assignee}` : ""}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-accent-700">
          {error}
        </p>
      ) : null}
      <details ref={details} className="mt-2" open={refused ? true : undefined}>
        <summary
          aria-label={fill(b.moveLabel, { name: card.name })}
          className={`${smallButton} min-h-9 cursor-pointer list-none px-3`}
        >
          {b.move}
        </summary>
        <MoveForm fetcher={fetcher} card={card} onMove={onMove} inPlace={inPlace}>
          {leadStatuses
            .filter((status) => status !== stage && status !== "lost")
            .map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className={`${smallButton} justify-start`}
              >
                {fill(b.moveTo, { stage: words.statuses[status] })}
              </button>
            ))}
        </MoveForm>
        {stage === "lost" ? null : (
          <MoveForm fetcher={fetcher} card={card} onMove={onMove} inPlace={inPlace}>
            <input type="hidden" name="status" value="lost" />
            <label htmlFor={`lost-${card.id}`} className={labelClass}>
              {words.lead.lostReason}
            </label>
            <input
              ref={reason}
              id={`lost-${card.id}`}
              name="lostReason"
              required
              maxLength={300}
              className={inputClass}
            />
            <button type="submit" className={`${smallButton} justify-start`}>
              {b.markLost}
            </button>
          </MoveForm>
        )}
      </details>
    </li>
  );
}

function MoveForm({
  fetcher,
  card,
  onMove,
  inPlace,
  children,
}: {
  fetcher: FetcherWithComponents<MoveResult>;
  card: BoardCard;
  onMove: (to: LeadStatus) => void;
  inPlace: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      className="mt-2 grid gap-2"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const to = (submitter?.value ||
          new FormData(event.currentTarget).get("status")) as LeadStatus;
        onMove(to);
      }}
    >
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="lead" value={card.id} />
      {inPlace}
      {children}
    </fetcher.Form>
  );
}
