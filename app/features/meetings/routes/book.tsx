import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/book";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import {
  FormSuccess,
  InputField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  useSending,
} from "~/components/ui/form-controls";
import { Link } from "~/components/ui/localized";
import { useSiteForm } from "~/components/ui/use-site-form";
import { copyForPath, copyForRequest, pathIn, siteMetaIn, validationIn } from "~/content/copy";
import type { Copy } from "~/content/copy";
import { agencyInbox, sourceOf, tokenFromCookies } from "~/features/submissions/index.server";
import { inLanguage } from "~/lib/facts";
import { fill, plural } from "~/lib/format";
import { bookingSchema } from "~/lib/forms/booking";
import { cleanFormData } from "~/lib/forms/fields";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";
import { VISIT_FIELD } from "~/lib/visit";
import { isDatabaseUnavailable } from "~/platform/db/db.server";
import { backendContext, visitContext } from "~/platform/context.server";
import { receivedValidationIn } from "~/platform/phone.server";
import type { Locale } from "~/content/copy";
import type { SubmissionResult } from "@conform-to/react";
import { bookingSetup, bookTime, kindOf, OFFICE_TIME_ZONE } from "../booking.server";
import { fileBooking } from "../filing.server";
import { DayLinks, TimeChoices } from "../components/time-picker";
import { pickerOf, shownTime, zoneChoices, zoneName, zoneOf } from "../times.server";
import type { ShownTime } from "../shown";

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

const PATH = "/book";
const FORM_ID = "booking-form";

