/**
 * The site's terms and the one way each language renders them, so that the interface, the
 * e-mails, the pages and the posts read as one writer's. `avoid` lists the renderings ruled out;
 * a unit test reads every Bangla and Arabic text and fails on any of them. Brand and technology
 * names (bKash, Nagad, Google, Flutter, React, Laravel) keep their Latin spelling everywhere.
 */
export type GlossaryEntry = {
  /** The term in English. */
  term: string;
  /** How the language renders it. */
  use: string;
  /** Renderings ruled out: patterns, matched against the text as a reader sees it. */
  avoid: RegExp[];
  /** Why, where the choice is not obvious. */
  note?: string;
};

export const glossary: { bn: GlossaryEntry[]; ar: GlossaryEntry[] } = {
  bn: [
    {
      term: "with",
      use: "সঙ্গে",
      avoid: [/সাথে/],
      note: "The written register; সাথে is spoken. So also একসঙ্গে (together) and সঙ্গে সঙ্গে (at once).",
    },
    { term: "e-mail", use: "ই-মেইল", avoid: [/ইমেইল/, /ইমেল/, /ই-মেল(?!ই)/] },
    {
      term: "SEO",
      use: "এসইও",
      avoid: [/SEO/],
      note: "An English search phrase in quotes (what people type) is not a rendering and is not checked.",
    },
    { term: "4G, 5G", use: "৪জি, ৫জি", avoid: [/[345]G\b/] },
    { term: "ERP", use: "ইআরপি", avoid: [/ERP/] },
    {
      term: "app",
      use: "অ্যাপ",
      avoid: [/অ্যাপস/, /এ্যাপ/, /(?<![\u0980-\u09FF])এপ(?![\u0980-\u09FF])/],
    },
    { term: "link", use: "লিংক", avoid: [/লিঙ্ক/] },
    { term: "content", use: "কনটেন্ট", avoid: [/কন্টেন্ট/] },
    { term: "domain", use: "ডোমেইন", avoid: [/ডোমেন(?!ই)/] },
    { term: "software", use: "সফটওয়্যার", avoid: [/সফটওয়ার/, /সফ্টওয়্যার/] },
    { term: "website", use: "ওয়েবসাইট", avoid: [/ওয়েব সাইট/, /ওয়েব-সাইট/] },
    { term: "VAT", use: "ভ্যাট", avoid: [/VAT/] },
    {
      term: "bKash, Nagad",
      use: "bKash, Nagad",
      avoid: [/বিকাশ/, /নগদ/],
      note: "The wallets by their Latin brand names; so নগদ never stands for cash, which is ক্যাশ.",
    },
    { term: "WhatsApp", use: "WhatsApp", avoid: [/হোয়াটসঅ্যাপ/, /হোয়াটস্যাপ/] },
    {
      term: "you",
      use: "আপনি",
      avoid: [/(?<![\u0980-\u09FF])(তুমি|তোমার|তোমাকে|তোমাদের)(?![\u0980-\u09FF])/],
      note: "Visitors and clients are always addressed as আপনি.",
    },
    {
      term: "hosting plan",
      use: "প্ল্যান",
      avoid: [/হোস্টিং প্যাকেজ/, /(?:মাসিক|বার্ষিক) প্যাকেজ/],
      note: "প্যাকেজ stays for software packages (Composer, npm).",
    },
    { term: "page (of a site, of a list)", use: "পেজ", avoid: [/পৃষ্ঠা/] },
    { term: "button", use: "বাটন", avoid: [/বোতাম/] },
    { term: "privacy policy", use: "গোপনীয়তা নীতি", avoid: [/প্রাইভেসি পলিসি/] },
    {
      term: "business e-mail",
      use: "বিজনেস ই-মেইল",
      avoid: [/অফিসিয়াল ই-মেইল/],
      note: "The shop's product.",
    },
    {
      term: "confirmation",
      use: "কনফার্মেশন",
      avoid: [/নিশ্চিতকরণ/],
      note: "The noun (a confirmation link, an SMS confirmation); the verb stays নিশ্চিত করুন.",
    },
    { term: "spreadsheet", use: "স্প্রেডশিট", avoid: [/এক্সেল শিট/] },
    { term: "optimise, optimisation", use: "অপটিমাইজ, অপটিমাইজেশন", avoid: [/অপ্টিমাইজ/] },
    {
      term: "SMS",
      use: "SMS",
      avoid: [/এসএমএস/],
      note: "In Latin, as phones show it.",
    },
    {
      term: "AI",
      use: "AI",
      avoid: [/(?<![\u0980-\u09FF])এআই/],
      note: "In Latin, as the posts write it.",
    },
    { term: "most (of)", use: "বেশিরভাগ", avoid: [/বেশির ভাগ/] },
    { term: "by itself, automatically", use: "আপনাআপনি", avoid: [/আপনা-আপনি/] },
    { term: "query", use: "কোয়েরি", avoid: [/কুয়েরি/] },
    { term: "home page", use: "হোম পেজ", avoid: [/হোমপেজ/] },
    {
      term: "salon",
      use: "স্যালন",
      avoid: [/সেলুন/],
      note: "A beauty salon; সেলুন is a barber's.",
    },
  ],
  ar: [
    {
      term: "hosting plan",
      use: "باقة (باقات)",
      avoid: [/خط(?:ة|ط) (?:ال)?استضافة/, /(?:ال)?خط(?:ة|ط)(?:ك|كم|ي)? (?:ال)?(?:أسعار|مخصصة)/],
      note: "A plan one buys is a باقة; خطة is a plan one makes (a marketing plan).",
    },
    {
      term: "taka",
      use: "تاكا (التاكا البنغلاديشية)",
      avoid: [/৳/],
      note: "Gulf readers do not know the taka sign: prices name the currency.",
    },
    { term: "e-mail", use: "البريد الإلكتروني", avoid: [/إيميل/, /ايميل/] },
    { term: "website", use: "موقع إلكتروني", avoid: [/ويب ?سايت/] },
    { term: "SEO", use: "تحسين محركات البحث", avoid: [/سيو/, /تحسين لمحركات البحث/] },
    { term: "local SEO", use: "تحسين محركات البحث المحلي", avoid: [/تحسين البحث المحلي/] },
    {
      term: "the site (in messages about it)",
      use: "الموقع",
      avoid: [/خطأ غير متوقع في التطبيق/],
      note: "The visitor is on a website, not in an app.",
    },
    {
      term: "support plan, maintenance plan",
      use: "باقة دعم، باقة صيانة",
      avoid: [/(?<!م)خط(?:ة|ط) (?:ال)?(?:دعم|صيانة)/],
      note: "Bought like a hosting plan, so a باقة; a مخطط (diagram) is not matched.",
    },
    {
      term: "WhatsApp",
      use: "واتساب",
      avoid: [/WhatsApp/, /واتس(?: ?[أآ]| ا)ب/, /الواتساب/],
      note: "Unlike bKash or Google, written in Arabic, as the service names itself in Arabic: in running text and on buttons and labels alike. WhatsApp Business is واتساب للأعمال.",
    },
    {
      term: "Bangladesh time (office hours)",
      use: "بتوقيت بنغلاديش (GMT+6)",
      avoid: [/بتوقيت بنغلاديش(?! \(GMT\+6\))/],
      note: "Gulf readers need the offset: Dhaka is 2 hours ahead of the UAE and 3 of Saudi Arabia. Office days are named with the hours (Sunday to Thursday).",
    },
    {
      term: "Facebook, Google and other brands",
      use: "Facebook, Google (Latin letters)",
      avoid: [/فيسبوك/, /فيس بوك/, /جوجل/, /غوغل/],
      note: "Brand names keep their own spelling, as bKash and Nagad do.",
    },
    { term: "laptop", use: "حاسوب محمول", avoid: [/لابتوب/] },
  ],
};
