import type { Copy } from "~/content/copy";
import { site, type SocialNetwork } from "~/content/site";
import { BrandIcon } from "./brand-icon";

const networkOrder: SocialNetwork[] = ["facebook", "instagram", "youtube", "x"];

/** Every configured social profile as an icon link; unconfigured networks are left out. */
export function SocialLinks({
  labels,
  className = "",
  linkClassName = "",
}: {
  labels: Copy["company"]["social"];
  className?: string;
  linkClassName?: string;
}) {
  const networks = networkOrder.filter(
    (network) => (site.socials as Partial<Record<SocialNetwork, string>>)[network],
  );
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={(site.socials as Record<string, string>)[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[network]}
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${linkClassName}`}
          >
            <BrandIcon name={network} className="size-[1.125rem]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
