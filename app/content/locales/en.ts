export const en = {
  skipToContent: "Skip to main content",
  brandHome: "Nakshi Labs, home",
  loading: "Loading",
  header: {
    primaryNav: "Main",
    whatsapp: "WhatsApp Us",
    whatsappGreeting: "Hello Nakshi Labs, I would like to talk about a project.",
    openDrawer: "Open navigation",
    closeDrawer: "Close navigation",
    openMenu: "Open site menu",
  },
  nav: {
    home: "Home",
    about: "About",
    services: "Services",
    pricing: "Pricing Plan",
    blog: "Blogs",
    contact: "Contact",
  },
  slideMenu: {
    title: "Menu",
    close: "Close menu",
    intro:
      "We design, build and grow websites, apps and software for ambitious businesses across Bangladesh.",
    sections: { home: "Home", pages: "Pages", news: "News" },
    contactTitle: "Contact",
    followTitle: "Follow us",
    language: "Language",
    items: {
      overview: "Overview",
      services: "Our services",
      whyUs: "Why choose us",
      numbers: "Our numbers",
      technologies: "Technologies",
      whatWeDo: "What we do",
      pricing: "Pricing",
      latest: "Latest articles",
      newsletter: "Newsletter",
      servicesPage: "Services",
      about: "About us",
      clientStories: "Client stories",
      hostingPlans: "Hosting plans",
      orderHosting: "Request a quote",
      contact: "Contact",
      blog: "Blog",
      latestPost: "Latest post",
    },
  },
  footer: {
    tagline:
      "A Dhaka software and digital agency: websites, mobile apps, custom software, marketing and SEO that bring in business.",
    companyTitle: "Company",
    resourcesTitle: "Resources",
    contactTitle: "Get in touch",
    links: {
      about: "About us",
      services: "Services",
      caseStudies: "Case studies",
      blog: "Blog",
      contact: "Contact",
      community: "Community",
      resources: "Resources",
      faqs: "FAQs",
      privacy: "Privacy policy",
      careers: "Careers",
    },
    mapLink: "Open in Maps",
    followUs: "Follow us",
    rights: "All rights reserved.",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    x: "X",
  },
  contactLabels: { email: "E-mail", phone: "Phone", address: "Office", whatsapp: "WhatsApp" },
  backToTop: "Back to top",
  breadcrumb: { label: "Breadcrumb", home: "Home" },
  notFound: {
    kicker: "Sorry!",
    title: "The page can't be found.",
    text: "The page you're looking for isn't available. Use the go back button below",
    goBack: "Go Back",
    metaTitle: "Page not found",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again in a moment, or contact us by phone or WhatsApp.",
    home: "Back to the home page",
  },
};

export type Messages = typeof en;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A translation: any part of the English catalogue; what it leaves out falls back to English. */
export type Translation = DeepPartial<Messages>;
