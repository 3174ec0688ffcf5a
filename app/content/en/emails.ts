/**
 * E-mails the site sends. Those to visitors are written in the visitor's language; those to the
 * agency are always taken from the English copy. {placeholders} are filled in when a message is made.
 */
export const emails = {
  newsletterConfirm: {
    subject: "Please confirm your subscription to {site}",
    body: [
      "Hello,",
      "",
      "Someone, hopefully you, asked to receive the {site} newsletter at this address.",
      "Please confirm by opening this link:",
      "",
      "{link}",
      "",
      "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
      "",
      "{site}, {address}",
    ],
  },
  newsletterWelcome: {
    subject: "Welcome to the {site} newsletter",
    body: [
      "Thank you for confirming your subscription.",
      "",
      "Once a month we will send you practical advice on websites, apps, marketing and SEO.",
      "",
      "To unsubscribe at any time, open: {link}",
    ],
  },
  agency: {
    notGiven: "not given",
    none: "none",
    contact: {
      subjectLine: "Contact form: {subject}",
      intro: "New message from the website contact form.",
      labels: { name: "Name", email: "E-mail", phone: "Phone", subject: "Subject" },
      replyHint: "Reply to this e-mail to answer {name} directly.",
    },
    quote: {
      subjectLine: "Quote request: {service}",
      subjectLineWithCompany: "Quote request: {service} for {company}",
      intro: "New quote request from the website.",
      labels: {
        name: "Name",
        email: "E-mail",
        phone: "Phone",
        company: "Company",
        service: "Service",
        plan: "Hosting plan",
        budget: "Budget",
        timeline: "Timeline",
      },
    },
    comment: {
      subjectLine: 'New comment awaiting moderation on "{slug}"',
      intro: "A new comment was posted on {url}",
      labels: { name: "Name", email: "E-mail", website: "Website" },
      approve: "Approve",
      reject: "Reject",
    },
  },
};

/** Pages the server answers itself when it refuses a request before any page is rendered. */
export const refusals = {
  home: "Back to the home page",
  crossSite: {
    title: "Form refused",
    text: "This form can only be sent from our own website. Please open the page on our site and try again.",
  },
  lengthRequired: {
    title: "Length required",
    text: "The submission did not say how long it is. Please send the form again from our website.",
  },
  tooLarge: {
    title: "Submission too large",
    text: "That submission is larger than our forms accept. Please shorten your message and try again.",
  },
  serverError: "Unexpected Application Error!",
};
