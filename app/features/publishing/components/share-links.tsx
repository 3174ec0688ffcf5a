import { useCopy } from "~/components/copy-context";
import { BrandIcon } from "~/components/ui/brand-icon";
import type { BrandIconName } from "~/content/brand-icons";

/** Buttons that share a page on Facebook, X and WhatsApp. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const words = useCopy().blog.post;
  const shares: { label: string; icon: BrandIconName; href: string }[] = [
    {
      label: words.share.facebook,
      icon: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: words.share.x,
      icon: "x",
      href: `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
    {
      label: words.share.whatsapp,
      icon: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
  return (
    <div className="flex items-center gap-2">
      <h2 className="me-1 font-bold">{words.shareTitle}:</h2>
      <ul className="flex gap-2" data-testid="share-links">
        {shares.map((share) => (
          <li key={share.icon}>
            <a
              href={share.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={share.label}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-brand-600 hover:bg-brand-700 hover:text-white"
            >
              <BrandIcon name={share.icon} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
