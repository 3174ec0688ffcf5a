import type { Copy } from "../copy";

/** A message by the Arabic plural categories of Intl.PluralRules("ar"); "zero" where Arabic says it differently. */
type ArabicPlural = {
  zero?: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
};

const comments: ArabicPlural = {
  zero: "لا تعليقات",
  one: "تعليق واحد",
  two: "تعليقان",
  few: "{count} تعليقات",
  many: "{count} تعليقًا",
  other: "{count} تعليق",
};

const postsFound: ArabicPlural = {
  zero: "لم يُعثر على أي مقال",
  one: "تم العثور على مقال واحد",
  two: "تم العثور على مقالين",
  few: "تم العثور على {count} مقالات",
  many: "تم العثور على {count} مقالًا",
  other: "تم العثور على {count} مقال",
};

const minRead: ArabicPlural = {
  one: "دقيقة واحدة للقراءة",
  two: "دقيقتان للقراءة",
  few: "{count} دقائق للقراءة",
  many: "{count} دقيقة للقراءة",
  other: "{count} دقيقة للقراءة",
};

/** The heading above a post's comments: the count in brackets reads the same for every number. */
const commentsHeading: ArabicPlural = {
  zero: "التعليقات ({count})",
  one: "التعليقات ({count})",
  two: "التعليقات ({count})",
  few: "التعليقات ({count})",
  many: "التعليقات ({count})",
  other: "التعليقات ({count})",
};

export const blog: Copy["blog"] = {
  title: "المدونة",
  metaDescription:
    "مقالات عملية حول تطوير المواقع الإلكترونية وتطبيقات الجوال والتسويق الرقمي وتحسين محركات البحث (SEO) للشركات في بنغلاديش، بأقلام فريق {company.name}.",
  /** The title of a later page of the list: "المدونة، الصفحة 2". */
  pageTitle: "{title}، الصفحة {page}",
  postCrumb: "المدونة",
  feed: {
    title: "مدونة {company.name}",
    rss: "موجز RSS",
    atom: "موجز Atom",
    follow: "تابع المدونة في قارئ الخلاصات",
  },
  readMore: "اقرأ المزيد",
  comments,
  categories: {
    "web-design": "تصميم المواقع",
    marketing: "التسويق",
    frontend: "الواجهات الأمامية",
    "it-software": "تقنية المعلومات والبرمجيات",
    photography: "التصوير",
    technology: "التقنية",
    general: "عام",
  },
  /** The blog's tags by their address, which every language shares. */
  tagNames: {
    ai: "الذكاء الاصطناعي",
    "software-development": "تطوير البرمجيات",
    strategy: "الاستراتيجية",
    "web-design": "تصميم المواقع",
    bangladesh: "بنغلاديش",
    seo: "تحسين محركات البحث",
    marketing: "التسويق",
    "social-media": "وسائل التواصل الاجتماعي",
    mobile: "تطبيقات الجوال",
    photography: "التصوير",
    "e-commerce": "التجارة الإلكترونية",
    performance: "الأداء",
    content: "المحتوى",
    // Technologies keep their own names.
    flutter: "Flutter",
    "react-native": "React Native",
    react: "React",
    laravel: "Laravel",
    php: "PHP",
    javascript: "JavaScript",
  },
  pagination: { label: "صفحات المدونة", page: "الصفحة", next: "التالي", previous: "السابق" },
  results: {
    /** Above a list of posts written in English, on a language without posts of its own. */
    inEnglish: "مقالاتنا مكتوبة باللغة الإنجليزية حاليًا.",
    search: "نتائج البحث عن «{query}»",
    category: "التصنيف: {name}",
    tag: "الوسم: {name}",
    count: postsFound,
    clear: "عرض جميع المقالات",
    none: "لا توجد مقالات تطابق بحثك. جرّب كلمة أخرى، أو تصفّح التصنيفات والوسوم.",
  },
  sidebar: {
    label: "الشريط الجانبي للمدونة",
    searchTitle: "بحث",
    searchLabel: "ابحث في المدونة",
    searchPlaceholder: "ابحث في المقالات…",
    searchButton: "بحث",
    categoriesTitle: "التصنيفات",
    popularTitle: "المقالات الأكثر قراءة",
    tagsTitle: "الوسوم الشائعة",
  },
  post: {
    by: "بقلم",
    minRead,
    tagsTitle: "الوسوم",
    relatedTitle: "اقرأ أيضًا",
    shareTitle: "شارك",
    share: { facebook: "شارك على Facebook", x: "شارك على X", whatsapp: "شارك عبر واتساب" },
    aboutAuthor: "عن الكاتب",
    previous: "المقال السابق",
    next: "المقال التالي",
    commentsHeading,
    inEnglish: "هذا المقال مكتوب باللغة الإنجليزية.",
    englishBadge: "بالإنجليزية",
    noComments: "لا توجد تعليقات بعد. كن أول من يشارك رأيه.",
    reply: "رد",
    replyTo: "رد على {name}",
  },
  moderation: {
    title: "مراجعة التعليقات",
    on: "تعليق {name} على المقال {post}",
    status: {
      pending: "بانتظار المراجعة",
      approved: "مقبول",
      rejected: "مرفوض",
      spam: "مُصنَّف مزعجًا",
    },
    approve: "قبول التعليق",
    reject: "رفض التعليق",
    approved: "تم قبول التعليق، وهو يظهر الآن على المقال.",
    rejected: "تم رفض التعليق ولن يُعرض.",
    expired: "انتهت صلاحية رابط المراجعة هذا، فلم يعد من الممكن استخدامه لتغيير حالة التعليق.",
    decided: "سبق اتخاذ قرار بشأن هذا التعليق، فكل رابط مراجعة يُستخدم مرة واحدة فقط",
  },
};
