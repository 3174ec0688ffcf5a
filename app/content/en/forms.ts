import type { Budget, Timeline } from "../quote";

/** Labels, options, answers and validation messages of the site's forms. */
export const forms = {
  optional: "optional",
  sending: "Sending…",
  botField: "Leave this field empty",
  invalidRequest: "We could not read that submission. Please try again.",
  unavailable:
    "We could not save your message just now. Everything you typed is still here: please send it again in a minute, or call or WhatsApp us.",
  rateLimited: {
    one: "You have sent several messages in a short time. Please wait about {count} minute and try again, or call or WhatsApp us.",
    other:
      "You have sent several messages in a short time. Please wait about {count} minutes and try again, or call or WhatsApp us.",
  },
  /** Each field's messages are whole sentences; {min} and {max} are the field's limits. */
  validation: {
    lineBreak: "Please keep this on one line.",
    email: {
      required: "Please enter your e-mail address.",
      tooLong: "That e-mail address is too long.",
      invalid: "Please enter a valid e-mail address, like name@example.com.",
    },
    phone: {
      required: "Please enter your phone number.",
      tooLong: "That phone number is too long.",
      invalid:
        "Please enter a phone number: a Bangladeshi one like 01700-000000, or any other with its country code, like +971 50 000 0000.",
    },
    contact: {
      firstName: {
        required: "Please enter your first name.",
        tooLong: "Please keep your first name under {max} characters.",
      },
      lastName: {
        required: "Please enter your last name.",
        tooLong: "Please keep your last name under {max} characters.",
      },
      subject: {
        required: "Please enter your subject.",
        tooLong: "Please keep your subject under {max} characters.",
      },
      message: {
        required: "Please enter your message.",
        tooShort: "Your message needs at least {min} characters.",
        tooLong: "Please keep your message under {max} characters.",
      },
      terms: "Please accept the terms and conditions to send your message.",
    },
    quote: {
      name: {
        required: "Please enter your name.",
        tooLong: "Please keep your name under {max} characters.",
      },
      company: { tooLong: "Please keep your company name under {max} characters." },
      service: "Please choose the service you need.",
      plan: "Please choose one of the listed plans.",
      budget: "Please choose a budget range.",
      timeline: "Please choose a timeline.",
      details: {
        required: "Please enter your project details.",
        tooShort: "Your project details need at least {min} characters.",
        tooLong: "Please keep your project details under {max} characters.",
      },
    },
    order: {
      product: "Please choose a product from the shop.",
      domain: {
        required: "Please enter the domain, like yourshop.com.bd.",
        tooLong: "That domain is too long.",
        invalid: "Please enter a domain name like yourshop.com.bd, without spaces.",
      },
      period: "Please choose one of the billing periods offered.",
      payment: "Please choose how you would like to pay.",
    },
    comment: {
      name: {
        required: "Please enter your name.",
        tooLong: "Please keep your name under {max} characters.",
      },
      website: {
        tooLong: "Please keep the website address under {max} characters.",
        invalid: "Please enter a full website address starting with https://",
      },
      comment: {
        required: "Please enter your comment.",
        tooShort: "Your comment needs at least {min} characters.",
        tooLong: "Please keep your comment under {max} characters.",
      },
    },
  },
  contact: {
    title: "Send us a message",
    intro: "Tell us about your project or question. We reply within one working day.",
    fields: {
      "f-name": { label: "First name", autoComplete: "given-name" },
      "l-name": { label: "Last name", autoComplete: "family-name" },
      email: { label: "E-mail", autoComplete: "email" },
      phone: { label: "Phone", autoComplete: "tel", hint: "For example 01700-000000" },
      suject: { label: "Subject" },
      message: { label: "Message" },
    },
    /** "{privacy}" is the link to the privacy policy, named by `termsLink`. */
    terms: "I agree to the {privacy}",
    termsLink: "privacy policy and terms",
    submit: "Send Message",
    success: {
      title: "Thank you, your message has been received.",
      text: "We have your message and will reply within one working day. If it is urgent, call or WhatsApp us.",
      again: "Send another message",
    },
  },
  lead: {
    fields: {
      name: { label: "Your name", autoComplete: "name" },
      email: { label: "E-mail", autoComplete: "email" },
      phone: { label: "Phone", autoComplete: "tel", hint: "For example 01700-000000" },
      message: { label: "What do you need?" },
    },
    consent: "We use your details only to reply to you; see our {privacy}.",
    privacy: "privacy policy",
    submit: "Send",
    success: {
      title: "Thank you, we have your enquiry.",
      text: "A project lead will reply within one working day, usually by phone or e-mail. If it is urgent, call or WhatsApp us.",
      again: "Send another enquiry",
    },
  },
  quote: {
    title: "Request a quote",
    metaDescription:
      "Tell {company.name} about your website, app, marketing or hosting needs and get a clear quote in taka within one working day.",
    intro:
      "Tell us what you need and we will come back within one working day with questions, ideas and a clear quote in taka.",
    fields: {
      name: { label: "Your name", autoComplete: "name" },
      email: { label: "E-mail", autoComplete: "email" },
      phone: { label: "Phone", autoComplete: "tel", hint: "For example 01700-000000" },
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
    /** A plan in the hosting-plan list: "Power: ৳2,500/month". */
    planOption: "{name}: {price}/{period}",
    budgets: {
      "under-50k": "Under ৳50,000",
      "50k-2l": "৳50,000 – ৳2,00,000",
      "2l-5l": "৳2,00,000 – ৳5,00,000",
      "5l-10l": "৳5,00,000 – ৳10,00,000",
      "over-10l": "Over ৳10,00,000",
      "not-sure": "Not sure yet",
    } satisfies Record<Budget, string>,
    timelines: {
      asap: "As soon as possible",
      "1-3-months": "Within 1–3 months",
      "3-6-months": "Within 3–6 months",
      flexible: "Flexible",
    } satisfies Record<Timeline, string>,
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
  },
  newsletter: {
    pendingTitle: "Please confirm your e-mail address",
    pending:
      "Almost done: please check your inbox and click the link to confirm your subscription.",
    confirmText:
      "Press the button to confirm that you want the {company.name} newsletter at this address.",
    confirmButton: "Confirm subscription",
    confirmed: "Thank you, your subscription is confirmed.",
    expiredLink:
      "This confirmation link has expired. Please sign up again and we will send you a new one.",
    invalidLink: "This confirmation link is not valid or has already been used.",
    unsubscribed: "You have been unsubscribed and will not receive any more e-mails from us.",
    unknownUnsubscribe:
      "This unsubscribe link is not valid. If you keep receiving e-mails, contact us.",
    pageTitle: "Newsletter",
    metaDescription:
      "Subscribe to the {company.name} newsletter: one short e-mail a month with practical advice for growing your business online.",
    formTitle: "Subscribe to our newsletter",
    unsubscribeTitle: "Unsubscribe from our newsletter",
    unsubscribeText:
      "Press the button to stop receiving the {company.name} newsletter at this address.",
    unsubscribeButton: "Unsubscribe",
    languageTitle: "Prefer another language?",
    languageText: "Choose the language the newsletter comes to you in.",
    languageButton: "Save language",
    languageSaved: "Saved: from the next issue, the newsletter comes to you in {language}.",
  },
  comment: {
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
    replyingTo: "Replying to {name}",
    cancelReply: "Cancel reply",
    success: {
      title: "Thank you for your comment.",
      text: "It will appear here once a moderator has approved it.",
    },
  },
  /** A copy of what the agency holds about a person, sent to their own address as a link. */
  dataRequest: {
    title: "A copy of your data",
    intro:
      "Write the e-mail address you used with us, and we will send a link to it for downloading everything {company.name} holds about you, as one file.",
    label: "Your e-mail address",
    button: "Send me the link",
    invalidEmail: "Please enter a valid e-mail address, like name@example.com.",
    sent: "If we hold anything about {email}, a link to download it is on its way to that address. It works for 24 hours.",
    rateLimited:
      "You have asked several times in a few minutes. Please try again in {minutes} minutes.",
    downloadText:
      "Press the button to download everything {company.name} holds about {email}: your messages, requests, orders, comments, subscription and the e-mails we sent you, as one JSON file.",
    downloadButton: "Download my data",
    expired: "This link has expired or is not valid. Ask for a new one below.",
  },
  /** The small page that answers an action: a confirmation, an unsubscribe, a moderation decision. */
  back: "Back to the home page",
};
