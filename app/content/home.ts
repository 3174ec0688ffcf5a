import type { BrandIconName } from "~/components/ui/brand-icons";
import type { IconName } from "~/components/ui/icon";

export const hero = {
  eyebrow: "Software & digital agency in Dhaka",
  title: "Transforming Ideas into Digital Reality",
  text: "We design, build and grow websites, mobile apps and software for ambitious businesses across Bangladesh, then help customers find them with marketing and SEO that pays for itself.",
  primary: { label: "Get Started", to: "/contact" },
  secondary: { label: "View Services", to: "/service" },
  image: { alt: "A laptop and a phone showing dashboards, with a rocket taking off" },
  trust: "Trusted by 120+ businesses since 2016",
};

export const iconRow: { label: string; icon: IconName }[] = [
  { label: "Web Dev", icon: "code" },
  { label: "App Dev", icon: "smartphone" },
  { label: "Software", icon: "cpu" },
  { label: "Marketing", icon: "megaphone" },
  { label: "SEO", icon: "search" },
];

export const servicesIntro = {
  eyebrow: "What we do",
  title: "Services that grow your business",
  text: "One team for your website, app, marketing and search, so every part of your digital presence pulls in the same direction.",
  more: "All services",
  learnMore: "Learn more",
};

export const whyChooseUs = {
  eyebrow: "Why choose us",
  title: "A partner that speaks your language and ships on time",
  text: "Since 2016 we have helped shops, clinics, manufacturers and start-ups across Bangladesh get online and grow. We work in English and Bangla, price in taka, and answer the phone.",
  points: [
    {
      icon: "rocket",
      title: "Built for Bangladeshi networks",
      text: "Every page and app is tested on budget Android phones over 4G, because that is how your customers browse.",
    },
    {
      icon: "shield",
      title: "Secure and dependable",
      text: "SSL, backups, updates and monitoring come as standard, so your site is up when customers look for you.",
    },
    {
      icon: "users",
      title: "One accountable team",
      text: "Designers, developers and marketers in one Banani office, with a single project manager as your contact.",
    },
    {
      icon: "headphones",
      title: "Support that answers",
      text: "Phone, WhatsApp and e-mail support from Sunday to Thursday, with fixed response times in every plan.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  cta: { label: "Talk to us", to: "/contact" },
};

export const COUNTER_DURATION_MS = 3000;
export const COUNTER_TRIGGER_OFFSET_PX = 500;

export const counters = {
  title: "Numbers we are proud of",
  items: [
    { value: 100, suffix: "+", label: "Web projects delivered" },
    { value: 50, suffix: "+", label: "Mobile apps developed" },
    { value: 300, suffix: "+", label: "SEO campaigns completed" },
    { value: 725, suffix: "k+", label: "Monthly web traffic" },
  ],
};

export const technologies: {
  title: string;
  eyebrow: string;
  text: string;
  items: { name: string; icon: BrandIconName; delay: number }[];
} = {
  eyebrow: "Technology stack",
  title: "Proven tools, chosen for the long run",
  text: "We build on mature, widely supported technology, so your product is easy to hire for and maintain.",
  items: [
    { name: "HTML5", icon: "html5", delay: 0 },
    { name: "CSS3", icon: "css", delay: 50 },
    { name: "JavaScript", icon: "javascript", delay: 100 },
    { name: "React.js", icon: "react", delay: 150 },
    { name: "Node.js", icon: "nodedotjs", delay: 200 },
    { name: "Laravel", icon: "laravel", delay: 250 },
    { name: "PHP", icon: "php", delay: 300 },
    { name: "Wordpress", icon: "wordpress", delay: 350 },
    { name: "MySQL", icon: "mysql", delay: 400 },
    { name: "Flutter", icon: "flutter", delay: 450 },
    { name: "Tailwind", icon: "tailwindcss", delay: 500 },
  ],
};

export const serviceTabsIntro = {
  eyebrow: "Our expertise",
  title: "How we help you grow",
  tabsLabel: "Services",
  learnMore: "Learn More",
};

export const blogTeasers = {
  eyebrow: "Insights",
  title: "Latest from Our Tech Blog",
  learnMore: "Learn More",
  all: "Read the blog",
  /** The posts the home page features, in order. */
  slugs: ["ai-software-dev", "mobile-app-trends-2025", "seo-trends-2025"],
};

export const newsletter = {
  title: "Get practical tips for growing online",
  text: "One short e-mail a month with advice on websites, apps, marketing and SEO for Bangladeshi businesses.",
  label: "Your e-mail address",
  placeholder: "you@company.com",
  button: "Subscribe",
  note: "We will email you only about this product.",
};
