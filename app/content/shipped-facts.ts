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
};
