import type { Facts } from "~/lib/facts-schema";
import { shippedMenus } from "./menus";

/**
 * The facts a new site starts with: what each kind is until the agency first saves it in the
 * workspace's "Site" section. After that the database holds it, and these are only the sample.
 */
export const shippedFacts: Facts = {
  company: {
    name: "Nakshi Labs",
    legalName: "Nakshi Labs Ltd.",
    phones: [
      {
        number: "+8801712345678",
        label: { en: "Sales and projects", bn: "সেলস ও প্রজেক্ট", ar: "المبيعات والمشاريع" },
      },
      {
        number: "+880255012345",
        label: { en: "Office line", bn: "অফিস লাইন", ar: "هاتف المكتب" },
      },
    ],
    emails: {
      general: "hello@nakshilabs.com.bd",
      support: "support@nakshilabs.com.bd",
      careers: "careers@nakshilabs.com.bd",
      community: "community@nakshilabs.com.bd",
    },
    whatsapp: "+8801712345678",
    address: {
      en: {
        street: "9th Floor, Nakshi Tower, 42 Kemal Ataturk Avenue",
        locality: "Banani, Dhaka 1213",
        country: "Bangladesh",
      },
      bn: {
        street: "৯ম তলা, নকশি টাওয়ার, ৪২ কামাল আতাতুর্ক অ্যাভিনিউ",
        locality: "বনানী, ঢাকা ১২১৩",
        country: "বাংলাদেশ",
      },
      ar: {
        street: "الطابق 9، مبنى Nakshi Tower، 42 شارع كمال أتاتورك",
        locality: "بناني، دكا 1213",
        country: "بنغلاديش",
      },
    },
    postalCode: "1213",
    mapQuery: "Nakshi Labs, Kemal Ataturk Avenue, Banani, Dhaka",
    socials: {
      facebook: "https://www.facebook.com/nakshilabs",
      instagram: "https://www.instagram.com/nakshilabs",
      youtube: "https://www.youtube.com/@nakshilabs",
      x: "https://x.com/nakshilabs",
    },
    hours: { days: [0, 1, 2, 3, 4], opens: "10:00", closes: "19:00" },
    holidays: [],
  },
  plans: {
    annualOffered: false,
    popular: "power",
    items: {
      professional: {
        monthly: 800,
        annual: null,
        features: {
          en: [
            "50 GB NVMe storage",
            "Unlimited bandwidth",
            "About 50,000 monthly visits",
            "100 email accounts",
            "Free SSL and migration",
          ],
          bn: [
            "৫০ জিবি NVMe স্টোরেজ",
            "আনলিমিটেড ব্যান্ডউইথ",
            "মাসে প্রায় ৫০,০০০ ভিজিট",
            "১০০টি ই-মেইল অ্যাকাউন্ট",
            "ফ্রি SSL ও মাইগ্রেশন",
          ],
          ar: [
            "مساحة تخزين NVMe بسعة 50 جيجابايت",
            "نقل بيانات غير محدود",
            "نحو 50,000 زيارة شهريًا",
            "100 حساب بريد إلكتروني",
            "شهادة SSL ونقل الموقع مجانًا",
          ],
        },
      },
      power: {
        monthly: 2500,
        annual: null,
        features: {
          en: [
            "150 GB NVMe storage",
            "Unlimited bandwidth",
            "About 150,000 monthly visits",
            "Unlimited email accounts",
            "LiteSpeed plus auto backup",
          ],
          bn: [
            "১৫০ জিবি NVMe স্টোরেজ",
            "আনলিমিটেড ব্যান্ডউইথ",
            "মাসে প্রায় ১,৫০,০০০ ভিজিট",
            "আনলিমিটেড ই-মেইল অ্যাকাউন্ট",
            "LiteSpeed ও অটো ব্যাকআপ",
          ],
          ar: [
            "مساحة تخزين NVMe بسعة 150 جيجابايت",
            "نقل بيانات غير محدود",
            "نحو 150,000 زيارة شهريًا",
            "حسابات بريد إلكتروني غير محدودة",
            "LiteSpeed مع نسخ احتياطي تلقائي",
          ],
        },
      },
      plus: {
        monthly: 3500,
        annual: null,
        features: {
          en: [
            "300 GB NVMe storage",
            "Unlimited bandwidth",
            "About 250,000 monthly visits",
            "Global server locations",
            "eCommerce and WordPress tools",
          ],
          bn: [
            "৩০০ জিবি NVMe স্টোরেজ",
            "আনলিমিটেড ব্যান্ডউইথ",
            "মাসে প্রায় ২,৫০,০০০ ভিজিট",
            "বিশ্বের নানা জায়গায় সার্ভার লোকেশন",
            "ই-কমার্স ও WordPress টুল",
          ],
          ar: [
            "مساحة تخزين NVMe بسعة 300 جيجابايت",
            "نقل بيانات غير محدود",
            "نحو 250,000 زيارة شهريًا",
            "مواقع خوادم حول العالم",
            "أدوات التجارة الإلكترونية وWordPress",
          ],
        },
      },
    },
  },
  products: {
    vatRate: 15,
    addOns: {
      "domain-com-bd": { price: 1500, unit: "year", periods: [1, 2] },
      "domain-com": { price: 1650, unit: "year", periods: [1, 2, 3] },
      ssl: { price: 4500, unit: "year", periods: [1] },
      "business-email": { price: 600, unit: "month", periods: [1, 3, 6, 12] },
      maintenance: { price: 3000, unit: "month", periods: [1, 3, 6] },
    },
  },
  menus: shippedMenus,
  search: { pages: { en: {}, bn: {}, ar: {} } },
  meetings: {
    kinds: [
      {
        id: "consultation",
        name: { en: "Free consultation", bn: "ফ্রি পরামর্শ", ar: "استشارة مجانية" },
        summary: {
          en: "Half an hour on a video call: tell us what you want to build, and we tell you how we would go about it, what it would cost in taka and how long it would take.",
          bn: "ভিডিও কলে আধা ঘণ্টা: আপনি কী বানাতে চান বলুন, আমরা জানাব কীভাবে কাজটা করব, টাকায় খরচ কত হবে আর কত সময় লাগবে।",
          ar: "نصف ساعة في مكالمة فيديو: أخبرنا بما تريد بناءه، ونخبرك كيف سننفّذه، وكم سيكلّف بالتاكا، وكم من الوقت سيستغرق.",
        },
        minutes: 30,
        place: "video",
        hosts: [],
      },
      {
        id: "project-review",
        name: { en: "Project review", bn: "প্রজেক্ট রিভিউ", ar: "مراجعة مشروع" },
        summary: {
          en: "An hour with our technical lead on a site or app you already have: what slows it down, what to fix first, and what it would take.",
          bn: "আপনার চালু ওয়েবসাইট বা অ্যাপ নিয়ে আমাদের টেকনিক্যাল লিডের সঙ্গে এক ঘণ্টা: কী কারণে ধীর চলছে, আগে কোনটা ঠিক করা দরকার, আর তাতে কী লাগবে।",
          ar: "ساعة مع قائدنا التقني حول موقع أو تطبيق لديك بالفعل: ما الذي يبطئه، وما الذي يجب إصلاحه أولًا، وما الذي يتطلبه ذلك.",
        },
        minutes: 60,
        place: "video",
        hosts: [],
      },
    ],
    noticeHours: 4,
    daysAhead: 21,
    bufferMinutes: 15,
    hosts: [],
  },
  payments: {
    rates: { aed: 33.2, sar: 32.5, asOf: "2026-11-24" },
    bkash: "+8801713456789",
    nagad: "+8801713456789",
    bank: {
      bank: "BRAC Bank PLC",
      branch: "Banani",
      accountName: "Nakshi Labs Ltd.",
      accountNumber: "1501 2040 8812 001",
      routing: "060260435",
    },
  },
  team: {
    members: [
      {
        id: "rina-das",
        photo: "/images/team/rina-das.svg",
        name: {
          en: "Rina Das",
          bn: "রিনা দাস",
          ar: "رينا داس",
        },
        role: {
          en: "Managing Director and co-founder",
          bn: "ম্যানেজিং ডিরেক্টর ও সহপ্রতিষ্ঠাতা",
          ar: "المديرة العامة والشريكة المؤسِّسة",
        },
        bio: {
          en: "Rina was one of the three developers who started {company.name} in 2016 and now runs the company day to day. She reviews every proposal before it goes out, so each fixed quote in taka matches a scope the team can really deliver.",
          bn: "২০১৬ সালে যে তিনজন ডেভেলপার মিলে {company.name} শুরু করেছিলেন, রিনা তাঁদের একজন; এখন তিনি প্রতিষ্ঠানের দৈনন্দিন পরিচালনার দায়িত্বে। প্রতিটি প্রস্তাব পাঠানোর আগে তিনি নিজে দেখে নেন, যাতে টাকায় দেওয়া প্রতিটি নির্দিষ্ট কোটেশন এমন স্কোপের সঙ্গে মেলে, যা টিম সত্যিই ডেলিভার করতে পারে।",
          ar: "كانت رينا واحدة من المطورين الثلاثة الذين أسسوا {company.name} عام 2016، وهي اليوم تدير أعمال الشركة اليومية. وتراجع كل مقترح قبل إرساله، ليتوافق كل عرض سعر ثابت بالتاكا مع نطاق عمل يستطيع الفريق تسليمه فعلًا.",
        },
      },
      {
        id: "sajid-ahmed",
        photo: "/images/team/sajid-ahmed.svg",
        name: {
          en: "Sajid Ahmed",
          bn: "সাজিদ আহমেদ",
          ar: "ساجد أحمد",
        },
        role: {
          en: "Technical Director and co-founder",
          bn: "টেকনিক্যাল ডিরেক্টর ও সহপ্রতিষ্ঠাতা",
          ar: "المدير التقني والشريك المؤسِّس",
        },
        bio: {
          en: "Sajid co-founded {company.name} and sets the technical direction for larger builds, from ERP systems to busy online shops. He reviews the architecture of every major project and chooses tools your next developer will already know.",
          bn: "{company.name}-এর সহপ্রতিষ্ঠাতা সাজিদ ইআরপি সিস্টেম থেকে শুরু করে ব্যস্ত অনলাইন শপ পর্যন্ত বড় প্রজেক্টগুলোর টেকনিক্যাল দিকনির্দেশনা ঠিক করেন। প্রতিটি বড় প্রজেক্টের আর্কিটেকচার তিনি রিভিউ করেন এবং এমন প্রযুক্তি বেছে নেন, যা আপনার পরের ডেভেলপারও আগে থেকেই চেনেন।",
          ar: "شارك ساجد في تأسيس {company.name}، ويحدد التوجه التقني للمشاريع الكبيرة، من أنظمة ERP إلى المتاجر الإلكترونية ذات الزيارات الكثيفة. ويراجع بنية كل مشروع كبير، ويختار أدوات يعرفها أي مطوّر ينضم إلى مشروعك لاحقًا.",
        },
      },
      {
        id: "farhana-rahman",
        photo: "/images/team/farhana-rahman.svg",
        name: {
          en: "Farhana Rahman",
          bn: "ফারহানা রহমান",
          ar: "فرحانة رحمن",
        },
        role: {
          en: "Head of Engineering",
          bn: "হেড অব ইঞ্জিনিয়ারিং",
          ar: "رئيسة قسم الهندسة",
        },
        bio: {
          en: "Farhana leads the engineering team and has twelve years of experience building web platforms and business software. She makes sure code is reviewed, tested and documented, so it is still easy to change five years later.",
          bn: "ফারহানা আমাদের ইঞ্জিনিয়ারিং টিমের নেতৃত্ব দেন; ওয়েব প্ল্যাটফর্ম ও বিজনেস সফটওয়্যার তৈরিতে তাঁর বারো বছরের অভিজ্ঞতা। প্রতিটি কোড রিভিউ, টেস্ট ও ডকুমেন্ট করা হচ্ছে কি না, সেদিকে তাঁর কড়া নজর, যাতে পাঁচ বছর পরেও সফটওয়্যারটি সহজে বদলানো যায়।",
          ar: "تقود فرحانة فريق الهندسة، ولديها اثنا عشر عامًا من الخبرة في بناء منصات الويب وبرمجيات الأعمال. وتحرص على أن تُراجَع الشيفرة وتُختبَر وتُوثَّق، لتبقى سهلة التعديل حتى بعد خمس سنوات.",
        },
      },
      {
        id: "tanvir-hasan",
        photo: "/images/team/tanvir-hasan.svg",
        name: {
          en: "Tanvir Hasan",
          bn: "তানভীর হাসান",
          ar: "تنوير حسن",
        },
        role: {
          en: "Lead Mobile Developer",
          bn: "লিড মোবাইল ডেভেলপার",
          ar: "كبير مطوري تطبيقات الجوال",
        },
        bio: {
          en: "Tanvir builds Flutter and native apps for retailers, logistics firms and start-ups. He tests every release on budget Android phones with a weak signal, because that is how many of your customers will use it.",
          bn: "তানভীর রিটেইলার, লজিস্টিকস প্রতিষ্ঠান ও স্টার্টআপের জন্য Flutter ও নেটিভ অ্যাপ তৈরি করেন। প্রতিটি রিলিজ তিনি দুর্বল নেটওয়ার্কে কম দামের Android ফোনে টেস্ট করেন, কারণ আপনার অনেক গ্রাহক অ্যাপটি এভাবেই ব্যবহার করবেন।",
          ar: "يبني تنوير تطبيقات Flutter وتطبيقات أصلية لتجار التجزئة وشركات الخدمات اللوجستية والشركات الناشئة. ويختبر كل إصدار على هواتف Android اقتصادية بإشارة ضعيفة، لأن كثيرًا من عملائك سيستخدمون التطبيق بهذه الطريقة.",
        },
      },
      {
        id: "nusrat-jahan",
        photo: "/images/team/nusrat-jahan.svg",
        name: {
          en: "Nusrat Jahan",
          bn: "নুসরাত জাহান",
          ar: "نصرت جهان",
        },
        role: {
          en: "SEO & Growth Lead",
          bn: "এসইও ও গ্রোথ লিড",
          ar: "قائدة فريق تحسين محركات البحث والنمو",
        },
        bio: {
          en: "Nusrat runs search and digital marketing campaigns for brands ranging from local clinics to national retailers. Her monthly reports answer one question in plain language: did it bring in customers?",
          bn: "স্থানীয় ক্লিনিক থেকে দেশজুড়ে ছড়িয়ে থাকা রিটেইলার পর্যন্ত, নুসরাত নানা ব্র্যান্ডের সার্চ ও ডিজিটাল মার্কেটিং ক্যাম্পেইন পরিচালনা করেন। তাঁর মাসিক রিপোর্ট সহজ ভাষায় একটি প্রশ্নেরই উত্তর দেয়: এতে কি গ্রাহক এসেছে?",
          ar: "تدير نصرت حملات البحث والتسويق الرقمي لعلامات تجارية تتنوع من العيادات المحلية إلى كبرى سلاسل التجزئة الوطنية. وتجيب تقاريرها الشهرية بلغة واضحة عن سؤال واحد: هل جلب ذلك عملاء؟",
        },
      },
      {
        id: "sadia-afrin",
        photo: "/images/team/sadia-afrin.svg",
        name: {
          en: "Sadia Afrin",
          bn: "সাদিয়া আফরিন",
          ar: "سعدية أفرين",
        },
        role: {
          en: "Lead UI/UX Designer",
          bn: "লিড UI/UX ডিজাইনার",
          ar: "كبيرة مصممي UI/UX",
        },
        bio: {
          en: "Sadia leads our designers, turning briefs into wireframes, clickable prototypes and full designs for phone and desktop. Her speciality is Bangla typography that stays easy to read on small screens.",
          bn: "সাদিয়া আমাদের ডিজাইনারদের নেতৃত্ব দেন; ক্লায়েন্টের ব্রিফ থেকে ওয়্যারফ্রেম, ক্লিকযোগ্য প্রোটোটাইপ আর ফোন ও ডেস্কটপের পূর্ণ ডিজাইন তৈরি হয় তাঁর তত্ত্বাবধানে। ছোট স্ক্রিনেও সহজে পড়া যায় এমন বাংলা টাইপোগ্রাফিতে তাঁর বিশেষ দক্ষতা।",
          ar: "تقود سعدية فريق التصميم، فتحوّل ملخص المشروع إلى مخططات هيكلية ونماذج أولية تفاعلية وتصاميم كاملة للهاتف وسطح المكتب. وتتميز بخبرتها في اختيار الخطوط البنغالية وتنسيقها لتبقى سهلة القراءة على الشاشات الصغيرة.",
        },
      },
      {
        id: "mahbub-alam",
        photo: "/images/team/mahbub-alam.svg",
        name: {
          en: "Mahbub Alam",
          bn: "মাহবুব আলম",
          ar: "محبوب عالم",
        },
        role: {
          en: "Head of Project Delivery",
          bn: "হেড অব প্রজেক্ট ডেলিভারি",
          ar: "رئيس قسم تسليم المشاريع",
        },
        bio: {
          en: "Mahbub leads our project managers, so every client has one named person to talk to. He plans milestones, runs the demos and tells you about any change to cost or timeline before extra work starts.",
          bn: "মাহবুব আমাদের প্রজেক্ট ম্যানেজারদের নেতৃত্ব দেন, যাতে প্রত্যেক ক্লায়েন্টের যোগাযোগের জন্য একজন নির্দিষ্ট মানুষ থাকেন। তিনি মাইলস্টোন পরিকল্পনা করেন, ডেমো পরিচালনা করেন, আর বাড়তি কোনো কাজ শুরুর আগেই খরচ বা সময়সীমার যেকোনো পরিবর্তন আপনাকে জানিয়ে দেন।",
          ar: "يقود محبوب فريق مديري المشاريع، ليكون لكل عميل شخص واحد محدد يتواصل معه. ويخطط للمراحل الرئيسية، ويدير العروض التوضيحية، ويبلغك بأي تغيير في التكلفة أو الجدول الزمني قبل البدء بأي عمل إضافي.",
        },
      },
      {
        id: "arif-hossain",
        photo: "/images/team/arif-hossain.svg",
        name: {
          en: "Arif Hossain",
          bn: "আরিফ হোসেন",
          ar: "عارف حسين",
        },
        role: {
          en: "Client Support and Hosting Lead",
          bn: "ক্লায়েন্ট সাপোর্ট ও হোস্টিং লিড",
          ar: "قائد فريق دعم العملاء والاستضافة",
        },
        bio: {
          en: "Arif runs our hosting plans and support desk, covering SSL, backups, updates and monitoring. His team answers phone, WhatsApp and e-mail {office.days}, and messages sent after hours get a reply the next working day.",
          bn: "আরিফ আমাদের হোস্টিং প্ল্যান আর সাপোর্ট ডেস্কের দায়িত্বে আছেন; SSL, ব্যাকআপ, আপডেট ও মনিটরিং সবই দেখে তাঁর টিম। {office.days} ফোন, WhatsApp ও ই-মেইলে তাঁরা উত্তর দেন, আর অফিস সময়ের পরে আসা মেসেজের উত্তর যায় পরের কর্মদিবসে।",
          ar: "يتولى عارف باقات الاستضافة ومكتب الدعم، من شهادات SSL والنسخ الاحتياطية إلى التحديثات والمراقبة. ويرد فريقه عبر الهاتف وواتساب والبريد الإلكتروني {office.days}، أما الرسائل الواردة بعد ساعات العمل فيُرد عليها في يوم العمل التالي.",
        },
      },
    ],
  },
  testimonials: {
    items: [
      {
        author: {
          en: "Rashed Chowdhury",
          bn: "রাশেদ চৌধুরী",
          ar: "راشد شودري",
        },
        role: {
          en: "Founder, Deshi Threads (fashion retail)",
          bn: "প্রতিষ্ঠাতা, দেশি থ্রেডস (ফ্যাশন রিটেইল)",
          ar: "مؤسس ديشي ثريدز (لتجارة الأزياء بالتجزئة)",
        },
        text: {
          en: "{company.name} rebuilt our online shop with bKash checkout and it now loads in a blink, even on our customers' older phones. Orders through the website doubled within three months and the team still answers our WhatsApp messages the same day.",
          bn: "{company.name} bKash চেকআউটসহ আমাদের অনলাইন শপটি নতুন করে তৈরি করেছে, আর এখন সেটি চোখের পলকে লোড হয়, এমনকি আমাদের গ্রাহকদের পুরোনো ফোনেও। তিন মাসের মধ্যে ওয়েবসাইটের মাধ্যমে অর্ডার দ্বিগুণ হয়েছে, আর টিমটি এখনো আমাদের WhatsApp মেসেজের উত্তর সেদিনই দেয়।",
          ar: "أعادت {company.name} بناء متجرنا الإلكتروني مع الدفع عبر bKash، وأصبح يُحمَّل الآن في لمح البصر، حتى على هواتف عملائنا القديمة. تضاعفت الطلبات عبر الموقع خلال ثلاثة أشهر، وما زال الفريق يرد على رسائلنا عبر واتساب في اليوم نفسه.",
        },
        rating: 5,
        date: "2025-08-14",
      },
      {
        author: {
          en: "Dr. Sabina Akter",
          bn: "ডা. সাবিনা আক্তার",
          ar: "د. سابينا أختر",
        },
        role: {
          en: "Director, CarePoint Clinic, Mirpur",
          bn: "পরিচালক, কেয়ারপয়েন্ট ক্লিনিক, মিরপুর",
          ar: "مديرة عيادة كير بوينت، ميربور",
        },
        text: {
          en: "Patients used to call us to ask for our address. Since {company.name} took over our website and Google listing, they find us, book online and arrive prepared. Clear reports every month and no jargon.",
          bn: "আগে রোগীরা আমাদের ঠিকানা জানতে ফোন করতেন। {company.name} আমাদের ওয়েবসাইট আর Google লিস্টিংয়ের দায়িত্ব নেওয়ার পর থেকে তাঁরা সহজেই আমাদের খুঁজে পান, অনলাইনে অ্যাপয়েন্টমেন্ট নেন এবং প্রস্তুত হয়ে আসেন। প্রতি মাসে পরিষ্কার রিপোর্ট পাই, কোনো কঠিন টেকনিক্যাল শব্দ ছাড়াই।",
          ar: "كان المرضى يتصلون بنا ليسألوا عن عنواننا. ومنذ أن تولّت {company.name} موقعنا الإلكتروني وظهورنا على Google، أصبحوا يجدوننا ويحجزون عبر الإنترنت ويصلون وهم على استعداد. تقارير واضحة كل شهر، وبلا مصطلحات معقدة.",
        },
        rating: 5,
        date: "2025-05-02",
      },
      {
        author: {
          en: "Imran Kabir",
          bn: "ইমরান কবির",
          ar: "عمران كبير",
        },
        role: {
          en: "Operations Manager, SwiftRoute Logistics",
          bn: "অপারেশনস ম্যানেজার, সুইফটরুট লজিস্টিকস",
          ar: "مدير العمليات، سويفت روت لوجستيكس",
        },
        text: {
          en: "Our riders work in areas with weak signal, so the driver app had to work offline. {company.name} delivered exactly that, on schedule, and trained our staff. They feel like part of our own team.",
          bn: "আমাদের রাইডাররা দুর্বল নেটওয়ার্কের এলাকায় কাজ করেন, তাই ড্রাইভার অ্যাপটিকে অফলাইনেও চলতে হতো। {company.name} ঠিক সেটাই বানিয়ে দিয়েছে, সময়মতো, আর আমাদের কর্মীদের ট্রেনিংও দিয়েছে। ওদের আমাদের নিজেদের টিমেরই অংশ মনে হয়।",
          ar: "يعمل مندوبونا في مناطق ضعيفة الإشارة، لذا كان لا بد أن يعمل تطبيق السائقين دون اتصال. وقد سلّمتنا {company.name} ما طلبناه بالضبط، في الموعد المحدد، ودرّبت موظفينا. نشعر بأنهم جزء من فريقنا.",
        },
        rating: 5,
        date: "2024-12-09",
      },
    ],
  },
  /** The client story each landing page tells, by the page. */
  stories: {
    "home-two": {
      title: {
        en: "A tutoring start-up's MVP, live in twelve weeks",
        bn: "একটি টিউটরিং স্টার্টআপের MVP, ১২ সপ্তাহে লাইভ",
        ar: "منتج أولي لشركة ناشئة في الدروس الخصوصية، أُطلق خلال 12 أسبوعًا",
      },
      client: {
        en: "Porai Technologies Ltd., Dhaka",
        bn: "পড়াই টেকনোলজিস লিমিটেড, ঢাকা",
        ar: "بوراي تكنولوجيز المحدودة، دكا",
      },
      text: {
        en: "Porai connects families in Dhaka with vetted home tutors. The founders came to us with a pitch deck and a long feature list. After a two-day workshop we agreed on a first release: tutor profiles, booking and bKash payment. We tested the prototype with eight parents and six tutors, built the Android app in Flutter with a web dashboard for the team, and had it on the Play Store in twelve weeks. The same code now serves families in Dhaka and Chattogram.",
        bn: "পড়াই ঢাকার পরিবারগুলোকে যাচাই করা হোম টিউটরের সঙ্গে যুক্ত করে। ফাউন্ডাররা আমাদের কাছে এসেছিলেন একটি পিচ ডেক আর ফিচারের লম্বা তালিকা নিয়ে। দুই দিনের ওয়ার্কশপ শেষে আমরা প্রথম রিলিজ ঠিক করি: টিউটরের প্রোফাইল, বুকিং আর bKash পেমেন্ট। আটজন অভিভাবক ও ছয়জন টিউটরকে দিয়ে প্রোটোটাইপ পরীক্ষা করি, Flutter-এ Android অ্যাপ আর টিমের জন্য একটি ওয়েব ড্যাশবোর্ড তৈরি করি, আর ১২ সপ্তাহে অ্যাপটি Play Store-এ পৌঁছে যায়। সেই একই কোড এখন ঢাকা ও চট্টগ্রামের পরিবারগুলোকে সেবা দিচ্ছে।",
        ar: "تربط بوراي الأسر في دكا بمدرّسين خصوصيين جرى التحقق منهم. جاءنا المؤسسون بعرض تقديمي وقائمة طويلة من الميزات، وبعد ورشة عمل استمرت يومين اتفقنا على إصدار أول يضم ملفات المدرّسين والحجز والدفع عبر bKash. اختبرنا النموذج الأولي مع ثمانية من أولياء الأمور وستة مدرّسين، وبنينا تطبيق Android باستخدام Flutter مع لوحة تحكم على الويب للفريق، ووصل التطبيق إلى Play Store خلال 12 أسبوعًا. والشيفرة نفسها تخدم اليوم أسرًا في دكا وشيتاغونغ.",
      },
      quote: {
        en: "They talked us out of half our feature list, and they were right. We launched on time, showed investors a real app with real bookings, and our own developers took over the code without surprises.",
        bn: "আমাদের ফিচারের তালিকার অর্ধেকই ওরা বাদ দিতে বলেছিল, আর ওরাই ঠিক ছিল। আমরা সময়মতো লঞ্চ করেছি, ইনভেস্টরদের আসল বুকিংসহ একটি আসল অ্যাপ দেখিয়েছি, আর আমাদের নিজেদের ডেভেলপাররা কোনো ঝামেলা ছাড়াই কোডের দায়িত্ব নিয়েছেন।",
        ar: "أقنعونا بالاستغناء عن نصف قائمة ميزاتنا، وكانوا على حق. أطلقنا في الموعد، وعرضنا على المستثمرين تطبيقًا حقيقيًا بحجوزات حقيقية، وتسلّم مطورونا الشيفرة دون أي مفاجآت.",
      },
      author: {
        en: "Tasnim Haque",
        bn: "তাসনিম হক",
        ar: "تسنيم حق",
      },
      role: {
        en: "Co-founder and CEO, Porai",
        bn: "সহপ্রতিষ্ঠাতা ও সিইও, পড়াই",
        ar: "الشريكة المؤسسة والرئيسة التنفيذية، بوراي",
      },
      results: [
        {
          value: {
            en: "12 weeks",
            bn: "১২ সপ্তাহ",
            ar: "12 أسبوعًا",
          },
          label: {
            en: "From workshop to Play Store",
            bn: "ওয়ার্কশপ থেকে Play Store পর্যন্ত",
            ar: "من ورشة العمل إلى Play Store",
          },
        },
        {
          value: {
            en: "1,800",
            bn: "১,৮০০",
            ar: "1,800",
          },
          label: {
            en: "Families signed up in six months",
            bn: "ছয় মাসে সাইন-আপ করা পরিবার",
            ar: "أسرة سجّلت خلال ستة أشهر",
          },
        },
        {
          value: {
            en: "4.6★",
            bn: "৪.৬★",
            ar: "4.6★",
          },
          label: {
            en: "Average Play Store rating",
            bn: "Play Store-এ গড় রেটিং",
            ar: "متوسط التقييم على Play Store",
          },
        },
      ],
    },
    "home-three": {
      title: {
        en: "How Deshi Threads moved its orders out of the comments",
        bn: "দেশি থ্রেডস যেভাবে কমেন্ট থেকে অর্ডার সরিয়ে আনল",
        ar: "كيف نقلت ديشي ثريدز طلباتها من التعليقات إلى متجرها",
      },
      client: {
        en: "Deshi Threads, Dhaka (fashion retail)",
        bn: "দেশি থ্রেডস, ঢাকা (ফ্যাশন রিটেইল)",
        ar: "ديشي ثريدز، دكا (تجارة الأزياء بالتجزئة)",
      },
      text: {
        en: "Deshi Threads sold clothes from two Dhaka showrooms and a busy Facebook page, and staff copied orders from comments into a spreadsheet by hand. We built a new mobile-first shop in Bangla and English with bKash checkout beside cash on delivery, linked stock across both showrooms and the website, and gave staff a dashboard to pack, dispatch and track parcels with their courier. The Facebook page still matters; now it sends customers to a shop that takes orders at any hour.",
        bn: "ঢাকার দুটি শোরুম আর একটি ব্যস্ত Facebook পেজ থেকে পোশাক বিক্রি করত দেশি থ্রেডস, আর স্টাফরা কমেন্ট থেকে অর্ডার হাতে তুলতেন স্প্রেডশিটে। আমরা বাংলা ও ইংরেজিতে নতুন একটি মোবাইল-ফার্স্ট শপ বানিয়েছি, যেখানে ক্যাশ অন ডেলিভারির পাশাপাশি আছে bKash চেকআউট। দুই শোরুম আর ওয়েবসাইটের স্টক একসঙ্গে যুক্ত করেছি, আর স্টাফদের দিয়েছি একটি ড্যাশবোর্ড, যেখান থেকে কুরিয়ারের মাধ্যমে পার্সেল প্যাক, ডিসপ্যাচ ও ট্র্যাক করা যায়। Facebook পেজ এখনো গুরুত্বপূর্ণ, তবে এখন সেটি গ্রাহকদের পাঠায় এমন একটি শপে, যেখানে দিন-রাত যেকোনো সময় অর্ডার দেওয়া যায়।",
        ar: "كانت ديشي ثريدز تبيع الملابس من صالتَي عرض في دكا ومن صفحة نشطة على Facebook، وكان الموظفون ينسخون الطلبات من التعليقات إلى جدول بيانات يدويًا. بنينا متجرًا جديدًا يضع الجوال أولًا بالبنغالية والإنجليزية، مع الدفع عبر bKash إلى جانب الدفع عند الاستلام، وربطنا المخزون في صالتَي العرض بالموقع، ووفّرنا للموظفين لوحة تحكم لتجهيز الطرود وشحنها وتتبّعها مع شركة التوصيل. ولا تزال صفحة Facebook مهمة، لكنها باتت توجّه العملاء إلى متجر يستقبل الطلبات في أي ساعة.",
      },
      quote: {
        en: "{company.name} rebuilt our online shop with bKash checkout and it now loads in a blink, even on our customers' older phones. Orders through the website doubled within three months.",
        bn: "{company.name} bKash চেকআউটসহ আমাদের অনলাইন শপটি নতুন করে তৈরি করেছে, আর এখন সেটি চোখের পলকে লোড হয়, এমনকি আমাদের গ্রাহকদের পুরোনো ফোনেও। তিন মাসের মধ্যে ওয়েবসাইটের মাধ্যমে অর্ডার দ্বিগুণ হয়েছে।",
        ar: "أعادت {company.name} بناء متجرنا الإلكتروني مع الدفع عبر bKash، وأصبح يُحمَّل الآن في لمح البصر، حتى على هواتف عملائنا القديمة. تضاعفت الطلبات عبر الموقع خلال ثلاثة أشهر.",
      },
      author: {
        en: "Rashed Chowdhury",
        bn: "রাশেদ চৌধুরী",
        ar: "راشد شودري",
      },
      role: {
        en: "Founder, Deshi Threads",
        bn: "প্রতিষ্ঠাতা, দেশি থ্রেডস",
        ar: "مؤسس ديشي ثريدز",
      },
      results: [
        {
          value: {
            en: "2×",
            bn: "২×",
            ar: "2×",
          },
          label: {
            en: "Website orders within three months",
            bn: "তিন মাসে ওয়েবসাইটের অর্ডার",
            ar: "طلبات الموقع خلال ثلاثة أشهر",
          },
        },
        {
          value: {
            en: "1 in 3",
            bn: "৩টিতে ১টি",
            ar: "1 من 3",
          },
          label: {
            en: "Online orders paid upfront by bKash",
            bn: "অনলাইন অর্ডারের আগাম পেমেন্ট bKash-এ",
            ar: "طلبات تُدفع مسبقًا عبر bKash",
          },
        },
        {
          value: {
            en: "0",
            bn: "০",
            ar: "0",
          },
          label: {
            en: "Orders retyped by hand",
            bn: "হাতে আবার টাইপ করা অর্ডার",
            ar: "طلبات يُعاد إدخالها يدويًا",
          },
        },
      ],
    },
    "home-four": {
      title: {
        en: "A knitwear factory that buyers now find on their own",
        bn: "যে নিটওয়্যার কারখানাকে বায়াররা এখন নিজেরাই খুঁজে পান",
        ar: "مصنع ملابس محبوكة يجده المشترون الآن بأنفسهم",
      },
      client: {
        en: "Nilkantha Knitwear Ltd., Gazipur",
        bn: "নীলকণ্ঠ নিটওয়্যার লিমিটেড, গাজীপুর",
        ar: "نيلكانثا نيتوير المحدودة، غازيبور",
      },
      text: {
        en: "Nilkantha Knitwear, a knit composite factory with 28 sewing lines, found new buyers mainly through buying houses and trade fairs, and its website had not changed in five years. We built a new English website with product categories, capacity and its certificates with expiry dates, and wrote pages for the products European buyers search for. Inside the factory, supervisors now enter hourly line output on tablets, and management sees it on one dashboard instead of in an evening spreadsheet.",
        bn: "২৮টি সুইং লাইনের নিট কম্পোজিট কারখানা নীলকণ্ঠ নিটওয়্যার নতুন বায়ার পেত মূলত বায়িং হাউস আর ট্রেড ফেয়ারের মাধ্যমে, আর পাঁচ বছরে তাদের ওয়েবসাইটে কোনো পরিবর্তন হয়নি। আমরা ইংরেজিতে নতুন একটি ওয়েবসাইট বানিয়েছি, যেখানে আছে প্রোডাক্ট ক্যাটাগরি, ক্যাপাসিটি আর মেয়াদসহ সার্টিফিকেট, আর ইউরোপের বায়াররা যেসব প্রোডাক্ট খোঁজেন সেগুলোর জন্য আলাদা পেজ লিখেছি। কারখানার ভেতরে সুপারভাইজাররা এখন প্রতি ঘণ্টার লাইন আউটপুট ট্যাবলেটে তোলেন, আর ম্যানেজমেন্ট সন্ধ্যার স্প্রেডশিটের বদলে তা দেখেন একটি ড্যাশবোর্ডে।",
        ar: "كانت نيلكانثا نيتوير، وهي مصنع متكامل للملابس المحبوكة يضم 28 خطًّا للخياطة، تعتمد في الوصول إلى مشترين جدد على مكاتب الشراء والمعارض التجارية، ولم يتغير موقعها الإلكتروني منذ خمس سنوات. بنينا موقعًا جديدًا بالإنجليزية يعرض فئات المنتجات والطاقة الإنتاجية والشهادات بتواريخ انتهائها، وكتبنا صفحات للمنتجات التي يبحث عنها المشترون الأوروبيون. وداخل المصنع، يُدخل المشرفون الآن إنتاج كل خط كل ساعة عبر أجهزة لوحية، وتطّلع عليه الإدارة في لوحة واحدة بدلًا من جدول بيانات مسائي.",
      },
      quote: {
        en: "Buyers used to ask for our certificates by e-mail and wait a day. Now they see them on the website before they write to us, and the enquiries that come in are from people who already know what we make.",
        bn: "আগে বায়াররা ই-মেইলে আমাদের সার্টিফিকেট চাইতেন আর এক দিন অপেক্ষা করতেন। এখন আমাদের লেখার আগেই তাঁরা ওয়েবসাইটে সেগুলো দেখে নেন, আর যেসব এনকোয়ারি আসে, সেগুলো এমন মানুষদের কাছ থেকে, যাঁরা আগে থেকেই জানেন আমরা কী বানাই।",
        ar: "كان المشترون يطلبون شهاداتنا بالبريد الإلكتروني وينتظرون يومًا كاملًا. أما الآن فيرونها على الموقع قبل أن يراسلونا، والاستفسارات التي تصلنا تأتي من أشخاص يعرفون مسبقًا ما ننتجه.",
      },
      author: {
        en: "Faisal Mahmud",
        bn: "ফয়সাল মাহমুদ",
        ar: "فيصل محمود",
      },
      role: {
        en: "Director, Nilkantha Knitwear Ltd.",
        bn: "পরিচালক, নীলকণ্ঠ নিটওয়্যার লিমিটেড",
        ar: "مدير، نيلكانثا نيتوير المحدودة",
      },
      results: [
        {
          value: {
            en: "14",
            bn: "১৪",
            ar: "14",
          },
          label: {
            en: "Direct buyer enquiries in the first year",
            bn: "প্রথম বছরে সরাসরি বায়ার এনকোয়ারি",
            ar: "استفسارًا مباشرًا من مشترين في السنة الأولى",
          },
        },
        {
          value: {
            en: "2",
            bn: "২",
            ar: "2",
          },
          label: {
            en: "New buyers, in Germany and Spain",
            bn: "নতুন বায়ার, জার্মানি ও স্পেনে",
            ar: "مشتريان جديدان في ألمانيا وإسبانيا",
          },
        },
        {
          value: {
            en: "28",
            bn: "২৮",
            ar: "28",
          },
          label: {
            en: "Sewing lines on one dashboard",
            bn: "সুইং লাইন একটি ড্যাশবোর্ডে",
            ar: "خطًّا للخياطة في لوحة واحدة",
          },
        },
      ],
    },
    "home-five": {
      title: {
        en: "How CarePoint Clinic went from word of mouth to Google",
        bn: "লোকমুখ থেকে Google: কেয়ারপয়েন্ট ক্লিনিকের গল্প",
        ar: "كيف انتقلت عيادة كير بوينت من التوصية الشفهية إلى Google",
      },
      client: {
        en: "CarePoint Clinic, Mirpur",
        bn: "কেয়ারপয়েন্ট ক্লিনিক, মিরপুর",
        ar: "عيادة كير بوينت، ميربور",
      },
      text: {
        en: "CarePoint had a website, but it rarely appeared when people nearby searched for its services, and most new patients came by word of mouth. We fixed the site's technical problems, completed its Google Business Profile, created a page for each speciality and doctor in Bangla and English, and added online booking. Every month the clinic receives a plain report of what we did and what changed.",
        bn: "কেয়ারপয়েন্টের ওয়েবসাইট ছিল, কিন্তু আশপাশের মানুষ ক্লিনিকটির সেবাগুলো খুঁজলে সাইটটি খুব কমই আসত, আর বেশিরভাগ নতুন রোগী আসতেন লোকমুখে শুনে। আমরা সাইটের টেকনিক্যাল সমস্যাগুলো ঠিক করেছি, Google Business Profile সম্পূর্ণ করেছি, প্রতিটি বিশেষায়িত বিভাগ ও ডাক্তারের জন্য বাংলা ও ইংরেজিতে আলাদা পেজ বানিয়েছি, আর যোগ করেছি অনলাইন অ্যাপয়েন্টমেন্ট। প্রতি মাসে ক্লিনিকটি সহজ ভাষায় একটি রিপোর্ট পায়: আমরা কী করেছি, আর কী বদলেছে।",
        ar: "كان لدى كير بوينت موقع إلكتروني، لكنه نادرًا ما ظهر حين يبحث سكان المنطقة عن خدماتها، وكان معظم المرضى الجدد يصلون بالتوصية الشفهية. عالجنا المشكلات التقنية في الموقع، وأكملنا ملف العيادة على Google Business Profile، وأنشأنا صفحة لكل تخصص ولكل طبيب بالبنغالية والإنجليزية، وأضفنا الحجز عبر الإنترنت. وتتلقى العيادة كل شهر تقريرًا واضحًا بما أنجزناه وما تغيّر.",
      },
      quote: {
        en: "Patients used to call us to ask for our address. Since {company.name} took over our website and Google listing, they find us, book online and arrive prepared.",
        bn: "আগে রোগীরা আমাদের ঠিকানা জানতে ফোন করতেন। {company.name} আমাদের ওয়েবসাইট আর Google লিস্টিংয়ের দায়িত্ব নেওয়ার পর থেকে তাঁরা সহজেই আমাদের খুঁজে পান, অনলাইনে অ্যাপয়েন্টমেন্ট নেন এবং প্রস্তুত হয়ে আসেন।",
        ar: "كان المرضى يتصلون بنا ليسألوا عن عنواننا. ومنذ أن تولّت {company.name} موقعنا الإلكتروني وظهورنا على Google، أصبحوا يجدوننا ويحجزون عبر الإنترنت ويصلون وهم على استعداد.",
      },
      author: {
        en: "Dr. Sabina Akter",
        bn: "ডা. সাবিনা আক্তার",
        ar: "د. سابينا أختر",
      },
      role: {
        en: "Director, CarePoint Clinic, Mirpur",
        bn: "পরিচালক, কেয়ারপয়েন্ট ক্লিনিক, মিরপুর",
        ar: "مديرة عيادة كير بوينت، ميربور",
      },
      results: [
        {
          value: {
            en: "6 months",
            bn: "৬ মাস",
            ar: "6 أشهر",
          },
          label: {
            en: "To reach local map results for main services",
            bn: "প্রধান সেবাগুলোতে লোকাল ম্যাপ রেজাল্টে আসতে",
            ar: "للظهور في نتائج الخرائط المحلية لأهم الخدمات",
          },
        },
        {
          value: {
            en: "24/7",
            bn: "২৪/৭",
            ar: "24/7",
          },
          label: {
            en: "Online booking, even after the clinic closes",
            bn: "অনলাইনে অ্যাপয়েন্টমেন্ট, ক্লিনিক বন্ধ থাকলেও",
            ar: "حجز عبر الإنترنت حتى بعد إغلاق العيادة",
          },
        },
        {
          value: {
            en: "2",
            bn: "২",
            ar: "لغتان",
          },
          label: {
            en: "Languages on every speciality and doctor page",
            bn: "ভাষায় প্রতিটি বিভাগ ও ডাক্তারের পেজ",
            ar: "لصفحة كل تخصص وكل طبيب",
          },
        },
      ],
    },
    "home-six": {
      title: {
        en: "A school that moved admissions online in one season",
        bn: "এক মৌসুমেই অনলাইনে ভর্তি চালু করা একটি স্কুল",
        ar: "مدرسة نقلت القبول إلى الإنترنت في موسم واحد",
      },
      client: {
        en: "Arunodoy School & College, Narayanganj",
        bn: "অরুণোদয় স্কুল অ্যান্ড কলেজ, নারায়ণগঞ্জ",
        ar: "مدرسة وكلية أرونودوي، نارايانغانج",
      },
      text: {
        en: "Every December, guardians queued at Arunodoy's office for admission forms, and on results day the old website stopped responding. We built a Bangla-first website with online admission forms and bKash fee payment, and a results system where teachers enter marks and students see their results by roll number. Monthly fees now go through the same system, with an SMS receipt to guardians.",
        bn: "প্রতি ডিসেম্বরে ভর্তির ফর্মের জন্য অরুণোদয়ের অফিসে অভিভাবকদের লাইন পড়ত, আর ফলাফলের দিন পুরোনো ওয়েবসাইটটি আর খুলত না। আমরা বাংলায় একটি ওয়েবসাইট বানিয়েছি, যেখানে অনলাইনে ভর্তির ফর্ম আর bKash-এ ফি দেওয়ার ব্যবস্থা আছে, সঙ্গে একটি ফলাফল সিস্টেম, যেখানে শিক্ষকেরা নম্বর তোলেন আর শিক্ষার্থীরা রোল নম্বর দিয়ে নিজের ফলাফল দেখে। মাসিক বেতনও এখন একই সিস্টেমে জমা হয়, আর অভিভাবকেরা SMS-এ রসিদ পান।",
        ar: "في كل ديسمبر كان أولياء الأمور يصطفون عند مكتب أرونودوي للحصول على استمارات القبول، وفي يوم إعلان النتائج كان الموقع القديم يتوقف عن الاستجابة. بنينا موقعًا بالبنغالية أولًا يتيح تقديم طلبات القبول ودفع الرسوم عبر bKash، ونظامًا للنتائج يُدخل فيه المعلمون الدرجات ويطّلع الطلاب على نتائجهم برقم الجلوس. وتُدفع الرسوم الشهرية الآن عبر النظام نفسه، مع إيصال برسالة نصية لولي الأمر.",
      },
      quote: {
        en: "For the first time, our office staff went home on time during admission season. Guardians like paying from home, and on results day the website simply worked.",
        bn: "এই প্রথম ভর্তি মৌসুমে আমাদের অফিসের স্টাফরা সময়মতো বাড়ি ফিরতে পেরেছেন। অভিভাবকেরা ঘরে বসে টাকা দিতে পেরে খুশি, আর ফলাফলের দিন ওয়েবসাইট একদম ঠিকঠাক চলেছে।",
        ar: "لأول مرة عاد موظفو مكتبنا إلى بيوتهم في الموعد خلال موسم القبول. يسعد أولياء الأمور بالدفع من المنزل، وفي يوم النتائج عمل الموقع دون أي مشكلة.",
      },
      author: {
        en: "Mahmuda Begum",
        bn: "মাহমুদা বেগম",
        ar: "محمودة بيغم",
      },
      role: {
        en: "Principal, Arunodoy School & College",
        bn: "অধ্যক্ষ, অরুণোদয় স্কুল অ্যান্ড কলেজ",
        ar: "مديرة مدرسة وكلية أرونودوي",
      },
      results: [
        {
          value: {
            en: "860",
            bn: "৮৬০",
            ar: "860",
          },
          label: {
            en: "Admission forms submitted online, first season",
            bn: "প্রথম মৌসুমে অনলাইনে জমা পড়া ভর্তির ফর্ম",
            ar: "طلبًا للقبول عبر الإنترنت في الموسم الأول",
          },
        },
        {
          value: {
            en: "6 in 10",
            bn: "১০ জনে ৬",
            ar: "6 من 10",
          },
          label: {
            en: "Monthly fees now paid by bKash",
            bn: "অভিভাবক এখন bKash-এ বেতন দেন",
            ar: "رسوم شهرية تُدفع الآن عبر bKash",
          },
        },
        {
          value: {
            en: "0",
            bn: "০",
            ar: "0",
          },
          label: {
            en: "Website outages on results day",
            bn: "ফলাফলের দিনে ওয়েবসাইট ডাউন",
            ar: "حالات انقطاع للموقع يوم إعلان النتائج",
          },
        },
      ],
    },
    "home-seven": {
      title: {
        en: "From paper forms to a live M&E dashboard",
        bn: "কাগজের ফর্ম থেকে লাইভ M&E ড্যাশবোর্ড",
        ar: "من الاستمارات الورقية إلى لوحة متابعة وتقييم حيّة",
      },
      client: {
        en: "Nabodhara Unnayan Sangstha, Satkhira",
        bn: "নবধারা উন্নয়ন সংস্থা, সাতক্ষীরা",
        ar: "نوبودهارا أونّايان شونغستا، ساتكيرا",
      },
      text: {
        en: "Nabodhara runs climate resilience and livelihood projects in coastal Satkhira. Field officers filled in paper forms, and the M&E team spent about two weeks each quarter typing them into spreadsheets for donor reports. We built offline data collection forms for their phones, a dashboard showing each indicator by union and month, and a new bilingual website with project pages and downloadable reports.",
        bn: "উপকূলীয় সাতক্ষীরায় জলবায়ু সহনশীলতা ও জীবিকা নিয়ে প্রকল্প চালায় নবধারা। মাঠকর্মীরা কাগজের ফর্ম পূরণ করতেন, আর ডোনার রিপোর্টের জন্য প্রতি ত্রৈমাসিকে প্রায় দুই সপ্তাহ ধরে M&E টিম সেগুলো স্প্রেডশিটে টাইপ করত। আমরা তাঁদের ফোনের জন্য অফলাইনে চলা ডেটা সংগ্রহের ফর্ম বানিয়েছি, ইউনিয়ন ও মাস ধরে প্রতিটি ইন্ডিকেটর দেখানো একটি ড্যাশবোর্ড বানিয়েছি, আর প্রকল্পের পেজ ও ডাউনলোড করা যায় এমন রিপোর্টসহ নতুন একটি দ্বিভাষিক ওয়েবসাইট তৈরি করেছি।",
        ar: "تنفّذ نوبودهارا مشاريع للتكيّف مع المناخ وسبل العيش في منطقة ساتكيرا الساحلية. كان الموظفون الميدانيون يملؤون استمارات ورقية، وكان فريق المتابعة والتقييم يقضي نحو أسبوعين كل فصل في إدخالها إلى جداول البيانات من أجل تقارير المانحين. بنينا نماذج لجمع البيانات تعمل دون اتصال على هواتفهم، ولوحة متابعة تعرض كل مؤشر حسب المجلس المحلي والشهر، وموقعًا جديدًا ثنائي اللغة يضم صفحات المشاريع وتقارير قابلة للتنزيل.",
      },
      quote: {
        en: "Our quarterly report used to need two weeks of data entry before we could start writing. Now the figures are ready when the quarter ends, and our donor sees the same dashboard we do.",
        bn: "আগে ত্রৈমাসিক রিপোর্ট লেখা শুরুর আগেই দুই সপ্তাহ যেত ডেটা এন্ট্রিতে। এখন ত্রৈমাসিক শেষ হতেই সংখ্যাগুলো তৈরি থাকে, আর আমরা যে ড্যাশবোর্ড দেখি, আমাদের ডোনারও ঠিক সেটাই দেখেন।",
        ar: "كان تقريرنا الفصلي يحتاج إلى أسبوعين من إدخال البيانات قبل أن نبدأ الكتابة. أما الآن فالأرقام جاهزة مع نهاية الفصل، ويرى المانح لوحة المتابعة نفسها التي نراها.",
      },
      author: {
        en: "Shamima Nasrin",
        bn: "শামীমা নাসরিন",
        ar: "شميمة نسرين",
      },
      role: {
        en: "Monitoring and Evaluation Manager, Nabodhara",
        bn: "মনিটরিং ও ইভ্যালুয়েশন ম্যানেজার, নবধারা",
        ar: "مديرة المتابعة والتقييم، نوبودهارا",
      },
      results: [
        {
          value: {
            en: "3 days",
            bn: "৩ দিন",
            ar: "3 أيام",
          },
          label: {
            en: "For a quarterly report, down from two weeks",
            bn: "ত্রৈমাসিক রিপোর্টে, আগে লাগত দুই সপ্তাহ",
            ar: "لإعداد التقرير الفصلي بدلًا من أسبوعين",
          },
        },
        {
          value: {
            en: "38",
            bn: "৩৮",
            ar: "38",
          },
          label: {
            en: "Field officers collecting data offline",
            bn: "মাঠকর্মী অফলাইনে ডেটা সংগ্রহ করেন",
            ar: "موظفًا ميدانيًا يجمعون البيانات دون اتصال",
          },
        },
        {
          value: {
            en: "AA",
            bn: "AA",
            ar: "AA",
          },
          label: {
            en: "WCAG 2.1 level of the new website",
            bn: "নতুন ওয়েবসাইটের WCAG ২.১ লেভেল",
            ar: "مستوى WCAG 2.1 للموقع الجديد",
          },
        },
      ],
    },
    "home-eight": {
      title: {
        en: "A developer that now calls every lead the same day",
        bn: "যে রিয়েল এস্টেট কোম্পানি এখন প্রতিটি লিডকে সেদিনই ফোন করে",
        ar: "مطوّر عقاري يتصل الآن بكل عميل محتمل في اليوم نفسه",
      },
      client: {
        en: "Neelambar Developments Ltd., Dhaka",
        bn: "নীলাম্বর ডেভেলপমেন্টস লিমিটেড, ঢাকা",
        ar: "نيلامبار ديفلوبمنتس المحدودة، دكا",
      },
      text: {
        en: "Neelambar builds mid-sized apartment projects in Mirpur and Uttara. Its Facebook lead ads put names and numbers into a spreadsheet that sales checked once a day, and many leads had gone cold by the time anyone called. We built a website with a page for each project and its floor plans, connected the lead ads so every lead reaches the assigned salesperson on WhatsApp at once, and added online booking for Friday and Saturday site visits.",
        bn: "মিরপুর ও উত্তরায় মাঝারি আকারের অ্যাপার্টমেন্ট প্রজেক্ট তৈরি করে নীলাম্বর। তাদের Facebook লিড অ্যাডের নাম আর নম্বর জমা হতো একটি স্প্রেডশিটে, যা সেলস টিম দিনে একবার দেখত, আর কেউ ফোন করার আগেই অনেক লিডের আগ্রহ ফুরিয়ে যেত। আমরা প্রতিটি প্রজেক্ট আর তার ফ্লোর প্ল্যানের জন্য আলাদা পেজসহ একটি ওয়েবসাইট বানিয়েছি, লিড অ্যাড এমনভাবে যুক্ত করেছি যাতে প্রতিটি লিড সঙ্গে সঙ্গে দায়িত্বপ্রাপ্ত সেলস পার্সনের WhatsApp-এ পৌঁছায়, আর শুক্র ও শনিবারের সাইট ভিজিটের জন্য অনলাইন বুকিং যোগ করেছি।",
        ar: "تبني نيلامبار مشاريع سكنية متوسطة الحجم في ميربور وأوتارا. كانت إعلاناتها على Facebook تضع الأسماء والأرقام في جدول بيانات يراجعه فريق المبيعات مرة في اليوم، فيفتر اهتمام كثير من العملاء قبل أن يتصل بهم أحد. بنينا موقعًا بصفحة لكل مشروع ومخططات طوابقه، وربطنا الإعلانات ليصل كل عميل محتمل فورًا إلى مندوب المبيعات المسؤول عبر واتساب، وأضفنا حجز المعاينات ليومي الجمعة والسبت عبر الإنترنت.",
      },
      quote: {
        en: "We were paying for leads and calling them a day late. Now the salesperson's phone buzzes within minutes, buyers book visits themselves, and I can see which project and which ad every booking came from.",
        bn: "আমরা লিডের জন্য টাকা খরচ করতাম, আর ফোন করতাম এক দিন পরে। এখন কয়েক মিনিটের মধ্যেই সেলস পার্সনের ফোন বেজে ওঠে, ক্রেতারা নিজেরাই ভিজিট বুক করেন, আর প্রতিটি বুকিং কোন প্রজেক্ট ও কোন বিজ্ঞাপন থেকে এল, তা আমি দেখতে পাই।",
        ar: "كنا ندفع مقابل العملاء المحتملين ثم نتصل بهم بعد يوم. الآن يرن هاتف مندوب المبيعات خلال دقائق، ويحجز المشترون زياراتهم بأنفسهم، وأرى من أي مشروع ومن أي إعلان جاء كل حجز.",
      },
      author: {
        en: "Ahsan Habib",
        bn: "আহসান হাবিব",
        ar: "أحسن حبيب",
      },
      role: {
        en: "Head of Sales, Neelambar Developments Ltd.",
        bn: "হেড অব সেলস, নীলাম্বর ডেভেলপমেন্টস লিমিটেড",
        ar: "رئيس المبيعات، نيلامبار ديفلوبمنتس المحدودة",
      },
      results: [
        {
          value: {
            en: "15 min",
            bn: "১৫ মিনিট",
            ar: "15 دقيقة",
          },
          label: {
            en: "From form to first sales call",
            bn: "ফর্ম থেকে সেলসের প্রথম কল",
            ar: "من تعبئة النموذج إلى أول اتصال",
          },
        },
        {
          value: {
            en: "27%",
            bn: "২৭%",
            ar: "27%",
          },
          label: {
            en: "Lower cost per qualified lead",
            bn: "প্রতি কোয়ালিফায়েড লিডে কম খরচ",
            ar: "انخفاض في تكلفة العميل المحتمل المؤهَّل",
          },
        },
        {
          value: {
            en: "40+",
            bn: "৪০+",
            ar: "40+",
          },
          label: {
            en: "Site visits booked online in six months",
            bn: "ছয় মাসে অনলাইনে বুক করা সাইট ভিজিট",
            ar: "معاينة محجوزة عبر الإنترنت في ستة أشهر",
          },
        },
      ],
    },
  },
};
