declare module "virtual:site-script" {
  /** The address of the site's small script (see vite.config.ts). */
  const url: string;
  export default url;
}

/** The address of the speed report the site script loads for a sample of page views (see vite.config.ts). */
declare const __VITALS_SCRIPT__: string;
