import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { chrome, siteName } = useCopy();
  return (
    <Link
      to="/"
      aria-label={chrome.brandHome}
      className={`inline-flex shrink-0 items-center gap-2 font-bold sm:gap-2.5 tracking-tight ${inverted ? "text-white" : "text-ink"}`}
    >
      <img src="/images/favicon.svg" alt="" width="36" height="36" className="size-9" />
      <span className="text-lg whitespace-nowrap sm:text-xl">{siteName}</span>
    </Link>
  );
}
