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

const rateLimited: ArabicPlural = {
  one: "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار نحو دقيقة واحدة ثم المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
  two: "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار نحو دقيقتين ثم المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
  few: "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار نحو {count} دقائق ثم المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
  many: "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار نحو {count} دقيقة ثم المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
  other:
    "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار نحو {count} دقيقة ثم المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
};

/** Labels, options, answers and validation messages of the site's forms. */
export const forms: Copy["forms"] = {
  optional: "اختياري",
  sending: "جارٍ الإرسال…",
  botField: "اترك هذا الحقل فارغًا",
  invalidRequest: "تعذّرت علينا قراءة ما أرسلته. يُرجى المحاولة مرة أخرى.",
  unavailable:
    "تعذّر علينا حفظ رسالتك في هذه اللحظة. لا يزال كل ما كتبته موجودًا أدناه، فيُرجى إرسالها مرة أخرى بعد دقيقة، أو الاتصال بنا أو مراسلتنا عبر واتساب.",
  rateLimited,
  /** Each field's messages are whole sentences; {min} and {max} are the field's limits. */
  validation: {
    lineBreak: "يُرجى كتابة هذا الحقل في سطر واحد.",
    email: {
      required: "يُرجى إدخال بريدك الإلكتروني.",
      tooLong: "عنوان البريد الإلكتروني هذا طويل جدًا.",
      invalid: "يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.",
    },
    phone: {
      required: "يُرجى إدخال رقم هاتفك.",
      tooLong: "رقم الهاتف هذا طويل جدًا.",
      invalid:
        "يُرجى إدخال رقم هاتف صحيح مع رمز الدولة، مثل \u2066+971 50 000 0000\u2069، أو رقم بنغلاديشي مثل 01700-000000.",
    },
    contact: {
      firstName: {
        required: "يُرجى إدخال اسمك الأول.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف اسمك الأول {max}.",
      },
      lastName: {
        required: "يُرجى إدخال اسم العائلة.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف اسم العائلة {max}.",
      },
      subject: {
        required: "يُرجى إدخال موضوع الرسالة.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف الموضوع {max}.",
      },
      message: {
        required: "يُرجى كتابة رسالتك.",
        tooShort: "يُرجى ألا يقل عدد أحرف رسالتك عن {min}.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف رسالتك {max}.",
      },
      terms: "يُرجى الموافقة على سياسة الخصوصية والشروط لإرسال رسالتك.",
    },
    quote: {
      name: {
        required: "يُرجى إدخال اسمك.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف اسمك {max}.",
      },
      company: { tooLong: "يُرجى ألا يتجاوز عدد أحرف اسم شركتك {max}." },
      service: "يُرجى اختيار الخدمة التي تحتاج إليها.",
      plan: "يُرجى اختيار إحدى الباقات المعروضة.",
      budget: "يُرجى اختيار نطاق الميزانية.",
      timeline: "يُرجى اختيار الإطار الزمني.",
      details: {
        required: "يُرجى إدخال تفاصيل مشروعك.",
        tooShort: "يُرجى ألا يقل عدد أحرف تفاصيل مشروعك عن {min}.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف تفاصيل مشروعك {max}.",
      },
    },
    order: {
      product: "يُرجى اختيار منتج من المتجر.",
      domain: {
        required: "يُرجى إدخال النطاق، مثل yourshop.com.bd.",
        tooLong: "اسم النطاق طويل جدًا.",
        invalid: "يُرجى إدخال اسم نطاق مثل yourshop.com.bd، دون مسافات.",
      },
      period: "يُرجى اختيار إحدى فترات الفوترة المعروضة.",
      payment: "يُرجى اختيار طريقة الدفع التي تفضّلها.",
    },
    comment: {
      name: {
        required: "يُرجى إدخال اسمك.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف اسمك {max}.",
      },
      website: {
        tooLong: "يُرجى ألا يتجاوز عدد أحرف عنوان الموقع {max}.",
        invalid: "يُرجى إدخال عنوان موقع كامل يبدأ بـ \u2066https://\u2069",
      },
      comment: {
        required: "يُرجى كتابة تعليقك.",
        tooShort: "يُرجى ألا يقل عدد أحرف تعليقك عن {min}.",
        tooLong: "يُرجى ألا يتجاوز عدد أحرف تعليقك {max}.",
      },
    },
  },
  contact: {
    title: "أرسل لنا رسالة",
    intro: "حدّثنا عن مشروعك أو سؤالك، وسنرد عليك خلال يوم عمل واحد.",
    fields: {
      "f-name": { label: "الاسم الأول", autoComplete: "given-name" },
      "l-name": { label: "اسم العائلة", autoComplete: "family-name" },
      email: { label: "البريد الإلكتروني", autoComplete: "email" },
      phone: {
        label: "الهاتف",
        autoComplete: "tel",
        hint: "مع رمز الدولة، مثل \u2066+971 50 000 0000\u2069",
      },
      suject: { label: "الموضوع" },
      message: { label: "الرسالة" },
    },
    terms: "أوافق على {privacy}",
    termsLink: "سياسة الخصوصية والشروط",
    submit: "أرسل الرسالة",
    success: {
      title: "شكرًا لك، لقد استلمنا رسالتك.",
      text: "وصلتنا رسالتك وسنرد عليك خلال يوم عمل واحد. إن كان الأمر عاجلًا، فاتصل بنا أو راسلنا عبر واتساب.",
      again: "أرسل رسالة أخرى",
    },
  },
  lead: {
    fields: {
      name: { label: "اسمك", autoComplete: "name" },
      email: { label: "البريد الإلكتروني", autoComplete: "email" },
      phone: {
        label: "الهاتف",
        autoComplete: "tel",
        hint: "مع رمز الدولة، مثل \u2066+971 50 000 0000\u2069",
      },
      message: { label: "ما الذي تحتاج إليه؟" },
    },
    consent: "نستخدم بياناتك للرد عليك فقط؛ راجع {privacy}.",
    privacy: "سياسة الخصوصية",
    submit: "إرسال",
    success: {
      title: "شكرًا لك، وصلنا استفسارك.",
      text: "سيتواصل معك أحد مديري المشاريع خلال يوم عمل واحد، عادةً بالهاتف أو البريد الإلكتروني. إن كان الأمر عاجلًا فاتصل بنا أو راسلنا عبر واتساب.",
      again: "إرسال استفسار آخر",
    },
  },
  quote: {
    title: "اطلب عرض سعر",
    metaDescription:
      "أخبر {company.name} باحتياجاتك في المواقع الإلكترونية أو التطبيقات أو التسويق أو الاستضافة، واحصل على عرض سعر واضح بالتاكا خلال يوم عمل واحد.",
    intro:
      "أخبرنا بما تحتاج إليه، وسنعود إليك خلال يوم عمل واحد بأسئلة وأفكار وعرض سعر واضح بالتاكا.",
    fields: {
      name: { label: "اسمك", autoComplete: "name" },
      email: { label: "البريد الإلكتروني", autoComplete: "email" },
      phone: {
        label: "الهاتف",
        autoComplete: "tel",
        hint: "مع رمز الدولة، مثل \u2066+971 50 000 0000\u2069",
      },
      company: { label: "الشركة", autoComplete: "organization" },
      service: { label: "الخدمة المطلوبة", placeholder: "اختر خدمة" },
      plan: { label: "باقة الاستضافة", placeholder: "دون باقة استضافة" },
      budget: { label: "الميزانية", placeholder: "اختر نطاق الميزانية" },
      timeline: { label: "الإطار الزمني", placeholder: "اختر الإطار الزمني" },
      details: {
        label: "تفاصيل المشروع",
        hint: "الأهداف، والميزات الأساسية، وروابط لمواقع تعجبك.",
      },
    },
    /** A plan in the hosting-plan list: "Power: 2,500 تاكا/شهر". */
    planOption: "{name}: {price}/{period}",
    budgets: {
      "under-50k": "أقل من 50,000 تاكا",
      "50k-2l": "من 50,000 إلى 200,000 تاكا",
      "2l-5l": "من 200,000 إلى 500,000 تاكا",
      "5l-10l": "من 500,000 إلى 1,000,000 تاكا",
      "over-10l": "أكثر من 1,000,000 تاكا",
      "not-sure": "لم أحدد بعد",
    },
    timelines: {
      asap: "في أقرب وقت ممكن",
      "1-3-months": "خلال شهر إلى 3 أشهر",
      "3-6-months": "خلال 3 إلى 6 أشهر",
      flexible: "مرن",
    },
    submit: "اطلب عرض السعر",
    success: {
      title: "شكرًا لك، لقد استلمنا طلبك.",
      text: "سيدرس أحد مديري المشاريع طلبك ويرد عليك خلال يوم عمل واحد بالخطوات التالية وعرض السعر.",
      again: "أرسل طلبًا آخر",
    },
    asideTitle: "الخطوات التالية",
    steps: [
      "نقرأ طلبك، وقد نتصل بك لطرح بعض الأسئلة.",
      "تتلقى مقترحًا مكتوبًا يتضمن نطاق العمل والجدول الزمني وسعرًا ثابتًا بالتاكا.",
      "بعد موافقتك، نحدد موعد اجتماع الانطلاق ونبدأ العمل.",
    ],
  },
  newsletter: {
    pendingTitle: "يُرجى تأكيد بريدك الإلكتروني",
    pending: "خطوة أخيرة: يُرجى مراجعة بريدك الوارد والنقر على الرابط لتأكيد اشتراكك.",
    confirmText:
      "اضغط الزر لتأكيد رغبتك في تلقي النشرة البريدية من {company.name} على هذا العنوان.",
    confirmButton: "تأكيد الاشتراك",
    expiredLink: "انتهت صلاحية رابط التأكيد هذا. يُرجى الاشتراك مرة أخرى وسنرسل إليك رابطًا جديدًا.",
    confirmed: "شكرًا لك، تم تأكيد اشتراكك.",
    invalidLink: "رابط التأكيد هذا غير صالح أو سبق استخدامه.",
    unsubscribed: "تم إلغاء اشتراكك، ولن تصلك منا أي رسائل بعد الآن.",
    unknownUnsubscribe:
      "رابط إلغاء الاشتراك هذا غير صالح. إذا استمرت الرسائل في الوصول إليك، فتواصل معنا.",
    pageTitle: "النشرة البريدية",
    metaDescription:
      "اشترك في النشرة البريدية من {company.name}: رسالة قصيرة واحدة كل شهر، فيها نصائح عملية لتنمية أعمالك عبر الإنترنت.",
    formTitle: "اشترك في نشرتنا البريدية",
    unsubscribeTitle: "إلغاء الاشتراك في نشرتنا البريدية",
    unsubscribeText: "اضغط الزر لإيقاف استلام النشرة البريدية من {company.name} على هذا العنوان.",
    unsubscribeButton: "إلغاء الاشتراك",
    languageTitle: "تفضّل لغة أخرى؟",
    languageText: "اختر اللغة التي تصلك بها النشرة البريدية.",
    languageButton: "حفظ اللغة",
    languageSaved: "تم الحفظ: ستصلك النشرة البريدية باللغة {language} بدءًا من العدد القادم.",
  },
  comment: {
    title: "أضف تعليقًا",
    note: "لن يُنشر بريدك الإلكتروني. الحقول المطلوبة مشار إليها بعلامة",
    fields: {
      name: { label: "الاسم", autoComplete: "name" },
      email: { label: "البريد الإلكتروني", autoComplete: "email" },
      website: { label: "الموقع الإلكتروني", autoComplete: "url" },
      comment: { label: "التعليق" },
    },
    remember: "احفظ اسمي وبريدي الإلكتروني وموقعي في هذا المتصفح لاستخدامها في تعليقي القادم.",
    submit: "انشر التعليق",
    replyingTo: "أنت ترد على {name}",
    cancelReply: "إلغاء الرد",
    success: {
      title: "شكرًا لتعليقك.",
      text: "سيظهر هنا بعد أن يوافق عليه المشرف.",
    },
  },
  /** A copy of what the agency holds about a person, sent to their own address as a link. */
  dataRequest: {
    title: "نسخة من بياناتك",
    intro:
      "أدخل عنوان البريد الإلكتروني الذي استخدمته في تعاملك معنا، وسنرسل إليه رابطًا لتنزيل كل ما تحتفظ به {company.name} من بيانات عنك في ملف واحد.",
    label: "بريدك الإلكتروني",
    button: "أرسل لي الرابط",
    invalidEmail: "يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.",
    sent: "إن كانت لدينا أي بيانات مرتبطة بالعنوان {email}، فإن رابط تنزيلها في طريقه إليه الآن، ويظل صالحًا لمدة 24 ساعة.",
    /** A plain string, not a plural object: "{minutes} دقيقة" reads for any number in an interface. */
    rateLimited:
      "لقد أرسلت عدة طلبات خلال دقائق قليلة. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
    downloadText:
      "اضغط الزر لتنزيل كل ما تحتفظ به {company.name} من بيانات عن {email} في ملف JSON واحد: رسائلك واستفساراتك وطلباتك من المتجر وتعليقاتك واشتراكك في النشرة البريدية، ورسائل البريد الإلكتروني التي أرسلناها إليك.",
    downloadButton: "تنزيل بياناتي",
    expired: "انتهت صلاحية هذا الرابط، أو أنه غير صالح. يمكنك طلب رابط جديد أدناه.",
  },
  /** The small page that answers an action: a confirmation, an unsubscribe, a moderation decision. */
  back: "العودة إلى الصفحة الرئيسية",
};
