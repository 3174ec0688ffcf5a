import type { Copy } from "../copy";

/** How the agency's own details read in Arabic; numbers and addresses of record are in site.ts. */
export const company: Copy["company"] = {
  address: {
    street: "الطابق 9، مبنى Nakshi Tower، 42 شارع كمال أتاتورك",
    locality: "بناني، دكا 1213",
    country: "بنغلاديش",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  /** The contact details block: headings, the label of each phone line, the WhatsApp link. */
  details: {
    addressTitle: "عنوان المكتب",
    phoneTitle: "الهاتف",
    phoneLabels: ["المبيعات والمشاريع", "هاتف المكتب"],
    emailTitle: "البريد الإلكتروني للدعم",
    whatsappTitle: "WhatsApp",
    whatsappText: "تحدّث معنا عبر WhatsApp",
    mapLink: "افتح في الخرائط",
  },
};
