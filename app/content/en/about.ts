export const about = {
  /** The case studies: their list's link to each story, and the breadcrumb above a story. */
  caseStudies: { read: "Read the story", title: "Case studies" },
  title: "About us",
  metaDescription:
    "Meet {company.name}, a Dhaka software and digital agency building websites, apps, software, marketing and SEO for Bangladeshi businesses since 2016.",
  intro: {
    eyebrow: "Who we are",
    title: "A Dhaka team crafting digital products with care",
    paragraphs: [
      "{company.name} began in 2016 as three developers in a small Banani office. Today we are a team of designers, engineers and marketers who have delivered more than a hundred websites and fifty apps for businesses across Bangladesh and abroad.",
      "Our name comes from nakshi kantha, the embroidered quilts of Bengal, where every stitch matters and the whole tells a story. We build software the same way: carefully, in close collaboration with you, and to last.",
    ],
    highlights: [
      "Founded in 2016",
      "40+ specialists",
      "English and Bangla",
      "Support {office.days}",
    ],
    imageAlt: "A small team working together at desks with screens",
  },
  servicesTitle: "What we can do for you",
  servicesEyebrow: "Our services",
  closing: {
    eyebrow: "Let's work together",
    title: "Have a project in mind?",
    text: "Tell us what you want to build or improve. We reply within one working day with questions, ideas and an honest estimate.",
    primary: "Request a quote",
    secondary: "Contact us",
    values: [
      {
        title: "Honest estimates",
        text: "Fixed quotes with clear scope, in taka, before any work starts.",
      },
      {
        title: "You own it",
        text: "Source code, designs and accounts belong to you from day one.",
      },
      {
        title: "Built to last",
        text: "Documented, tested code that any good developer can pick up.",
      },
    ],
  },
};
