declare module "virtual:site-script" {
  /** The address of the site's small script (see vite.config.ts). */
  const url: string;
  export default url;
}
