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
    whatsappTitle: "واتساب",
    whatsappText: "تحدّث معنا عبر واتساب",
    mapLink: "افتح في الخرائط",
  },
  /** The office's days and hours in words, for "{office.days}" and "{office.hours}" in copy. */
  office: {
    weekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
    everyDay: "طوال أيام الأسبوع",
    dayRange: "من {first} إلى {last}",
    dayList: { one: "يوم {days}", two: "يومَي {days}", other: "أيام {days}" },
    comma: " و",
    and: " و",
    timeRange: "من {opens} حتى {closes}",
    clock: {
      whole: "{h} {period}",
      withMinutes: "{h}:{mm} {period}",
      periods: [
        { from: 0, word: "ليلًا" },
        { from: 1, word: "صباحًا" },
        { from: 12, word: "ظهرًا" },
        { from: 13, word: "مساءً" },
      ],
    },
  },
};
