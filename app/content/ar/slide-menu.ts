import type { SlideMenuCopy } from "../copy";

/**
 * The slide-out menu in Arabic, which the spec's language flag (?lang=ar) switches to on the English
 * site. The items it marks English-only are not shown in Arabic.
 */
export const arSlideMenu: SlideMenuCopy = {
  locale: { code: "ar", label: "العربية", dir: "rtl" },
  menu: {
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
      clientStories: "آراء العملاء",
      hostingPlans: "خطط الاستضافة",
      orderHosting: "اطلب عرض سعر",
      contact: "اتصل بنا",
      blog: "المدونة",
      latestPost: "أحدث مقال",
    },
  },
  social: { facebook: "فيسبوك", instagram: "إنستغرام", youtube: "يوتيوب", x: "X" },
  mapLink: "افتح في الخرائط",
};
