import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from "simple-icons";
import type { Messages } from "~/content/locales/en";
import { site, type SocialNetwork } from "~/content/site";
import { BrandIcon } from "./brand-icon";

const icons: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  x: siX,
};

/** Every configured social profile as an icon link; unconfigured networks are left out. */
export function SocialLinks({
  labels,
  className = "",
  linkClassName = "",
}: {
  labels: Messages["social"];
  className?: string;
  linkClassName?: string;
}) {
  const networks = (Object.keys(icons) as SocialNetwork[]).filter(
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
            <BrandIcon icon={icons[network]} className="size-[1.125rem]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
