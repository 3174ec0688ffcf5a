export const servicesPage = {
  title: "Services",
  metaDescription:
    "Web development, mobile apps, digital marketing, SEO, UI/UX design, secure hosting and IT consultancy from a Dhaka agency that prices in taka.",
  learnMore: "Learn more",
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
  detail: {
    offeringsTitle: "What we offer",
    processTitle: "How we work",
    otherTitle: "Other services",
    cta: "Request a quote",
    ask: "Ask a question",
  },
};