const bookingMessages = (copy: Copy) => ({
  ...receivedValidationIn(copy),
  name: copy.forms.validation.quote.name,
  note: copy.booking.errors.note,
  time: copy.booking.errors.time,
  kind: copy.booking.errors.kind,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = copyForRequest(request);
  const url = new URL(request.url);
  const backend = context.get(backendContext);
  const setup = await bookingSetup(backend);
  const kind = kindOf(setup, url.searchParams.get("kind")) ?? setup.meetings.kinds[0]!;
  const zone = zoneOf(url.searchParams.get("tz")) ?? OFFICE_TIME_ZONE;
  const picker = await pickerOf(
    copy,
    backend.db,
    setup,
    { kind, zone, day: url.searchParams.get("day") },
    Date.now(),
  );
  const locale = copy.locale.code as Locale;
  return {
    kinds: setup.meetings.kinds.map((each) => ({
      id: each.id,
      name: inLanguage(each.name, locale),
      summary: inLanguage(each.summary, locale),
      minutes: plural(copy.booking.minutes, each.minutes, copy.locale.intl.number),
      place: copy.booking.places[each.place],
    })),
    kind: kind.id,
    zone,
    zoneChosen: url.searchParams.has("tz"),
    zones: zoneChoices(copy, zone),
    zoneLabel: zoneName(copy, zone),
    ...picker,
    daysAhead: setup.meetings.daysAhead,
  };
}

type BookingAnswer = {
  result: SubmissionResult<string[]>;
  sent: boolean;
  booked?: { title: string; text: string };
  taken?: ShownTime[];
};

const answer = (value: BookingAnswer, status = 200, headers?: HeadersInit) =>
  data(value, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const backend = context.get(backendContext);
  let formData: FormData;
  try {
    formData = cleanFormData(await request.formData());
  } catch {
    return answer(
      { result: { status: "error", error: { "": [copy.forms.invalidRequest] } }, sent: false },
      400,
    );
  }
  const submission = parseWithZod(formData, { schema: bookingSchema(bookingMessages(copy)) });
  if (submission.status !== "success")
    return answer({ result: submission.reply(), sent: false }, 400);
  const value = submission.value;
  const setup = await bookingSetup(backend);
  const kind = kindOf(setup, value.kind);
  if (!kind) {
    return answer(
      { result: submission.reply({ formErrors: [copy.booking.errors.kind] }), sent: false },
      400,
    );
  }
  const ip = context.get(visitContext).ip;
  const headers = { "Set-Cookie": backend.guard.tokenCookie() };
  const token = tokenFromCookies(request.headers.get("Cookie"));
  const zone = zoneOf(value.tz) ?? OFFICE_TIME_ZONE;
  const locale = copy.locale.code as Locale;
  try {
    const verdict = await backend.guard.check("booking", ip, formData, token, crypto.randomUUID());
    if (verdict.kind === "rate-limited") {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
      const message = plural(copy.forms.rateLimited, minutes, copy.locale.intl.number);
      return answer({ result: submission.reply({ formErrors: [message] }), sent: false }, 429);
    }
    if (verdict.kind === "spam") {
      backend.log.info(
        { form: "booking", ip, reason: verdict.reason },
        "booking refused as suspected spam",
      );
      return answer(
        { result: submission.reply({ formErrors: [copy.forms.invalidRequest] }), sent: false },
        400,
        headers,
      );
    }
    const booker = {
      name: value.name,
      email: value.email,
      phone: value.phone ?? null,
      note: value.note,
      locale,
      timeZone: zone,
    };
    const source = sourceOf(request, formData.get(VISIT_FIELD));
    const outcome = await bookTime(
      backend.db,
      setup,
      { kind, start: value.start, booker },
      Date.now(),
      (trx, meeting) =>
        fileBooking(
          trx,
          backend.outbox,
          { address: agencyInbox(backend.env), publicUrl: backend.publicUrl },
          {
            meeting,
            kind,
            start: value.start,
            booker,
            source,
            ip,
          },
        ),
    );
    if ("taken" in outcome) {
      return answer(
        {
          result: submission.reply({ formErrors: [copy.booking.taken] }),
          sent: false,
          taken: outcome.taken.map((slot) => shownTime(copy, zone, slot.start)),
        },
        409,
        headers,
      );
    }
    backend.outbox.kick();
    const shown = shownTime(copy, zone, value.start);
    return answer(
      {
        result: submission.reply({ resetForm: true }),
        sent: true,
        booked: {
          title: copy.booking.booked.title,
          text: fill(copy.booking.booked.text, {
            kind: inLanguage(kind.name, locale),
            day: shown.day,
            time: shown.time,
            dhaka: fill(copy.booking.dhaka, { time: shown.dhaka }),
            email: value.email,
          }),
        },
      },
      200,
      headers,
    );
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    backend.log.error(
      { form: "booking", ip, err: error },
      "database unavailable: booking not taken",
    );
    return answer(
      { result: submission.reply({ formErrors: [copy.forms.unavailable] }), sent: false },
      503,
      {
        "Retry-After": "30",
      },
    );
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, PATH),
    path: PATH,
    breadcrumb: { current: copy.booking.title },
  });
};

