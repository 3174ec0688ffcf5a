/** The eyebrow, title and intro that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "center" | "start";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-ink-muted">{text}</p>}
    </div>
  );
}
