/**
 * The company's details that read the same in every language, in one place (how its address reads
 * is in each language's copy, under `company`). Replace these with the real ones; see the README.
 * A social link that is left out (or set to undefined) is not shown anywhere on the site.
 */
export const site = {
  name: "Nakshi Labs",
  legalName: "Nakshi Labs Ltd.",
  /** Public origin, used for canonical URLs, Open Graph and share links. */
  url: "https://www.nakshilabs.com.bd",
  email: "hello@nakshilabs.com.bd",
  supportEmail: "support@nakshilabs.com.bd",
  phones: [
    { display: "+880 1712-345678", e164: "+8801712345678" },
    { display: "+880 2-55012345", e164: "+880255012345" },
  ],
  /** International format without "+" or spaces, as wa.me expects. */
  whatsapp: "8801712345678",
  mapQuery: "Nakshi Labs, Kemal Ataturk Avenue, Banani, Dhaka",
  /** How the address is filed: postal code and ISO country code (the words are in each language's copy). */
  postalCode: "1213",
  countryCode: "BD",
  /** When the office answers (the contact page and the FAQs say the same in words). */
  openingHours: {
    days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
    opens: "10:00",
    closes: "19:00",
  },
  /** For search engines: a relative price level, as business listings give it. */
  priceRange: "৳৳",
  /** The square logo search engines show beside the name. */
  logo: "/images/icon-512.png",
  socials: {
    facebook: "https://www.facebook.com/nakshilabs",
    instagram: "https://www.instagram.com/nakshilabs",
    youtube: "https://www.youtube.com/@nakshilabs",
    x: "https://x.com/nakshilabs",
  } satisfies Partial<Record<SocialNetwork, string>>,
  /** Where the shop's customers pay: the merchant wallets and the bank account. */
  payments: {
    bkash: "01713-456789",
    nagad: "01713-456789",
    bank: {
      bank: "BRAC Bank PLC",
      branch: "Banani",
      accountName: "Nakshi Labs Ltd.",
      accountNumber: "1501 2040 8812 001",
      routing: "060260435",
    },
  },
  /** The start-up overlay shown on a visitor's first page load. */
  loader: { enabled: true, durationMs: 2000 },
  foundedYear: 2016,
} as const;

export type SocialNetwork = "facebook" | "instagram" | "youtube" | "x";

export const whatsappUrl = (text?: string) =>
  `https://wa.me/${site.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.mapQuery)}`;

export const mapEmbedUrl = `https://maps.google.com/maps?q=${encodeURIComponent(site.mapQuery)}&output=embed`;
