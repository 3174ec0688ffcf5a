import { Link } from "react-router";
import { t } from "~/content/i18n";
import { site } from "~/content/site";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={t.brandHome}
      className={`inline-flex items-center gap-2.5 font-bold tracking-tight ${inverted ? "text-white" : "text-ink"}`}
    >
      <img src="/images/favicon.svg" alt="" width="36" height="36" className="size-9" />
      <span className="text-xl">{site.name}</span>
    </Link>
  );
}
