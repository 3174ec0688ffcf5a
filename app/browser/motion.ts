/** Whether the visitor asked for less motion. */
export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Whether the document is written right to left. */
export const rightToLeft = () => document.documentElement.dir === "rtl";
