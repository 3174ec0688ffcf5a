import type { PluralForms } from "~/lib/format";

export const booking = {
  title: "Book a call",
  /** The links to this page from elsewhere: under every hero, on the contact page, after a quote request. */
  links: {
    hero: "Or book a free call",
    contact: "Rather talk it through? Pick a time for a free call.",
    quote: "Want to go through it together? Book a call at a time that suits you.",
  },
  metaDescription:
    "Book a free call with {company.name}: pick a time that suits you, in your own time zone, and tell us about your project.",
  intro:
    "Pick a time that suits you. We send you a calendar invitation straight away and call you at that time.",
  kinds: "What would you like to talk about?",
  minutes: { one: "{count} minute", other: "{count} minutes" } as PluralForms,
  places: { video: "Video call", phone: "Phone call", office: "At our office in Banani" },
  timeZone: "Your time zone",
  showTimes: "Show times",
  shownIn: "Times are in {zone} time, with Dhaka time beside each.",
  shownInDhaka: "Times are in Dhaka time.",
  days: "Choose a day",
  times: "Choose a time",
  dhaka: "{time} in Dhaka",
  noTimes:
    "Every time in the next {days} days is taken. Send us a message and we will find one with you.",
  noTimesLink: "Send us a message",
  details: "Your details",
  fields: {
    name: { label: "Your name", autoComplete: "name" },
    email: { label: "E-mail", autoComplete: "email" },
    phone: {
      label: "Phone",
      autoComplete: "tel",
      hint: "With the country code if you are outside Bangladesh, like +971 50 000 0000",
    },
    note: { label: "What is your project about?" },
  },
  submit: "Book this time",
  taken: "Someone booked that time a moment ago. These are the nearest free times:",
  booked: {
    title: "Your call is booked",
    text: "{kind}: {day} at {time}, your time ({dhaka}). The invitation is on its way to {email}.",
    change: "Need another time? The e-mail has links to move or cancel the call.",
  },
  /** The page a call's e-mail links to, where it is moved or cancelled. */
  change: {
    title: "Your call",
    when: "{kind}: {day} at {time}, your time ({dhaka}).",
    moveTitle: "Choose another time",
    move: "Move my call to this time",
    cancelTitle: "Can't make it?",
    cancelText:
      "Cancel the call and its time is free for someone else. We will tell you by e-mail.",
    cancel: "Cancel this call",
    moved: "Your call has moved. The new invitation is on its way to {email}.",
    cancelled: "Your call is cancelled, and we have taken it off our calendar.",
    gone: "This call has been moved or cancelled. The latest e-mail about it has its current link.",
    past: "This call has already taken place.",
    another: "Book another call",
  },
  errors: {
    time: "Choose one of the times.",
    kind: "Choose what you would like to talk about.",
    note: {
      required: "Tell us in a line what your project is about.",
      tooShort: "Tell us a little more: at least {min} characters.",
      tooLong: "Please keep it under {max} characters.",
    },
  },
  /** The time zones offered, by their IANA name, as the page names them. */
  zones: {
    "Asia/Dhaka": "Dhaka",
    "Asia/Dubai": "Dubai and Abu Dhabi",
    "Asia/Riyadh": "Riyadh and Jeddah",
    "Asia/Qatar": "Doha",
    "Asia/Kuwait": "Kuwait",
    "Asia/Bahrain": "Manama",
    "Asia/Muscat": "Muscat",
    "Asia/Kolkata": "India",
    "Asia/Kuala_Lumpur": "Kuala Lumpur",
    "Asia/Singapore": "Singapore",
    "Asia/Tokyo": "Tokyo",
    "Australia/Sydney": "Sydney",
    "Europe/London": "London",
    "Europe/Berlin": "Berlin and Paris",
    "America/New_York": "New York and Toronto",
    "America/Los_Angeles": "Los Angeles",
  },
};
