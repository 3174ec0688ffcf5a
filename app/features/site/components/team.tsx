import { Check } from "lucide-react";
import { useCopy } from "~/components/copy-context";
import { ProcessSteps } from "./service-process";
import { SectionHeading } from "~/components/ui/section-heading";
import { teamIn } from "~/content/people";

/** The people who lead the agency's projects, each with an illustrated portrait. */
export function TeamMembers() {
  const copy = useCopy();
  const { people } = copy.team;
  return (
    <section aria-labelledby="team-people-title" className="section bg-surface-muted">
      <div className="container-page">
        <SectionHeading id="team-people-title" {...people} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamIn(copy).map((member) => (
            <li key={member.id} className="reveal card flex flex-col items-center p-6 text-center">
              <img
                src={member.photo}
                alt=""
                width="240"
                height="240"
                loading="lazy"
                className="size-32"
              />
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-ink">{member.role}</p>
              <p className="mt-3 text-ink-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The six steps from the first call to launch and support, each with how long it takes. */
export function WorkProcess() {
  const { process } = useCopy().team;
  return (
    <ProcessSteps
      id="team-process-title"
      heading={process}
      steps={process.steps}
      className="section"
    />
  );
}

/** Where the team works and how to visit. */
export function Office() {
  const { office } = useCopy().team;
  return (
    <section aria-labelledby="team-office-title" className="section bg-surface-muted">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="team-office-title" align="start" {...office} />
          <dl className="mt-8 space-y-5">
            {office.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="font-semibold">{fact.label}</dt>
                <dd className="mt-1 text-ink-muted">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src="/images/team/office.svg"
          alt={office.imageAlt}
          width="640"
          height="420"
          loading="lazy"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}

/** What a client can count on. */
export function TeamValues() {
  const { values } = useCopy().team;
  return (
    <section aria-labelledby="team-values-title" className="section">
      <div className="container-page">
        <SectionHeading id="team-values-title" eyebrow={values.eyebrow} title={values.title} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value) => (
            <li key={value.title} className="reveal rounded-2xl bg-tint p-6">
              <Check className="size-6 text-brand-ink" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-ink-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
