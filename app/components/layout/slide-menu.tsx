import { ChevronDown } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { ContactDetails } from "~/components/layout/contact-details";
import { PanelClose, SidePanel } from "~/components/ui/side-panel";
import { LanguageSwitch } from "~/components/ui/language-switch";
import { SocialLinks } from "~/components/ui/social-links";
import { ThemeSwitch } from "~/components/ui/theme-switch";
import { siteFacts } from "~/content/facts";
import { inLanguage, menuIn } from "~/lib/facts";

const MENU_ITEM_HEIGHT_PX = 43;

export function SlideMenu() {
  const { locale, siteName, chrome, company } = useCopy();
  const m = chrome.slideMenu;
  const { sections, links } = siteFacts().menus.slide;

  return (
    <SidePanel
      id="slide-menu"
      label={m.title}
      lang={locale.code}
      dir={locale.dir}
      className="slide-menu"
    >
      <div className="flex min-h-full flex-col gap-7 p-6">
        <div className="flex items-center justify-between gap-4">
          <p className="text-xl font-bold">{siteName}</p>
          <PanelClose panelId="slide-menu" label={m.close} />
        </div>
        <p className="text-ink-muted">{m.intro}</p>

        <LanguageSwitch label={m.language} />
        <ThemeSwitch />

        <nav aria-label={m.title}>
          {sections.map((section, index) => {
            const items = menuIn(section.links, locale.code);
            if (items.length === 0) return null;
            return (
              <details
                key={index}
                name="slide-menu-section"
                open={index === 0}
                className="group border-b border-line"
                data-section={index + 1}
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-lg font-semibold [&::-webkit-details-marker]:hidden">
                  {inLanguage(section.title, locale.code)}
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
                    <li key={item.to} style={{ height: `${MENU_ITEM_HEIGHT_PX}px` }}>
                      <Link
                        to={item.to}
                        className="flex h-full items-center ps-3 text-ink-muted transition-colors hover:text-brand-ink"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
          {menuIn(links, locale.code).map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="flex min-h-12 items-center border-b border-line text-lg font-semibold transition-colors hover:text-brand-ink"
            >
              {item.label}
            </Link>
          ))}
        </nav>

        <section aria-labelledby="slide-menu-contact">
          <h2 id="slide-menu-contact" className="text-lg font-semibold">
            {m.contactTitle}
          </h2>
          <ContactDetails show={["address", "phone", "email"]} className="mt-3" />
        </section>

        <div>
          <h2 className="text-lg font-semibold">{m.followTitle}</h2>
          <SocialLinks
            labels={company.social}
            className="mt-3"
            linkClassName="border border-line text-ink hover:border-brand-600 hover:bg-brand-600 hover:text-white"
          />
        </div>
      </div>
    </SidePanel>
  );
}
