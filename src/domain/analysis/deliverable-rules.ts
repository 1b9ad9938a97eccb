/**
 * How each deliverable kind is recognised in a sentence of a brief (issue 17 §1, decision 0025):
 * a pattern for the phrase that names it and, for counted kinds, a pattern for "N <unit>".
 * Sentences are lower-cased and their number words already turned into digits (see
 * `extract-deliverables.ts`), so patterns only see digits.
 *
 * Rules are tried in order and each match claims its words, so the more specific phrase comes
 * first: "landing page copy" is writing before "landing page" can be a build, "ui design" for an
 * app is design only when no build of that app is asked for (`unlessSentence`).
 *
 * @module
 */
import { CONTENT_RULES, DESIGN_RULES } from "./creative-rules";
import {
  ACTOR,
  count,
  type DeliverableRule,
  LANGUAGE,
  re,
  USER_ACTION,
  WRITES_CAPTIONS,
} from "./rule-patterns";

export type { DeliverableRule } from "./rule-patterns";

/** Records moved or loaded into a system, counted: "2,400 customer records", "(240 rows)", "40 trucks, ~60 drivers". */
const RECORDS = count(
  "records|rows|products|posts|pages|customers|clients|(?:customer |user |member )?accounts|ledgers|entries|listings|students|items|item codes|skus?|orders|contacts|members|patients|users|titles|questions|alumni|employees|documents|files|flats|units|vehicles|trucks|drivers|machines|dealers|vendors|suppliers|invoices|properties|courses|books|subscribers|leads|biodata|profiles|parties|families|farmers|residents|donors|volunteers|medicines|bills|transactions|cases",
);

/** Items moved from another system are an import's records, not a catalogue to load ("move our 3,500 products"). */
const MOVED_ITEMS = String.raw`migrat\w*|mov(?:e|ed|ing)|import\w*|transfer\w*|shift\w*`;
/** A language version is of a site or an app; a leaflet in three languages is translation. */
const OF_A_SITE = /\b(?:web ?sites?|site|apps?|portal|web ?pages?|screens?|wordpress|shopify)\b/;
/**
 * "Product descriptions for 80 products … in both English and Hindi": the languages of writing named in the
 * sentence, not of a site the brief mentions elsewhere ("we sell on our own website").
 */
const LANGUAGES_OF_WRITING =
  /^(?!.*\b(?:web ?sites?|site|apps?|portal|web ?pages?|pages|screens?)\b).*\b(?:descriptions?|articles?|blogs?|posts?|captions?|scripts?|e-?mails?|newsletters?|e-?books?|chapters?)\b/s;

