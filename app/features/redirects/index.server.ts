export { Redirects } from "./redirects.server";
export {
  exportRedirects,
  keptRedirects,
  readRedirectsFile,
  RedirectsFileError,
  REDIRECTS_FILE,
  saveRedirectsIn,
} from "./redirects-files.server";
