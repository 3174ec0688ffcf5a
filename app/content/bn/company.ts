import type { Copy } from "../copy";

export const company: Copy["company"] = {
  address: {
    street: "৯ম তলা, নকশি টাওয়ার, ৪২ কামাল আতাতুর্ক অ্যাভিনিউ",
    locality: "বনানী, ঢাকা ১২১৩",
    country: "বাংলাদেশ",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  details: {
    addressTitle: "অফিসের ঠিকানা",
    phoneTitle: "ফোন",
    phoneLabels: ["সেলস ও প্রজেক্ট", "অফিস লাইন"],
    emailTitle: "সাপোর্ট ই-মেইল",
    whatsappTitle: "WhatsApp",
    whatsappText: "WhatsApp-এ আমাদের সাথে চ্যাট করুন",
    mapLink: "ম্যাপে খুলুন",
  },
};
