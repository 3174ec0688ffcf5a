import { MapPin } from "lucide-react";
import { useCopy } from "~/components/copy-context";
import { fullAddressIn } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { mapEmbedUrl, mapsUrl } from "~/lib/facts";

/**
 * The office map. The frame comes from a third-party host, so it is added only once the map
 * scrolls into view or the visitor asks for it (app/browser/map.ts); the address link works
 * whether or not it loads.
 */
export function MapEmbed() {
  const copy = useCopy();
  const { map } = copy.contact;
  const facts = siteFacts();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div
        className="card relative aspect-[4/3] overflow-hidden bg-tint sm:aspect-[16/7]"
        data-map=""
        data-testid="map"
      >
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <div>
            <MapPin className="mx-auto size-10 text-brand-ink" aria-hidden="true" />
            <button type="button" className="map-load btn-primary mt-4" data-map-load="">
              {map.load}
            </button>
          </div>
        </div>
        {/* The script puts the frame here; React leaves what it finds inside alone. */}
        <div
          data-map-frame={mapEmbedUrl(facts)}
          data-title={map.title}
          dangerouslySetInnerHTML={{ __html: "" }}
        />
      </div>
      <div className="card p-6">
        <h3 className="text-lg font-bold">{map.officeTitle}</h3>
        <p className="mt-2 text-ink-muted">{fullAddressIn(copy)}</p>
        <a
          href={mapsUrl(facts)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-ghost mt-5"
        >
          {map.open}
        </a>
      </div>
    </div>
  );
}
