import type { PluralForms } from "~/lib/format";

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
  /** The office's days and hours in words, for "{office.days}" and "{office.hours}" in copy. */
  office: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    everyDay: "every day",
    dayRange: "{first} to {last}",
    dayList: { other: "{days}" } as PluralForms,
    comma: ", ",
    and: " and ",
    timeRange: "{opens} to {closes}",
    clock: {
      whole: "{h} {period}",
      withMinutes: "{h}:{mm} {period}",
      periods: [
        { from: 0, word: "am" },
        { from: 12, word: "pm" },
      ],
    },
  },
};
