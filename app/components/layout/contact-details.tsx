import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useCopy } from "~/components/copy-context";
import { BrandIcon } from "~/components/ui/brand-icon";
import { fullAddressIn } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { inLanguage, mainPhone, mapsUrl, whatsappUrl } from "~/lib/facts";

/** The ways to reach the agency a block can show; "phone" is the main line, "phones" every line. */
export type ContactDetail = "address" | "phone" | "phones" | "email" | "supportEmail" | "whatsapp";

const tones = {
  light: { icon: "text-brand-ink", text: "text-ink-muted", link: "hover:text-brand-ink" },
  dark: {
    icon: "text-brand-300",
    text: "text-brand-100/85",
    link: "text-brand-100/85 transition-colors hover:text-white",
  },
};

/**
 * The agency's contact details, as the footer, the slide-out menu, the quote page ("list": an icon
 * beside each) and the contact page ("tiles": an icon tile and a heading for each) show them.
 */
export function ContactDetails({
  show,
  variant = "list",
  tone = "light",
  className = "",
  mapLink,
}: {
  show: ContactDetail[];
  /** The maps link's words, when they are not in the page's language (the flagged slide-out menu). */
  mapLink?: string;
  variant?: "list" | "tiles";
  tone?: keyof typeof tones;
  className?: string;
}) {
  const copy = useCopy();
  const facts = siteFacts();
  const { company } = facts;
  const words = copy.company.details;
  const style = tones[tone];
  const tiles = variant === "tiles";
  const address = fullAddressIn(copy);
  const strong = tiles ? "font-semibold text-ink hover:text-brand-ink" : style.link;

  const details: Record<ContactDetail, { icon: ReactNode; title: string; body: ReactNode }> = {
    address: {
      icon: <MapPin className="size-5" aria-hidden="true" />,
      title: words.addressTitle,
      body: tiles ? (
        <a href={mapsUrl(facts)} target="_blank" rel="noopener noreferrer" className={style.link}>
          {address}
        </a>
      ) : (
        <span className={style.text}>
          {address}
          <br />
          <a
            href={mapsUrl(facts)}
            target="_blank"
            rel="noopener noreferrer"
            className={`font-semibold underline-offset-4 hover:underline ${tone === "dark" ? "text-brand-300 hover:text-white" : "text-brand-ink"}`}
          >
            {mapLink ?? words.mapLink}
          </a>
        </span>
      ),
    },
    phone: {
      icon: <Phone className="size-5" aria-hidden="true" />,
      title: words.phoneTitle,
      body: <PhoneLink phone={mainPhone(facts)} className={strong} />,
    },
    phones: {
      icon: <Phone className="size-5" aria-hidden="true" />,
      title: words.phoneTitle,
      body: (
        <ul>
          {company.phones.map((phone) => (
            <li key={phone.number} className={style.text}>
              {inLanguage(phone.label, copy.locale.code)}:{" "}
              <PhoneLink
                phone={{
                  e164: phone.number,
                  display: facts.shown[phone.number]?.international ?? phone.number,
                }}
                className={strong}
              />
            </li>
          ))}
        </ul>
      ),
    },
    email: {
      icon: <Mail className="size-5" aria-hidden="true" />,
      title: words.emailTitle,
      body: (
        <a href={`mailto:${company.emails.general}`} className={tiles ? strong : style.link}>
          {company.emails.general}
        </a>
      ),
    },
    supportEmail: {
      icon: <Mail className="size-5" aria-hidden="true" />,
      title: words.emailTitle,
      body: (
        <a href={`mailto:${company.emails.support}`} className={strong}>
          {company.emails.support}
        </a>
      ),
    },
    whatsapp: {
      icon: <BrandIcon name="whatsapp" className="size-5" />,
      title: words.whatsappTitle,
      body: (
        <a
          href={whatsappUrl(facts, copy.chrome.header.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={strong}
        >
          {words.whatsappText}
        </a>
      ),
    },
  };

  // The tiles have headings of their own, which an <address> may not hold.
  const Wrapper = tiles ? "div" : "address";
  return (
    <Wrapper className={`not-italic ${className}`}>
      <ul className={tiles ? "space-y-6" : "space-y-4"}>
        {show.map((key) => {
          const detail = details[key];
          return tiles ? (
            <li key={key} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-tint text-brand-ink">
                {detail.icon}
              </span>
              <div>
                <h3 className="font-bold">{detail.title}</h3>
                {detail.body}
              </div>
            </li>
          ) : (
            <li key={key} className="flex gap-3">
              <span className={`mt-0.5 shrink-0 ${style.icon}`}>{detail.icon}</span>
              <div className="min-w-0">{detail.body}</div>
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}

function PhoneLink({
  phone,
  className,
}: {
  phone: { display: string; e164: string };
  className: string;
}) {
  return (
    <a href={`tel:${phone.e164}`} className={`whitespace-nowrap ${className}`} dir="ltr">
      {phone.display}
    </a>
  );
}
