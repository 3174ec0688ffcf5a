import type { Copy } from "../copy";

/** How the agency's details are introduced in this language; the details are the site's facts. */
export const company: Copy["company"] = {
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  /** The contact details block: headings, the WhatsApp link. */
  details: {
    addressTitle: "عنوان المكتب",
    phoneTitle: "الهاتف",
    emailTitle: "البريد الإلكتروني للدعم",
    whatsappTitle: "WhatsApp",
    whatsappText: "تحدّث معنا عبر WhatsApp",
    mapLink: "افتح في الخرائط",
  },
};
