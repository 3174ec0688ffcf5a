import { receivedValidationIn } from "~/platform/phone.server";
import type { Route } from "./+types/contact";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { ContactFormCard } from "../components/contact-form";
import { ContactInfo } from "../components/contact-info";
import { DataRequestForm } from "~/features/privacy";
import { MapEmbed } from "../components/map-embed";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import { contactSchema } from "~/lib/forms/contact";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { submitForm } from "~/features/submissions/index.server";
import { searchTextOf } from "~/content/search";

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

export async function action({ request, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const schema = contactSchema(receivedValidationIn(copy));
  return submitForm({ request, context, copy, form: "contact", schema });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/contact"),
    path: "/contact",
    kind: "ContactPage",
    breadcrumb: { current: copy.contact.title },
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const { contact } = useCopy();
  return (
    <>
      <PageBanner title={contact.title} />
      <section className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <ContactInfo />
            <section aria-labelledby="your-data-title" className="mt-10 border-t border-line pt-8">
              <h2 id="your-data-title" className="text-xl font-bold">
                {contact.yourData.heading}
              </h2>
              <p className="mt-2 mb-4 text-ink-muted">{contact.yourData.text}</p>
              <DataRequestForm id="your-data-email" />
            </section>
          </div>
          <ContactFormCard answer={actionData} />
        </div>
      </section>
      <section aria-labelledby="map-title" className="pb-20">
        <div className="container-page">
          <h2 id="map-title" className="mb-6 text-2xl font-bold">
            {contact.map.heading}
          </h2>
          <MapEmbed />
        </div>
      </section>
    </>
  );
}
