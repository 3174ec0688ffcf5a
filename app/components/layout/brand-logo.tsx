import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { chrome, siteName } = useCopy();
  return (
    <Link
      to="/"
      aria-label={chrome.brandHome}
      className={`inline-flex items-center gap-2.5 font-bold tracking-tight ${inverted ? "text-white" : "text-ink"}`}
    >
      <img src="/images/favicon.svg" alt="" width="36" height="36" className="size-9" />
      <span className="text-xl">{siteName}</span>
    </Link>
  );
}
