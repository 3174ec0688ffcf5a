import { useCopy } from "~/components/copy-context";
import { usePath } from "~/components/ui/localized";

/**
 * Asks for a copy of what the agency holds about an address: a plain form (no script needed) that
 * posts to the language's /my-data page, which answers on its own page.
 */
export function DataRequestForm({ id, email }: { id: string; email?: string }) {
  const { dataRequest } = useCopy().forms;
  const path = usePath();
  return (
    <form
      method="post"
      action={path("/my-data")}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="request" />
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {dataRequest.label}
        </label>
        <input
          id={id}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={email}
          className="min-h-12 w-full rounded-full border border-line bg-surface-raised px-4 text-ink"
        />
      </div>
      <button type="submit" className="btn-ghost min-h-12">
        {dataRequest.button}
      </button>
    </form>
  );
}
