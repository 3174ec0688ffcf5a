/** Common questions, answered, under a heading. */
export function FaqList({
  id,
  title,
  eyebrow,
  items,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  items: { question: string; answer: string }[];
}) {
  return (
    <section aria-labelledby={id} className="pb-20">
      <div className="container-page max-w-3xl">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-2xl font-bold">
          {title}
        </h2>
        <dl className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface-raised">
          {items.map((item) => (
            <div key={item.question} className="p-6">
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-2 text-ink-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
