import { useCopy } from "~/components/copy-context";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/localized";
import { iconRowIn } from "~/content/home";

export function IconRow() {
  const items = iconRowIn(useCopy());
  return (
    <div className="container-page relative z-10 -mt-4 sm:-mt-8">
      <ul
        data-testid="icon-row"
        className="card grid grid-cols-2 gap-2 p-4 sm:grid-cols-3 sm:p-6 lg:grid-cols-5"
      >
        {items.map((item) => (
          <li key={item.key} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to={item.to}
              className="group flex items-center gap-3 rounded-2xl px-2 py-3 leading-snug font-semibold text-ink sm:whitespace-nowrap transition-colors hover:bg-tint hover:text-brand-ink sm:px-3"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-tint text-brand-ink transition-colors group-hover:bg-tint-strong">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="underline-offset-4 group-hover:underline">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
