import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";

/** The not-found page's content: used for /error, any unknown address and missing records. */
export function NotFound() {
  const { notFound } = useCopy().chrome;
  return (
    <section className="container-page section grid items-center gap-10 lg:grid-cols-2">
      <div className="order-2 text-center lg:order-1 lg:text-start">
        <p className="eyebrow">{notFound.kicker}</p>
        <h1 className="section-title sm:text-5xl">{notFound.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{notFound.text}</p>
        {/* It steps back when there is somewhere to go back to (the site's small script), and
            leads home otherwise. */}
        <Link to="/" className="btn-primary mt-8" data-history-back="">
          <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          {notFound.goBack}
        </Link>
      </div>
      <img
        src="/images/not-found.svg"
        alt=""
        width="480"
        height="360"
        className="order-1 mx-auto w-full max-w-md lg:order-2"
      />
    </section>
  );
}
