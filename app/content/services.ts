import type { IconName } from "~/components/ui/icon";

export type ServiceCard = {
  id: number;
  title: string;
  description: string;
  icon: IconName;
  /** Entrance delay in milliseconds, so the cards appear one after another. */
  delay: number;
  className: string;
  to: string;
};

/** The four service cards of the home page. */
export const homeServiceCards: ServiceCard[] = [
  {
    id: 1,
    title: "Web Development",
    description:
      "Fast, secure websites and web apps built with React, Laravel and WordPress that turn visitors into enquiries.",
    icon: "code",
    delay: 0,
    className: "bg-brand-50 text-brand-800",
    to: "/services/web-development",
  },
  {
    id: 2,
    title: "Mobile App Development",
    description:
      "Android and iOS apps in Flutter or React Native, with bKash and Nagad payments and offline-friendly design.",
    icon: "smartphone",
    delay: 100,
    className: "bg-accent-100 text-accent-700",
    to: "/services/mobile-app",
  },
  {
    id: 3,
    title: "Digital Marketing",
    description:
      "Facebook, Instagram and Google campaigns planned around your sales numbers, with honest monthly reports.",
    icon: "megaphone",
    delay: 200,
    className: "bg-sand-100 text-amber-800",
    to: "/services/digital-marketing",
  },
  {
    id: 4,
    title: "SEO Optimization",
    description:
      "Technical, on-page and local SEO in English and Bangla so customers in Dhaka and beyond find you first.",
    icon: "search",
    delay: 300,
    className: "bg-sky-50 text-sky-800",
    to: "/services/seo",
  },
];

export type ServiceSummary = { title: string; description: string; icon: IconName; to?: string };

/** Everything the agency offers, for the services and about pages. */
export const allServices: ServiceSummary[] = [
  {
    title: "Web Development",
    description:
      "Company websites, e-commerce shops and web applications that load quickly on 4G and are easy for your team to update.",
    icon: "code",
    to: "/services/web-development",
  },
  {
    title: "Mobile App Development",
    description:
      "Cross-platform and native apps with local payment gateways, push notifications and careful attention to app size.",
    icon: "smartphone",
    to: "/services/mobile-app",
  },
  {
    title: "Digital Marketing",
    description:
      "Social media, paid campaigns and content that reach the right customers, measured against real sales and leads.",
    icon: "megaphone",
    to: "/services/digital-marketing",
  },
  {
    title: "SEO Optimization",
    description:
      "Technical audits, on-page work, local listings and content plans that lift your rankings month after month.",
    icon: "search",
    to: "/services/seo",
  },
  {
    title: "UI/UX Design",
    description:
      "Research, wireframes and polished interfaces that make your product obvious to use, in English and Bangla.",
    icon: "palette",
  },
  {
    title: "Secure Hosting",
    description:
      "Managed NVMe hosting with SSL, daily backups and monitoring, priced in taka and supported from Dhaka.",
    icon: "server",
  },
  {
    title: "IT Consultancy",
    description:
      "Independent advice on software choices, vendor proposals, cloud costs and digital transformation plans.",
    icon: "lightbulb",
  },
];

export type ServiceTab = {
  id: string;
  label: string;
  heading: string;
  description: string;
  to: string;
  image: string;
  imageAlt: string;
};

export const serviceTabs: ServiceTab[] = [
  {
    id: "web",
    label: "Web Development",
    heading: "Websites that work as hard as your sales team",
    description:
      "From a five-page company site to a full e-commerce platform, we build with modern, well-supported technology, optimise every page for phones on slow networks and connect your forms straight to your inbox and WhatsApp.",
    to: "/services/web-development",
    image: "/images/services/web-development.svg",
    imageAlt: "A browser window with page layout blocks and a rising chart",
  },
  {
    id: "app",
    label: "App Development",
    heading: "Apps your customers keep on their home screen",
    description:
      "We design and build Android and iOS apps in Flutter or React Native, with local payments, offline support and analytics, then publish them to the stores and keep them up to date.",
    to: "/services/mobile-app",
    image: "/images/services/app-development.svg",
    imageAlt: "A phone showing app screens with cards and buttons",
  },
  {
    id: "marketing",
    label: "Digital Marketing",
    heading: "Campaigns measured in customers, not likes",
    description:
      "We plan content and paid campaigns across Facebook, Instagram, YouTube and Google, track every enquiry back to its source and report each month in plain language.",
    to: "/services/digital-marketing",
    image: "/images/services/digital-marketing.svg",
    imageAlt: "A megaphone with social media posts and a growth chart",
  },
  {
    id: "seo",
    label: "SEO Optimization",
    heading: "Be the first answer when customers search",
    description:
      "Technical fixes, content that answers real questions, local SEO for your Google Business Profile and links earned the right way, all tracked in Search Console.",
    to: "/services/seo",
    image: "/images/services/seo.svg",
    imageAlt: "A magnifying glass over search results with rising bars",
  },
];

