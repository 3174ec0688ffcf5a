import type { SimpleIcon } from "simple-icons";

/** A brand or technology logo from simple-icons, drawn in the current text colour unless told otherwise. */
export function BrandIcon({
  icon,
  className = "size-5",
  color,
}: {
  icon: SimpleIcon;
  className?: string;
  color?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={color ? `#${icon.hex}` : "currentColor"}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}
