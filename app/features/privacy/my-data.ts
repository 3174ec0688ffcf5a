/** Where the button on a data request's page downloads the copy (one address for every language). */
export const DOWNLOAD_PATH = "/my-data/download";
