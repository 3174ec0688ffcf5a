import { Link } from "~/components/ui/localized";

/** A closing invitation: a heading, a sentence and the quote and contact buttons. */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: string;
  secondary: string;
}) {
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page text-center">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/request-quote" className="btn-primary">
            {primary}
          </Link>
          <Link to="/contact" className="btn-ghost">
            {secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