/** An address of this page with some of its choices changed. */
function pageAddress(locale: Locale, choices: Record<string, string | undefined>) {
  const query = new URLSearchParams(
    Object.entries(choices).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `${pathIn(locale, PATH)}?${query}`;
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy();
  const b = copy.booking;
  const {
    kinds,
    kind,
    zone,
    zones,
    zoneLabel,
    days,
    day,
    times,
    daysAhead,
    zoneChosen,
    showDhaka,
  } = loaderData;
  const locale = copy.locale.code as Locale;
  const chosen = kinds.find((each) => each.id === kind)!;
  return (
    <>
      <PageBanner title={b.title} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.5fr]">
          <div className="grid min-w-0 content-start gap-6">
            <p className="text-lg text-ink-muted">{b.intro}</p>
            <nav aria-labelledby="booking-kinds">
              <h2 id="booking-kinds" className="mb-3 text-xl font-bold">
                {b.kinds}
              </h2>
              <ul className="grid gap-3">
                {kinds.map((each) => (
                  <li key={each.id}>
                    <a
                      href={pageAddress(locale, {
                        kind: each.id,
                        tz: zoneChosen ? zone : undefined,
                      })}
                      aria-current={each.id === kind ? "true" : undefined}
                      className="block rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 transition-colors hover:border-brand-600 aria-[current]:border-brand-600 aria-[current]:bg-tint"
                    >
                      <span className="block font-bold">{each.name}</span>
                      <span className="mt-1 block text-sm text-ink-muted">
                        {each.minutes} · {each.place}
                      </span>
                      <span className="mt-2 block text-sm">{each.summary}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <form
              method="get"
              action={pathIn(locale, PATH)}
              className="grid gap-2"
              data-time-zone={zone}
            >
              <input type="hidden" name="kind" value={kind} />
              <label htmlFor="booking-zone" className="font-semibold">
                {b.timeZone}
              </label>
              <div className="flex gap-2">
                <select
                  id="booking-zone"
                  name="tz"
                  defaultValue={zone}
                  className="min-h-12 flex-1 rounded-xl border border-line bg-surface-raised px-3"
                >
                  {zones.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn-ghost whitespace-nowrap">
                  {b.showTimes}
                </button>
              </div>
              <p className="text-sm text-ink-muted">
                {showDhaka ? fill(b.shownIn, { zone: zoneLabel }) : b.shownInDhaka}
              </p>
            </form>
          </div>
          <div className="card min-w-0 p-6 sm:p-10">
            {actionData?.booked ? (
              <FormSuccess
                id={FORM_ID}
                title={actionData.booked.title}
                text={actionData.booked.text}
              >
                <p className="mt-3">{b.booked.change}</p>
              </FormSuccess>
            ) : days.length === 0 ? (
              <p>
                {fill(b.noTimes, { days: daysAhead }, copy.locale.intl.number)}{" "}
                <Link to="/contact" className="font-semibold underline">
                  {b.noTimesLink}
                </Link>
              </p>
            ) : (
              <>
                <h2 className="text-xl font-bold">{chosen.name}</h2>
                <DayLinks
                  days={days}
                  day={day}
                  href={(date) =>
                    pageAddress(locale, { kind, tz: zoneChosen ? zone : undefined, day: date })
                  }
                />
                <BookingForm
                  action={pageAddress(locale, { kind, tz: zoneChosen ? zone : undefined, day })}
                  kind={kind}
                  zone={zone}
                  showDhaka={showDhaka}
                  times={actionData?.taken ?? times}
                  answer={actionData}
                />
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function BookingForm({
  action,
  kind,
  zone,
  showDhaka,
  times,
  answer,
}: {
  /** This page's address with the visitor's choices, so that an answer shows the same choices. */
  action: string;
  kind: string;
  zone: string;
  showDhaka: boolean;
  times: ShownTime[];
  answer?: BookingAnswer;
}) {
  const copy = useCopy();
  const b = copy.booking;
  const schema = useMemo(
    () =>
      bookingSchema({
        ...validationIn(copy),
        name: copy.forms.validation.quote.name,
        note: b.errors.note,
        time: b.errors.time,
        kind: b.errors.kind,
      }),
    [copy, b],
  );
  const [form, fields] = useSiteForm(FORM_ID, schema, answer?.result);
  const pending = useSending(action);
  const showDay = answer?.taken !== undefined;
  return (
    <SiteForm form={form} action={action} className="relative mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="tz" value={zone} />
      <TimeChoices
        times={times}
        showDhaka={showDhaka}
        showDay={showDay}
        error={fields.start.errors?.[0]}
        errorId={fields.start.errorId}
      />
      <h3 className="font-semibold sm:col-span-2">{b.details}</h3>
      <InputField meta={fields.name} copy={b.fields.name} />
      <InputField meta={fields.email} copy={b.fields.email} type="email" />
      <InputField
        meta={fields.phone}
        copy={b.fields.phone}
        type="tel"
        optional
        className="sm:col-span-2"
      />
      <TextAreaField meta={fields.note} copy={b.fields.note} />
      <div className="sm:col-span-2">
        <SubmitButton label={b.submit} pending={pending} />
      </div>
    </SiteForm>
  );
}
