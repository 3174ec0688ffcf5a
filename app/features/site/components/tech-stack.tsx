import { BrandIcon } from "~/components/ui/brand-icon";
import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";
import { technologies } from "~/content/home";

export function TechStack() {
  const intro = useCopy().home.technologies;
  return (
    <section id="technologies" aria-labelledby="technologies-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="technologies-title"
          eyebrow={intro.eyebrow}
          title={intro.title}
          text={intro.text}
        />
        <ul className="mt-12 flex flex-wrap justify-center gap-4">
          {technologies.map((tech, index) => (
            <li
              key={tech.name}
              className="reveal card flex w-[calc(50%-0.5rem)] items-center gap-3 px-4 py-4 sm:w-44"
              style={{ "--reveal-delay": `${index * 50}ms` } as React.CSSProperties}
            >
              <BrandIcon name={tech.icon} className="size-8 shrink-0" color />
              <span className="font-semibold">{tech.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
