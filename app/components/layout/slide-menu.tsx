import { ChevronDown, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { localeInfo, messagesFor, type Locale } from "~/content/i18n";
import { slideMenuSections } from "~/content/menus";
import { fullAddress, mapsUrl, site } from "~/content/site";
import { PanelClose, SidePanel } from "~/components/ui/side-panel";
import { SocialLinks } from "~/components/ui/social-links";

const MENU_ITEM_HEIGHT_PX = 43;
const MENU_LOCALES: Locale[] = ["en", "ar"];
const STORAGE_KEY = "menu-locale";

/** The menu's language: Arabic when the flag is set (?lang=ar, or chosen before), English otherwise. */
function useMenuLocale(): [Locale, (locale: Locale) => void] {
  const [locale, setLocale] = useState<Locale>("en");
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("lang");
    const stored = window.localStorage.getItem(STORAGE_KEY);
    const flag = fromUrl ?? stored;
    if (flag && MENU_LOCALES.includes(flag as Locale)) setLocale(flag as Locale);
  }, []);
  const choose = (next: Locale) => {
    setLocale(next);
    window.localStorage.setItem(STORAGE_KEY, next);
  };
  return [locale, choose];
}

export function SlideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [locale, setLocale] = useMenuLocale();
  const m = messagesFor(locale);
  const { dir } = localeInfo[locale];

  return (
    <SidePanel
      id="slide-menu"
      open={open}
      onClose={onClose}
      label={m.slideMenu.title}
      lang={locale}
      dir={dir}
      className="slide-menu"
    >
      <div className="flex min-h-full flex-col gap-7 p-6">
        <div className="flex items-center justify-between gap-4">
          <p className="text-xl font-bold">{site.name}</p>
          <PanelClose panelId="slide-menu" label={m.slideMenu.close} />
        </div>
        <p className="text-ink-muted">{m.slideMenu.intro}</p>

        <div role="group" aria-label={m.slideMenu.language} className="flex gap-2">
          {MENU_LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={locale === code}
              onClick={() => setLocale(code)}
              className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {localeInfo[code].label}
            </button>
          ))}
        </div>

        <nav aria-label={m.slideMenu.title}>
          {slideMenuSections.map((section) => {
            const items = section.items.filter((item) => locale === "en" || !item.englishOnly);
            return (
              <details
                key={section.id}
                name="slide-menu-section"
                open={section.id === "home"}
                className="group border-b border-line"
                data-section={section.id}
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-lg font-semibold [&::-webkit-details-marker]:hidden">
                  {m.slideMenu.sections[section.id]}
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
                        {m.slideMenu.items[item.key]}
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
            {m.slideMenu.contactTitle}
          </h2>
          <ul className="mt-3 space-y-3 text-ink-muted">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <a
                href={mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-brand-700"
              >
                {fullAddress}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <a href={`tel:${site.phones[0].e164}`} dir="ltr" className="hover:text-brand-700">
                {site.phones[0].display}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:text-brand-700">
                {site.email}
              </a>
            </li>
          </ul>
        </section>

        <div>
          <h2 className="text-lg font-semibold">{m.slideMenu.followTitle}</h2>
          <SocialLinks
            labels={m.social}
            className="mt-3"
            linkClassName="border border-line text-ink hover:border-brand-600 hover:bg-brand-600 hover:text-white"
          />
        </div>
      </div>
    </SidePanel>
  );
}
