import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { t } from "~/content/i18n";
import { footerLinks } from "~/content/menus";
import { fullAddress, mapsUrl, site } from "~/content/site";
import { SocialLinks } from "~/components/ui/social-links";
import { BrandLogo } from "./brand-logo";

const linkClass = "text-brand-100/85 transition-colors hover:text-white";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-50" id="site-footer">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-xs text-brand-100/85">{t.footer.tagline}</p>
          <h2 className="mt-6 text-sm font-semibold tracking-wider text-white uppercase">
            {t.footer.followUs}
          </h2>
          <SocialLinks
            labels={t.social}
            className="mt-3"
            linkClassName="bg-white/10 text-white hover:bg-brand-600"
          />
        </div>
        {footerLinks.map((column, index) => (
          <nav key={index} aria-labelledby={`footer-col-${index}`}>
            <h2
              id={`footer-col-${index}`}
              className="text-sm font-semibold tracking-wider text-white uppercase"
            >
              {index === 0 ? t.footer.companyTitle : t.footer.resourcesTitle}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className={`inline-flex min-h-11 items-center sm:min-h-9 ${linkClass}`}
                  >
                    {t.footer.links[link.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {t.footer.contactTitle}
          </h2>
          <address className="mt-4 space-y-4 not-italic">
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <a href={`tel:${site.phones[0].e164}`} className={linkClass} dir="ltr">
                {site.phones[0].display}
              </a>
            </p>
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <span className="text-brand-100/85">
                {fullAddress}
                <br />
                <a
                  href={mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-300 underline-offset-4 hover:text-white hover:underline"
                >
                  {t.footer.mapLink}
                </a>
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-brand-100/75">
          © {year} {site.legalName} {t.footer.rights}
        </p>
      </div>
    </footer>
  );
}
