import type { ReactNode } from "react";
import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";

/** A small page that answers one action: a confirmation, an unsubscribe, a moderation decision. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  const { forms } = useCopy();
  return (
    <section className="container-page section">
      <div className="card mx-auto max-w-2xl p-8 sm:p-12">
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="mt-6 text-lg">{children}</div>
        <Link to="/" className="btn-ghost mt-8">
          {forms.back}
        </Link>
      </div>
    </section>
  );
}
