import type { Copy } from "../copy";

/** The frame every page shares: header, menus, footer, breadcrumb, not-found and error pages. */
export const chrome: Copy["chrome"] = {
  skipToContent: "الانتقال إلى المحتوى الرئيسي",
  brandHome: "{company.name}، الصفحة الرئيسية",
  header: {
    primaryNav: "القائمة الرئيسية",
    whatsapp: "راسلنا عبر واتساب",
    whatsappGreeting: "مرحبًا {company.name}، أودّ التحدث معكم بشأن مشروع.",
    openDrawer: "القائمة: فتح قائمة التنقل",
    drawerButton: "القائمة",
    closeDrawer: "إغلاق قائمة التنقل",
    openMenu: "المزيد: فتح قائمة الموقع",
    menuButton: "المزيد",
  },
  nav: {
    home: "الرئيسية",
    about: "من نحن",
    services: "الخدمات",
    pricing: "الباقات والأسعار",
    blog: "المدونة",
    contact: "اتصل بنا",
  },
  slideMenu: {
    title: "القائمة",
    close: "إغلاق القائمة",
    intro: "نصمم ونبني ونطوّر المواقع والتطبيقات والبرمجيات للشركات الطموحة في بنغلاديش.",
    sections: { home: "الرئيسية", pages: "الصفحات", news: "الأخبار" },
    contactTitle: "اتصل بنا",
    followTitle: "تابعنا",
    language: "اللغة",
    items: {
      overview: "الرئيسية",
      darkHome: "الرئيسية بالمظهر الداكن",
      rtlHome: "الرئيسية العربية (من اليمين إلى اليسار)",
      servicesPage: "الخدمات",
      about: "من نحن",
      team: "فريقنا وطريقة عملنا",
      shop: "متجر الاستضافة والنطاقات",
      shopDetails: "اطلب باقة Power",
      errorPage: "الصفحة غير موجودة (404)",
      contact: "اتصل بنا",
      blog: "المدونة",
      latestPost: "أحدث مقال",
    },
  },
  footer: {
    tagline:
      "وكالة برمجيات وحلول رقمية في دكا: مواقع إلكترونية وتطبيقات جوال وبرمجيات مخصصة وتسويق رقمي وتحسين محركات البحث (SEO)، تجلب لأعمالك عملاء جددًا.",
    companyTitle: "الشركة",
    resourcesTitle: "الموارد",
    contactTitle: "تواصل معنا",
    links: {
      about: "من نحن",
      services: "الخدمات",
      caseStudies: "دراسات الحالة",
      blog: "المدونة",
      contact: "اتصل بنا",
      community: "المجتمع",
      resources: "الموارد",
      faqs: "الأسئلة الشائعة",
      privacy: "سياسة الخصوصية",
      careers: "الوظائف",
    },
    followUs: "تابعنا",
    rights: "جميع الحقوق محفوظة.",
  },
  theme: { label: "المظهر", light: "فاتح", dark: "داكن", system: "تلقائي" },
  backToTop: "العودة إلى الأعلى",
  breadcrumb: { label: "مسار التنقل", home: "الرئيسية" },
  /** Above a private preview of a version not published as it is shown. */
  previewNote: "معاينة خاصة: هكذا سيظهر المحتوى بعد نشره. يتوقف هذا الرابط عن العمل بعد أسبوع.",
  notFound: {
    kicker: "عذرًا!",
    title: "تعذّر العثور على الصفحة.",
    text: "الصفحة التي تبحث عنها غير متاحة. استخدم زر العودة أدناه",
    goBack: "العودة",
    metaTitle: "الصفحة غير موجودة",
  },
  error: {
    title: "حدث خطأ غير متوقع في الموقع",
    text: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل، أو التواصل معنا هاتفيًا أو عبر واتساب.",
    home: "العودة إلى الصفحة الرئيسية",
  },
  /** Sharing previews and search results. */
  seo: {
    ogLocale: "ar_AR",
    defaultImageAlt:
      "{company.name}: تطوير المواقع والتطبيقات والبرمجيات والتسويق الرقمي وتحسين محركات البحث (SEO)",
  },
};
