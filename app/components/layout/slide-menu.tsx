import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useCopy, useSlideMenus } from "~/components/copy-context";
import { ContactDetails } from "~/components/sections/contact-details";
import { PanelClose, SidePanel } from "~/components/ui/side-panel";
import { SocialLinks } from "~/components/ui/social-links";
import type { SlideMenuCopy } from "~/content/copy";
import { slideMenuSections } from "~/content/menus";

const MENU_ITEM_HEIGHT_PX = 43;
const STORAGE_KEY = "menu-locale";

/**
 * The menu's language: the page's own, or another the spec's flag picks (?lang=ar, or chosen before).
 * Items marked English-only are shown in the page's language only.
 */
function useMenuLanguage(): [SlideMenuCopy, SlideMenuCopy[], (code: string) => void] {
  const menus = useSlideMenus();
  const [code, setCode] = useState(useCopy().locale.code);
  useEffect(() => {
    const flag =
      new URLSearchParams(window.location.search).get("lang") ??
      window.localStorage.getItem(STORAGE_KEY);
    if (flag && menus.some((menu) => menu.locale.code === flag)) setCode(flag);
  }, [menus]);
  const choose = (next: string) => {
    setCode(next);
    window.localStorage.setItem(STORAGE_KEY, next);
  };
  const current = menus.find((menu) => menu.locale.code === code) ?? menus[0]!;
  return [current, menus, choose];
}

export function SlideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [{ locale, menu: m, social, mapLink }, menus, setLocale] = useMenuLanguage();
  const page = useCopy();

  return (
    <SidePanel
      id="slide-menu"
      open={open}
      onClose={onClose}
      label={m.title}
      lang={locale.code}
      dir={locale.dir}
      className="slide-menu"
    >
      <div className="flex min-h-full flex-col gap-7 p-6">
        <div className="flex items-center justify-between gap-4">
          <p className="text-xl font-bold">{page.siteName}</p>
          <PanelClose panelId="slide-menu" label={m.close} />
        </div>
        <p className="text-ink-muted">{m.intro}</p>

        <div role="group" aria-label={m.language} className="flex gap-2">
          {menus.map(({ locale: { code, label } }) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={locale.code === code}
              onClick={() => setLocale(code)}
              className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {label}
            </button>
          ))}
        </div>

        <nav aria-label={m.title}>
          {slideMenuSections.map((section) => {
            const items = section.items.filter(
              (item) => locale.code === page.locale.code || !item.englishOnly,
            );
            return (
              <details
                key={section.id}
                name="slide-menu-section"
                open={section.id === "home"}
                className="group border-b border-line"
                data-section={section.id}
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-lg font-semibold [&::-webkit-details-marker]:hidden">
                  {m.sections[section.id]}
                  <ChevronDown
                    className="size-5 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <ul
                  className="overflow-hidden pb-2"
                  style={{
                    height: `${items.length * MENU_ITEM_HEIGHT_PX}px`,
                    boxSizing: "content-box",
                  }}
                >
                  {items.map((item) => (
                    <li key={item.key} style={{ height: `${MENU_ITEM_HEIGHT_PX}px` }}>
                      <Link
                        to={item.to}
                        onClick={onClose}
                        className="flex h-full items-center ps-3 text-ink-muted transition-colors hover:text-brand-700"
                      >
                        {m.items[item.key]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
        </nav>

        <section aria-labelledby="slide-menu-contact">
          <h2 id="slide-menu-contact" className="text-lg font-semibold">
            {m.contactTitle}
          </h2>
          <ContactDetails show={["address", "phone", "email"]} mapLink={mapLink} className="mt-3" />
        </section>

        <div>
          <h2 className="text-lg font-semibold">{m.followTitle}</h2>
          <SocialLinks
            labels={social}
            className="mt-3"
            linkClassName="border border-line text-ink hover:border-brand-600 hover:bg-brand-600 hover:text-white"
          />
        </div>
      </div>
    </SidePanel>
  );
}
