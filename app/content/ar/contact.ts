import type { Copy } from "../copy";

export const contact: Copy["contact"] = {
  title: "اتصل بنا",
  metaDescription:
    "تواصل مع {company.name} في بناني، دكا: اتصل بنا أو راسلنا عبر WhatsApp أو البريد الإلكتروني، أو أرسل رسالة بشأن مشروع موقعك أو تطبيقك أو تسويقك أو استضافتك.",
  infoTitle: "تواصل معنا",
  infoText:
    "زُرنا في بناني، أو اتصل بنا، أو راسلنا عبر WhatsApp أو البريد الإلكتروني. نحن في المكتب {office.days}، {office.hours}.",
  socialTitle: "تابعنا",
  map: {
    heading: "موقعنا",
    title: "خريطة تُظهر مكتب {company.name} في بناني، دكا",
    load: "اعرض الخريطة",
    officeTitle: "مكتب {company.name}",
    open: "افتح في الخرائط",
  },
};
