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
    whatsappText: "WhatsApp-এ আমাদের সাথে চ্যাট করুন",
    mapLink: "ম্যাপে খুলুন",
  },
};
