import { useFormat } from "~/components/copy-context";

/**
 * Under a price in taka on an Arabic page, its approximate amount in dirhams and riyals at the
 * agency's rates; nothing on other pages, or while no rate is set.
 */
export function ApproxPrice({ amount, className = "" }: { amount: number; className?: string }) {
  const approx = useFormat().approx(amount);
  if (!approx) return null;
  return (
    <p className={`mt-1 text-sm font-semibold ${className}`} data-testid="price-approx">
      {approx}
    </p>
  );
}

/** Under a list of prices shown in Gulf currencies: they are approximate, of a day's rate, paid in taka. */
export function ApproxNote({ className = "" }: { className?: string }) {
  const note = useFormat().approxNote();
  if (!note) return null;
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-testid="price-approx-note">
      {note}
    </p>
  );
}

/** A price for a form's option: the taka, and the approximate amounts in brackets where shown. */
export function useOptionPrice() {
  const format = useFormat();
  return (amount: number) => {
    const approx = format.approx(amount);
    return approx ? `${format.taka(amount)} (${approx})` : format.taka(amount);
  };
}
