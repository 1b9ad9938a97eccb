/**
 * Links to outside services named only by their vendor (issue 17 §1, decision 0025): "PAN verify via Karza",
 * "Aadhaar OKYC via Digio", "eKYC through Signzy". No list of vendors can be complete, so in a brief that builds
 * software a capitalised name after "via", "through" or "using" that no rule read is a link to build, one per
 * vendor however often it is named.
 *
 * @module
 */
import { assumedDeliverable } from "./deliverable-kinds";
import type { Deliverable } from "./schema";

/** "via Karza", "through Digio", "using Setu": a capitalised name, maybe two words ("via Account Aggregator"). */
const VIA_VENDOR = /\b(?:via|through|using)\s+([A-Z][A-Za-z0-9]{2,}(?:\s[A-Z][A-Za-z0-9]+)?)\b/g;
/** Names after "via" that are tools, channels or places, not a vendor's API to link. */
const NOT_VENDORS =
  /^(?:excel|email|e-mail|mail|sms|phone|call|calls|whatsapp|website|app|api|the|our|their|google|zoom|teams|figma|canva|word|pdf|csv|json|sheets?|drive|dropbox|cash|upi|bank|post|courier|hand|admin|staff|it|ai|chatgpt|github|gitlab|jira|slack|notion|trello|postman|swagger|openapi)\b/i;
/** A brief that builds software: its links are built; elsewhere a named service is context. */
const BUILDS_SOFTWARE =
  /\b(?:apis?|endpoints?|backend|back-end|app|apps|portal|platform|web ?site|web app)\b/;

/** A vendor link found in a sentence: the deliverable, its merge key and its span. */
export interface VendorLink {
  deliverable: Deliverable;
  key: string;
  start: number;
  end: number;
}

/**
 * The links to vendors a sentence names by "via <Vendor>" that no rule claimed.
 *
 * @param sentence - the sentence as written (numbers as digits); its indices are those of its lower-cased form.
 * @param claimed - 1 where a rule's match already stands.
 * @param whole - the whole brief, lower-cased.
 * @param read - what the rules read in the sentence: a vendor right after a link it names provides that link.
 */
export function vendorLinks(
  sentence: string,
  claimed: Uint8Array,
  whole: string,
  read: readonly { deliverable: Deliverable; end: number }[],
): VendorLink[] {
  if (!BUILDS_SOFTWARE.test(whole)) return [];
  const links: VendorLink[] = [];
  for (const found of sentence.matchAll(VIA_VENDOR)) {
    const name = found[1];
    const start = found.index + found[0].length - name.length;
    const end = start + name.length;
    if (NOT_VENDORS.test(name) || claimed.subarray(start, end).some((c) => c === 1)) continue;
    // "Push notifications via FCM", "WhatsApp message via Interakt": the provider of a link just named.
    const provides = read.some(
      (r) =>
        (r.deliverable.kind === "integration" || r.deliverable.kind === "login") &&
        r.end <= found.index &&
        !/[,.;:]/.test(sentence.slice(r.end, found.index)) &&
        found.index - r.end <= 60,
    );
    if (provides) continue;
    const deliverable = assumedDeliverable("integration", name, "");
    links.push({ deliverable, key: `integration:${name.toLowerCase()}`, start, end });
  }
  return links;
}
