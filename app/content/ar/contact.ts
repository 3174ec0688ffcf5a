import type { Copy } from "../copy";

export const contact: Copy["contact"] = {
  title: "اتصل بنا",
  metaDescription:
    "تواصل مع {company.name} في بناني، دكا: اتصل بنا أو راسلنا عبر واتساب أو البريد الإلكتروني، أو أرسل رسالة بشأن مشروع موقعك أو تطبيقك أو تسويقك أو استضافتك.",
  infoTitle: "تواصل معنا",
  infoText:
    "زُرنا في بناني، أو اتصل بنا، أو راسلنا عبر واتساب أو البريد الإلكتروني. مكتبنا مفتوح {office.days}، {office.hours} بتوقيت بنغلاديش (GMT+6).",
  socialTitle: "تابعنا",
  map: {
    heading: "مكتبنا على الخريطة",
    title: "خريطة تُظهر مكتب {company.name} في بناني، دكا",
    load: "اعرض الخريطة",
    officeTitle: "مكتب {company.name}",
    open: "افتح في الخرائط",
  },
};
