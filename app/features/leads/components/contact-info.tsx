import { useCopy } from "~/components/copy-context";
import { SocialLinks } from "~/components/ui/social-links";
import { ContactDetails } from "~/components/layout/contact-details";
import { Link } from "~/components/ui/localized";

/** The contact page's "Get in touch": every way to reach the agency, and its social profiles. */
export function ContactInfo() {
  const { contact, company, booking } = useCopy();
  return (
    <div>
      <h2 className="text-2xl font-bold">{contact.infoTitle}</h2>
      <p className="mt-3 text-ink-muted">{contact.infoText}</p>
      <ContactDetails
        show={["address", "phones", "supportEmail", "whatsapp"]}
        variant="tiles"
        className="mt-8"
      />
      <p className="mt-6">
        <Link to="/book" className="font-semibold text-brand-ink underline underline-offset-4">
          {booking.links.contact}
        </Link>
      </p>
      <h3 className="mt-8 font-bold">{contact.socialTitle}</h3>
      <SocialLinks
        labels={company.social}
        className="mt-3"
        linkClassName="border border-line text-ink hover:border-brand-600 hover:bg-brand-700 hover:text-white"
      />
    </div>
  );
}
