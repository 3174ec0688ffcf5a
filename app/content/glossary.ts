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
      note: "The written register; সাথে is spoken.",
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
    { term: "app", use: "অ্যাপ", avoid: [/অ্যাপস/, /এ্যাপ/, /(?<![\u0980-\u09FF])এপ(?![\u0980-\u09FF])/] },
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
  ],
  ar: [
    {
      term: "hosting plan",
      use: "باقة (باقات)",
      avoid: [/خطط? (?:ال)?استضافة/, /(?:ال)?خط(?:ة|ط)(?:ك|كم|ي)? (?:ال)?(?:أسعار|مخصصة)/],
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
    { term: "SEO", use: "تحسين محركات البحث", avoid: [/سيو/] },
    {
      term: "the site (in messages about it)",
      use: "الموقع",
      avoid: [/خطأ غير متوقع في التطبيق/],
      note: "The visitor is on a website, not in an app.",
    },
  ],
};
