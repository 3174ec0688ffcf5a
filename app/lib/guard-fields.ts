/** Fields every form carries for abuse checks; the server reads them, visitors never see them. */
export const HONEYPOT_FIELD = "nickname";
export const FORM_TOKEN_FIELD = "form_started";
