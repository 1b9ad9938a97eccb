/**
 * The GST parts of a tax invoice (issue 19 item 4; CGST Rules r.46; docs/decisions/0029-tax-invoices.md):
 * GSTIN validation, state codes, the financial year and invoice number, the SAC of what was sold and the
 * place of supply, which decides CGST + SGST (same state as the seller) or IGST (any other).
 *
 * @module
 */
import { businessToday } from "../dates";

/** GST state and union-territory codes (the first two digits of a GSTIN) and their names. */
export const GST_STATES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
} as const;
/** A two-digit GST state code, e.g. "29" (Karnataka). */
export type GstStateCode = keyof typeof GST_STATES;
/** The state codes in code order, for selects and enums. */
export const GST_STATE_CODES = Object.keys(GST_STATES).sort() as [GstStateCode, ...GstStateCode[]];

/** Whether `code` is one of {@link GST_STATES}. */
export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

/** Place-of-supply code for a recipient outside India (the e-invoice schema's "Foreign Country"). */
export const FOREIGN_PLACE_OF_SUPPLY = "96";

/**
 * A regular taxpayer's GSTIN: state code, the 10-character PAN (5 letters, 4 digits, 1 letter), the
 * registration number within that PAN (1-9, A-Z), "Z", and a check character.
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of a GSTIN's first 14 characters (GSTN's Luhn mod 36: every second character's value
 * is doubled, each product contributes its base-36 quotient and remainder, the check makes the sum a
 * multiple of 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, char] of [...first14].entries()) {
    const product = BASE36.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/**
 * Whether `gstin` is a well-formed regular taxpayer's GSTIN (upper case, 15 characters): the pattern, a
 * known state code and the check character. It says nothing about whether the GSTIN is registered.
 */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_PATTERN.test(gstin) &&
    isGstStateCode(gstin.slice(0, 2)) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/**
 * India's financial year (1 April to 31 March) of an instant, in Indian time: "2026-27" for any instant from
 * 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST.
 * @throws {RangeError} when `at` is an invalid Date.
 */
export function financialYear(at: Date): string {
  const [year, month] = businessToday(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Rule 46(b): an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * The invoice number of the `serial`-th invoice of financial year `fy` ("2026-27"): "KA/26-27/000042" —
 * unique within the year and consecutive, of letters, digits, "-" and "/" only (rule 46(b)), 15 characters
 * up to the millionth invoice of a year.
 * @throws {RangeError} when `serial` is not a positive integer or the number would pass 16 characters.
 */
export function invoiceNumber(fy: string, serial: number): string {
  return seriesNumber("KA", fy, serial);
}

/**
 * The number of the `serial`-th credit note of financial year `fy` (issue 20 item 4; CGST Rules r.53 asks
 * for a consecutive serial unique within the year, as for invoices): "CN/26-27/000007", its own series.
 * @throws {RangeError} as {@link invoiceNumber}.
 */
export function creditNoteNumber(fy: string, serial: number): string {
  return seriesNumber("CN", fy, serial);
}

function seriesNumber(prefix: string, fy: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1)
    throw new RangeError(`invoice serial must be >= 1, got ${serial}`);
  const number = `${prefix}/${fy.slice(2)}/${String(serial).padStart(6, "0")}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`invoice number ${number} is too long`);
  return number;
}

/** A Services Accounting Code with its heading from the GST rate schedule's scheme of classification. */
export interface Sac {
  code: string;
  description: string;
}

/**
 * The SAC of what a payment buys, by the project's category (spec 2 §1: IT services, content creation,
 * graphic design); a subscription is Kaarya's own online platform service. An unknown category (an old or
 * unanalysed project) is billed as IT design and development, the platform's main line. The choices and
 * their sources are in docs/decisions/0029-tax-invoices.md.
 */
export function sacFor(item: { subscription: true } | { projectType: string | null }): Sac {
  if ("subscription" in item) return { code: "998319", description: "Other information technology services" };
  switch (item.projectType) {
    case "graphic_design":
      return { code: "998391", description: "Specialty design services" };
    case "content_creation":
      return { code: "998399", description: "Other professional, technical and business services" };
    default:
      return { code: "998314", description: "Information technology design and development services" };
  }
}

/** What is known of the recipient when the invoice is issued. */
export interface Recipient {
  /** A valid GSTIN when the client gave one in Profile Settings. */
  gstin: string | null;
  /** The state of the client's address (Profile Settings), when given. */
  stateCode: string | null;
  /** The profile's country ("India", ...), when given. */
  country: string | null;
}

/** The place of supply: a state code (or {@link FOREIGN_PLACE_OF_SUPPLY}) and its name. */
export interface PlaceOfSupply {
  code: string;
  name: string;
}

/**
 * The place of supply of a service (IGST Act s.12(2)): a registered recipient's location (its GSTIN's
 * state); otherwise the recipient's address on record (the state in Profile Settings, or outside India when
 * the profile's country is another); otherwise the supplier's own state.
 */
export function placeOfSupply(recipient: Recipient, sellerState: GstStateCode): PlaceOfSupply {
  const fromGstin = recipient.gstin?.slice(0, 2);
  const code =
    fromGstin && isGstStateCode(fromGstin)
      ? fromGstin
      : recipient.stateCode && isGstStateCode(recipient.stateCode)
        ? recipient.stateCode
        : recipient.country && recipient.country !== "India"
          ? FOREIGN_PLACE_OF_SUPPLY
          : sellerState;
  return { code, name: isGstStateCode(code) ? GST_STATES[code] : "Outside India" };
}

/** Intra-state (CGST + SGST) when the place of supply is the seller's state, else inter-state (IGST). */
export function supplyType(place: PlaceOfSupply, sellerState: GstStateCode): "intra" | "inter" {
  return place.code === sellerState ? "intra" : "inter";
}

/**
 * What is fixed about the buyer when an invoice is issued, kept with the payment so a later change of the
 * client's GSTIN, state or country, or of the project's category, does not rewrite an issued invoice.
 */
export interface InvoiceFacts {
  recipient: Recipient;
  sac: Sac;
}

/** The seller as configured (SELLER_*, GST_RATE_PERCENT). */
export interface SellerConfig {
  name: string;
  address: string;
  gstin: string | null;
  /** Used when `gstin` is null; a GSTIN's own state wins. */
  stateCode: GstStateCode;
  /** GST percent included in prices; 0 prints no tax lines. */
  ratePercent: number;
}

/** An invoice's GST terms: the seller, the buyer's GSTIN, place of supply, SAC and how the tax is split. */
export interface InvoiceTerms {
  seller: Omit<SellerConfig, "ratePercent">;
  buyerGstin: string | null;
  placeOfSupply: PlaceOfSupply;
  sac: Sac;
  supply: "intra" | "inter";
  ratePercent: number;
}

/**
 * The GST terms of an invoice from the seller's configuration and the facts fixed at issue: the seller's state
 * is its GSTIN's, else the configured one; {@link placeOfSupply} and {@link supplyType} follow.
 */
export function invoiceTerms(seller: SellerConfig, facts: InvoiceFacts): InvoiceTerms {
  const fromGstin = seller.gstin?.slice(0, 2) ?? "";
  const stateCode = isGstStateCode(fromGstin) ? fromGstin : seller.stateCode;
  const place = placeOfSupply(facts.recipient, stateCode);
  return {
    seller: { name: seller.name, address: seller.address, gstin: seller.gstin, stateCode },
    buyerGstin: facts.recipient.gstin,
    placeOfSupply: place,
    sac: facts.sac,
    supply: supplyType(place, stateCode),
    ratePercent: seller.ratePercent,
  };
}