export type ServiceDetail = {
  slug: string;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  offerings: string[];
  process: { title: string; text: string }[];
};

export const serviceDetails: ServiceDetail[] = [
  {
    slug: "web-development",
    title: "Web Development",
    summary:
      "We build websites and web applications that load fast on any phone, rank well, and turn visitors into enquiries you can act on.",
    image: "/images/services/web-development.svg",
    imageAlt: "A browser window with page layout blocks and a rising chart",
    offerings: [
      "Company and brand websites in English and Bangla",
      "E-commerce with bKash, Nagad, SSLCommerz and cash on delivery",
      "Custom web applications, dashboards and portals",
      "WordPress sites your team can update without a developer",
      "Speed, accessibility and security audits of existing sites",
    ],
    process: [
      {
        title: "Discover",
        text: "A workshop to agree goals, audience, pages and the numbers that define success.",
      },
      {
        title: "Design",
        text: "Wireframes, then full designs for phone and desktop, reviewed with you page by page.",
      },
      {
        title: "Build",
        text: "Weekly demos on a private preview link, so you see progress and give feedback early.",
      },
      {
        title: "Launch and grow",
        text: "Hosting, analytics, training and a support plan, with improvements based on real data.",
      },
    ],
  },
  {
    slug: "mobile-app",
    title: "Mobile App Development",
    summary:
      "Android and iOS apps that feel fast on budget phones, work on patchy networks and take payments the way Bangladeshi customers pay.",
    image: "/images/services/app-development.svg",
    imageAlt: "A phone showing app screens with cards and buttons",
    offerings: [
      "Cross-platform apps in Flutter or React Native",
      "Native Android (Kotlin) and iOS (Swift) when the project needs it",
      "Mobile wallet payments, push notifications and in-app chat",
      "Offline-first data sync for field teams and delivery riders",
      "Play Store and App Store publishing and ongoing updates",
    ],
    process: [
      {
        title: "Plan",
        text: "User journeys, feature priorities and a release plan that gets a first version out quickly.",
      },
      {
        title: "Prototype",
        text: "Clickable prototypes tested with real users before a line of production code.",
      },
      {
        title: "Develop",
        text: "Two-week sprints with test builds on your phone after every sprint.",
      },
      {
        title: "Release and support",
        text: "Store submission, crash monitoring and monthly maintenance releases.",
      },
    ],
  },
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    summary:
      "Social, search and content campaigns planned around your sales targets and reported in plain language every month.",
    image: "/images/services/digital-marketing.svg",
    imageAlt: "A megaphone with social media posts and a growth chart",
    offerings: [
      "Facebook and Instagram content and advertising",
      "Google Ads search and YouTube campaigns",
      "Short-form video planning and production guidance",
      "Creator and influencer partnerships",
      "WhatsApp and e-mail marketing with proper consent",
    ],
    process: [
      {
        title: "Audit",
        text: "Where your customers come from today, what each channel costs and what it returns.",
      },
      {
        title: "Strategy",
        text: "A 90-day plan with budgets per channel and the results we expect from each.",
      },
      {
        title: "Execute",
        text: "Content calendars, ad campaigns and landing pages, tested and improved weekly.",
      },
      {
        title: "Report",
        text: "A monthly report of leads, sales and cost per customer, with next month's plan.",
      },
    ],
  },
  {
    slug: "seo",
    title: "SEO Optimization",
    summary:
      "Technical, on-page and local SEO in English and Bangla that brings customers who are already searching for what you sell.",
    image: "/images/services/seo.svg",
    imageAlt: "A magnifying glass over search results with rising bars",
    offerings: [
      "Technical SEO audits and fixes: speed, indexing, structured data",
      "Keyword research in English and Bangla",
      "Content plans and articles that answer customers' questions",
      "Local SEO and Google Business Profile management",
      "Monthly ranking and traffic reports from Search Console",
    ],
    process: [
      {
        title: "Audit",
        text: "A full technical and content audit with a prioritised list of fixes.",
      },
      {
        title: "Fix",
        text: "We correct the technical problems first, because they hold everything else back.",
      },
      {
        title: "Create",
        text: "New and improved pages targeting the searches that bring paying customers.",
      },
      {
        title: "Measure",
        text: "Rankings, clicks and enquiries tracked monthly, with the plan adjusted to match.",
      },
    ],
  },
];
