export const contact = {
  title: "Contact",
  metaDescription:
    "Contact {company.name} in Banani, Dhaka: call, WhatsApp, e-mail or send a message about your website, app, marketing or hosting project.",
  infoTitle: "Get in touch",
  infoText:
    "Visit us in Banani, call, WhatsApp or e-mail. We are in the office {office.days}, {office.hours}.",
  socialTitle: "Follow us",
  yourData: {
    heading: "Your data",
    text: "Want a copy of everything we hold about you? Write the e-mail address you used with us, and we will send a download link to it.",
    label: "Your e-mail address",
    button: "Send me the link",
  },
  map: {
    heading: "Find us",
    title: "Map showing the {company.name} office in Banani, Dhaka",
    load: "Show the map",
    officeTitle: "{company.name} office",
    open: "Open in Maps",
  },
};
