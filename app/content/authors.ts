export type Author = { id: string; name: string; role: string; bio: string; initials: string };

export const authors = {
  "farhana-rahman": {
    id: "farhana-rahman",
    name: "Farhana Rahman",
    role: "Head of Engineering",
    initials: "FR",
    bio: "Farhana leads Nakshi Labs' engineering team. She has spent twelve years building web platforms and business software for companies in Dhaka, Chattogram and abroad, and cares most about software that is still easy to change five years later.",
  },
  "tanvir-hasan": {
    id: "tanvir-hasan",
    name: "Tanvir Hasan",
    role: "Lead Mobile Developer",
    initials: "TH",
    bio: "Tanvir builds Flutter and native apps for retailers, logistics firms and start-ups. He is happiest when an app works smoothly on a budget Android phone with a weak signal.",
  },
  "nusrat-jahan": {
    id: "nusrat-jahan",
    name: "Nusrat Jahan",
    role: "SEO & Growth Lead",
    initials: "NJ",
    bio: "Nusrat runs search and digital marketing campaigns for Bangladeshi brands, from local clinics to national retailers, and measures everything against one question: did it bring in customers?",
  },
} satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;
