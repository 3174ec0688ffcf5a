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
    members: [
      {
        id: "rina-das",
        name: "Rina Das",
        role: "Managing Director and co-founder",
        bio: "Rina was one of the three developers who started {company.name} in 2016 and now runs the company day to day. She reviews every proposal before it goes out, so each fixed quote in taka matches a scope the team can really deliver.",
      },
      {
        id: "sajid-ahmed",
        name: "Sajid Ahmed",
        role: "Technical Director and co-founder",
        bio: "Sajid co-founded {company.name} and sets the technical direction for larger builds, from ERP systems to busy online shops. He reviews the architecture of every major project and chooses tools your next developer will already know.",
      },
      {
        id: "farhana-rahman",
        name: "Farhana Rahman",
        role: "Head of Engineering",
        bio: "Farhana leads the engineering team and has twelve years of experience building web platforms and business software. She makes sure code is reviewed, tested and documented, so it is still easy to change five years later.",
      },
      {
        id: "tanvir-hasan",
        name: "Tanvir Hasan",
        role: "Lead Mobile Developer",
        bio: "Tanvir builds Flutter and native apps for retailers, logistics firms and start-ups. He tests every release on budget Android phones with a weak signal, because that is how many of your customers will use it.",
      },
      {
        id: "nusrat-jahan",
        name: "Nusrat Jahan",
        role: "SEO & Growth Lead",
        bio: "Nusrat runs search and digital marketing campaigns for brands ranging from local clinics to national retailers. Her monthly reports answer one question in plain language: did it bring in customers?",
      },
      {
        id: "sadia-afrin",
        name: "Sadia Afrin",
        role: "Lead UI/UX Designer",
        bio: "Sadia leads our designers, turning briefs into wireframes, clickable prototypes and full designs for phone and desktop. Her speciality is Bangla typography that stays easy to read on small screens.",
      },
      {
        id: "mahbub-alam",
        name: "Mahbub Alam",
        role: "Head of Project Delivery",
        bio: "Mahbub leads our project managers, so every client has one named person to talk to. He plans milestones, runs the demos and tells you about any change to cost or timeline before extra work starts.",
      },
      {
        id: "arif-hossain",
        name: "Arif Hossain",
        role: "Client Support and Hosting Lead",
        bio: "Arif runs our hosting plans and support desk, covering SSL, backups, updates and monitoring. His team answers phone, WhatsApp and e-mail from Sunday to Thursday, and messages sent after hours get a reply the next working day.",
      },
    ],
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
        value: "Sunday to Thursday, 10 am to 7 pm",
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
        text: "Phone, WhatsApp and e-mail support from Sunday to Thursday, with a reply within one working day.",
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
