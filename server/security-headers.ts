import helmet from "helmet";

/**
 * Helmet's headers. In production the Content-Security-Policy allows only this site's own files,
 * the map frame and inline scripts (React Router's hydration data is inline).
 */
export function securityHeaders(production: boolean) {
  return helmet({
    contentSecurityPolicy: production
      ? {
          directives: {
            "default-src": ["'self'"],
            // Prerendered pages carry React Router's inline hydration data, so inline scripts are allowed.
            "script-src": ["'self'", "'unsafe-inline'"],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:"],
            "font-src": ["'self'", "data:"],
            "connect-src": ["'self'"],
            "frame-src": ["https://maps.google.com", "https://www.google.com"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "base-uri": ["'self'"],
            "object-src": ["'none'"],
            "upgrade-insecure-requests": null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Same-origin form posts must carry their Origin, which "no-referrer" would blank out.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production,
  });
}
