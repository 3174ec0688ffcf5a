import type { Copy } from "../copy";
import type { PluralForms } from "~/lib/format";

/**
 * The hosting and domain shop's words in Arabic; its products' prices and periods are in ../shop.ts.
 * Placeholders that hold left-to-right text with spaces or punctuation (account name and number,
 * phone) sit between \u2066 and \u2069 so that they keep their order in right-to-left text.
 * Periods follow the Arabic plural categories of Intl.PluralRules("ar").
 */
const months: PluralForms = {
  zero: "{count} شهر",
  one: "شهر واحد",
  two: "شهران",
  few: "{count} أشهر",
  many: "{count} شهرًا",
  other: "{count} شهر",
};

const years: PluralForms = {
  zero: "{count} سنة",
  one: "سنة واحدة",
  two: "سنتان",
  few: "{count} سنوات",
  many: "{count} سنة",
  other: "{count} سنة",
};

export const shop: Copy["shop"] = {
  title: "متجر الاستضافة والنطاقات",
  metaDescription:
    "اطلب من {company.name} الاستضافة المُدارة ونطاقات .com.bd و.com وشهادات SSL والبريد الإلكتروني للأعمال وصيانة المواقع، بأسعار بالتاكا شاملة ضريبة القيمة المضافة.",
  intro: {
    eyebrow: "اطلب عبر الإنترنت",
    title: "كل ما يحتاج إليه موقعك ليبقى متاحًا على الإنترنت",
    text: "باقات الاستضافة والنطاقات والخدمات المرتبطة بها، بأسعار بالتاكا شاملة ضريبة القيمة المضافة. اطلب من هنا، وادفع عبر bKash أو Nagad أو التحويل البنكي أو البطاقة، وسيتولى فريقنا في دكا تجهيز كل شيء خلال يوم عمل واحد من استلام دفعتك.",
  },
  plansTitle: "باقات الاستضافة",
  addOnsTitle: "النطاقات والخدمات الإضافية",
  vatNote: "جميع الأسعار بالتاكا وتشمل ضريبة القيمة المضافة بنسبة {vat.rate}.",
  units: { month: "/شهر", year: "/سنة" },
  choose: "اطلب {name}",
  planName: "استضافة {name}",
  addOns: {
    "domain-com-bd": {
      name: "نطاق .com.bd",
      tagline: "العنوان الذي يعرفه العملاء في بنغلاديش ويثقون به",
      features: [
        "يُسجَّل باسم شركتك",
        "نتولى الرخصة التجارية وسائر الأوراق المطلوبة",
        "يدير فريقنا إعدادات DNS",
        "تذكير بالتجديد قبل موعده بشهر",
      ],
    },
    "domain-com": {
      name: "نطاق .com",
      tagline: "العنوان الدولي لعلامتك التجارية",
      features: [
        "يُسجَّل باسم شركتك",
        "حماية خصوصية WHOIS مجانًا",
        "يدير فريقنا إعدادات DNS",
        "تذكير بالتجديد قبل موعده بشهر",
      ],
    },
    ssl: {
      name: "شهادة SSL",
      tagline: "شهادة مُوثَّقة على مستوى المؤسسة (OV) للمتاجر والبوابات الإلكترونية",
      features: [
        "اسم شركتك مُدرج في الشهادة",
        "يتولى فريقنا تثبيتها وتجديدها",
        "تعمل على جميع المتصفحات والهواتف",
        "ضرورية لقبول الدفع بالبطاقات ولتسجيل الدخول",
      ],
    },
    "business-email": {
      name: "بريد إلكتروني للأعمال، 5 صناديق بريد",
      tagline: "خمسة عناوين على نطاقك الخاص، على الهاتف والكمبيوتر",
      features: [
        "سعة 10 جيجابايت لكل صندوق بريد",
        "تصفية الرسائل المزعجة والفيروسات",
        "يعمل مع Gmail وOutlook وتطبيقات الهاتف",
        "نتولى إعداده على هواتف فريقك",
      ],
    },
    maintenance: {
      name: "صيانة الموقع",
      tagline: "تحديثات ونسخ احتياطية وتعديلات بسيطة كل شهر",
      features: [
        "تحديث أسبوعي للبرمجيات والإضافات",
        "نسخ احتياطية يومية تُحفظ لمدة 30 يومًا",
        "مراقبة استمرارية عمل الموقع وأمانه",
        "ما يصل إلى 3 ساعات من التعديلات شهريًا",
      ],
    },
  },
  details: {
    title: "تفاصيل الطلب",
    back: "العودة إلى المتجر",
    featuresTitle: "ما تشمله الخدمة",
    from: "{price}{unit}",
    otherTitle: "المزيد من المتجر",
  },
  form: {
    title: "أكمل طلبك",
    intro:
      "أدخل بياناتك واختر طريقة الدفع التي تفضّلها. ستصلك تعليمات الدفع عبر البريد الإلكتروني، ولا يطلب هذا الموقع بيانات البطاقة أبدًا.",
    fields: {
      name: { label: "اسمك", autoComplete: "name" },
      email: { label: "البريد الإلكتروني", autoComplete: "email" },
      phone: {
        label: "الهاتف",
        autoComplete: "tel",
        hint: "مع رمز الدولة، مثل \u2066+971 50 000 0000\u2069",
      },
      domain: {
        label: "النطاق",
        hint: "النطاق الذي تريد تسجيله، أو النطاق الذي يستخدمه موقعك، مثل yourshop.com.bd",
      },
      period: { label: "فترة الفوترة" },
      payment: { label: "كيف تفضّل الدفع؟" },
    },
    periods: {
      month: months,
      year: years,
    },
    payments: {
      bkash: "bKash",
      nagad: "Nagad",
      bank: "تحويل بنكي",
      card: "بطاقة، عبر رابط دفع آمن",
    },
    submit: "تأكيد الطلب",
    success: {
      title: "شكرًا لك، تم تسجيل طلبك رقم {reference}.",
      text: "أرسلنا إليك عبر البريد الإلكتروني تفاصيل الطلب وطريقة الدفع. وسيتولى فريقنا تجهيز كل شيء خلال يوم عمل واحد من استلام دفعتك.",
      again: "العودة إلى المتجر",
    },
    howToPay: "تعليمات الدفع",
  },
  /** How to pay by each method; {amount}, {reference} and the agency's account details filled in. */
  instructions: {
    bkash:
      "في تطبيق bKash، اختر «Make Payment»، وأدخل رقم التاجر الخاص بنا {number}، وادفع {amount}، واكتب {reference} في خانة المرجع.",
    nagad:
      "في تطبيق Nagad، اختر «Merchant Pay»، وأدخل رقم التاجر الخاص بنا {number}، وادفع {amount}، واكتب {reference} في خانة المرجع.",
    bank: "حوّل {amount} إلى حساب \u2066{accountName}\u2069 رقم \u2066{accountNumber}\u2069 لدى {bank}، فرع {branch} (رقم التوجيه {routing})، واكتب {reference} في خانة المرجع.",
    card: "خلال يوم عمل واحد، سنرسل إليك عبر البريد الإلكتروني رابط دفع آمنًا من بوابة الدفع لدينا بمبلغ {amount}. لا ترسل بيانات بطاقتك أبدًا عبر البريد الإلكتروني أو الهاتف أو واتساب، فنحن لن نطلبها منك أبدًا.",
  },
  email: {
    subject: "طلبك من {company.name} رقم {reference}",
    greeting: "عزيزي/عزيزتي {name}،",
    intro: "نشكرك على طلبك، وفيما يلي تفاصيله:",
    labels: {
      reference: "رقم الطلب",
      product: "المنتج",
      period: "فترة الفوترة",
      domain: "النطاق",
      total: "الإجمالي (شامل ضريبة القيمة المضافة)",
      payment: "طريقة الدفع",
    },
    next: "فور وصول دفعتك، سنجهّز كل شيء ونراسلك عبر البريد الإلكتروني خلال يوم عمل واحد. إذا كان لديك أي استفسار، فيُرجى الرد على هذه الرسالة أو الاتصال بنا على الرقم \u2066{phone}\u2069.",
    signature: "{company.name}، بناني، دكا",
  },
  /** When staff mark an order paid: the customer's receipt, with the order's details above. */
  receipt: {
    subject: "تم استلام دفعتك: طلبك من {company.name} رقم {reference}",
    intro: "نشكرك، فقد وصلتنا دفعتك، وتُعدّ هذه الرسالة إيصالًا بها.",
    labels: { paidOn: "تاريخ الدفع", paymentReference: "مرجع الدفع" },
    next: "نعمل الآن على تجهيز كل شيء، وسنراسلك عبر البريد الإلكتروني خلال يوم عمل واحد فور اكتماله. إذا كان لديك أي استفسار، فيُرجى الرد على هذه الرسالة أو الاتصال بنا على الرقم \u2066{phone}\u2069.",
  },
};
