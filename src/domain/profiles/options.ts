/**
 * The option lists of the profile form and the currency guessed from the browser language (spec 1 §5).
 *
 * @module
 */
// ---------------------------------------------------------------------------------------------
// Option lists (spec 1 §5)
// ---------------------------------------------------------------------------------------------

/** Currency options of the profile form, in the spec's order (spec 1 §5). ISO 4217 codes. */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "INR",
  "JPY",
  "CNY",
  "AUD",
  "CAD",
  "CHF",
  "SGD",
  "AED",
  "BRL",
  "MXN",
  "ZAR",
  "KRW",
] as const;
/** A profile currency code (spec 1 §5). */
export type Currency = (typeof CURRENCIES)[number];

/** Profession options (spec 1 §5). "Other" asks for a custom profession. */
export const PROFESSIONS = [
  "Student",
  "Software Developer",
  "Business & Management",
  "Healthcare Professional",
  "Educator / Academic",
  "Other",
] as const;
/** A profession option (spec 1 §5). */
export type Profession = (typeof PROFESSIONS)[number];

/**
 * Country options (spec 1 §2: "sorted list of about 60 including Other"): alphabetical English
 * names, then "Other" last so it is easy to find. Chosen to cover where Indian freelance clients
 * and freelancers are, South Asia included.
 */
export const COUNTRIES = [
  "Argentina",
  "Australia",
  "Austria",
  "Bangladesh",
  "Belgium",
  "Bhutan",
  "Brazil",
  "Canada",
  "Chile",
  "China",
  "Colombia",
  "Czech Republic",
  "Denmark",
  "Egypt",
  "Finland",
  "France",
  "Germany",
  "Ghana",
  "Greece",
  "Hong Kong",
  "Hungary",
  "India",
  "Indonesia",
  "Ireland",
  "Israel",
  "Italy",
  "Japan",
  "Kenya",
  "Kuwait",
  "Malaysia",
  "Maldives",
  "Mexico",
  "Nepal",
  "Netherlands",
  "New Zealand",
  "Nigeria",
  "Norway",
  "Oman",
  "Pakistan",
  "Peru",
  "Philippines",
  "Poland",
  "Portugal",
  "Qatar",
  "Romania",
  "Saudi Arabia",
  "Singapore",
  "South Africa",
  "South Korea",
  "Spain",
  "Sri Lanka",
  "Sweden",
  "Switzerland",
  "Taiwan",
  "Thailand",
  "Turkey",
  "Ukraine",
  "United Arab Emirates",
  "United Kingdom",
  "United States",
  "Vietnam",
  "Other",
] as const;
/** A country option. */
export type Country = (typeof COUNTRIES)[number];

// Full language-region tags first, then bare languages (spec 1 §5). es-MX must win over es.
const CURRENCY_BY_LOCALE = new Map<string, Currency>([
  ["en-US", "USD"],
  ["en-GB", "GBP"],
  ["en-AU", "AUD"],
  ["en-CA", "CAD"],
  ["en-IN", "INR"],
  ["en-SG", "SGD"],
  ["en-ZA", "ZAR"],
  ["pt-BR", "BRL"],
  ["es-MX", "MXN"],
  ["ar-AE", "AED"],
]);
const CURRENCY_BY_LANGUAGE = new Map<string, Currency>([
  ["de", "EUR"],
  ["fr", "EUR"],
  ["es", "EUR"],
  ["it", "EUR"],
  ["nl", "EUR"],
  ["ja", "JPY"],
  ["zh", "CNY"],
  ["ko", "KRW"],
]);

/**
 * Default profile currency from the browser language (spec 1 §5): en-US USD, en-GB GBP, en-AU AUD,
 * en-CA CAD, en-IN INR, en-SG SGD, en-ZA ZAR, de/fr/es/it/nl EUR, pt-BR BRL, es-MX MXN, ja JPY,
 * zh CNY, ko KRW, ar-AE AED, else USD.
 *
 * Tags are compared by language and region only, case-insensitively, so "en_in", "EN-IN" and
 * "zh-Hans-CN" are understood; a region-specific entry beats the bare language (es-MX → MXN,
 * es-ES → EUR). Unparseable or missing input gives USD.
 *
 * @param browserLanguage - e.g. `navigator.language` or the first Accept-Language tag.
 * @returns a currency code.
 */
export function guessCurrency(browserLanguage: string | null | undefined): Currency {
  if (!browserLanguage) return "USD";
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(browserLanguage.trim().replaceAll("_", "-"));
  } catch {
    return "USD";
  }
  const language = locale.language.toLowerCase();
  const region = locale.region?.toUpperCase();
  return (
    (region ? CURRENCY_BY_LOCALE.get(`${language}-${region}`) : undefined) ??
    CURRENCY_BY_LANGUAGE.get(language) ??
    "USD"
  );
}
