/** The home page's own sections; its service cards and tabs come from the services. */
export const home = {
  metaDescription:
    "{company.name} is a Dhaka software and digital agency: websites, mobile apps, custom software, digital marketing, SEO and hosting plans priced in taka.",
  hero: {
    eyebrow: "Software & digital agency in Dhaka",
    title: "Transforming Ideas into Digital Reality",
    text: "We design, build and grow websites, mobile apps and software for ambitious businesses across Bangladesh, then help customers find them with marketing and SEO that pays for itself.",
    primary: "Get Started",
    secondary: "View Services",
    imageAlt: "A laptop and a phone showing dashboards, with a rocket taking off",
    trust: "Trusted by 120+ businesses since 2016",
  },
  iconRow: {
    web: "Web Dev",
    app: "App Dev",
    software: "Software",
    marketing: "Marketing",
    seo: "SEO",
  },
  servicesIntro: {
    eyebrow: "What we do",
    title: "Services that grow your business",
    text: "One team for your website, app, marketing and search, so every part of your digital presence pulls in the same direction.",
    more: "All services",
  },
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "A partner that speaks your language and ships on time",
    text: "Since 2016 we have helped shops, clinics, manufacturers and start-ups across Bangladesh get online and grow. We work in English and Bangla, price in taka, and answer the phone.",
    points: {
      networks: {
        title: "Built for Bangladeshi networks",
        text: "Every page and app is tested on budget Android phones over 4G, because that is how your customers browse.",
      },
      secure: {
        title: "Secure and dependable",
        text: "SSL, backups, updates and monitoring come as standard, so your site is up when customers look for you.",
      },
      team: {
        title: "One accountable team",
        text: "Designers, developers and marketers in one Banani office, with a single project manager as your contact.",
      },
      support: {
        title: "Support that answers",
        text: "Phone, WhatsApp and e-mail support {office.days}, with fixed response times in every plan.",
      },
    },
    cta: "Talk to us",
  },
  counters: {
    title: "Numbers we are proud of",
    items: {
      web: { suffix: "+", label: "Web projects delivered" },
      apps: { suffix: "+", label: "Mobile apps developed" },
      seo: { suffix: "+", label: "SEO campaigns completed" },
      traffic: { suffix: "k+", label: "Monthly web traffic" },
    },
  },
  technologies: {
    eyebrow: "Technology stack",
    title: "Proven tools, chosen for the long run",
    text: "We build on mature, widely supported technology, so your product is easy to hire for and maintain.",
  },
  serviceTabs: {
    eyebrow: "Our expertise",
    title: "How we help you grow",
    tabsLabel: "Services",
    learnMore: "Learn More",
  },
  blogTeasers: {
    eyebrow: "Insights",
    title: "Latest from Our Tech Blog",
    learnMore: "Learn More",
    all: "Read the blog",
  },
  newsletter: {
    title: "Get practical tips for growing online",
    text: "One short e-mail a month with advice on websites, apps, marketing and SEO for Bangladeshi businesses.",
    label: "Your e-mail address",
    placeholder: "you@company.com",
    button: "Subscribe",
    note: "We will email you only about this product.",
  },
};
