import type { Copy } from "../copy";

export const company: Copy["company"] = {
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  details: {
    addressTitle: "অফিসের ঠিকানা",
    phoneTitle: "ফোন",
    emailTitle: "সাপোর্ট ই-মেইল",
    whatsappTitle: "WhatsApp",
    whatsappText: "WhatsApp-এ আমাদের সঙ্গে চ্যাট করুন",
    mapLink: "ম্যাপে খুলুন",
  },
  office: {
    weekdays: ["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"],
    everyDay: "সপ্তাহে সাত দিন",
    dayRange: "{first} থেকে {last}",
    dayList: { other: "{days}" },
    comma: ", ",
    and: " ও ",
    timeRange: "{opens} থেকে {closes}",
    clock: {
      whole: "{period} {h}টা",
      withMinutes: "{period} {h}:{mm}",
      periods: [
        { from: 0, word: "রাত" },
        { from: 4, word: "ভোর" },
        { from: 6, word: "সকাল" },
        { from: 12, word: "দুপুর" },
        { from: 15, word: "বিকেল" },
        { from: 18, word: "সন্ধ্যা" },
        { from: 20, word: "রাত" },
      ],
    },
  },
};
