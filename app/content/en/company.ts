/** How the agency's own details read in this language; numbers and addresses of record are in site.ts. */
export const company = {
  address: {
    street: "9th Floor, Nakshi Tower, 42 Kemal Ataturk Avenue",
    locality: "Banani, Dhaka 1213",
    country: "Bangladesh",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  /** The contact details block: headings, the label of each phone line, the WhatsApp link. */
  details: {
    addressTitle: "Office address",
    phoneTitle: "Phone",
    phoneLabels: ["Sales and projects", "Office line"],
    emailTitle: "Support e-mail",
    whatsappTitle: "WhatsApp",
    whatsappText: "Chat with us on WhatsApp",
    mapLink: "Open in Maps",
  },
};
