import type { ResponsiveImage } from "~/lib/media";

/**
 * A cover: a media library image in AVIF and WebP at every width it has, for the browser to pick
 * by the `sizes` it is shown at; any other image as it is.
 */
export function CoverImage({
  src,
  set,
  sizes,
  ...img
}: {
  src: string;
  set?: ResponsiveImage | null;
  sizes: string;
} & Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes">) {
  if (!set) return <img src={src} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <img src={set.src} srcSet={set.webp} sizes={sizes} {...img} />
    </picture>
  );
}
