import { Check } from "lucide-react";

/** What a service or a product includes, each with a check mark. */
export function OfferingList({
  offerings,
  className = "",
}: {
  offerings: string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {offerings.map((offering) => (
        <li key={offering} className="flex gap-3">
          <Check className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden="true" />
          {offering}
        </li>
      ))}
    </ul>
  );
}
