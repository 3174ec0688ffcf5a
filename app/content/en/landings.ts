import type { LandingCopy, LandingSlug } from "../landings";

/**
 * The campaign landing pages' words, one entry per page in `../landings.ts`. The clients in the
 * stories of the start-up, manufacturer, school, NGO and real estate pages are sample clients, like
 * the testimonials' (see docs/operations.md, "Before launch: replace the sample content").
 */
export const landings = {
  pages: {
    "home-two": {
      label: "For start-ups",
      title: "MVP and app development for start-ups",
      metaDescription:
        "{company.name} helps Bangladeshi founders plan, design and build MVPs, investor demos and apps that scale. Fixed quotes in taka, and the code is yours.",
      hero: {
        eyebrow: "For start-ups and founders",
        title: "Turn your pitch deck into a product people can use",
        text: "We help founders decide what to build first, test it with real users and ship an MVP you can put in front of investors, then grow it into a product that handles real traffic. One team in Banani, a fixed quote in taka, and code that belongs to you.",
        primary: "Get a free project plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt:
          "A rocket lifting off from a laptop, beside a growth chart and a card of new users",
      },
      services: {
        eyebrow: "What we build for start-ups",
        title: "Everything between the idea and the launch",
        text: "Start with a product workshop or go straight to design and build. Each step stands on its own, so you pay only for what your stage needs.",
        items: {
          "mobile-app":
            "Android and iOS apps in Flutter or React Native, with bKash and Nagad payments, so your first release works for real Bangladeshi customers.",
          "web-development":
            "Web apps, admin dashboards and landing pages that collect sign-ups before launch and run your operations after it.",
          "ui-ux":
            "Clickable prototypes tested with five to eight real users, so you find out what confuses people before you pay to build it.",
          consultancy:
            "An independent view on scope, technology and cloud costs, and help with the technical questions investors ask in due diligence.",
        },
      },
      points: {
        eyebrow: "Why founders choose us",
        title: "A senior product team, before you hire one",
        text: "Early on, every taka and every week counts. We help you spend both on what proves your idea.",
        items: [
          {
            title: "A first release in months, not years",
            text: "We cut the feature list down to what your first users and investors need to see, and plan the rest as later releases.",
          },
          {
            title: "Tested with real users",
            text: "Prototypes go in front of your target customers before development starts, so you build on evidence instead of guesses.",
          },
          {
            title: "Ready to grow",
            text: "Analytics from day one and an architecture that can take many more users, so success does not mean starting again.",
          },
          {
            title: "Your code, your company",
            text: "You own the source code, designs and accounts, with documentation clear enough for your own developers to take over.",
          },
        ],
      },
      story: {
        eyebrow: "Client story",
      },
      faq: {
        eyebrow: "Questions founders ask",
        title: "Before you spend your runway",
        items: [
          {
            question: "How long does an MVP take, and what does it cost?",
            answer:
              "A focused MVP usually takes two to four months. The cost depends on the features, platforms and integrations you need, so after a short scoping call you get a fixed, itemised quote in taka, with the features that could wait marked clearly.",
          },
          {
            question: "Who owns the code and the product?",
            answer:
              "You do. Once the project is paid for, the custom code, designs and content belong to your company, and we hand over source code, logins and documentation. That matters to investors and to the developers you hire later.",
          },
          {
            question: "Can you stay with us after launch?",
            answer:
              "Yes. You can keep us on a monthly plan for new features, hosting and fixes while you build your own team, and when you hire developers we help them get to know the code.",
          },
        ],
      },
      lead: {
        eyebrow: "Start with a plan",
        title: "Tell us about your idea",
        text: "Tell us what you want to build and where you are: idea, prototype or first customers. We reply within one working day with questions, a suggested first release and an honest estimate.",
        messageHint:
          "The problem your product solves, who it is for, and when you need a first version.",
      },
    },

    "home-three": {
      label: "For online shops",
      title: "E-commerce websites for online shops in Bangladesh",
      metaDescription:
        "Move from Facebook page selling to your own online shop, with bKash, Nagad and cash on delivery, courier integration and Meta ads. Fixed quotes in taka.",
      hero: {
        eyebrow: "For online shops and f-commerce sellers",
        title: "Stop taking orders in comments. Open your own online shop.",
        text: "Keep your Facebook page and let it send customers to a shop of your own: bKash, Nagad and cash on delivery at checkout, parcels booked straight with your courier, and Meta ads that show which post actually sold.",
        primary: "Get a free shop plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt:
          "A phone showing an online shop, beside a shopping bag, a parcel and a delivery scooter",
      },
      services: {
        eyebrow: "What we do for online shops",
        title: "Everything your shop needs to sell beyond Facebook",
        text: "One team builds your shop, runs your ads, brings you search traffic and keeps the site up on sale days.",
        items: {
          "web-development":
            "A mobile-first shop in Bangla and English with bKash, Nagad and cash on delivery, stock that updates itself, and orders sent to Pathao, Steadfast or RedX without retyping.",
          "digital-marketing":
            "Facebook and Instagram ads with the Meta Pixel and Conversions API set up properly, so you see cost per order, not just likes and comments.",
          seo: "Product and category pages written for what people search in Bangla and English, so some of your orders do not depend on your ad budget.",
          hosting:
            "Managed hosting that stays fast during Eid and sale days, with SSL, daily backups and a Dhaka team that answers.",
        },
      },
      points: {
        eyebrow: "Why shops choose us",
        title: "Built for how Bangladeshi customers shop",
        text: "Most of your customers will open your shop on a budget Android phone, pay by bKash or in cash, and message you before they buy. We build for exactly that.",
        items: [
          {
            title: "Fast on every phone",
            text: "Product pages and checkout tested on budget Android phones over 4G, with photos that load quickly on mobile data.",
          },
          {
            title: "Orders, stock and couriers in one place",
            text: "A simple dashboard to confirm, pack and dispatch orders, with stock shared between your website and your showroom.",
          },
          {
            title: "Ads you can measure",
            text: "Every order traced back to the campaign that brought it, with a plain monthly report of what you spent and what you sold.",
          },
          {
            title: "Help when you need it",
            text: "Phone, WhatsApp and e-mail support {office.days}, from people who know your shop.",
          },
        ],
      },
      story: {
        eyebrow: "Client story",
      },
      pricing: {
        eyebrow: "Hosting for your shop",
        title: "Keep your shop fast on sale days",
        text: "Managed NVMe hosting with SSL, daily backups and support from Dhaka. Plus is made for online shops; a small catalogue can start on Power. Prices include VAT, paid by bKash, Nagad or bank transfer.",
      },
      faq: {
        eyebrow: "Questions from shop owners",
        title: "Before you move beyond your Facebook page",
        items: [
          {
            question: "Do I have to stop selling on Facebook?",
            answer:
              "No. Your page stays your shop window. We connect your products to a catalogue that Facebook and Instagram can show, and link posts and ads to product pages, so customers can order without waiting for a reply in Messenger.",
          },
          {
            question: "Which payment methods and couriers can you connect?",
            answer:
              "bKash, Nagad, cards through SSLCommerz and cash on delivery at checkout. For delivery we connect couriers such as Pathao, Steadfast and RedX, so parcels are booked and tracked from your dashboard.",
          },
          {
            question: "How long does a shop take, and what does it cost?",
            answer:
              "Most online shops take eight to twelve weeks. The price depends on your catalogue, your payment and courier connections and whether you need Bangla and English, and you get a fixed, itemised quote in taka before any work starts.",
          },
        ],
      },
      lead: {
        eyebrow: "Get a free shop plan",
        title: "Tell us about your shop",
        text: "Send us your Facebook page or current website and roughly how many orders you handle. We reply within one working day with a plan and a fixed quote in taka.",
        messageHint:
          "Your Facebook page or website, what you sell, and roughly how many orders you get a month.",
      },
    },

    "home-four": {
      label: "For manufacturers",
      title: "Websites and software for garment manufacturers",
      metaDescription:
        "Buyer-ready websites with your compliance certificates, production dashboards and B2B SEO for Bangladeshi garment and export manufacturers, quoted in taka.",
      hero: {
        eyebrow: "For garment and export manufacturers",
        title: "Show buyers your factory before they book the flight",
        text: "European and American buyers shortlist suppliers online. We build websites that show your capacity, products and valid certificates in the first minute, and production dashboards that give your management the same clear picture every day.",
        primary: "Get a free project plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt:
          "A garment factory with fabric rolls, beside a globe and shipping containers on their way to buyers",
      },
      points: {
        eyebrow: "Why manufacturers choose us",
        title: "What buyers check, and what your floor needs",
        text: "A buyer's sourcing team looks at your website, your certificates and how fast you reply before a first order. Your management needs today's output, not last week's report. We work on both.",
        items: [
          {
            title: "Certificates buyers can check",
            text: "amfori BSCI, WRAP, OEKO-TEX, GOTS and other certificates shown with issuing body, scope and expiry date, and updated by your team in minutes.",
          },
          {
            title: "Production data in one place",
            text: "Line output, efficiency and shipment status collected from the floor and shown on one dashboard, in Bangla for supervisors and English for management.",
          },
          {
            title: "Secure by design",
            text: "Access by role, encrypted connections and daily backups, so costing sheets and buyer details stay with the people who need them.",
          },
          {
            title: "Found by the right buyers",
            text: "English-language SEO for the products and certifications buyers search for, such as organic cotton knitwear or recycled polyester activewear.",
          },
        ],
      },
      services: {
        eyebrow: "What we do for manufacturers",
        title: "From the buyer's first search to the shipment date",
        text: "We build the systems inside your factory and the website in front of it, and keep both running.",
        items: {
          software:
            "ERP modules and production dashboards for orders, line output, inventory and shipments, built around how your floor works and connected to the systems you already use.",
          "web-development":
            "A buyer-facing website with product categories, capacity, machinery and certificates, and an enquiry form that goes straight to your merchandising team.",
          seo: "SEO in English for buyers in the EU and the US, with product and capability pages written around what sourcing teams actually search.",
          hosting:
            "Managed hosting with SSL, daily backups and monitoring, so your website loads quickly for buyers abroad and your dashboards stay available.",
        },
      },
      story: {
        eyebrow: "Client story",
      },
      faq: {
        eyebrow: "Questions from manufacturers",
        title: "What factories ask before they start",
        items: [
          {
            question: "Can you work with the ERP or software we already use?",
            answer:
              "Usually, yes. We read data from your existing ERP, accounting and attendance systems where they allow it, and build only the dashboards and modules you are missing instead of replacing everything.",
          },
          {
            question: "How do you keep buyer and costing information private?",
            answer:
              "Dashboards sit behind logins with access by role, so a supervisor sees their own line and management sees everything. Data travels over encrypted connections, and backups run every day.",
          },
          {
            question: "How soon will buyers find us through search?",
            answer:
              "B2B SEO is gradual. Technical fixes and clear product pages help within weeks, but steady enquiries usually take three to six months. We never promise rankings; we report every month on what we did and what changed.",
          },
        ],
      },
      lead: {
        eyebrow: "Start with a plan",
        title: "Tell us about your factory",
        text: "Tell us what you make, who you sell to and what you want to change. We reply within one working day with questions, ideas and a fixed quote in taka.",
        messageHint:
          "What you make, your main buyer markets, and whether you need a website, a dashboard or both.",
      },
    },

    "home-five": {
      label: "For clinics and healthcare",
      title: "Websites and online booking for clinics",
      metaDescription:
        "Appointment booking, doctor schedules, report downloads and local SEO for clinics and diagnostic centres in Bangladesh, built with patient privacy in mind.",
      hero: {
        eyebrow: "For clinics, diagnostic centres and hospitals",
        title: "Patients find you on Google, book online and arrive prepared",
        text: "We build websites where patients see which doctor sits when, book a serial from their phone and download test reports without queuing at the counter. Then we make sure people nearby find you when they search.",
        primary: "Get a free project plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt:
          "A clinic with a medical cross, beside an appointment calendar and a heart-rate card",
      },
      services: {
        eyebrow: "What we do for healthcare",
        title: "Less time on the phone, more patients through the door",
        text: "Your front desk answers the same questions all day: where are you, which doctor is in today, is my report ready. We put the answers online.",
        items: {
          "web-development":
            "A clinic website in Bangla and English with doctor profiles, chamber schedules, online appointment booking and secure report downloads.",
          seo: "Local SEO and a complete Google Business Profile, so patients nearby find your clinic, your doctors and your opening hours when they search.",
          "mobile-app":
            "An Android and iOS app for patients to book serials, get reminders and keep their reports, once your patient numbers justify one.",
          hosting:
            "Managed hosting with SSL, daily backups and monitoring, so booking and reports stay available and patient data stays protected.",
        },
      },
      story: {
        eyebrow: "Client story",
      },
      points: {
        eyebrow: "Why clinics choose us",
        title: "Easy for patients, careful with their data",
        text: "A healthcare website has to be easy for a worried patient on a budget phone, and careful with information that is nobody else's business.",
        items: [
          {
            title: "Found by patients nearby",
            text: "The same name, address, phone and hours on Google and across directories, with a page for every service people search for.",
          },
          {
            title: "Booking from any phone",
            text: "Patients choose a doctor and a time in a few taps, in Bangla or English, and get a confirmation by SMS.",
          },
          {
            title: "Patient privacy first",
            text: "Reports sit behind a login or a one-time code, data travels encrypted, and staff see only what their role needs.",
          },
          {
            title: "Support your front desk can call",
            text: "Phone, WhatsApp and e-mail support {office.days}, and training for the staff who manage bookings.",
          },
        ],
      },
      pricing: {
        eyebrow: "Hosting for your clinic",
        title: "Keep booking and reports online",
        text: "Managed NVMe hosting with SSL, daily backups and support from Dhaka. A single clinic usually starts on Professional; a diagnostic centre with report downloads is better served by Power. Prices include VAT.",
      },
      faq: {
        eyebrow: "Questions from clinics",
        title: "What doctors and managers ask us",
        items: [
          {
            question: "Can patients download their test reports online?",
            answer:
              "Yes. Reports are uploaded by your staff or from your lab system, and patients open them with their phone number and a one-time code. Nothing is public, and every download is logged.",
          },
          {
            question: "Can booking follow each doctor's chamber schedule?",
            answer:
              "Yes. Each doctor has their own days, times and number of serials, your staff can block leave and holidays, and patients see only the slots that are still free.",
          },
          {
            question: "How soon will local SEO bring more patients?",
            answer:
              "A complete Google Business Profile and consistent listings help within weeks, but steady growth usually takes three to six months. We never guarantee rankings; we report every month in plain language.",
          },
        ],
      },
      lead: {
        eyebrow: "Start with a plan",
        title: "Tell us about your clinic",
        text: "Tell us how many doctors and services you have and what takes your front desk the most time. We reply within one working day with ideas and a fixed quote in taka.",
        messageHint:
          "Your clinic or centre, how many doctors, and what patients should be able to do online.",
      },
    },

    "home-six": {
      label: "For schools and colleges",
      title: "Websites and admission software for schools",
      metaDescription:
        "Online admissions, results, fee payment by bKash and Bangla-first websites for schools, colleges and training centres in Bangladesh. Fixed quotes in taka.",
      hero: {
        eyebrow: "For schools, colleges and training centres",
        title: "Admissions, results and fees online, without the queues",
        text: "Parents apply from their phones and pay by bKash, students check results with their roll number, and your office stops sorting stacks of paper forms every admission season. All of it in Bangla first, with English where you need it.",
        primary: "Get a free project plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt:
          "A chalkboard with a graduation cap, a stack of books and a phone showing a student's results",
      },
      services: {
        eyebrow: "What we do for education",
        title: "One system for the whole school year",
        text: "From the admission form to the final result, we build what your office, teachers, students and parents need, and help you fill your seats.",
        items: {
          "web-development":
            "A Bangla-first website with notices, admission forms, results by roll number and photo galleries that your office can update without a developer.",
          software:
            "Student records, fees, attendance and result processing in one system, with bKash and Nagad payments and SMS to guardians.",
          "mobile-app":
            "An app for guardians and students with notices, class routines, attendance, results and fee reminders, when your institution is ready for one.",
          "digital-marketing":
            "Facebook and Google campaigns for admission season and new courses, measured in applications, not likes.",
        },
      },
      points: {
        eyebrow: "Why schools choose us",
        title: "Made for guardians, teachers and the office",
        text: "A school website is used by people of every age on every kind of phone. We keep it simple, in the language they read, and take the routine work off your office.",
        items: [
          {
            title: "Bangla first, for everyone",
            text: "Clear Bangla screens that a guardian, a teacher or a new student can use without help, with English where you need it.",
          },
          {
            title: "Admissions and fees by phone",
            text: "Application forms, admit cards and fee payment by bKash or Nagad from any phone, with a receipt by SMS.",
          },
          {
            title: "Results without the late nights",
            text: "Teachers enter marks, the system calculates grades and merit lists, and results are published the moment you approve them.",
          },
          {
            title: "Full seats and full courses",
            text: "Admission and course campaigns planned around your intake dates, with every application traced to where it came from.",
          },
        ],
      },
      story: {
        eyebrow: "Client story",
      },
      pricing: {
        eyebrow: "Hosting for your institution",
        title: "Stay online on results day",
        text: "Managed NVMe hosting with SSL, daily backups and support from Dhaka. A school website can start on Professional; online admissions and results need the room of Power or Plus. Prices include VAT.",
      },
      faq: {
        eyebrow: "Questions from institutions",
        title: "What principals and administrators ask us",
        items: [
          {
            question: "Can guardians pay admission and tuition fees by bKash?",
            answer:
              "Yes. Fees can be paid by bKash, Nagad or card through a payment gateway into your institution's account, and each payment appears against the student in the system, with a receipt.",
          },
          {
            question: "Will the website and software be in Bangla?",
            answer:
              "Bangla is the default. We use proper Unicode Bangla fonts that read well on budget phones, and add English pages for an English version or your partners when you need them.",
          },
          {
            question: "Will the website cope on results day?",
            answer:
              "Yes. We test the results page under heavy load before publication day, serve it from fast hosting with caching, and watch the site ourselves when results go live.",
          },
        ],
      },
      lead: {
        eyebrow: "Start with a plan",
        title: "Tell us about your institution",
        text: "Tell us how many students you have and what you want to move online first. We reply within one working day with a plan and a fixed quote in taka.",
        messageHint:
          "Your institution, the number of students, and what you want to move online first.",
      },
    },

    "home-seven": {
      label: "For NGOs and projects",
      title: "Websites and M&E software for NGOs",
      metaDescription:
        "Donor-ready websites, field data collection and M&E dashboards for NGOs and development projects in Bangladesh. Accessible, bilingual, quoted in taka.",
      hero: {
        eyebrow: "For NGOs and development projects",
        title: "Show donors your results with data they can trust",
        text: "We build bilingual websites that present your projects and reports clearly, and data tools that take field data from a phone to a donor-ready dashboard. Quotes are itemised in taka and written to fit your procurement process.",
        primary: "Get an itemised quote",
        trust: "Trusted by 120+ clients since 2016",
        imageAlt:
          "Two hands holding a heart, beside a map with a pin, a report chart and a card of people",
      },
      points: {
        eyebrow: "Why development teams choose us",
        title: "Built for donors, field staff and communities",
        text: "A development project answers to donors, works through field staff and serves communities. What we build has to work for all three.",
        items: [
          {
            title: "Procurement-friendly quotes",
            text: "Itemised quotes in taka with VAT shown, payments tied to deliverables, and the company documents procurement teams usually ask for.",
          },
          {
            title: "Careful with participants' data",
            text: "Access by role, encrypted connections, and personal data kept apart from what you publish, in line with your data protection policy.",
          },
          {
            title: "M&E data you can report from",
            text: "Field data flows into dashboards against your logframe indicators, ready to export for quarterly and annual donor reports.",
          },
          {
            title: "Accessible, in Bangla and English",
            text: "Websites built to WCAG 2.1 AA, readable on budget phones and with screen readers, with every page in both languages.",
          },
        ],
      },
      services: {
        eyebrow: "What we do for NGOs",
        title: "From field data to the annual report",
        text: "We build the public face of your organisation and the tools behind it, and hand everything over so your team is never tied to us.",
        items: {
          "web-development":
            "A bilingual website for your organisation or project, with project pages, a library of reports and publications, stories from the field and a contact or donation form.",
          software:
            "Data collection forms that work offline on field staff's phones, and M&E dashboards that track your indicators by district, project and period.",
          "ui-ux":
            "Screens tested with field staff and community members, so forms are quick to fill in and reports are easy to read.",
          hosting:
            "Managed hosting with SSL, daily backups and monitoring, paid in taka with a VAT invoice every month for your finance team.",
        },
      },
      story: {
        eyebrow: "Client story",
      },
      faq: {
        eyebrow: "Questions from NGOs",
        title: "What project teams ask us",
        items: [
          {
            question: "Can you quote in the format our procurement requires?",
            answer:
              "Yes. We provide itemised quotes in taka with VAT shown, separate technical and financial proposals when a request for quotation asks for them, and invoices tied to deliverables and milestones.",
          },
          {
            question: "Who owns the website, the data and the code?",
            answer:
              "Your organisation does. We hand over source code, accounts and documentation, and the data stays on hosting you control, so you can keep using everything after the project ends.",
          },
          {
            question: "Can the data tools work without internet in the field?",
            answer:
              "Yes. Forms are saved on the phone when there is no signal and sync when a connection returns, the same approach we use for delivery riders who work in areas with weak networks.",
          },
        ],
      },
      lead: {
        eyebrow: "Request an itemised quote",
        title: "Tell us about your project",
        text: "Tell us about your project, its reporting needs and your timeline, or paste the key points of your terms of reference. We reply within one working day with questions and an itemised quote in taka.",
        messageHint:
          "Your organisation, the project and its donor, what you need built, and any procurement deadline.",
      },
    },

    "home-eight": {
      label: "For real estate",
      title: "Websites and lead generation for real estate developers",
      metaDescription:
        "Project websites with floor plans, Meta and Google lead ads, instant lead alerts for your sales team and site-visit booking for Bangladeshi developers.",
      hero: {
        eyebrow: "For real estate developers and builders",
        title: "Turn ad clicks into site visits your sales team can close",
        text: "Buyers compare projects on their phones long before they call. We build project pages with floor plans, sizes and locations, run Meta and Google lead ads, and send every lead to the right salesperson within minutes, with site visits booked online.",
        primary: "Get a free project plan",
        trust: "Trusted by 120+ businesses since 2016",
        imageAlt: "Apartment buildings and a tower crane, beside a floor plan and a location pin",
      },
      services: {
        eyebrow: "What we do for real estate",
        title: "From the first ad to the site visit",
        text: "One team for your website, your ads and your search traffic, with every lead tracked to the project and campaign that brought it.",
        items: {
          "web-development":
            "A website with a page for every project: floor plans by unit type, availability, a location map, progress photos and a form that reaches sales at once.",
          "digital-marketing":
            "Meta and Google lead ads for each project, with leads sent to your sales team within minutes and the cost per site visit reported every month.",
          seo: "Pages that rank for the searches buyers make, such as flats for sale in Bashundhara or Uttara, in English and Bangla.",
          "mobile-app":
            "An app for your sales team to see new leads, call back, log site visits and follow up, even away from the office.",
        },
      },
      story: {
        eyebrow: "Client story",
      },
      points: {
        eyebrow: "Why developers choose us",
        title: "Every lead answered, every visit booked",
        text: "A flat is a big decision, made over weeks. We make sure buyers find your projects, understand them on a phone and reach a person quickly.",
        items: [
          {
            title: "Found by area and budget",
            text: "Project pages built for the searches buyers make, and an accurate Google Business Profile for your office and project sites.",
          },
          {
            title: "Lead ads that reach sales",
            text: "Meta and Google lead forms connected to your team, so no name waits in a spreadsheet until tomorrow.",
          },
          {
            title: "Floor plans that work on phones",
            text: "Zoomable floor plans, unit sizes and location maps that load quickly on mobile data, with a call and WhatsApp button on every page.",
          },
          {
            title: "Know what sells",
            text: "Every lead, visit and booking traced to its project and campaign, with a plain monthly report of the cost per site visit.",
          },
        ],
      },
      pricing: {
        eyebrow: "Hosting for your projects",
        title: "Fast project pages for every campaign",
        text: "Managed NVMe hosting with SSL, daily backups and support from Dhaka. Most developers' websites run well on Power; a large portfolio with many projects and photos suits Plus. Prices include VAT.",
      },
      faq: {
        eyebrow: "Questions from developers",
        title: "What sales and marketing heads ask us",
        items: [
          {
            question: "Can leads from Facebook and Google go straight to our sales team?",
            answer:
              "Yes. Leads from Meta and Google lead forms and from your website reach the assigned salesperson by WhatsApp, SMS or e-mail within minutes, and are kept in one list so none are lost.",
          },
          {
            question: "Can buyers book a site visit online?",
            answer:
              "Yes. Buyers choose a project and a time your sales team has opened, and get a confirmation with the location and the name and number of the person who will meet them.",
          },
          {
            question: "Can we update prices and availability ourselves?",
            answer:
              "Yes. Your team marks units as available, booked or sold and changes prices from a simple admin panel, and the website updates at once.",
          },
        ],
      },
      lead: {
        eyebrow: "Start with a plan",
        title: "Tell us about your projects",
        text: "Tell us how many projects you are selling and where your leads come from today. We reply within one working day with a plan and a fixed quote in taka.",
        messageHint:
          "Your company, the projects you are selling, and your current monthly ad budget.",
      },
    },
  } satisfies Record<LandingSlug, LandingCopy> as Record<LandingSlug, LandingCopy>,
};
