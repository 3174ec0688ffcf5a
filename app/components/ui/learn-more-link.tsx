import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/localized";

/**
 * "Learn more" and its kin: the visible words, the name of what it leads to for screen readers, and
 * an arrow that turns with the text direction. As a text link it covers its card (the card must be
 * positioned); as a button it stands on its own.
 */
export function LearnMoreLink({
  to,
  label,
  subject,
  button = false,
  className = "",
  language,
}: {
  to: string;
  /** The language of what it leads to, when not the page's. */
  language?: string;
  label: string;
  subject: string;
  button?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      language={language}
      className={
        button
          ? `btn-primary ${className}`
          : `inline-flex items-center gap-1.5 font-semibold text-brand-ink after:absolute after:inset-0 after:rounded-[inherit] hover:text-brand-ink-strong ${className}`
      }
    >
      {label}
      <span className="sr-only">: {subject}</span>
      <ArrowRight className={`${button ? "size-5" : "size-4"} rtl:rotate-180`} aria-hidden="true" />
    </Link>
  );
}
