import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useCopy } from "~/components/copy-context";
import { fullAddressIn } from "~/content/copy";
import { mapEmbedUrl, mapsUrl } from "~/content/site";

/**
 * The office map. The frame comes from a third-party host, so it is requested only once the map
 * scrolls into view or the visitor asks for it; the address link works whether or not it loads.
 */
export function MapEmbed() {
  const copy = useCopy();
  const { map } = copy.contact;
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || load) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setLoad(true);
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div
        ref={ref}
        className="card relative aspect-[4/3] overflow-hidden bg-tint sm:aspect-[16/7]"
        data-testid="map"
      >
        {load ? (
          <iframe
            src={mapEmbedUrl}
            title={map.title}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center p-6 text-center">
            <div>
              <MapPin className="mx-auto size-10 text-brand-ink" aria-hidden="true" />
              <button type="button" onClick={() => setLoad(true)} className="btn-primary mt-4">
                {map.load}
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="card p-6">
        <h3 className="text-lg font-bold">{map.officeTitle}</h3>
        <p className="mt-2 text-ink-muted">{fullAddressIn(copy)}</p>
        <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className="btn-ghost mt-5">
          {map.open}
        </a>
      </div>
    </div>
  );
}
