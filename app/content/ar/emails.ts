import type { emails as englishEmails, refusals as englishRefusals } from "../en/emails";

/**
 * E-mails the site sends to visitors who read it in Arabic; {placeholders} are filled in when a
 * message is made.
 */
export const emails: typeof englishEmails = {
  newsletterConfirm: {
    subject: "يُرجى تأكيد اشتراكك في النشرة البريدية من {site}",
    body: [
      "مرحبًا،",
      "",
      "طلب أحدهم، ونأمل أن تكون أنت، استلام النشرة البريدية من {site} على هذا العنوان.",
      "يُرجى التأكيد بفتح هذا الرابط:",
      "",
      "{link}",
      "",
      "إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا أي رسائل أخرى.",
      "",
      "{site}، {address}",
    ],
  },
  newsletterWelcome: {
    subject: "مرحبًا بك في النشرة البريدية من {site}",
    body: [
      "شكرًا لتأكيد اشتراكك.",
      "",
      "سنرسل إليك مرة كل شهر نصائح عملية حول المواقع الإلكترونية والتطبيقات والتسويق وتحسين محركات البحث (SEO).",
      "",
      "لإلغاء الاشتراك في أي وقت، افتح: {link}",
    ],
  },
};

/** Pages the server answers itself when it refuses a request before any page is rendered. */
export const refusals: typeof englishRefusals = {
  home: "العودة إلى الصفحة الرئيسية",
  crossSite: {
    title: "تم رفض النموذج",
    text: "لا يمكن إرسال هذا النموذج إلا من موقعنا. يُرجى فتح الصفحة على موقعنا والمحاولة مرة أخرى.",
  },
  lengthRequired: {
    title: "يلزم تحديد الحجم",
    text: "لم يحدد الطلب المرسَل حجمه. يُرجى إرسال النموذج مرة أخرى من موقعنا.",
  },
  tooLarge: {
    title: "حجم البيانات المرسلة كبير جدًا",
    text: "حجم ما أرسلته يتجاوز ما تقبله نماذجنا. يُرجى اختصار رسالتك والمحاولة مرة أخرى.",
  },
  badRequest: {
    title: "طلب غير صالح",
    text: "تعذّر علينا فهم هذا الطلب. يُرجى فتح الصفحة مرة أخرى من موقعنا.",
  },
  methodNotAllowed: {
    title: "غير مسموح",
    text: "يمكن فتح صفحاتنا وإرسال نماذجنا، لكن هذا النوع من الطلبات غير مقبول هنا.",
  },
  serverError: "حدث خطأ غير متوقع في الموقع",
};
