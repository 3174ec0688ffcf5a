import type { Copy } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import type { SocialNetwork } from "~/content/site";
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
  const { socials } = siteFacts().company;
  const networks = networkOrder.filter((network) => socials[network]);
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={socials[network]}
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
