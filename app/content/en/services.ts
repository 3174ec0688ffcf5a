import type { ServiceCopy, ServiceSlug } from "../services";

/**
 * What the agency offers, one entry per service (keyed as in `../services.ts`), with the words each
 * page shows of it: a home card, a catalogue entry, a home tab and a page of its own where it has them.
 */
export const services = {
  items: {
    "web-development": {
      title: "Web Development",
      card: "Fast, secure websites and web apps built with React, Laravel and WordPress that turn visitors into enquiries.",
      catalogue:
        "Company websites, e-commerce shops and web applications that load quickly on 4G and are easy for your team to update.",
      quoteOption: "Web development",
      tab: {
        label: "Web Development",
        heading: "Websites that work as hard as your sales team",
        text: "From a five-page company site to a full e-commerce platform, we build with modern, well-supported technology, optimise every page for phones on slow networks and connect your forms straight to your inbox and WhatsApp.",
      },
      imageAlt: "A browser window with page layout blocks and a rising chart",
      page: {
        summary:
          "We build websites and web applications that load fast on any phone, rank well, and turn visitors into enquiries you can act on.",
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
    },
    "mobile-app": {
      title: "Mobile App Development",
      card: "Android and iOS apps in Flutter or React Native, with bKash and Nagad payments and offline-friendly design.",
      catalogue:
        "Cross-platform and native apps with local payment gateways, push notifications and careful attention to app size.",
      quoteOption: "Mobile app development",
      tab: {
        label: "App Development",
        heading: "Apps your customers keep on their home screen",
        text: "We design and build Android and iOS apps in Flutter or React Native, with local payments, offline support and analytics, then publish them to the stores and keep them up to date.",
      },
      imageAlt: "A phone showing app screens with cards and buttons",
      page: {
        summary:
          "Android and iOS apps that feel fast on budget phones, work on patchy networks and take payments the way Bangladeshi customers pay.",
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
    },
    software: {
      title: "Custom Software",
      catalogue:
        "Inventory, POS, ERP and HR systems built around the way your business works, with Bangla screens where your staff need them.",
      quoteOption: "Custom software",
      imageAlt: "A dashboard window connected to modules, gears and a database",
      page: {
        summary:
          "Software built around the way your business runs, from stock and sales to HR and payroll, so your team no longer depends on spreadsheets.",
        offerings: [
          "ERP, inventory and POS systems for shops, distributors and factories",
          "HR and payroll with Bangladeshi leave, overtime and income tax rules built in",
          "Integrations with bKash, Nagad, banks, SMS gateways and accounting software",
          "Bangla and English screens, Mushak-6.3 VAT invoices and management reports",
          "Support and upgrades for systems you already use, including ones built by others",
        ],
        process: [
          {
            title: "Understand",
            text: "We sit with the people who will use the system and map how orders, stock and approvals move today.",
          },
          {
            title: "Scope",
            text: "A written scope with modules, priorities and a timeline, and a clear quote in taka for the first release.",
          },
          {
            title: "Build",
            text: "Module by module, with a test version your staff try on real data every two weeks.",
          },
          {
            title: "Roll out and support",
            text: "Data moved over from spreadsheets or old software, staff training in Bangla or English, and a support plan.",
          },
        ],
      },
    },
    "digital-marketing": {
      title: "Digital Marketing",
      card: "Facebook, Instagram and Google campaigns planned around your sales numbers, with honest monthly reports.",
      catalogue:
        "Social media, paid campaigns and content that reach the right customers, measured against real sales and leads.",
      quoteOption: "Digital marketing",
      tab: {
        label: "Digital Marketing",
        heading: "Campaigns measured in customers, not likes",
        text: "We plan content and paid campaigns across Facebook, Instagram, YouTube and Google, track every enquiry back to its source and report each month in plain language.",
      },
      imageAlt: "A megaphone with social media posts and a growth chart",
      page: {
        summary:
          "Social, search and content campaigns planned around your sales targets and reported in plain language every month.",
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
    },
    seo: {
      title: "SEO Optimization",
      card: "Technical, on-page and local SEO in English and Bangla so customers in Dhaka and beyond find you first.",
      catalogue:
        "Technical audits, on-page work, local listings and content plans that lift your rankings month after month.",
      quoteOption: "SEO optimization",
      tab: {
        label: "SEO Optimization",
        heading: "Be the first answer when customers search",
        text: "Technical fixes, content that answers real questions, local SEO for your Google Business Profile and links earned the right way, all tracked in Search Console.",
      },
      imageAlt: "A magnifying glass over search results with rising bars",
      page: {
        summary:
          "Technical, on-page and local SEO in English and Bangla that brings customers who are already searching for what you sell.",
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
    },
    "ui-ux": {
      title: "UI/UX Design",
      catalogue:
        "Research, wireframes and polished interfaces that make your product obvious to use, in English and Bangla.",
      quoteOption: "UI/UX design",
      imageAlt: "A design canvas with wireframe blocks, a colour palette and a pointer",
      page: {
        summary:
          "Interfaces designed around the tasks your customers actually do, tested with real users and handed over ready to build.",
        offerings: [
          "User research and interviews with your customers and staff",
          "Wireframes and clickable prototypes in Figma",
          "Interface design and design systems for websites, apps and dashboards",
          "Bangla and English layouts with fonts that read well on budget phones",
          "UX reviews of existing products, with a prioritised list of fixes",
        ],
        process: [
          {
            title: "Research",
            text: "Interviews, analytics and a look at competitors to find where users get stuck today.",
          },
          {
            title: "Wireframe",
            text: "Screen structure and user flows agreed in simple wireframes before any visual design.",
          },
          {
            title: "Design and test",
            text: "Full designs turned into a clickable prototype and tested with five to eight real users.",
          },
          {
            title: "Hand over",
            text: "Figma files, a component library and notes for developers, with our help during the build.",
          },
        ],
      },
    },
    hosting: {
      title: "Secure Hosting",
      catalogue:
        "Managed NVMe hosting with SSL, daily backups and monitoring, priced in taka and supported from Dhaka.",
      quoteOption: "Hosting plan",
      imageAlt: "A server rack with a shield and lock beside a steady uptime line",
      page: {
        summary:
          "Managed hosting for your website, online shop and business e-mail, with updates, backups and security handled by our own team in Dhaka.",
        offerings: [
          "Managed NVMe hosting from {price.professional} a month, VAT included",
          "Free SSL and daily backups, with restores done for you",
          "Free migration of one website and its e-mail accounts",
          "Domain, DNS and business e-mail set-up, including .com.bd domains",
          "Payment by bKash, Nagad or bank transfer, with a VAT invoice every month",
        ],
        process: [
          {
            title: "Choose a plan",
            text: "We look at your traffic, storage and e-mail needs and suggest the smallest plan that fits.",
          },
          {
            title: "Migrate",
            text: "We move your files, database and mailboxes, test everything, then switch DNS without downtime.",
          },
          {
            title: "Secure",
            text: "SSL, firewall rules, software updates and daily backups in place from the first day.",
          },
          {
            title: "Monitor and support",
            text: "Uptime alerts come to our team, and you reach us by phone, WhatsApp or e-mail, {office.days}.",
          },
        ],
      },
    },
    consultancy: {
      title: "IT Consultancy",
      catalogue:
        "Independent advice on software choices, vendor proposals, cloud costs and digital transformation plans.",
      quoteOption: "IT consultancy",
      imageAlt: "A lightbulb above a roadmap and checklist, with two chat bubbles",
      page: {
        summary:
          "Independent advice before you spend: which software to choose, which vendor to trust and what your technology should really cost.",
        offerings: [
          "Technology roadmaps with priorities, budgets and timelines",
          "Software selection: buy off the shelf, build custom or adapt what you have",
          "Requirement documents, tender specifications and vendor proposal evaluation",
          "Cloud and hosting cost reviews, with practical ways to lower the bill",
          "Security, backup and code reviews of the systems you already run",
        ],
        process: [
          {
            title: "Listen",
            text: "Conversations with owners, managers and the staff who use your systems every day.",
          },
          {
            title: "Assess",
            text: "A review of your current systems, contracts and costs, and where they fall short.",
          },
          {
            title: "Recommend",
            text: "A written report with options, costs in taka and a clear recommendation, presented to your team.",
          },
          {
            title: "Follow through",
            text: "Support in vendor meetings and contract talks, and checks that the delivered work matches what was promised.",
          },
        ],
      },
    },
  } satisfies Record<ServiceSlug, ServiceCopy> as Record<ServiceSlug, ServiceCopy>,
  learnMore: "Learn more",
  page: {
    title: "Services",
    metaDescription:
      "Web development, mobile apps, digital marketing, SEO, UI/UX design, secure hosting and IT consultancy from a Dhaka agency that prices in taka.",
    catalogue: {
      eyebrow: "Everything under one roof",
      title: "Services for every stage of growth",
      text: "Whether you need your first website or a platform that serves thousands of customers a day, one team takes care of it from idea to growth.",
    },
    core: {
      eyebrow: "Our core services",
      title: "How we build and grow your business online",
      text: "Four disciplines, one plan: the products we build are designed to be found, and the campaigns we run lead to pages that convert.",
    },
    cta: {
      title: "Not sure where to start?",
      text: "Tell us about your business and goals. We will suggest the smallest step that makes the biggest difference, with a clear quote in taka.",
      primary: "Request a quote",
      secondary: "Contact us",
    },
  },
  detail: {
    offeringsTitle: "What we offer",
    processTitle: "How we work",
    otherTitle: "Other services",
    postsTitle: "From our blog",
    cta: "Request a quote",
    ask: "Ask a question",
  },
};
