/**
 * The brand and technology logos the site draws, by simple-icons slug, with each brand's colour.
 * `npm run icons` writes their shapes into `brand-icons.svg`, one sprite that every page shares and
 * the browser caches; a unit test checks that the two agree.
 */
export const brandIcons = {
  facebook: "0866FF",
  instagram: "FF0069",
  youtube: "FF0000",
  x: "000000",
  whatsapp: "25D366",
  html5: "E34F26",
  css: "663399",
  javascript: "F7DF1E",
  react: "61DAFB",
  nodedotjs: "5FA04E",
  laravel: "FF2D20",
  php: "777BB4",
  wordpress: "21759B",
  mysql: "4479A1",
  flutter: "02569B",
  tailwindcss: "06B6D4",
} as const;

export type BrandIconName = keyof typeof brandIcons;

/** The name simple-icons exports a logo under: "nodedotjs" is `siNodedotjs`. */
export const simpleIconsExport = (slug: BrandIconName) =>
  `si${slug[0]?.toUpperCase() ?? ""}${slug.slice(1)}`;

export const brandIconsSprite = "app/components/ui/brand-icons.svg";
