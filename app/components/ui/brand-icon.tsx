import sprite from "./brand-icons.svg?no-inline";
import { brandIcons, type BrandIconName } from "~/content/brand-icons";

/** A brand or technology logo from the shared sprite, in the current text colour or the brand's own. */
export function BrandIcon({
  name,
  className = "size-5",
  color,
}: {
  name: BrandIconName;
  className?: string;
  color?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={color ? `#${brandIcons[name]}` : "currentColor"}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
