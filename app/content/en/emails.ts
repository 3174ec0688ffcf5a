/**
 * E-mails the site sends to visitors, in their language; {placeholders} are filled in when a message
 * is made. (E-mails to the agency are in English whatever the visitor's language: agency-emails.ts.)
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
      "To unsubscribe, or to get it in another language, open: {link}",
    ],
  },
  /** The frame of a newsletter campaign's e-mail, around the post or issue it sends. */
  campaign: {
    readOnSite: "Read it on our website",
    why: "You get this e-mail because you subscribed to the {site} newsletter.",
    manage: "Unsubscribe or choose another language",
    test: "[Test]",
  },
  /**
   * To someone who sent the contact form (or a landing page's): that it arrived, what happens
   * next and when, and how to reach the agency now. {sent} is what they sent, as they wrote it.
   */
  contactReceived: {
    subject: "We have your message: {subject}",
    body: [
      "Dear {name},",
      "",
      "Thank you for writing to {company.name}. Your message has reached us:",
      "",
      "{sent}",
      "",
      "What happens next: a project lead reads it and replies within one working day, by e-mail or phone. We work {office.days}, {office.hours} Bangladesh time (GMT+6).",
      "",
      "If it is urgent, call us on {phone.main} or write to us on WhatsApp: {whatsapp}. To add anything, reply to this e-mail.",
      "",
      "{company.name}, {address}",
    ],
  },
  /** To someone who booked a call at /book: what, when in their time and in Dhaka's, and how. */
  call: {
    subject: {
      booked: "Your call with {company.name}: {day}, {time}",
      moved: "Your call with {company.name} has moved: {day}, {time}",
      cancelled: "Your call with {company.name} is cancelled",
    },
    intro: {
      booked: "Your call is booked:",
      moved: "Your call has moved to a new time:",
      cancelled: "Your call is cancelled, and its time is free again:",
    },
    next: {
      booked: "We will be there on time. To move or cancel the call: {link}",
      moved:
        "The invitation in this e-mail takes the place of the earlier one. To move or cancel the call: {link}",
      cancelled: "To book another time: {link}",
    },
    body: [
      "Dear {name},",
      "",
      "{intro}",
      "",
      "{kind}, {minutes}",
      "{day}, {time} your time ({zone})",
      "{dhaka} in Dhaka",
      "{place}",
      "",
      "{next}",
      "",
      "{company.name}, {address}",
    ],
  },
  /** To someone who asked for a quote, as the contact form's, with the steps to a proposal. */
  quoteReceived: {
    subject: "We have your quote request",
    body: [
      "Dear {name},",
      "",
      "Thank you for asking {company.name} for a quote. Your request has reached us:",
      "",
      "{sent}",
      "",
      "What happens next:",
      "1. A project lead studies it within one working day and may call you with a few questions.",
      "2. You receive a written proposal with the scope, the timeline and a fixed price in taka.",
      "3. Once you approve it, we plan a kick-off meeting and start work.",
      "",
      "We work {office.days}, {office.hours} Bangladesh time (GMT+6). If it is urgent, call us on {phone.main} or write to us on WhatsApp: {whatsapp}. To add anything, reply to this e-mail.",
      "",
      "{company.name}, {address}",
    ],
  },
  /**
   * Replies a member of staff sends from a lead, in the visitor's language: each is a starting
   * point they edit before sending. {name} is the visitor's name, {subject} what their message was
   * about; the signature is added under what they write.
   */
  replies: {
    questions: {
      label: "A few questions first",
      subject: "Re: {subject}",
      body: [
        "Dear {name},",
        "",
        "Thank you for contacting {company.name}. I am looking after your enquiry, and to suggest the right approach I have a few questions:",
        "",
        "1. Who will use it, and what should they be able to do?",
        "2. Is there a website, app or design we should build on?",
        "3. By when do you need it, and is there a budget range we should plan within?",
        "",
        "If it is easier to talk, tell me a time that suits you and I will call. We work {office.days}, {office.hours} Bangladesh time (GMT+6).",
      ],
    },
    call: {
      label: "Suggest a call",
      subject: "Re: {subject}",
      body: [
        "Dear {name},",
        "",
        "Thank you for your interest in working with {company.name}. The quickest way forward is a short call of about 20 minutes: you tell us what you need, and we tell you how we would approach it, how long it would take and what it would cost.",
        "",
        "Could you reply with two or three times that suit you? We work {office.days}, {office.hours} Bangladesh time (GMT+6). We can call you, or talk on WhatsApp or Google Meet, as you prefer.",
      ],
    },
    followUp: {
      label: "Follow up",
      subject: "Re: {subject}",
      body: [
        "Dear {name},",
        "",
        "I am writing to follow up on your enquiry to {company.name}. Are you still looking for help with it? If your plans have changed, a one-line reply is enough and we will not write about it again.",
        "",
        "If you would like to go ahead, reply to this e-mail or call us on {phone.main}.",
      ],
    },
    /** Under every reply: the person who sent it, the agency and how to reach it. */
    signature: ["{staff}", "{company.name}", "{phone.main} · {email.general}", "{site}"],
  },
};

/** The link to a copy of what the agency holds about the person it is sent to. */
export const dataRequestEmail = {
  subject: "Your data at {company.name}",
  body: [
    "Hello,",
    "",
    "Someone, hopefully you, asked for a copy of what {company.name} holds about this address. Download it, as one file, from this link within 24 hours:",
    "",
    "{link}",
    "",
    "If you did not ask for it, ignore this e-mail: the link works only for this address, and nothing changes.",
    "",
    "{company.name}, {address}",
  ],
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
  badRequest: {
    title: "Bad request",
    text: "We could not understand that request. Please open the page again from our website.",
  },
  methodNotAllowed: {
    title: "Not allowed",
    text: "Our pages can be opened and our forms sent, but that kind of request is not accepted here.",
  },
  serverError: "Unexpected Application Error!",
};
