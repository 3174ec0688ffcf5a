import type { Copy } from "../copy";

export const contact: Copy["contact"] = {
  title: "যোগাযোগ",
  metaDescription:
    "ঢাকার বনানীতে {company.name}-এর সঙ্গে যোগাযোগ করুন: আপনার ওয়েবসাইট, অ্যাপ, মার্কেটিং বা হোস্টিং প্রজেক্ট নিয়ে ফোন, WhatsApp বা ই-মেইল করুন, অথবা মেসেজ পাঠান।",
  infoTitle: "যোগাযোগ করুন",
  infoText:
    "বনানীতে আমাদের অফিসে আসুন, অথবা ফোন, WhatsApp বা ই-মেইল করুন। {office.days}, {office.hours} পর্যন্ত আমরা অফিসে থাকি।",
  socialTitle: "আমাদের ফলো করুন",
  map: {
    heading: "আমাদের খুঁজে নিন",
    title: "ঢাকার বনানীতে {company.name}-এর অফিস দেখানো ম্যাপ",
    load: "ম্যাপ দেখুন",
    officeTitle: "{company.name} অফিস",
    open: "ম্যাপে খুলুন",
  },
};
