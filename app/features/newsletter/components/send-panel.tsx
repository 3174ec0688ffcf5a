import { Form } from "react-router";
import { SubmitButton } from "~/components/workspace/form-kit";
import { inputClass, labelClass, panelClass, smallButton } from "~/components/workspace/shell";
import { newsletterWords } from "~/content/workspace";
import { fill } from "~/lib/format";

const words = newsletterWords;

const c = words.campaigns;

/** Sends a campaign now (once confirmed) or at a time, or takes back its schedule. */
export function SendPanel({
  status,
  total,
  rate,
  sendAt,
}: {
  status: "draft" | "scheduled";
  total: number;
  rate: number;
  /** When it is scheduled for, as the time field shows it (Dhaka time). */
  sendAt: string;
}) {
  const s = c.send;
  return (
    <section aria-labelledby="send-title" className={panelClass}>
      <h2 id="send-title" className="text-lg font-bold">
        {s.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{fill(s.rate, { rate })}</p>
      <Form method="post" className="mt-3 grid gap-2">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" required className="mt-1 size-4 accent-brand-700" />
          {fill(s.nowConfirm, { count: total.toLocaleString("en-IN") })}
        </label>
        <SubmitButton intent="send" pending={s.sending}>
          {s.now}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-5 grid gap-2 border-t border-line pt-4">
        <label htmlFor="sendAt" className={labelClass}>
          {s.when}
        </label>
        <input
          id="sendAt"
          name="sendAt"
          type="datetime-local"
          required
          className={inputClass}
          defaultValue={sendAt}
        />
        <SubmitButton intent="schedule" pending={s.scheduling} variant="secondary">
          {s.schedule}
        </SubmitButton>
      </Form>
      {status === "scheduled" ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="unschedule" className={smallButton}>
            {s.unschedule}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