/** The rules, most specific first. */
export const DELIVERABLE_RULES: readonly DeliverableRule[] = [
  {
    // Data pulled from another system and ad networks shown in an app are wiring, before any noun in them
    // ("pulls articles from our WordPress") is read as something to write or design.
    kind: "integration",
    match: re(
      String.raw`(?:scrap\w*|ingest\w*|pull\w*|fetch\w*|sync\w*)(?: [a-z/-]+){0,5}? from (?:our |the |their )?[a-z]+|admob(?: ads)?|adsense|ad network|(?<!(?:google|gdn|\d) )(?:show|display|serve)s? (?:[a-z]+ )?ads`,
    ),
  },
  {
    // "Each lot gets a printed QR/barcode label, scanned at each stage": labels the system generates to scan, a
    // feature, before a label or sticker can be read as packaging or print.
    kind: "feature",
    match: re(
      String.raw`(?:printed |unique )?(?:qr|bar ?code)(?: codes?)?(?:\s*(?:/|or|and)\s*bar ?codes?)? (?:labels?|stickers?|tags?)|(?:labels?|stickers?) with (?:a |its )?(?:qr|bar ?code)s?`,
    ),
  },
  {
    // "Old links should keep working (Google traffic is my income)", "keep the same URLs": a moved site's old
    // addresses redirect to the new pages.
    kind: "feature",
    title: "Redirects from the old URLs",
    match: re(
      "old (?:links|urls|permalinks) (?:should|must|need to|to|will) (?:keep working|still work|keep|stay|work)|(?:keep|preserve|retain)(?:ing)? (?:the )?(?:same|old|existing) (?:urls|links|permalinks)|same urls(?: \\(?redirects\\)?)?",
    ),
  },
  {
    // "Patients should be able to request an appointment from the site - a form with name, mobile …": a request the
    // clinic answers is a form, not a booking system with slots.
    kind: "feature",
    title: "Appointment request form",
    match: re(
      "request (?:an? |for (?:an? )?)?(?:appointment|consultation|callback|call back)s?|(?:appointment|consultation|callback) (?:request|enquiry)(?: form)?s?",
    ),
  },
  // Content that names a page or a product is writing, not a build; then design.
  ...CONTENT_RULES,
  ...DESIGN_RULES,
  // --- IT: parts of a site or an app ---
  {
    kind: "language_version",
    requiresBrief: OF_A_SITE,
    unlessSentence: LANGUAGES_OF_WRITING,
    match: re(
      `(?:${LANGUAGE})(?:(?:,| and| &) (?:${LANGUAGE}))+(?: (?:dono|both|versions?(?: of (?:all |the |our |every )?(?:pages|site|website|app|screens))?))|(?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|punjabi|urdu|arabic|french|german|spanish|english|japanese|chinese|second language|regional language) versions?(?: of (?:all |the |our |every )?(?:pages|site|website|app|screens))?|multi-?lingual|bilingual|multi-?language|(?:in|into) (?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|punjabi|arabic|french|german|spanish) (?:and|as well|\\+ english|& english)|language switcher|(?:support|available) (?:for|in) (?:\\d+ )?(?:multiple |regional |indian |more )?languages|multiple languages|(?:both |all |the )?language versions?|(?:add|support)\\w* (?:these |the )?(?:\\d+ )?(?:more |new |regional |indian )?languages?|(?:english|hindi) (?:aur|and|&) (?:hindi|english|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|punjabi)(?: (?:dono|both|versions?))?`,
    ),
    count: count("languages?"),
  },
  {
    // "Website in English and also in Hindi", "website in English ho and in Hindi also", "in Marathi bhi": a second
    // language added to the first, said apart from it.
    kind: "language_version",
    title: "Second language version",
    requiresBrief: OF_A_SITE,
    unlessSentence: LANGUAGES_OF_WRITING,
    match: re(
      `in (?:english|hindi) (?:[a-z]+ )?(?:and|aur|&) (?:also |bhi )?in (?:${LANGUAGE})|(?<!\\b(?:only|just|entirely|fully) )in (?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|punjabi|urdu|arabic|french|german|spanish) (?:also|as well|too|bhi)\\b`,
    ),
  },
  {
    kind: "catalogue",
    // A catalogue to write, print or lay out as a PDF is not a shop's ("PDF brochure download for each" product is).
    unlessSentence:
      /\b(?:descriptions?|copy|write|writing|packag\w*|labels?|print|designed)\b|\bcatalog(?:ue)? (?:as (?:a )?|in )?pdf\b|\bpdf catalog/,
    match: re(
      String.raw`(?:collections?|products?|designs?) (?:section|page|gallery)s? with (?:around |about |approx\.? |over |~)?\d[\d,]* (?:[a-z-]+ )?(?:designs|pieces|models|items|products)|(?:product )?catalog(?:ue)?(?! design)|\d+ (?:[a-z-]+ )?(?:dishes|menu items)|menu (?:has|with|of) (?:about |around |approx\.? |~)?\d+ (?:items|dishes)|(?:upload|add)\w* (?:of )?(?:our |the |all )?(?:\d[\d,]* )?(?:[a-z-]+ )?(?:products|skus|items)|product (?:listings?|pages?|uploads?)|\d[\d,]* (?:[a-z-]+ )?(?:products|skus|items) (?:uploaded|added|listed)`,
    ),
    count: count("products|skus|items|listings|dishes|models|designs|pieces"),
  },
  {
    // "Upload 150 sarees (details in Excel)", "a Shopify store with our 35 products", "150 products to be
    // uploaded": items put into a shop,
    // whatever the shop sells ("a store with 6 pages" counts its pages, not its items).
    kind: "catalogue",
    match: re(
      String.raw`(?:(?:upload|add|list)\w* (?:of )?|(?:store|shop) with )(?:our |the |all )?(?:approx\.? |about |around |~)?\d[\d,]* (?!(?:[a-z-]+ )?(?:pages|screens|sections|banners|categories|collections|languages|outlets|branches)\b)(?:[a-z-]+ ){0,2}?[a-z]+s|\d[\d,]* (?:[a-z-]+ ){0,2}?[a-z]+s (?:to be |will be |need to be |must be )?(?:uploaded|added|listed)|\d[\d,]* [a-z]+s (?:daalne|dalne|upload karne|add karne)`,
    ),
    count: count("[a-z]+s"),
    requiresBrief: /\b(?:shop|store|e-?commerce|shopify|woocommerce|catalog(?:ue)?|dukaan|dukan)\b/,
  },
  {
    // "- 18 products; we'll share photos", "(approx 35 items - cakes, brownies)": a shop's items counted where a
    // line or a bracket opens, unless they are moved from another system (an import counts them).
    kind: "catalogue",
    match:
      /(?:^|\(|;)\s*(?:[-•*]\s*)?(?:approx\.? |about |around |~)?\d[\d,]* (?:[a-z-]+ )?(?:products|skus|items)\b/,
    count: count("products|skus|items"),
    requiresBrief:
      /\b(?:shop|store|e-?commerce|shopify|woocommerce|catalog(?:ue)?|dukaan|dukan|order|orders)\b/,
    unlessSentence: new RegExp(String.raw`\b(?:${MOVED_ITEMS}|existing|currently|already)\b`),
  },
  {
    // "around 25 products to show with photo, material grade and weight range", "a product section of around 80
    // products, each with CAS no", "Product gallery of about 150 items with item code": a company site's items shown
    // with their details, whether or not it sells them.
    kind: "catalogue",
    title: "Product catalogue",
    match: re(
      String.raw`(?:approx\.? |about |around |over |~)?\d[\d,]*\+? (?:[a-z-]+ ){0,2}?(?:products|items|parts|skus|models|varieties|listings|properties|titles|books|packages|tours)(?: to (?:show|display|list|be shown|be displayed|be listed)| (?:are|will be|to be) (?:shown|displayed|listed))?(?: [a-z]+){0,3}?,?\s+(?:each )?with (?:their |its |a )?(?:[a-z-]+ ){0,2}?(?:photos?|images?|pictures?|codes?|part (?:no|number)s?|sizes?|specs?|specifications?|prices?|grades?|details|cas|dimensions?|weights?|mrp|usage|dose|dosage|packing|finish(?:es)?|materials?|itinerar(?:y|ies))\b|(?:product|products|collection) (?:section|gallery|catalog(?:ue)?|page) (?:of|with) (?:approx\.? |about |around |over |~)?\d[\d,]*\+? (?:[a-z-]+ )?(?:products|items|designs|pieces|models)`,
    ),
    count: count(
      "products|items|parts|skus|models|varieties|listings|properties|titles|books|packages|tours|designs|pieces",
    ),
    requiresBrief: /\b(?:web ?site|site|portal|shop|store|catalog(?:ue)?)\b/,
    unlessSentence: new RegExp(
      String.raw`\b(?:descriptions?|copy|write|writing|packaging|labels?|print|printed|brochure|${MOVED_ITEMS})\b`,
    ),
  },
  {
    kind: "admin_panel",
    // "Every day staff updates website manually and makes mistakes": today's manual work is why a link is asked for,
    // not a back office to build.
    unlessSentence:
      /\b(?:manually|by hand)\b[^.]*\b(?:mistakes?|errors?|takes?|wastes?)\b|\b(?:currently|right now|at present|today)\b[^.]*\b(?:manually|by hand)\b/,
    match: re(
      String.raw`(?:should|must|will|can|to) be (?:updated|edited|changed|managed|uploaded|added|posted) (?:daily |every (?:day|morning|evening) )?by (?:our |the )?(?:staff|admins?|team|owner|managers?|office(?: staff)?)\b|admin (?:approv\w+|moderat\w+|manag\w+|reviews?)|admin log-?in(?= (?:to|for|where))|admin to (?:edit|manage|approve|update|add)|admin for (?:the |our )?(?:[a-z]+ )?(?:office|team|staff|managers?)|` +
        `admin(?:istrator)? (?:panel|dashboard|area|portal|backend|back-end|app|screens?|side|interface)|web admin\\b|back[- ]?office|back-?end admin|(?:staff|hr|owner|manager|faculty|teacher|doctor|management) (?:web |admin )?(?:panel|dashboard|portal|area|back-?office|side|console)|(?:vendor|seller|partner) (?:panel|dashboard|portal)|cms for (?:staff|us|[a-z]+(?:, [a-z]+)*)|(?<=(?:^|[^a-z])(?:a|simple|custom|easy|small|basic) )cms(?![a-z])|(?:(?:staff|admins?|owners?|teachers?|trainers?|faculty|managers?|our team|office team|office staff) (?:can|could|should|must|will|should be able to|must be able to|needs? to be able to|will be able to|be able to|able to)|(?:we|i) (?:should|must|need to|want to|would like to) be able to) (?:post|upload|add|edit|update|manage|hide|remove|delete|approve|publish|change)(?![a-z])(?! (?:[a-z-]+ ){0,4}?from (?:a |an |the |our )?(?:excel|csv|spreadsheets?|sheets?))|(?:an? |one |simple |separate )?(?:web |admin |owner |office |staff )?screens? (?:to|where|for) (?:manage|update|edit|add|see all|change)(?![a-z])|(?:office|admin|owner|staff) screens?|` +
        // "Staff login: upload report cards", "Faculty/admin: upload questions", "our office staff upload marks".
        String.raw`(?:office staff|staff|faculty|admins?|office|juniors|teachers)(?:/[a-z]+)?(?: log-?in)?(?=\s*:?\s+(?:upload|update|post|add|edit|manage)s?(?![a-z]))|` +
        `manage (?:orders|products|bookings|users|inventory|content) (?:from|through|in) (?:a |an )?(?:panel|dashboard|admin)|` +
        // "Committee needs a web panel to post notices", "agronomists need a web console to see queries", "a simple web
        // dashboard for us", "live dashboard for organisers", "Admin: dealer management", "Admin for products, buyers",
        // "Masters: machines, technicians", "owner maintains karigar master", "see bookings in a simple admin".
        String.raw`(?:web )?(?:panel|console)(?= (?:to|for|where)\b)|web (?:panel|console)|(?:simple |small |basic )?web dashboard(?= (?:for|by|to|where|with)\b|\s*[:(])|(?:live|simple|small) dashboard for (?:the )?(?:organi[sz]ers|staff|office|team|owners?|committee|us|management|admins?|hq)\b|^\W*(?:\d+(?:\.\d+)*\.?\s+)?admin(?:\s+for\b|\s*:)|^\W*(?:\d+(?:\.\d+)*\.?\s+)?masters?\s*:|maintains? (?:[a-z]+ ){0,2}masters?\b|(?:simple|small|basic) admin\b(?! (?:panel|dashboard|screens?|side|area))`,
    ),
    count: count("screens?"),
  },
  {
    kind: "login",
    match: re(
      String.raw`(?:log|logs|sign|signs) (?:in|up)\b(?! to (?:the|our|your) (?:admin|dashboard))|` +
        `log-?ins?|sign-?ups?|sign-?in|(?<!\\b(?:camp|event|workshop|webinar|seminar|marathon|run|race|fest|festival|conference|exhibition|expo|tournament|trip|tour|walk|competition|contest|volunteer) )registration(?! forms?| fees?| numbers?| no(?![a-z])| details| certificates?)|jwt(?: auth\\w*)?|oauth|(?:user|customer|member(?:ship)?|student|patient|parent|dealer|vendor|seller|buyer|client) accounts?|(?:create|open|make) (?:an |their |his |her |your )?accounts?|role-based (?:access|logins?)|^\\W*(?:user )?roles\\s*:|otp (?:login|verification)|(?:mobile|phone)(?: number)? (?:\\+|and|with|&) otp\\b|\\bregister(?:s|ing)? (?:with|using|via|by)\\b|(?:auth|authenticat(?:e|es|ed|ion))(?! tokens?| (?:with|via|using|by) (?:an? )?(?:api|tokens?|jwt))|user profiles?|user roles?|\\d+ users? with (?:different |separate |their own )?(?:rights|roles|access|permissions|logins?)`,
    ),
  },
  {
    // "Want a simple web CRM", "our own ERP": the system itself, not a link to one (the rule below).
    kind: "web_app",
    match: re(
      // "We have a custom CRM in Node.js" is the client's own system, not one to build.
      String.raw`(?<!\b(?:to|into|onto) (?:the |our |a )?|\b(?:have|has|had|uses?|using|runs?|existing|current) (?:an? |the |our )?)(?:simple|custom|web|own|small|basic|in-house|new|web-based) (?:web )?(?:crm|erp)(?! integration| api| sync)`,
    ),
    count: count("screens?|pages?|modules?"),
  },
  {
    kind: "integration",
    match: re(
      String.raw`click[\s-]to[\s-]chat(?: whatsapp)?(?: button)?|whatsapp (?:chat )?button|(?:upi|razorpay|paytm|phonepe|stripe|paypal|cashfree|ccavenue|instamojo)(?: (?:checkout|payments?|gateway|integration))?|payment gateway|payment links?|(?:online|ticket|fee|card|upi) payments?|pay (?:online|by upi|via upi)|pay (?:[a-z]+ ){0,3}?(?:in|through|via|from) the app|(?:secure |online )?checkout(?: with [a-z]+)?|cash on delivery|(?:online )?(?:appointment|table|slot|room|class|service)? ?(?:booking|bookings|reservations?|appointments?)(?! pages?\b)(?: system| calendar| module)?|book (?:a |an |the )?(?:slot|table|appointment|room|class|session|consultation|demo|stay|homestay|visit|amenit(?:y|ie)|hall|clubhouse|court|seat|ticket|doctor|test drive|cab|ride|service)s?|(?:check|see|show) (?:the |live )?availability(?: on a calendar)?|availability calendar|google maps?|maps?(?= integration)|(?:on|in) (?:a|the) map|map (?:view|search)|store locator|location tracking|live tracking|gps tracking|(?:sms|whatsapp|otp|email|push)(?: and (?:sms|whatsapp|email|push))* (?:notifications?|alerts?|reminders?|integration|updates|messages)|whatsapp(?: business)?(?: api| chat| button)?|sms|push notifications?|shiprocket|delhivery|(?:booking\.com|airbnb|makemytrip|goibibo|agoda|expedia)(?: (?:and|&) (?:booking\.com|airbnb|makemytrip|goibibo|agoda|expedia))?(?= (?:calendars?|sync|ical))|(?<=sync\w* with )(?:booking\.com|airbnb|makemytrip|goibibo|agoda|expedia)|ical(?: sync)?|channel manager|courier (?:integration|tracking)|shipping (?:integration|rates)|(?:zoho|tally|hubspot|salesforce|mailchimp|google sheets?|google calendar|calendly|zoom|quickbooks)(?: crm| erp| books)?(?: integration| api| sync)?|(?:erp|crm)(?: integration| api| sync)|(?<=\b(?:to|into|with|existing|current) (?:the |our |their |an? )?)(?:erp|crm)\b|(?:social|google|facebook) login|live chat|chat ?bot|(?:telegram|discord|slack) bots?|chat(?= (?:widget|support|plugin|button))|(?:third-party|external|existing) apis?|(?:from|via|using) (?:the |their |our )?[a-z-]+ apis?|(?:weather|gst|aadhaar|kyc|pan|sms|maps?|shipping|payment) apis?|apis? integrat\w*|integrat\w+ with [a-z0-9 ]+? (?:api|system|software)|google analytics|adsense|ad slots?`,
    ),
  },
  {
    // A link to a system the rules above do not name: "connect the site to our Petpooja POS", "sync orders with
    // Unicommerce", "Exotel integration", "Aadhaar eKYC". Not a link to people ("connect with customers"), nor the
    // protocol of a link named before it ("Tally XML/ODBC integration").
    kind: "integration",
    match: re(
      String.raw`(?:integrat(?:e|ed|es|ing)|connect(?:ed|ing|s)?|link(?:ed|ing)?|sync(?:ed|ing|s)?|hook(?:ed)? up) (?:it |this |them |(?:the |our )?(?:site|website|app|portal|store|system|software|orders|data|stock|inventory|leads) )?(?:with|to|into) (?!(?:(?:our|the|their|an?|existing|more|new|local) )?(?:customers?|clients?|people|audience|readers|users|followers|community|visitors|buyers|instagram|facebook|youtube|linkedin|social|us|you|me|them|it)\b)(?:our |the |their |an? |existing )?(?!(?:an?|the|this|that)(?![a-z0-9-]))[a-z][a-z0-9-]*(?:\.[a-z]+)?(?: (?:pos|erp|crm|software|system|api|app))?|(?<![a-z0-9]/)(?!(?:no|any|more|other|further|extra|xml|odbc|rest|soap|json|csv|s?ftp)\s)[a-z][a-z0-9-]*(?:\.[a-z]+)? (?:integration|e-?kyc|verification api)|(?:aadhaar|digilocker|pan|gst|ekyc|e-kyc) (?:verification|e-?kyc|api|lookup)`,
    ),
  },
  {
    // "1,400 active members in Excel, those need to come into the system on day one": records to load.
    kind: "data_migration",
    title: "Data import",
    match: re(
      String.raw`(?:come|go|get|be put) (?:in)?to (?:the |our )(?:new )?(?:system|app|portal|software|platform)\b`,
    ),
    count: RECORDS,
  },
  {
    kind: "data_migration",
    match: re(
      // "import" alone is a data import, unless it is a trade ("import-export firm", "importers").
      String.raw`(?:upload|import)\w* (?:[a-z-]+ ){0,4}?from (?:a |an |the |our )?(?:excel|csv|spreadsheets?|sheets?)|(?:excel|csv) (?:upload|import)s?|(?<!export[\s/&-]{1,3}(?:and )?)(?:bulk |one-time |initial |data )?import(?:s|ed|ing)?(?![\s/&-]+(?:and )?export)|` +
        String.raw`migrat(?:e|ion|ing)\b|data (?:migration|entry from)|mov(?:e|ing) (?:our |the )?(?:site|website|store|shop|content) from|(?:mov(?:e|ing)|shift(?:ing)?) (?:our |the )?(?:[a-z-]+ ){0,2}(?:blog|site|website|store|shop|content|posts) (?:from|to)|transfer (?:the )?(?:content|data)|data transfer|` +
        // "80,000 patient records that should be brought into the new system".
        `(?:brought|moved|carried|transferred|imported|ported|copied) (?:over )?(?:in)?to (?:the |our )?new (?:system|site|website|app|portal|store|platform|software)|` +
        // "850 products and around 2,400 customer records need to move".
        String.raw`(?<=\d[^.;]{0,60})(?:need|needs|have|has) to (?:be )?(?:move|moved|migrated|transferred|shifted|carried over)`,
    ),
    count: RECORDS,
  },
  {
    // Records the client keeps in a spreadsheet, for the system being built to start with: "Flat-wise owner list is
    // in Excel (240 rows)", "Machine master for all 120 machines available in Excel", "Truck and driver list (40
    // trucks, ~60 drivers) we give in excel", "Employee master (1,200 rows) from HRMS CSV", "balances … loaded
    // from the Google Sheet", "Our Excel has about 1,200 item codes, please load them". Not a report exported to one.
    kind: "data_migration",
    match: re(
      String.raw`(?:list|master|data|records|details|register|balances)\b[^.;]{0,60}?\b(?:in|from|into) (?:an? |the |our |my )?(?:[a-z]+ )?(?:excel|csv|google sheets?|spreadsheets?)|(?:our |the |my )excel (?:has|have|contains)|load(?:ed|ing)? (?:[a-z-]+ ){0,4}?from (?:an? |the |our )?(?:excel|csv|google sheets?|spreadsheets?)|initial (?:data )?load`,
    ),
    requiresBrief:
      /\b(?:apps?|web app|portal|software|system|tool|web ?site|site|platform|dashboard|crm|erp|lms)\b/,
    // An import asked in so many words is the rule above's; products, photos and a catalogue are a store's items
    // (the catalogue), not records.
    unlessSentence:
      /\b(?:export(?:ed)? (?:to|as|in(?:to)?)|download\w*)\b[^.;]{0,20}\b(?:excel|csv|sheets?)\b|\b(?:import\w*|migrat\w*|products?|photos?|images?|catalog\w*)\b/,
    count: RECORDS,
    ownClause: true,
    clientHas: true,
  },
  {
    kind: "maintenance",
    // "The store has become slow and plugin updates keep breaking things, so we're moving to Shopify": the
    // problems are the reason for the new work, not fixes to make.
    // A housing society's "monthly maintenance" is its residents' dues: "pay monthly maintenance online". What
    // failed when the client tried ready-made tools is the reason for the build: "we tried 2 plugins, both fail on …".
    unlessSentence:
      /\btried (?:\d+ |two |three |some |a few |several |many )?(?:ready-?made |existing |off-the-shelf |free |paid )?(?:plugins?|apps?|tools?|connectors?|extensions?|software)\b|\b(?:so|hence|therefore|that's why|thats why|which is why)\s+(?:we(?:'re| are| want to| need to| plan to| will)?|i(?:'m| am| want to)?)?\s*(?:moving|migrating|switching|shifting|rebuilding|redoing|move|migrate|switch|shift|rebuild|redo)\b|\b(?:pay|pays|paid|paying|collect\w*)\b[^.;]{0,20}\bmaintenance\b|\bmaintenance (?:dues|bills?|charges|fees?|payments?|amount)\b/,
    match: re(
      "(?:doesn't|does not|don't|won't|can't|isn't|not) (?:send|load|work|open|save|show)\\w*|overlaps?|takes \\d+ seconds|(?:monthly|annual|ongoing|website|site) (?:maintenance|care|upkeep)|maintenance (?:plan|retainer|contract)|" +
        "fails? (?:above|when|on|to)|breaks (?:after|on|when)|not (?:sending|loading|saving|opening)|" +
        "bugs? list|list of (?:\\d+ )?bugs|\\d+ (?:small |minor |other |more |known )?(?:issues|problems)(?=\\s*:)|" +
        `(?:fix|fixing|fixes)(?: [a-z]+){0,3}|(?:need|want|get|got|be)s? (?:all |these |them |it |the )?(?:\\d+ )?(?:[a-z]+ ){0,2}?fixed|bugs?|broken(?! (?:formatting|format|sentences?|english|grammar))|not working|speed (?:up|optimi[sz]ation)|slow (?:site|website|loading)|(?:plugin|theme|core|wordpress) updates?|malware|hacked|errors? on (?:the |our )?(?:site|website|app)`,
    ),
    count: count("bugs?|issues?|fixes|errors?|problems?|items"),
  },
  {
    // "Rewrite the existing system in Laravel - 14 screens", "the same software rewritten in Laravel": the client's
    // software rewritten is built anew.
    kind: "web_app",
    match: re(
      String.raw`(?:rewrit\w*|rebuil\w*|redevelop\w*) (?:of )?(?:the |our |this |that |an? )?(?:(?:same|existing|old|current|legacy|whole|entire) )*(?:[a-z/&+-]+ ){0,2}?(?:system|software|tool|application|web ?app)|(?:system|software|tool|application) (?:re-?written|rebuilt|redeveloped)`,
    ),
    count: count("screens?|pages?|modules?"),
  },
  {
    kind: "feature",
    match: re(
      `(?<!\\b(?:google|web|organic|voice|internet) )search(?: and filters?| bar| with filters?)?(?! keywords?| terms| tags| engine| results| console)|filters?|(?:customer |product |user |star )?reviews? (?:and ratings?|section|system)|ratings? and reviews?|star ratings?|calculators?|wish ?lists?|blog (?:section|page)|news section|contact (?:form|page)|enquiry form|inquiry form|(?:registration|admission|application|membership|volunteer|feedback|rsvp) forms?|quote form|(?:photo |image )?gallery|order tracking|invoices?(?: generation)?|(?:80g |donation |tax )?receipts?(?: generation)?|reports?|analytics dashboard|(?:customer |user )?dashboard(?! app)|multi-?vendor|coupons?|discount codes?|loyalty (?:points|program)|referral (?:program|system)|events? calendar|video (?:streaming|upload|player)|file uploads?|notifications? centre|faq(?: section)?|testimonials?(?: section)?|newsletter sign-?up|instagram feed|sitemap|seo setup|amp|cart|inventory(?! (?:management )?(?:system|software))(?: management)?|leaderboard|time ?tables?(?: module)?|quiz(?:zes)?|(?:mcq |online |mock |practice )(?:mock )?tests?|test series|offline (?:mode|support|access|sync)|offline [a-z]+ (?:with|and) (?:later )?sync\\w*(?: later)?|(?:works?|working|usable|runs?) (?:fully |completely )?offline|[a-z]+ offline(?= and (?:sync|forward|upload))|offline (?:store-and-forward|cach\\w*|first)|(?:in-app |doubt |networking |group |private |1:1 |one-to-one )?chat(?! ?bot| widget| support| plugin| button)(?: (?:between|with) (?:the )?[a-z]+(?:(?: and |[ –-])[a-z]+)?)?|(?:signature|sign) capture|(?:capture|collect|take|record)s? (?:the )?(?:[a-z]+ )?signatures?|(?:[a-z]+'s )?signatures? on (?:the )?(?:tablet|screen|phone|device)|photo capture|captur\\w* (?:of )?photos?|approval (?:workflow|flow|chain)|escalat\\w+(?: to [a-z]+(?: [a-z]+)?)?|e-?signatures?|digital signatures?|certificates? generation|certificates? (?:pdfs?|as pdfs?)|(?:pdf |auto-?generated (?:pdf )?|download\\w* (?:a |an |the |their |his |her )?)certificates?|certificates? (?:on|after) (?:course )?completion|attendance|timesheets?|subscriptions? plans?|roles and permissions|image uploads?|photo uploads?|qr (?:code )?(?:tickets?|scan\\w*|check-?in)|(?:separate |unique )?qr(?: codes?)? (?:for|per) (?:each|every)(?: of)?(?: (?:our|the|your))?(?: \\d+)? [a-z]+|(?:scanner|check-?in) page|job (?:board|portal|listings?)|events? page|pin ?code (?:check(?:er)?|serviceability|availability)|(?:delivery|time) slots?|complaints?(?: (?:ticket|tracking|system|register))?|ticketing|helpdesk|` +
        // Site and app behaviours: "301 redirects from the old URLs", "dark mode", "load handling for 4,000 concurrent users".
        `(?:301 )?redirects|urls? (?:must |should |to |will )?redirect|dark (?:mode|theme)|light and dark (?:mode|theme)s?|google (?:my )?business (?:profile|listing)(?: setup)?|(?:completion|course|digital|downloadable) certificates?|(?:scheduled|automated|automatic) (?:[a-z]+ ){0,2}(?:summary|report) e-?mails?|(?:weekly|daily|monthly) (?:summary|report) e-?mails?|(?:load|stress|performance) (?:handling|testing)|(?:about |around |~)?[0-9][0-9,]* concurrent (?:users|visitors|students|test-takers|candidates)`,
    ),
    // "Script must have a hook … and a 3-question quiz at the end": what a written piece contains.
    unlessSentence:
      /\b(?:scripts?|articles?|posts?|blogs?|e-?books?|emails?|newsletters?|captions?|chapters?|videos?|episodes?) (?:must|should|will|needs? to) (?:have|include|contain|end with|cover)\b/,
    // "3 loan calculators", not "post 10 MCQs as quiz polls": at most one word between the number and the feature.
    count:
      /(?<![a-z\d])(\d+)[\s-]+(?:[a-z-]+\s+)?(?:calculators?|forms?|dashboards?|reports?|quiz(?:zes)?)\b/,
  },
  // --- IT: the whole thing ---
  {
    kind: "api_endpoints",
    match: re(
      // Not an API the plan uses: "WhatsApp through official business API only", "the courier's API", "distance
      // from Google Maps API".
      `(?<!\\b(?:business|cloud|official|whatsapp|their|third-party|external|existing|provider's|courier's|partner's|maps|places|distance|geocoding|sms|gst|tally|shiprocket|razorpay|gateway) |\\b(?:via|through|using|by) (?:the |their |its |an? )?)(?:rest|restful|graphql|backend|back-end)? ?apis?(?! docs| documentation| reference)|endpoints?|microservices?|webhooks?`,
    ),
    count: count("endpoints?|apis?|routes?"),
  },
  {
    kind: "mobile_app",
    match: re(
      `(?:android|ios|iphone|mobile|flutter|react native|hybrid|cross-platform)(?: and (?:android|ios|iphone))? (?:app|application)s?|mobile app|apps? for (?:android|ios)|play ?store|app ?store`,
    ),
    count: count("screens?|pages?"),
  },
  {
    kind: "web_app",
    match: re("web (?:app|application|portal|platform)s?|dashboard app"),
    count: count("screens?|pages?|modules?"),
  },
  {
    // "B2B travel platform.", "Product: invoicing SaaS": a platform or portal is asked for only beside an ask
    // (or in a terse brief that starts with it: "A marketplace with login and payments", or in its title).
    kind: "web_app",
    titleAsks: true,
    // A numbered clause of a scope ("2.1 Browser-based system that runs on the tablets") is a requirement too.
    requiresSentence:
      /\b(?:build|develop|create|make|need|want|require|looking for|can you|chahiye|banana|banwana)\w*\b|\bnew (?:web|portal|platform|saas|system|app)|^\W*(?:a|an)\s|^\s*\d+\.\d+\.?\s/,
    match: re(
      "saas|(?:customer|client|vendor|student|patient|member|employee|b2b|booking) portal|portal|platform|(?<!\\b(?:from|in|into|to|with|our|the|existing|current|their) )(?:crm|erp)(?! integration)|(?:management|tracking|tracker|ticketing|token|ordering|pre-?order|queue|billing|attendance|visitor|complaint|grievance|library|hostel|canteen|dispatch|inspection) system|marketplace|" +
        // "Need a small internal web tool", "internal web software", "browser-based system", "an in-house LMS".
        "(?:(?:internal|in-house) )?(?:web|(?:browser|web)[- ]based|online|cloud) (?:tool|software|system)s?|(?:internal|in-house) (?:tool|software|system)s?|lms|learning management system|" +
        // "Stock tracking for hardware shop", "QR menu + ordering for cafe": a system named by what it does.
        "(?:stock|inventory) (?:tracking|management|system|software)|(?:qr|table) (?:menu )?(?:(?:\\+|and|&) )?ordering",
    ),
    count: count("screens?|pages?|modules?"),
  },
  {
    kind: "site_pages",
    // A new theme is a site's design and build ("new theme with 6 page templates", "customise a premium Shopify
    // theme", "theme setup using Dawn"). A document's pages are not a
    // site's ("designed as a PDF (about 20 pages)").
    requiresBrief:
      /\b(?:web ?sites?|site|micro-?sites?|landing|wordpress|shopify|wix|woocommerce|online (?:store|shop)|web ?shop|home ?page|web ?pages?|e-?commerce|web presence|(?:booking|registration|donation|pre-order|order|event) page)\b/,
    match: re(
      String.raw`(?:\d+[\s-]*page |one[\s-]page |single[\s-]page |multi[\s-]page )?(?:e-?commerce |online |shopify |wordpress |woocommerce |wix |portfolio |business |company |static |responsive |restaurant |school |clinic |hotel |travel |real estate )?(?:web ?sites?|(?<!\bon[- ])site(?![\s-](?:visits?|address(?:es)?|engineers?|supervisors?|survey|inspections?|measurements?|in-?charge))|store|shop)|landing pages?|landing sites?|micro-?sites?|web presence|home ?page|(?<!\bon (?:the |their |its |each |every |our )?(?:[a-z]+'s? )?)(?:donation|contact|about|booking|registration|pre-order|order|thank-you|event|product|web|menu) page(?!s)|(?<!\b(?:pdf|document|report|paper|e-?book|book|brochure|booklet|catalog(?:ue)?|deck|manual|guide|magazine|profile|newsletter|menu)\b[^.;]{0,20})\d+ (?:(?:web|static|main|info|inner|content|core|basic|simple|key) ?)?pages|(?:new |custom )(?:wordpress )?theme|theme (?:setup|set-up|customi[sz]ation)|(?:customi[sz]e|set ?up|setup)(?: a| the| our)?(?: premium| paid| free| shopify| wordpress| new)* theme`,
    ),
    count: count("pages?|pager|sections?|page templates?"),
    unlessSentence:
      /^(?!.*\b(?:new|re-?design\w*|re-?build\w*|re-?develop\w*|revamp\w*)\b).*\b(?:existing|current|our old) (?:web ?site|site)\b/,
  },
  {
    // Plain "covers" are print only in a brief about books or reports ("and 3 covers").
    kind: "print_items",
    match: re("covers?"),
    count: count("covers?"),
    requiresBrief: /\b(?:books?|workbooks?|textbooks?|reports?|magazines?|novels?)\b/,
  },
  {
    // "3 donor appeal emails": emails counted in a brief about writing are pieces to write (earlier rules
    // have taken notification and automation emails as features and integrations).
    kind: "emails",
    match: re(String.raw`\d[\d,]* (?:[a-z-]+ ){0,2}(?:emails?|e-mails?|mailers?)`),
    count: count("emails?|e-mails?|mailers?"),
    unlessSentence: /\b(?:sequence|series|newsletters?|flow)\b/,
    requiresBrief: /\b(?:writ\w*|copy|copywrit\w*|content|words)\b/,
  },
  {
    // "Need designer for Instagram: 12 posts/month": counted posts in a brief about a social platform.
    kind: "social_graphics",
    match: re(String.raw`\d[\d,]* (?:[a-z-]+ )?(?:posts|stories)`),
    count: count("posts|stories"),
    requiresBrief: /\b(?:instagram|insta|facebook|linkedin|pinterest|social media)\b/,
    unlessBrief: new RegExp(
      `${WRITES_CAPTIONS.source}|\\btext posts\\b|\\bno designs? (?:needed|required)\\b`,
    ),
    // Posts to write ("4 blog posts", "captions for 12 posts"), to schedule or to move ("migrate the ~150 news
    // posts") are not designs, nor are posts to manage ("design pack, not management" refuses the managing). A
    // sentence that names the posts' platform is read by the rule above.
    unlessSentence:
      /\b(?:writ\w*|blogs?|articles?|news|captions?|copy|schedul\w*|publish\w*|(?<!\b(?:not|no) )manag\w*|migrat\w*|import\w*|(?:instagram|insta|facebook|linkedin|social media) posts?)\b/,
  },
  {
    // "a student app", "an app to find chargers": an app in a brief that names a phone platform.
    kind: "mobile_app",
    // Not "in-app notifications".
    match: re("(?:(?!(?:our|the|my|their|your|this|that|an?|no|own) )[a-z-]+ )?(?<!\\bin-)apps?"),
    count: count("screens?"),
    // "Inspectors walk the plant with tablets", "security guard uses a tablet at the gate": an app on a device.
    requiresBrief: /\b(?:android|ios|iphone|mobile|play ?store|app ?store|flutter|react native|tablets?)\b/,
  },
  {
    // "Students can download their certificates", "parents should be able to see attendance", "managers at each
    // branch should mark the service as done", "I want customers to book online", "I want to see which staff did
    // which service": what a user can do in a site or app is a feature, unless a rule above already read the
    // clause (a named link, a login); not in a clause about something named before ("coupon codes which admin
    // can create").
    kind: "feature",
    match: re(
      String.raw`(?<!\b(?:which|that|who|whom|where) )(?:(?:${ACTOR})(?: (?:at|of|in|from|for) (?:each|every|the|our|a|all) [a-z]+)?(?: \([^)]{0,20}\))? (?:can|could|should|must|will|shall|needs? to|has to|have to)(?: also| easily| directly| then)?(?: be able to)?|(?:i|we) (?:want|need|would like|wish)(?: our| the| all| every)? (?:${ACTOR}) to(?: be able to)?) (?:${USER_ACTION})\b[^,.;:()]{0,40}|(?:i|we|owner|admin)(?: \([a-z ]{1,15}\)| as (?:the |an? )?[a-z]+)? (?:want|need|would like|wish|wants|needs)(?: to be able)? to (?:see|view|know|track|check|monitor|download|export|get (?:an? )?(?:report|alert|summary|e-?mail|sms|notification|whatsapp))\b[^,.;:()]{0,40}`,
    ),
    requiresBrief:
      /\b(?:web ?sites?|site|portal|app|application|platform|software|system|dashboard|store|shop)\b/,
    ownClause: true,
  },
];
