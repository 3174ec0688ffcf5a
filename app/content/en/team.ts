export const team = {
  title: "Our team",
  metaDescription:
    "Meet the {company.name} team in Banani, Dhaka, and see how we work: from the first call and a fixed quote in taka to launch and ongoing support.",
  intro: {
    eyebrow: "Who we are",
    title: "The people behind your project",
    text: "{company.name} began in 2016 as three developers in a small Banani office. Today we are 40+ designers, engineers and marketers, trusted by 120+ businesses, with more than a hundred websites and fifty apps behind us. Most of us talk to clients directly, because the people building a product should understand the people using it.",
  },
  people: {
    eyebrow: "Meet the team",
    title: "The people you will work with",
    text: "Every project has a small team: usually a project lead, one or two developers, a designer and, where needed, a marketing specialist. These are the people who lead them.",
  },
  process: {
    eyebrow: "How we work",
    title: "From first call to launch and beyond",
    text: "Whether it is a five-page company site or a custom ERP, every project follows the same six steps. You always know what happens next, who is doing it and what it costs.",
    steps: [
      {
        title: "First call",
        text: "A call or office visit to understand your business, goals, budget and deadline. We ask plenty of questions and tell you honestly whether we are the right team for the job.",
        time: "Day 1",
      },
      {
        title: "Proposal and quote",
        text: "A written proposal with scope, milestones and a fixed, itemised quote in taka. No work starts until you have agreed to it.",
        time: "Within 3 working days",
      },
      {
        title: "Design",
        text: "Wireframes, then full designs for phone and desktop, reviewed with you screen by screen. Two rounds of revisions at each main stage are normally included.",
        time: "1–3 weeks",
      },
      {
        title: "Build",
        text: "We work in sprints of one to two weeks and demo progress on a private preview link at the end of each, so you can give feedback early.",
        time: "2 weeks or more",
      },
      {
        title: "Launch",
        text: "We test on real phones, take your site or app live, set up analytics and train your team. You receive the source code, logins and documentation.",
        time: "2–5 working days",
      },
      {
        title: "Support and growth",
        text: "A warranty period in which we fix any bugs in our work at no extra cost, then a maintenance or hosting plan if you want one, with improvements based on real data.",
        time: "Ongoing",
      },
    ],
  },
  office: {
    eyebrow: "Our office",
    title: "Come and see us in Banani",
    text: "Most of the team works from our Banani office three days a week. If you would like to meet in person, for a workshop, a demo or simply a cup of tea, book a time and we will make sure the right people are in the room.",
    imageAlt:
      "An illustration of a bright open-plan office with rows of desks, green plants and a nakshi kantha hanging on the wall",
    facts: [
      {
        label: "Address",
        value: "{address}",
      },
      {
        label: "Opening hours",
        value: "{office.days}, {office.hours}",
      },
      {
        label: "Getting here",
        value:
          "On Kemal Ataturk Avenue near Banani Road 11, a few minutes from the Banani bus stop. Visitor parking is available in the building.",
      },
      {
        label: "Visits",
        value:
          "By appointment, so the right people are free to meet you. Call, WhatsApp or e-mail us to book a time.",
      },
    ],
  },
  values: {
    eyebrow: "What we stand for",
    title: "What you can count on",
    items: [
      {
        title: "Honest estimates",
        text: "Fixed, itemised quotes in taka before any work starts, and a clear explanation before anything changes.",
      },
      {
        title: "Your code, your business",
        text: "Code, designs and accounts belong to your business. We hand everything over with documentation, so you are never locked in.",
      },
      {
        title: "One person to call",
        text: "A single project manager who knows your project well and answers your questions.",
      },
      {
        title: "Support you can reach",
        text: "Phone, WhatsApp and e-mail support {office.days}, with a reply within one working day.",
      },
    ],
  },
  cta: {
    title: "Want to meet the team?",
    text: "Tell us about your project. We reply within one working day to arrange a call or a visit to our Banani office.",
    primary: "Request a quote",
    secondary: "Contact us",
  },
};
