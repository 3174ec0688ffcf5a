export type Testimonial = {
  author: string;
  role: string;
  date: string;
  text: string;
  rating: number;
};

export const testimonialsIntro = {
  eyebrow: "Client stories",
  title: "What our clients say",
  previous: "Previous testimonial",
  next: "Next testimonial",
  goTo: "Show testimonial",
  of: "of",
  ratingLabel: "Rated 5 out of 5",
  carouselLabel: "Testimonials",
};

export const testimonials: Testimonial[] = [
  {
    author: "Rashed Chowdhury",
    role: "Founder, Deshi Threads (fashion retail)",
    date: "2025-08-14",
    text: "Nakshi Labs rebuilt our online shop with bKash checkout and it now loads in a blink, even on our customers' older phones. Orders through the website doubled within three months and the team still answers our WhatsApp messages the same day.",
    rating: 5,
  },
  {
    author: "Dr. Sabina Akter",
    role: "Director, CarePoint Clinic, Mirpur",
    date: "2025-05-02",
    text: "Patients used to call us to ask for our address. Since Nakshi Labs took over our website and Google listing, they find us, book online and arrive prepared. Clear reports every month and no jargon.",
    rating: 5,
  },
  {
    author: "Imran Kabir",
    role: "Operations Manager, SwiftRoute Logistics",
    date: "2024-12-09",
    text: "Our riders work in areas with weak signal, so the driver app had to work offline. Nakshi Labs delivered exactly that, on schedule, and trained our staff. They feel like part of our own team.",
    rating: 5,
  },
];
