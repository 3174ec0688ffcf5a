/** How the agency's details are introduced in this language; the details are the site's facts. */
export const company = {
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  /** The contact details block: headings, the WhatsApp link. */
  details: {
    addressTitle: "Office address",
    phoneTitle: "Phone",
    emailTitle: "Support e-mail",
    whatsappTitle: "WhatsApp",
    whatsappText: "Chat with us on WhatsApp",
    mapLink: "Open in Maps",
  },
};
