import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/book-change";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { Link } from "~/components/ui/localized";
import { copyForPath, copyForRequest, pathIn, siteMetaIn, type Locale } from "~/content/copy";
import { agencyInbox } from "~/features/submissions/index.server";
import { inLanguage } from "~/lib/facts";
import { fill } from "~/lib/format";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";
import { bookingSetup } from "../booking.server";
import { callToChange, cancelCall, moveCall } from "../changes.server";
import { DayLinks, TimeChoices } from "../components/time-picker";
import { pickerOf, shownTime, zoneOf } from "../times.server";
import type { ShownTime } from "../shown";

/**
 * A call's own page, which its e-mails link to: the call, a choice of other times to move it to,
 * and its cancellation. The secret in its address is the only key: whoever has the e-mail may
 * change the call; a page view changes nothing (a link scanner fetching it is harmless).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const copy = copyForRequest(request);
  const url = new URL(request.url);
  const backend = context.get(backendContext);
  const setup = await bookingSetup(backend);
  const found = await callToChange(backend.db, setup, params.token, Date.now());
  if (found.state === "unknown") throw data(null, { status: 404 });
  if (found.state !== "open") return { state: found.state, moved: false };
  const { call } = found;
  const zone = zoneOf(url.searchParams.get("tz")) ?? call.booker.timeZone;
  const shown = shownTime(copy, call.booker.timeZone, call.start);
  const locale = copy.locale.code as Locale;
  return {
    state: "open" as const,
    moved: url.searchParams.has("moved"),
    email: call.booker.email,
    when: fill(copy.booking.change.when, {
      kind: inLanguage(call.kind.name, locale),
      day: shown.day,
      time: shown.time,
      dhaka: fill(copy.booking.dhaka, { time: shown.dhaka }),
    }),
    zone,
    /** The zone the visitor chose on this page, which its day links keep. */
    zoneChosen: url.searchParams.has("tz"),
    ...(await pickerOf(
      copy,
      backend.db,
      setup,
      { kind: call.kind, zone, day: url.searchParams.get("day") },
      Date.now(),
    )),
  };
}

type ChangeAnswer = { cancelled?: true; gone?: true; taken?: ShownTime[]; error?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const backend = context.get(backendContext);
  const setup = await bookingSetup(backend);
  const now = Date.now();
  const found = await callToChange(backend.db, setup, params.token, now);
  if (found.state === "unknown") throw data(null, { status: 404 });
  if (found.state !== "open") return data<ChangeAnswer>({ gone: true }, { status: 409 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ChangeAnswer>({ error: copy.forms.invalidRequest }, { status: 400 });
  }
  const changes = {
    db: backend.db,
    outbox: backend.outbox,
    agency: { address: agencyInbox(backend.env), publicUrl: backend.publicUrl },
  };
  if (form.get("intent") === "cancel") {
    const cancelled = await cancelCall(changes, found.meeting, found.call);
    backend.outbox.kick();
    return data<ChangeAnswer>(cancelled ? { cancelled: true } : { gone: true }, {
      status: cancelled ? 200 : 409,
    });
  }
  const start = Number(form.get("start"));
  if (!Number.isSafeInteger(start)) {
    return data<ChangeAnswer>({ error: copy.booking.errors.time }, { status: 400 });
  }
  const outcome = await moveCall(changes, setup, found.meeting, found.call, start, now);
  if ("gone" in outcome) return data<ChangeAnswer>({ gone: true }, { status: 409 });
  if ("taken" in outcome) {
    const zone = zoneOf(String(form.get("tz"))) ?? found.call.booker.timeZone;
    return data<ChangeAnswer>(
      {
        error: copy.booking.taken,
        taken: outcome.taken.map((slot) => shownTime(copy, zone, slot.start)),
      },
      { status: 409 },
    );
  }
  backend.outbox.kick();
  const locale = copy.locale.code as Locale;
  throw redirect(`${pathIn(locale, `/book/change/${outcome.booked.token}`)}?moved=1`);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    title: copy.booking.change.title,
    description: copy.booking.metaDescription,
    path: location.pathname,
    noindex: true,
  });
};

export default function BookChange({ loaderData, actionData, params }: Route.ComponentProps) {
  const copy = useCopy();
  const c = copy.booking.change;
  const navigation = useNavigation();
  const locale = copy.locale.code as Locale;
  const here = pathIn(locale, `/book/change/${params.token}`);
  const done = actionData?.cancelled
    ? c.cancelled
    : actionData?.gone || loaderData.state === "gone"
      ? c.gone
      : loaderData.state === "past"
        ? c.past
        : undefined;
  return (
    <>
      <PageBanner title={c.title} />
      <section className="section">
        <div className="container-page max-w-3xl">
          {done || loaderData.state !== "open" ? (
            <div role="status" className="card p-6 sm:p-10">
              <p className="text-lg">{done}</p>
              <Link to="/book" className="btn-primary mt-6">
                {c.another}
              </Link>
            </div>
          ) : (
            <div className="grid gap-8">
              {loaderData.moved ? (
                <p
                  role="status"
                  className="rounded-xl bg-tint px-4 py-3 font-semibold text-brand-ink-strong"
                >
                  {fill(c.moved, { email: loaderData.email })}
                </p>
              ) : null}
              <p className="text-lg font-semibold">{loaderData.when}</p>
              <div className="card p-6 sm:p-10">
                <h2 className="text-xl font-bold">{c.moveTitle}</h2>
                <DayLinks
                  days={loaderData.days}
                  day={loaderData.day}
                  href={(date) => {
                    const query = new URLSearchParams({ day: date });
                    if (loaderData.zoneChosen) query.set("tz", loaderData.zone);
                    return `${here}?${query}`;
                  }}
                />
                <Form method="post" className="mt-6 grid gap-5" replace>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="tz" value={loaderData.zone} />
                  {actionData?.error ? (
                    <p
                      role="alert"
                      className="rounded-xl bg-accent-tint px-4 py-3 font-semibold text-accent-ink"
                    >
                      {actionData.error}
                    </p>
                  ) : null}
                  <TimeChoices
                    times={actionData?.taken ?? loaderData.times}
                    showDhaka={loaderData.showDhaka}
                    showDay={actionData?.taken !== undefined}
                  />
                  <div>
                    <button
                      type="submit"
                      className="btn-primary"
                      disabled={navigation.state !== "idle"}
                    >
                      {c.move}
                    </button>
                  </div>
                </Form>
              </div>
              <Form method="post" className="card grid gap-3 p-6 sm:p-10">
                <input type="hidden" name="intent" value="cancel" />
                <h2 className="text-xl font-bold">{c.cancelTitle}</h2>
                <p className="text-ink-muted">{c.cancelText}</p>
                <div>
                  <button
                    type="submit"
                    className="btn-ghost"
                    disabled={navigation.state !== "idle"}
                  >
                    {c.cancel}
                  </button>
                </div>
              </Form>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
