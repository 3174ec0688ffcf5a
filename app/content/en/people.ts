import type { AuthorId } from "../authors";

/** The people the site quotes: the blog's authors and the clients' testimonials. */
export const people = {
  authors: {
    "farhana-rahman": {
      name: "Farhana Rahman",
      role: "Head of Engineering",
      bio: "Farhana leads {company.name}' engineering team. She has spent twelve years building web platforms and business software for companies in Dhaka, Chattogram and abroad, and cares most about software that is still easy to change five years later.",
    },
    "tanvir-hasan": {
      name: "Tanvir Hasan",
      role: "Lead Mobile Developer",
      bio: "Tanvir builds Flutter and native apps for retailers, logistics firms and start-ups. He is happiest when an app works smoothly on a budget Android phone with a weak signal.",
    },
    "nusrat-jahan": {
      name: "Nusrat Jahan",
      role: "SEO & Growth Lead",
      bio: "Nusrat runs search and digital marketing campaigns for Bangladeshi brands, from local clinics to national retailers, and measures everything against one question: did it bring in customers?",
    },
  } satisfies Record<AuthorId, { name: string; role: string; bio: string }>,
  testimonials: {
    eyebrow: "Client stories",
    title: "What our clients say",
    ratingLabel: "Rated 5 out of 5",
    carousel: {
      region: "Testimonials",
      carousel: "carousel",
      slide: "slide",
      previous: "Previous testimonial",
      next: "Next testimonial",
      goTo: "Show testimonial {index}",
      position: "{index} of {total}",
    },
  },
};
