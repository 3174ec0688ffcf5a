import type { Translation } from "./en";

export const ar = {
  slideMenu: {
    title: "القائمة",
    close: "إغلاق القائمة",
    intro: "نصمم ونبني ونطوّر المواقع والتطبيقات والبرمجيات للشركات الطموحة في بنغلاديش.",
    sections: { home: "الرئيسية", pages: "الصفحات", news: "الأخبار" },
    contactTitle: "اتصل بنا",
    followTitle: "تابعنا",
    language: "اللغة",
    items: {
      overview: "نظرة عامة",
      services: "خدماتنا",
      whyUs: "لماذا نحن",
      numbers: "أرقامنا",
      technologies: "التقنيات",
      whatWeDo: "ماذا نفعل",
      pricing: "الأسعار",
      latest: "أحدث المقالات",
      newsletter: "النشرة البريدية",
      servicesPage: "الخدمات",
      about: "من نحن",
      contact: "اتصل بنا",
      blog: "المدونة",
      latestPost: "أحدث مقال",
    },
  },
  social: { facebook: "فيسبوك", instagram: "إنستغرام", youtube: "يوتيوب" },
  contactLabels: { email: "البريد الإلكتروني", phone: "الهاتف", address: "المكتب" },
} satisfies Translation;
