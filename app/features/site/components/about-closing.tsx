import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";

/** The about page's invitation to start a project, beside the agency's promises. */
export function AboutClosing() {
  const { closing } = useCopy().about;
  return (
    <section aria-labelledby="about-closing-title" className="section">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="about-closing-title"
            align="start"
            eyebrow={closing.eyebrow}
            title={closing.title}
            text={closing.text}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/request-quote" className="btn-primary">
              {closing.primary}
            </Link>
            <Link to="/contact" className="btn-ghost">
              {closing.secondary}
            </Link>
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {closing.values.map((value) => (
            <li key={value.title} className="card p-6">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-ink-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
