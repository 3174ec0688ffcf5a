import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { ContactDetails } from "~/components/layout/contact-details";
import { SocialLinks } from "~/components/ui/social-links";
import { siteFacts } from "~/content/facts";
import { inLanguage, menuIn } from "~/lib/facts";
import { BrandLogo } from "./brand-logo";

const linkClass = "text-brand-100/85 transition-colors hover:text-white";

export function SiteFooter() {
  const { chrome, company, locale } = useCopy();
  const { footer } = chrome;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-50" id="site-footer">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-xs text-brand-100/85">{footer.tagline}</p>
          <h2 className="mt-6 text-sm font-semibold tracking-wider text-white uppercase">
            {footer.followUs}
          </h2>
          <SocialLinks
            labels={company.social}
            className="mt-3"
            linkClassName="bg-white/10 text-white hover:bg-brand-600"
          />
        </div>
        {siteFacts().menus.footer.map((column, index) => (
          <nav key={index} aria-labelledby={`footer-col-${index}`}>
            <h2
              id={`footer-col-${index}`}
              className="text-sm font-semibold tracking-wider text-white uppercase"
            >
              {inLanguage(column.title, locale.code)}
            </h2>
            <ul className="mt-4 space-y-1">
              {menuIn(column.links, locale.code).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`inline-flex min-h-11 items-center sm:min-h-9 ${linkClass}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {footer.contactTitle}
          </h2>
          <ContactDetails show={["email", "phone", "address"]} tone="dark" className="mt-4" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-brand-100/75">
          © {year} {siteFacts().company.legalName} {footer.rights}
        </p>
      </div>
    </footer>
  );
}
