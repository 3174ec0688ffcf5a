import type { Copy } from "../copy";

/** The hosting plans' words; their prices and features are the site's facts. */
export const pricing: Copy["pricing"] = {
  eyebrow: "باقات الاستضافة",
  title: "أسعار واضحة بالتاكا",
  text: "استضافة NVMe سريعة يديرها فريقنا في دكا، تشمل SSL والبريد الإلكتروني والدعم.",
  billingLabel: "فترة الفوترة",
  monthly: "شهريًا",
  annually: "سنويًا",
  annualSoon: "ستتوفر الباقات السنوية قريبًا، فترقّبها!",
  perMonth: "/شهر",
  perYear: "/سنة",
  period: "شهر",
  note: "الأسعار شاملة ضريبة القيمة المضافة. هل تحتاج إلى سعة أكبر؟ نبني حلول استضافة مخصصة للمواقع ذات الزيارات الكثيفة.",
  custom: "اطلب باقة مخصصة",
  /** The plan the agency marks as the most popular: the ribbon above it and the note beside its name. */
  popular: { badge: "الأكثر طلبًا", label: "أفضل عرض" },
  plans: {
    professional: {
      name: "Professional",
      tagline: "لمواقع الشركات الصغيرة ومعارض الأعمال",
      cta: "اختر باقة Professional",
    },
    power: {
      name: "Power",
      tagline: "للشركات النامية التي تحتاج إلى مساحة أكبر",
      cta: "اختر باقة Power",
    },
    plus: {
      name: "Plus",
      tagline: "للمتاجر الإلكترونية والمواقع كثيفة الزيارات",
      cta: "اختر باقة Plus",
    },
  },
  page: {
    title: "الباقات والأسعار",
    metaDescription:
      "باقات استضافة NVMe مُدارة مسعّرة بالتاكا: Professional بسعر {price.professional} وPower بسعر {price.power} وPlus بسعر {price.plus} شهريًا، مع SSL والبريد الإلكتروني والنسخ الاحتياطي ودعم من دكا.",
    faqTitle: "أسئلة حول الاستضافة",
    faqs: [
      {
        q: "هل يمكنكم نقل موقعي الحالي مجانًا؟",
        a: "نعم. تشمل كل باقة نقلًا مجانيًا لموقع واحد مع حسابات بريده الإلكتروني، ينفّذه فريقنا دون أي انقطاع يلاحظه زوارك.",
      },
      {
        q: "كيف أدفع؟",
        a: "عبر bKash أو Nagad أو التحويل البنكي، بالتاكا. ونرسل إليك كل شهر فاتورة ضريبة القيمة المضافة.",
      },
      {
        q: "هل يمكنني تغيير باقتي لاحقًا؟",
        a: "نعم، يمكنك الترقية إلى باقة أعلى أو الانتقال إلى باقة أدنى في أي وقت، ويُسوّى الفرق في فاتورتك التالية.",
      },
    ],
  },
};
