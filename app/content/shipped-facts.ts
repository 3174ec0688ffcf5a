import type { Facts } from "~/lib/facts-schema";

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
  payments: {
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
          bn: "২০১৬ সালে যে তিনজন ডেভেলপার মিলে {company.name} শুরু করেছিলেন, রিনা তাঁদের একজন; এখন তিনি প্রতিষ্ঠানের দৈনন্দিন পরিচালনার দায়িত্বে। প্রতিটি প্রস্তাব পাঠানোর আগে তিনি নিজে দেখে নেন, যাতে টাকায় দেওয়া প্রতিটি নির্দিষ্ট কোটেশন এমন স্কোপের সাথে মেলে, যা টিম সত্যিই ডেলিভার করতে পারে।",
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
          bn: "{company.name}-এর সহপ্রতিষ্ঠাতা সাজিদ ERP সিস্টেম থেকে শুরু করে ব্যস্ত অনলাইন শপ পর্যন্ত বড় প্রজেক্টগুলোর টেকনিক্যাল দিকনির্দেশনা ঠিক করেন। প্রতিটি বড় প্রজেক্টের আর্কিটেকচার তিনি রিভিউ করেন এবং এমন প্রযুক্তি বেছে নেন, যা আপনার পরের ডেভেলপারও আগে থেকেই চেনেন।",
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
          en: "Arif runs our hosting plans and support desk, covering SSL, backups, updates and monitoring. His team answers phone, WhatsApp and e-mail from Sunday to Thursday, and messages sent after hours get a reply the next working day.",
          bn: "আরিফ আমাদের হোস্টিং প্ল্যান আর সাপোর্ট ডেস্কের দায়িত্বে আছেন; SSL, ব্যাকআপ, আপডেট ও মনিটরিং সবই দেখে তাঁর টিম। রবিবার থেকে বৃহস্পতিবার ফোন, WhatsApp ও ই-মেইলে তাঁরা উত্তর দেন, আর অফিস সময়ের পরে আসা মেসেজের উত্তর যায় পরের কর্মদিবসে।",
          ar: "يتولى عارف خطط الاستضافة ومكتب الدعم، من شهادات SSL والنسخ الاحتياطية إلى التحديثات والمراقبة. ويرد فريقه عبر الهاتف وWhatsApp والبريد الإلكتروني من الأحد إلى الخميس، أما الرسائل الواردة بعد ساعات العمل فنرد عليها في يوم العمل التالي.",
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
          ar: "أعادت {company.name} بناء متجرنا الإلكتروني مع الدفع عبر bKash، وأصبح يُحمَّل الآن في لمح البصر، حتى على هواتف عملائنا القديمة. تضاعفت الطلبات عبر الموقع خلال ثلاثة أشهر، وما زال الفريق يرد على رسائلنا عبر WhatsApp في اليوم نفسه.",
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
          ar: "يعمل مندوبونا في مناطق ضعيفة الإشارة، لذا كان لا بد أن يعمل تطبيق السائقين دون اتصال. وقد قدّمت {company.name} ذلك تمامًا، في الموعد المحدد، ودرّبت موظفينا. نشعر بأنهم جزء من فريقنا.",
        },
        rating: 5,
        date: "2024-12-09",
      },
    ],
  },
};
