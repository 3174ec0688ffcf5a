import { LayoutGrid, Menu } from "lucide-react";
import { NavLink } from "~/components/ui/localized";
import { siteFacts } from "~/content/facts";
import { menuIn, whatsappUrl } from "~/lib/facts";
import { useCopy } from "~/components/copy-context";
import { BrandIcon } from "~/components/ui/brand-icon";
import { LanguageSwitch } from "~/components/ui/language-switch";
import { PanelClose, PanelToggle, SidePanel } from "~/components/ui/side-panel";
import { ThemeMenu, ThemeSwitch } from "~/components/ui/theme-switch";
import { BrandLogo } from "./brand-logo";
import { SlideMenu } from "./slide-menu";

const DRAWER_ID = "mobile-drawer";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-2.5 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors ${
    isActive ? "text-brand-ink bg-tint" : "text-ink hover:text-brand-ink"
  }`;

function WhatsAppButton({ compact = false }: { compact?: boolean }) {
  const { header } = useCopy().chrome;
  return (
    <a
      href={whatsappUrl(siteFacts(), header.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn bg-[#0a6b37] text-white hover:bg-[#085a2e] ${compact ? "ps-3 pe-3 sm:ps-5 sm:pe-5" : "w-full"}`}
    >
      <BrandIcon name="whatsapp" className="size-5" />
      <span className={compact ? "sr-only sm:not-sr-only sm:whitespace-nowrap" : ""}>
        {header.whatsapp}
      </span>
    </a>
  );
}

export function SiteHeader() {
  const { chrome, locale } = useCopy();
  const { header } = chrome;
  const primaryNav = menuIn(siteFacts().menus.header, locale.code);

  // The two menus' buttons carry their names under their icons, so that they are told apart.
  const labelledButton =
    "inline-flex h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl border border-line bg-surface-raised px-1.5 text-[0.6875rem] leading-none font-semibold text-ink transition-colors hover:border-brand-600 hover:text-brand-ink";
  const iconButton =
    "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink transition-colors hover:border-brand-600 hover:text-brand-ink";

  return (
    // It takes its raised look past 100 px of scroll (app/browser/sticky-header.ts).
    <header
      data-sticky="false"
      className="sticky top-0 z-40 bg-surface transition-[background-color,box-shadow] duration-300 data-[sticky=true]:bg-surface/95 data-[sticky=true]:shadow-[0_6px_24px_-12px_rgb(15_23_42/0.25)] data-[sticky=true]:backdrop-blur"
    >
      <div className="container-page flex h-[var(--header-height)] items-center justify-between gap-2 sm:gap-3">
        <BrandLogo />
        <nav aria-label={header.primaryNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch
            label={chrome.slideMenu.language}
            className="hidden xl:block [&_ul]:flex-nowrap"
          />
          <ThemeMenu buttonClassName={iconButton} className="hidden lg:block" />
          <WhatsAppButton compact />
          <PanelToggle
            panelId={DRAWER_ID}
            label={header.openDrawer}
            className={`${labelledButton} lg:hidden`}
          >
            <Menu className="size-5" aria-hidden="true" />
            {header.drawerButton}
          </PanelToggle>
          <PanelToggle panelId="slide-menu" label={header.openMenu} className={labelledButton}>
            <LayoutGrid className="size-5" aria-hidden="true" />
            {header.menuButton}
          </PanelToggle>
        </div>
      </div>

      <SidePanel id={DRAWER_ID} label={header.primaryNav}>
        <div className="flex min-h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <BrandLogo />
            <PanelClose panelId={DRAWER_ID} label={header.closeDrawer} />
          </div>
          <nav aria-label={header.primaryNav}>
            <ul className="flex flex-col">
              {primaryNav.map((item) => (
                <li key={item.to} className="border-b border-line">
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center text-lg font-medium ${isActive ? "text-brand-ink" : "text-ink"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch label={chrome.slideMenu.language} />
          <ThemeSwitch />
          <WhatsAppButton />
        </div>
      </SidePanel>

      <SlideMenu />
    </header>
  );
}
