import { Link } from "~/components/ui/localized";

export type Action = { label: string; to: string };

/** A call to action: to a place on this page ("#lead") or to a page of the site, in its language. */
export function ActionLink({
  action,
  className,
  children,
}: {
  action: Action;
  className: string;
  /** Drawn after the label (an arrow). */
  children?: React.ReactNode;
}) {
  const content = (
    <>
      {action.label}
      {children}
    </>
  );
  return action.to.startsWith("#") ? (
    <a href={action.to} className={className}>
      {content}
    </a>
  ) : (
    <Link to={action.to} className={className}>
      {content}
    </Link>
  );
}
