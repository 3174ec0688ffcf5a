import { useCopy } from "~/components/copy-context";
import { Icon } from "~/components/ui/icon";
import { iconRowIn } from "~/content/home";

export function IconRow() {
  const items = iconRowIn(useCopy());
  return (
    <div className="container-page relative z-10 -mt-4 sm:-mt-8">
      <ul className="card grid grid-cols-2 gap-2 p-4 sm:grid-cols-3 sm:p-6 lg:grid-cols-5">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex items-center gap-3 rounded-2xl px-2 py-3 font-semibold whitespace-nowrap text-ink last:col-span-2 sm:px-3 sm:last:col-span-1"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
