import { inputClass, labelClass } from "~/components/workspace/shell";
import { staffWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { MIN_PASSWORD_LENGTH } from "~/lib/workspace";

const words = staffWords;

/**
 * A password chosen twice (one's own, the first owner's, an invitation's, a reset's),
 * with the rule beside it, and the account's address (when the page shows no field of it) for the
 * browser's password manager.
 */
export function NewPasswordFields({
  email,
  labels = { next: words.newPassword.label, again: words.newPassword.again },
}: {
  email?: string;
  /** The fields' names on a page that also asks for the current password ("New password"). */
  labels?: { next: string; again: string };
}) {
  return (
    <>
      {email ? <input type="hidden" name="username" autoComplete="username" value={email} /> : null}
      <div>
        <label htmlFor="next" className={labelClass}>
          {labels.next}
        </label>
        <input
          id="next"
          name="next"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          aria-describedby="next-hint"
          className={inputClass}
        />
        <p id="next-hint" className="mt-1 text-xs text-ink-muted">
          {fill(words.password.nextHint, { min: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      <div>
        <label htmlFor="repeat" className={labelClass}>
          {labels.again}
        </label>
        <input
          id="repeat"
          name="repeat"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          className={inputClass}
        />
      </div>
    </>
  );
}
