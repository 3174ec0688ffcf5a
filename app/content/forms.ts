/** Labels, options and messages of the site's forms. */
export const formText = {
  required: "required",
  optional: "optional",
  sending: "Sending…",
  botField: "Leave this field empty",
  invalidRequest: "We could not read that submission. Please try again.",
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call or WhatsApp us.`,
  fixErrors: "Please correct the highlighted fields.",
};

export const contactForm = {
  title: "Send us a message",
  intro: "Tell us about your project or question. We reply within one working day.",
  fields: {
    "f-name": { label: "First name", autoComplete: "given-name" },
    "l-name": { label: "Last name", autoComplete: "family-name" },
    email: { label: "E-mail", autoComplete: "email" },
    phone: { label: "Phone", autoComplete: "tel", hint: "For example 01712-345678" },
    suject: { label: "Subject" },
    message: { label: "Message" },
  },
  terms: "I agree to the",
  termsLink: "privacy policy and terms",
  submit: "Send Message",
  success: {
    title: "Thank you, your message has been received.",
    text: "We have your message and will reply within one working day. If it is urgent, call or WhatsApp us.",
    again: "Send another message",
  },
};

export const quoteOptions = {
  services: [
    { value: "web-development", label: "Web development" },
    { value: "mobile-app", label: "Mobile app development" },
    { value: "software", label: "Custom software" },
    { value: "digital-marketing", label: "Digital marketing" },
    { value: "seo", label: "SEO optimization" },
    { value: "ui-ux", label: "UI/UX design" },
    { value: "hosting", label: "Hosting plan" },
    { value: "consultancy", label: "IT consultancy" },
  ],
  budgets: [
    { value: "under-50k", label: "Under ৳50,000" },
    { value: "50k-2l", label: "৳50,000 – ৳2,00,000" },
    { value: "2l-5l", label: "৳2,00,000 – ৳5,00,000" },
    { value: "5l-10l", label: "৳5,00,000 – ৳10,00,000" },
    { value: "over-10l", label: "Over ৳10,00,000" },
    { value: "not-sure", label: "Not sure yet" },
  ],
  timelines: [
    { value: "asap", label: "As soon as possible" },
    { value: "1-3-months", label: "Within 1–3 months" },
    { value: "3-6-months", label: "Within 3–6 months" },
    { value: "flexible", label: "Flexible" },
  ],
};

export const quoteForm = {
  title: "Request a quote",
  metaDescription:
    "Tell Nakshi Labs about your website, app, marketing or hosting needs and get a clear quote in taka within one working day.",
  intro:
    "Tell us what you need and we will come back within one working day with questions, ideas and a clear quote in taka.",
  fields: {
    name: { label: "Your name", autoComplete: "name" },
    email: { label: "E-mail", autoComplete: "email" },
    phone: { label: "Phone", autoComplete: "tel", hint: "For example 01712-345678" },
    company: { label: "Company", autoComplete: "organization" },
    service: { label: "Service you need", placeholder: "Choose a service" },
    plan: { label: "Hosting plan", placeholder: "No hosting plan" },
    budget: { label: "Budget", placeholder: "Choose a budget range" },
    timeline: { label: "Timeline", placeholder: "Choose a timeline" },
    details: {
      label: "Project details",
      hint: "Goals, must-have features, links to sites you like.",
    },
  },
  submit: "Request Quote",
  success: {
    title: "Thank you, your request has been received.",
    text: "A project lead will study it and reply within one working day with next steps and a quote.",
    again: "Send another request",
  },
  asideTitle: "What happens next",
  steps: [
    "We read your request and may call with a few questions.",
    "You receive a written proposal with scope, timeline and a fixed price in taka.",
    "Once you approve, we schedule a kick-off and start work.",
  ],
};

export const newsletterMessages = {
  pendingTitle: "Please confirm your e-mail address",
  pending: "Almost done: please check your inbox and click the link to confirm your subscription.",
  confirmed: "Thank you, your subscription is confirmed.",
  alreadyConfirmed: "Your subscription was already confirmed. Thank you!",
  invalidLink: "This confirmation link is not valid or has already been used.",
  unsubscribed: "You have been unsubscribed and will not receive any more e-mails from us.",
  unknownUnsubscribe:
    "This unsubscribe link is not valid. If you keep receiving e-mails, contact us.",
  pageTitle: "Newsletter",
  metaDescription:
    "Subscribe to the Nakshi Labs newsletter: one short e-mail a month with practical advice for growing your business online.",
  formTitle: "Subscribe to our newsletter",
  unsubscribeTitle: "Unsubscribe from our newsletter",
  unsubscribeText: "Press the button to stop receiving the Nakshi Labs newsletter at this address.",
  unsubscribeButton: "Unsubscribe",
  back: "Back to the home page",
};

export const commentForm = {
  title: "Post a Comment",
  note: "Your email address will not be published. Required fields are marked",
  fields: {
    name: { label: "Name", autoComplete: "name" },
    email: { label: "Email", autoComplete: "email" },
    website: { label: "Website", autoComplete: "url" },
    comment: { label: "Comment" },
  },
  remember: "Save my name, email, and website in this browser for the next time I comment.",
  submit: "Post Comment",
  replyingTo: (name: string) => `Replying to ${name}`,
  cancelReply: "Cancel reply",
  success: {
    title: "Thank you for your comment.",
    text: "It will appear here once a moderator has approved it.",
  },
};
