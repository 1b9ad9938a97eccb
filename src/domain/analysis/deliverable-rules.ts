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
import {
  ACTOR,
  BUILD,
  count,
  type DeliverableRule,
  LANGUAGE,
  MANAGE,
  pieces,
  re,
  USER_ACTION,
  WRITES_CAPTIONS,
} from "./rule-patterns";

export type { DeliverableRule } from "./rule-patterns";

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
  // --- content that names a page or a product: writing, not a build ---
  {
    kind: "product_descriptions",
    match: re(
      "(?:store|marketplace|amazon|flipkart|meesho|myntra|nykaa|ajio|jiomart|etsy|product) listings?|" +
        String.raw`(?:product|sku|item|catalog(?:ue)?) descriptions?|descriptions? (?:\([^)]{0,30}\) )?(?:for|of) (?:(?:each|every|all) (?:of )?)?(?:the |our )?(?:\d[\d,]* )?(?:our )?(?:products|items|listings|skus|models|designs|variants)|product (?:copy|listings? copy)|listing (?:content|copy|texts?)`,
    ),
    count: count("product descriptions?|descriptions?|products|items|listings|skus|models|designs|variants"),
  },
  {
    kind: "web_copy",
    match: re(
      "rewrit\\w* (?:of )?(?:the )?(?:content|copy|text) (?:of|for|on) (?:all |the |our )?(?:\\d+ )?(?:[a-z-]+ )?pages|" +
        String.raw`\d+ (?:[a-z-]+ )?pages? (?:writ\w*|of (?:copy|content|text))|` +
        "(?:faq )?knowledge base(?! articles?| entries| docs)|faq (?:answers|content)|q&as?|" +
        "meta (?:titles?|descriptions?|tags)(?: and (?:meta )?descriptions?)?|content writing for|" +
        String.raw`(?:about us|our story|home|services|contact|team|careers|treatment|service) (?:and (?:[a-z]+ ){1,2})?pages?(?= copy| content|,|\.| of \d| with| for)|(?:write|writing) (?:the |our |a |an )?(?:story|profile|bio|biography|introduction)|` +
        String.raw`(?<!(?:proof-?read\w*|edit\w*|review\w*|check\w*) (?:of |for )?(?:the |our |all )?)(?:website|web|landing page|home ?page|about us|sales page|page) (?:copy|content(?: writing)?|copywriting|text)|copy(?:writing)? for (?:the |our |a |an |all (?:the |our )?)?(?:\d+ )?(?:[a-z/-]+ ){0,2}(?:pages?|website|landing page|home ?page)|(?:content|text) for (?:the |our |a |all |these |those )?(?:\d+ )?(?:[a-z/-]+ ){0,2}(?:pages?|website)`,
    ),
    count: count("pages?|q&as?|answers|questions"),
  },
  {
    kind: "technical_docs",
    match: re(
      "(?:help[- ]cent(?:re|er)|knowledge[- ]base|kb|support) (?:entries|articles|pages|docs)|" +
        String.raw`(?:\d+ )?sops? (?:rewrite|rewritten|written|updated|revised|drafted)|rewrit\w* (?:of )?(?:\d+ )?(?:our )?sops?|` +
        "(?:developer|api|product|user|technical|help) docs|api references?|(?:training|operations?|employee|instruction|owner's|service|product|sales) manuals?|handbooks?|teacher'?s? guides?|" +
        // Guides a product's users read: "a quickstart guide", "an admin guide for distributors", "4 SOP documents".
        "(?:developer|quick-?start|getting[- ]started|setup|set-up|installation|integration|admin|administrator|onboarding|deployment|troubleshooting|reference) guides?|sop documents?|(?:ux|usability|accessibility|security|seo) audit reports?|" +
        `how-to guides? (?:for|on using) (?:our |the |your )?(?:software|app|product|platform|tool|portal|system|dashboard)|help (?:articles?|docs)|user (?:manual|guide)s?|api (?:docs|documentation|reference)|technical (?:documentation|manual|guide|writing|documents?)|documentation|knowledge base articles?|help (?:centre|center) articles?|(?:write|writing|document\\w*) (?:our |the )?(?:sops?|standard operating procedures?)|standard operating procedures?`,
    ),
    count: count("documents?|guides?|manuals?|handbooks?|articles?|sops?|procedures?|chapters?"),
    // Swagger or OpenAPI pages are part of building the API (its documentation step), not writing; a spec the
    // client has is the docs' source ("we have an OpenAPI spec but it needs proper descriptions").
    unlessSentence: /(?<!\b(?:have|has|existing|our) (?:an? |the )?)\b(?:swagger|openapi|postman)\b/,
  },
  {
    kind: "long_form",
    match: re(String.raw`e-?books?|white ?papers?|reports? of \d[\d,]* words`),
    count: count("e-?books?|white ?papers?"),
  },
  {
    // "Write our annual report (approx 8,000 words)": written, not laid out — the layout rule comes later.
    kind: "long_form",
    match: re("(?:annual|impact|csr|sustainability|research) reports?"),
    requiresSentence: /\b(?:writ\w*|words|stories|draft\w*|content)\b/,
  },
  {
    kind: "emails",
    match: re(
      `(?:welcome|abandoned[- ]cart|post[- ]purchase|win-?back|browse[- ]abandonment|onboarding|nurture|re-?engagement)(?: flow| series| sequence)?(?=\\s*[—–:-]\\s*\\d+\\s*(?:e-?)?mails?\\b)|abandoned[- ]cart(?: flow| series| sequence| emails?)?(?= —| -| –|:| \\()|(?:onboarding |welcome |nurture |abandoned[- ]cart |follow-up |promotional |marketing |drip |win-?back |cold |re-?engagement |sales |outreach |launch |retention |festive |festival |offer )+(?:emails?|e-mails?|sequence|series|drip|campaign)s?|(?:email|e-mail|newsletter|drip|welcome) (?:sequence|series|campaign|newsletters?)s?|(?:e-?)?newsletters?|(?:e-?)?mailers?(?! box| bag| envelope)|emails? (?:copy|templates?)|(?:invitation|reminder|thank-you|announcement|event) (?:emails?|mails?)`,
    ),
    count: count("emails?|e-mails?|(?:e-?)?newsletters?|(?:e-?)?mailers?|mails?|issues|editions"),
    // "a 7-email drip": the number is part of the name.
  },
  {
    kind: "scripts",
    match: re(
      String.raw`(?:video|youtube|reel|podcast|explainer|ad|radio|tv|spot|film|animation|voice-?over|webinar|episode|commercial|skit|documentary|jingle|shorts?|promo|whiteboard|lesson|course|tutorial|training) scripts?|scripts? for (?:[\w-]+ ){0,3}?(?:videos?|reels?|podcasts?|episodes?|ads?|spots?|lessons?|modules?)|script ?writ(?:ing|ers?)|(?<!\b(?:monthly|weekly|daily) )\d[\d,]* (?:[a-z-]+ )?scripts(?! (?:to|that|which) (?:automate|run|scrape|fetch|pull|sync))`,
    ),
    count: count("scripts?|videos?|episodes?|reels?|lessons?"),
  },
  {
    kind: "translation",
    match: re(String.raw`translat\w+`),
    unlessSentence: /\b(?:version of (?:the |our |all )?(?:site|website|pages|app)|multilingual|bilingual)\b/,
  },
  {
    kind: "editing",
    match: re(
      "fix(?:ing)? (?:the )?(?:grammar|language|flow|typos|spelling|punctuation)|grammar (?:fix(?:ing|es|ed)?|corrections?|check(?:ing)?)|grammar (?:and|&) (?:flow|style|tone)|improve the (?:language|flow|writing)|" +
        "(?:micro)?copy review|content review|review (?:of )?(?:our |the )?(?:content|copy|text)|" +
        `rewrit(?:e|ten|ing)|` +
        String.raw`proof[- ]?read\w*|copy[- ]?edit\w*|line edit\w*|edit(?:ing)? (?:and proofreading )?(?:of )?(?:our |my |a |the )?(?:manuscript|book|thesis|document|draft|articles|content|text|novel|handbook|manual|report|guide)s?|manuscript|edit (?:it|them|this) (?:into|for|to)|(?:edit/)?refresh(?:ing)? (?:them|these|those|(?:our |the |\d+ )?(?:old |existing )?(?:blog )?(?:posts|articles|blogs|content))|edit(?=\s+(?:our |my |the |all |these |those )?\d[\d,]*\s+(?:[a-z-]+\s+){0,2}(?:blog posts|posts|articles|blogs|chapters|essays|newsletters)\b)`,
    ),
  },
  {
    kind: "social_captions",
    match: re(
      String.raw`captions?|(?:linkedin|twitter|x|facebook|instagram|social media|social) (?:ghost ?writ(?:er|ing)|posts? (?:ghost ?writ(?:er|ing)|writ(?:er|ing)))|(?:linkedin|twitter|x|facebook|instagram|social media|social) (?:posts?|updates?|threads?) (?:written|copy|texts?)|(?:write|writing) (?:\d+ )?(?:linkedin|twitter|facebook|instagram|social media|social) (?:posts?|updates?|threads?)`,
    ),
    count: count("captions?|posts?|updates?|threads?"),
  },
  {
    // "20 LinkedIn posts a month … Text only", "we just need someone to write captions … 5 posts a week": counted
    // posts on a text platform, or in a brief about writing captions, are the pieces to write.
    kind: "social_captions",
    // A rate the sentence then totals ("2 posts per week for 3 months, so around 24 posts") counts once, as the total.
    match: re(
      String.raw`\d[\d,]* (?:linkedin |twitter |x |threads )?(?:text )?posts(?! (?:a|per|every) (?:week|month)[^.;]*\b(?:so|total|in all|altogether)\b)`,
    ),
    count: count("posts"),
    requiresSentence: /\b(?:linkedin|twitter|threads|text)\b|^(?!.*\b(?:blog|guest|articles?)\b)/,
    requiresBrief: new RegExp(
      `${WRITES_CAPTIONS.source}|\\b(?:linkedin|twitter)\\b.*\\b(?:writ\\w*|text only|text posts|first person)\\b`,
    ),
    unlessBrief: /\b(?:designs? (?:for|of) (?:\d+ )?(?:linkedin|posts)|graphics?|creatives?|carousels?)\b/,
  },
  {
    kind: "articles",
    match: re(
      "(?:long-?form|thought[- ]leadership|linkedin|opinion|editorial) (?:pieces|posts|articles|essays)|" +
        String.raw`(?:[a-z-]+ )?guides? of (?:about |around |approx\w* )?\d|\d+ (?:[a-z-]+ )?guides|` +
        "(?:buying|how-to|beginner's|ultimate) guides?|listicles?|press releases?|" +
        `(?:blog |seo |guest |news |long-?form )?(?:articles?|blog ?posts?|blogs)|guest posts?|posts? for (?:our|the) blog|blog content|` +
        // "3 customer case studies (~800 words each)", "5 beneficiary stories": pieces of a few pages, like articles.
        "(?:[a-z]+ )?case stud(?:y|ies)|(?:beneficiary|customer|success|impact) stor(?:y|ies)",
    ),
    count: count(
      "articles?|blog ?posts?|blogs|posts?|pieces|guides?|listicles?|press releases?|case stud(?:y|ies)|stor(?:y|ies)",
    ),
    unlessSentence: /\b(?:blog (?:section|page)|with a blog|news section)\b/,
  },
  // --- design ---
  {
    kind: "brand_identity",
    match: re(
      `brand(?:ing)? (?:identity|guidelines?|guide|book|kit|style guide)|visual identity|brand style guide|colou?r palette|typography|style guide|brand identity|brand (?:manual|design)|corporate identity|branding(?! (?:agency|company|firm|studio|partner))`,
    ),
  },
  {
    kind: "logo",
    match: re(`logo(?:type|mark)?s?|brand ?mark|wordmark|monogram`),
    count: count("concepts?|options?|variations?|directions?|designs?"),
    unlessSentence:
      /\b(?:our|existing|current|the client's|my) logo\b(?!.*\b(?:redesign|new logo|refresh)\b)|\blogo (?:stays|remains|is fine|as is)\b|\b(?:keep|have) (?:our |the )?(?:existing |current )?logo\b/,
  },
  {
    kind: "packaging",
    match: re(
      // "Our streetwear label", "a record label": a brand, not a label to print.
      "(?:label artworks?|" +
        `packaging|(?<!(?:wear|fashion|clothing|record|music|our|my|private|white) )labels?|(?:stand-?up )?pouch(?:es)?|box designs?|(?:product|bottle|jar) labels?|` +
        // Named containers: "a master shipping carton", "a premium gift box", "3 tin wraps", "a takeaway cup and a paper bag".
        `(?:(?:gift|shipping|master|outer|mailer|corrugated|rigid|product|retail|sweet|mithai|pizza|cake|jewell?ery|subscription|premium|hamper|packaging) )+(?:box(?:es)?|cartons?)|(?:shipping |master |outer )?cartons?(?: box(?:es)?)?|tins?(?: wraps?)?|box sleeves?|sachets?|(?:takeaway|coffee|paper|tea) cups?|(?:paper|carry|shopping|tote) bags?|hang ?tags?)(?! mock-?ups?| renders?)`,
    ),
    count: count(
      "blends?|flavou?rs?|variants?|skus?|labels?|products?|designs?|pouch(?:es)?|box(?:es)?|bottles?|jars?|cartons?|tins?|wraps?|sleeves?|sachets?|cups?|bags?|tags?",
    ),
  },
  {
    kind: "print_items",
    match: re(
      "(?:wedding|invitation|greeting|visiting) cards?|" +
        "(?:book |front |back |magazine |report )covers?|covers? (?:designs? )?for (?:\\d+ )?(?:[a-z-]+ )?(?:books?|reports?|magazines?)|" +
        String.raw`(?:\d+[\s-]*page )?(?:product )?catalog(?:ue)? (?:designed|design|for print)|\d+[\s-]*pages? (?:a[3-6] )?(?:[a-z-]+ )?catalog(?:ue)?s?|postcards?|` +
        `business cards?|visiting cards?|letter ?heads?|(?:prescription|note|writing|memo) ?pads?|envelopes?|brochures?|flyers?|leaflets?|posters?|menu cards?|(?:restaurant|food|dine-in|printed|print) menus?|menu design|standees?|roll-?up banners?|hoardings?|invitations?|(?<!(?:completion|course|digital|downloadable) )certificates?|catalogue design|print(?:ed)? (?:product )?catalog(?:ue)?s?|pamphlets?|stickers?|t-?shirt designs?|id cards?|lookbooks?|booklets?|prospectus(?:es)?|(?:annual|impact|csr|sustainability) reports?|magazines?|(?:wall |desk |table )calendars?|(?:trade ?show|exhibition|event|stage) (?:banners?|backdrops?)|backdrops?|tent cards?|flex (?:banners?|boards?)|signage|sign ?boards?|table tents?|(?:shop|outdoor|name|notice|display|directional|office) ?(?:signs?|boards?)|danglers?|wobblers?|shelf talkers?|diar(?:y|ies)|(?:entry|event|vip|gate|visitor) pass(?:es)?|(?:event|entry|concert|show|raffle|lucky draw) tickets?|(?:gift|discount) (?:vouchers?|cards?)|(?:exhibition |expo |trade ?show )?stall (?:designs?|graphics|branding)|banners? for (?:the |our )?(?:shop|store|showroom|stall|office) (?:front|entrance|shutter)|(?:shop|store) ?front banners?`,
    ),
    count: pieces(
      "cards?|letter ?heads?|pads?|envelopes?|brochures?|flyers?|leaflets?|posters?|menus?|standees?|invitations?|certificates?|pamphlets?|stickers?|postcards?|covers?|designs?|lookbooks?|booklets?|magazines?|calendars?|banners?|backdrops?|hoardings?|signboards?|boards?|signs?|danglers?|wobblers?|talkers?|diar(?:y|ies)|pass(?:es)?|tickets?|vouchers?",
    ),
  },
  {
    // "Designed as a nice PDF (about 20 pages)": a document laid out, its pages read as the piece's pages.
    kind: "print_items",
    title: "PDF layout",
    match: re(
      "(?:designed|laid out|typeset|formatted) (?:as |into )?(?:a |an )?(?:[a-z-]+ ){0,2}?pdf|pdf (?:layout|design)",
    ),
  },
  {
    kind: "ad_creatives",
    match: re(
      "display (?:banners?|creatives?)|banner (?:set|ads?)|(?:web|website|online|digital|app|listing|hero|offer|promo|swiggy|zomato|amazon|flipkart|meesho|myntra|nykaa) banners?|static ads?|banners? for (?:the |our )?(?:swiggy|zomato|amazon|flipkart|meesho|myntra|website|web|app|online|google|facebook|instagram|social|listings?)|" +
        String.raw`(?:banner|display|facebook|instagram|google|meta|linkedin|social|digital|web) ads?(?: (?:creatives?|banners?|designs?))?|(?:static |video |display )?ad (?:creatives?|banners?|designs?|sets?|concepts?)|ads?\b(?= in \d+ sizes)|creatives? for (?:ads|campaigns?)|ads`,
    ),
    count: count("ads?|creatives?|banners?|designs?|concepts?"),
    unlessSentence: MANAGE,
  },
  {
    kind: "social_graphics",
    match: re(
      "e-?invites?(?: images?)?|" +
        "(?:graphics|creatives|posts|designs) for (?:insta(?:gram)?|ig|facebook|fb|social media|social|linkedin)|insta posts?|" +
        `(?:instagram|facebook|whatsapp|linkedin|social)(?:/(?:instagram|facebook|whatsapp|linkedin|social))+ (?:posts?|creatives?|graphics?|stories)|(?:festive |festival |social )creatives?|creatives|(?:instagram |insta |ig )?highlight covers?|whatsapp (?:status|story|stories|dp)(?: (?:designs?|posts?|creatives?|graphics?|images?))?|` +
        `(?:social media|instagram|facebook|linkedin|pinterest|twitter|youtube|social) (?:posts?|graphics?|creatives?|designs?|stories|story|carousels?|templates?|covers?|banners?|thumbnails?|highlights?)(?! captions?| copy| texts?)|(?:youtube )?thumbnails?|(?:blog |post )?featured images?|carousels?(?! ads?(?![a-z]))|instagram stories|reels? covers?|festival (?:posts?|creatives?|greetings?)`,
    ),
    count: count(
      "posts?|graphics?|creatives?|designs?|stories|carousels?|templates?|thumbnails?|covers?|e-?invites?|invites?|images?",
    ),
    unlessSentence: MANAGE,
  },
  {
    kind: "presentation",
    match: re(
      "(?:interior|book|page) layouts?|layout for (?:\\d+ )?(?:[a-z-]+ ){0,2}(?:workbooks?|books?|magazines?)|" +
        String.raw`designed pdf|laid out|lay(?:ing)? out|layout of (?:\d+ )?(?:[a-z-]+ ){0,2}(?:workbooks?|books?|handbooks?|reports?|magazines?)|typeset\w*|` +
        `(?:pitch |investor |sales |company )?(?:deck|presentation)s?|powerpoint|ppts?|google slides|slides`,
    ),
    count: count("slides?|pages?"),
  },
  {
    kind: "infographics",
    match: re(
      "(?:one-page )?job aids?|one-pagers?|data visuals?|flow ?charts?|(?:process |flow )diagrams?|(?:educational|data|comparison|statistical|org(?:ani[sz]ation)?) charts?|(?:roadmap|timeline) graphics?|" +
        `info ?graphics?`,
    ),
    count: count("info ?graphics?|job aids?|one-pagers?|visuals?|flow ?charts?|charts?|diagrams?|graphics?"),
  },
  {
    kind: "icons",
    match: re(
      `(?:custom |app |line |flat |website |web |outline |feature |service |social media )?(?:fav)?icons?(?: sets?)?|icon sets?`,
    ),
    count: count("(?:fav)?icons?|icon sets?"),
  },
  {
    kind: "illustrations",
    match: re(
      "illustrated (?:[a-z-]+ ){0,3}?(?:maps?|posters?|books?|guides?|stories|story|graphics?|designs?)|" +
        `illustrations?|(?:t-?shirt|tee|apparel|merch(?:andise)?) (?:graphics?|designs?|prints?|artworks?)|characters? designs?|mascots?|(?:custom )?drawings?|digital (?:paintings?|art)|cartoons?|caricatures?|comic(?: strip| book| panel)?s?|(?:pencil |portrait |hand-?drawn )?sketch(?:es)?|doodles?|colou?ring (?:pages?|sheets?|books?)|(?:wall )?murals?(?: designs?)?|[23]d characters?`,
    ),
    count: count(
      "illustrations?|characters?|drawings?|mascots?|graphics?|designs?|paintings?|cartoons?|caricatures?|comics?|strips?|sketch(?:es)?|doodles?|murals?",
    ),
  },
  {
    kind: "mockups",
    match: re(
      // "6 app store screenshots (framed in phone mockups)": store listing images are presentation mockups.
      `(?:app ?store|play ?store|store|listing) screenshots?|(?:product |3d |packaging )?mock-?ups? of|(?:product|3d|realistic|photo-?realistic|lifestyle|packaging|pouch|box|bottle|label|tin|jar|bag|t-?shirt) mock-?ups?|(?:3d |product |packaging |photo-?realistic )+renders?`,
    ),
    count: count("mock-?ups?|renders?|screenshots?"),
  },
  {
    // "3 tins, 2 pouches + mockups": in a brief about products, bare mockups show the products, not screens.
    kind: "mockups",
    match: re("mock-?ups?"),
    count: count("mock-?ups?"),
    requiresBrief:
      /\b(?:packaging|pouch(?:es)?|labels?|boxes|tins?|bottles?|jars?|t-?shirts?|tees|merch\w*|amazon|flipkart|meesho)\b/,
    unlessSentence: /\b(?:screens?|apps?|ui|ux|figma|web ?sites?|web|dashboards?|wireframes?|portal)\b/,
  },
  {
    kind: "ui_design",
    match: re(
      String.raw`(?:\d+ )?(?:app |web |mobile )?screens? (?:designed|designs?|mock-?ups?)|designed in figma|(?:\d+ )?(?:[a-z]+ )?screens? (?:in|on) figma|ui(?:/ux)? (?:design|mock-?ups?|screens?)|ux(?:/ui)? design|ui/ux|figma (?:designs?|screens?|mock-?ups?|files?|prototypes?)|(?:ui|ux|ui/ux|app|product) designer|design (?:our |the |an? |my )?(?:[a-z-]+ ){0,2}?(?:app|application|dashboard) in figma|(?:screen |app |web )?mock-?ups?|wireframes?|(?:app|web|website|dashboard) (?:screen )?designs?|prototype|(?:app|web|website|mobile|dashboard) ui|ui kits?`,
    ),
    count: count("screens?|pages?|mock-?ups?|wireframes?|designs?"),
    unlessSentence: new RegExp(
      `${BUILD}.*\\b(?:and|with)\\b|\\b(?:and|then) (?:develop|build|code)|\\b(?:already|we have (?:the )?designs?|designs? (?:are )?ready)\\b`,
    ),
  },
  // --- IT: parts of a site or an app ---
  {
    kind: "language_version",
    // A language version is of a site or an app; a leaflet in three languages is translation.
    requiresBrief: /\b(?:web ?sites?|site|apps?|portal|web ?pages?|screens?|wordpress|shopify)\b/,
    match: re(
      `(?:${LANGUAGE})(?:(?:,| and| &) (?:${LANGUAGE}))+(?: (?:dono|both|versions?(?: of (?:all |the |our |every )?(?:pages|site|website|app|screens))?))|(?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|punjabi|urdu|arabic|french|german|spanish|english|japanese|chinese|second language|regional language) versions?(?: of (?:all |the |our |every )?(?:pages|site|website|app|screens))?|multi-?lingual|bilingual|multi-?language|(?:in|into) (?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|arabic|french|german|spanish) (?:and|as well)|language switcher|(?:support|available) (?:for|in) (?:d+ )?(?:multiple |regional |indian |more )?languages|multiple languages|(?:both |all |the )?language versions?|(?:add|support)\\w* (?:these |the )?(?:\\d+ )?(?:more |new |regional |indian )?languages?|(?:english|hindi) (?:aur|and|&) (?:hindi|english|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|punjabi)(?: (?:dono|both|versions?))?`,
    ),
    count: count("languages?"),
  },
  {
    kind: "catalogue",
    unlessSentence: /\b(?:descriptions?|copy|write|writing|packag\w*|labels?|print|pdf|designed)\b/,
    match: re(
      String.raw`(?:product )?catalog(?:ue)?(?! design)|\d+ (?:[a-z-]+ )?(?:dishes|menu items)|menu (?:has|with|of) (?:about |around |approx\.? |~)?\d+ (?:items|dishes)|(?:upload|add)\w* (?:of )?(?:our |the |all )?(?:\d[\d,]* )?(?:[a-z-]+ )?(?:products|skus|items)|product (?:listings?|pages?|uploads?)|\d[\d,]* (?:[a-z-]+ )?(?:products|skus|items) (?:uploaded|added|listed)`,
    ),
    count: count("products|skus|items|listings|dishes|models"),
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
    unlessSentence:
      /\b(?:migrat\w*|mov(?:e|ed|ing)|import\w*|transfer\w*|shift\w*|existing|currently|already)\b/,
  },
  {
    kind: "admin_panel",
    match: re(
      String.raw`admin (?:approv\w+|moderat\w+|manag\w+|reviews?)|admin log-?in(?= (?:to|for|where))|admin to (?:edit|manage|approve|update|add)|admin for (?:the |our )?(?:[a-z]+ )?(?:office|team|staff|managers?)|` +
        `admin(?:istrator)? (?:panel|dashboard|area|portal|backend|back-end|app|screens?|side|interface)|back[- ]?office|back-?end admin|(?:staff|hr|owner|manager|faculty|teacher|doctor|management) (?:panel|dashboard|portal|area|back-?office|side|console)|(?:vendor|seller|partner) (?:panel|dashboard|portal)|cms for (?:staff|us|[a-z]+(?:, [a-z]+)*)|(?<=(?:^|[^a-z])(?:a|simple|custom|easy|small|basic) )cms(?![a-z])|(?:(?:staff|admins?|owners?|teachers?|trainers?|faculty|managers?|our team|office team|office staff) (?:can|could|should|must|will|should be able to|must be able to|needs? to be able to|will be able to|be able to|able to)|(?:we|i) (?:should|must|need to|want to|would like to) be able to) (?:post|upload|add|edit|update|manage|hide|remove|delete|approve|publish|change)(?![a-z])(?! (?:[a-z-]+ ){0,4}?from (?:a |an |the |our )?(?:excel|csv|spreadsheets?|sheets?))|(?:an? |one |simple |separate )?(?:web |admin |owner |office |staff )?screens? (?:to|where|for) (?:manage|update|edit|add|see all|change)(?![a-z])|(?:office|admin|owner|staff) screens?|` +
        // "Staff login: upload report cards", "Faculty/admin: upload questions", "our office staff upload marks".
        String.raw`(?:office staff|staff|faculty|admins?|office|juniors|teachers)(?:/[a-z]+)?(?: log-?in)?(?=\s*:?\s+(?:upload|update|post|add|edit|manage)s?(?![a-z]))|` +
        `manage (?:orders|products|bookings|users|inventory|content) (?:from|through|in) (?:a |an )?(?:panel|dashboard|admin)`,
    ),
    count: count("screens?"),
  },
  {
    kind: "login",
    match: re(
      String.raw`(?:log|logs|sign|signs) (?:in|up)\b(?! to (?:the|our|your) (?:admin|dashboard))|` +
        `log-?ins?|sign-?ups?|sign-?in|registration(?! forms?| fees?| numbers?| no(?![a-z]))|jwt(?: authw*)?|oauth|(?:user|customer|member(?:ship)?|student|patient|parent|dealer|vendor|seller|buyer|client) accounts?|(?:create|open|make) (?:an |their |his |her |your )?accounts?|role-based (?:access|logins?)|^W*(?:user )?roless*:|otp (?:login|verification)|authentication|user profiles?|user roles?|\\d+ users? with (?:different |separate |their own )?(?:rights|roles|access|permissions|logins?)`,
    ),
  },
  {
    // "Want a simple web CRM", "our own ERP": the system itself, not a link to one (the rule below).
    kind: "web_app",
    match: re(
      String.raw`(?:simple|custom|web|own|small|basic|in-house|new|web-based) (?:web )?(?:crm|erp)(?! integration| api| sync)`,
    ),
    count: count("screens?|pages?|modules?"),
  },
  {
    kind: "integration",
    match: re(
      String.raw`click[\s-]to[\s-]chat(?: whatsapp)?(?: button)?|whatsapp (?:chat )?button|(?:upi|razorpay|paytm|phonepe|stripe|paypal|cashfree|ccavenue|instamojo)(?: (?:checkout|payments?|gateway|integration))?|payment gateway|payment links?|(?:online|ticket|fee|card|upi) payments?|pay (?:online|by upi|via upi)|(?:secure |online )?checkout(?: with [a-z]+)?|cash on delivery|(?:online )?(?:appointment|table|slot|room|class|service)? ?(?:booking|bookings|reservations?|appointments?)(?! pages?\b)(?: system| calendar| module)?|book (?:a |an |the )?(?:slot|table|appointment|room|class|session|consultation|demo|stay|homestay|visit|amenit(?:y|ie)|hall|clubhouse|court|seat|ticket|doctor|test drive|cab|ride|service)s?|(?:check|see|show) (?:the |live )?availability(?: on a calendar)?|availability calendar|google maps?|maps?(?= integration)|(?:on|in) (?:a|the) map|map (?:view|search)|store locator|location tracking|live tracking|gps tracking|(?:sms|whatsapp|otp|email|push)(?: and (?:sms|whatsapp|email|push))* (?:notifications?|alerts?|reminders?|integration|updates|messages)|whatsapp(?: business)?(?: api| chat| button)?|sms|push notifications?|shiprocket|delhivery|courier (?:integration|tracking)|shipping (?:integration|rates)|(?:zoho|tally|hubspot|salesforce|erp|crm|mailchimp|google sheets?|google calendar|calendly|zoom|quickbooks)(?: integration| api| sync)?|(?:social|google|facebook) login|live chat|chat ?bot|(?:telegram|discord|slack) bots?|chat|(?:third-party|external|existing) apis?|(?:from|via|using) (?:the |their |our )?[a-z-]+ apis?|(?:weather|gst|aadhaar|kyc|pan|sms|maps?|shipping|payment) apis?|apis? integrat\w*|integrat\w+ with [a-z0-9 ]+? (?:api|system|software)|google analytics|adsense|ad slots?`,
    ),
  },
  {
    // A link to a system the rules above do not name: "connect the site to our Petpooja POS", "sync orders with
    // Unicommerce", "Exotel integration", "Aadhaar eKYC". Not a link to people ("connect with customers").
    kind: "integration",
    match: re(
      String.raw`(?:integrat(?:e|ed|es|ing)|connect(?:ed|ing|s)?|link(?:ed|ing)?|sync(?:ed|ing|s)?|hook(?:ed)? up) (?:it |this |them |(?:the |our )?(?:site|website|app|portal|store|system|software|orders|data|stock|inventory|leads) )?(?:with|to|into) (?!(?:(?:our|the|their|an?|existing|more|new|local) )?(?:customers?|clients?|people|audience|readers|users|followers|community|visitors|buyers|instagram|facebook|youtube|linkedin|social|us|you|me|them|it)\b)(?:our |the |their |an? |existing )?[a-z][a-z0-9-]*(?:\.[a-z]+)?(?: (?:pos|erp|crm|software|system|api|app))?|[a-z][a-z0-9-]*(?:\.[a-z]+)? (?:integration|e-?kyc|verification api)|(?:aadhaar|digilocker|pan|gst|ekyc|e-kyc) (?:verification|e-?kyc|api|lookup)`,
    ),
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
    count: count(
      "records|rows|products|posts|pages|customers|(?:customer |user |member )?accounts|ledgers|entries|listings|students|items|skus|orders|contacts|members|patients|users|titles|questions|alumni|employees|documents|files|flats|units|vehicles|dealers|vendors|suppliers|invoices|properties|courses|books|subscribers|leads",
    ),
  },
  {
    kind: "maintenance",
    // "The store has become slow and plugin updates keep breaking things, so we're moving to Shopify": the
    // problems are the reason for the new work, not fixes to make.
    unlessSentence:
      /\b(?:so|hence|therefore|that's why|thats why|which is why)\s+(?:we(?:'re| are| want to| need to| plan to| will)?|i(?:'m| am| want to)?)?\s*(?:moving|migrating|switching|shifting|rebuilding|redoing|move|migrate|switch|shift|rebuild|redo)\b/,
    match: re(
      "(?:doesn't|does not|don't|won't|can't|isn't|not) (?:send|load|work|open|save|show)\\w*|overlaps?|takes \\d+ seconds|(?:monthly|annual|ongoing|website|site) (?:maintenance|care|upkeep)|maintenance (?:plan|retainer|contract)|" +
        "fails? (?:above|when|on|to)|breaks (?:after|on|when)|not (?:sending|loading|saving|opening)|" +
        "bugs? list|list of (?:\\d+ )?bugs|" +
        `(?:fix|fixing|fixes)(?: [a-z]+){0,3}|(?:need|want|get|got|be)s? (?:all |these |them |it |the )?(?:\\d+ )?(?:[a-z]+ )?fixed|bugs?|broken(?! (?:formatting|format|sentences?|english|grammar))|not working|speed (?:up|optimi[sz]ation)|slow (?:site|website|loading)|(?:plugin|theme|core|wordpress) updates?|malware|hacked|errors? on (?:the |our )?(?:site|website|app)`,
    ),
    count: count("bugs?|issues?|fixes|errors?|problems?|items"),
  },
  {
    kind: "feature",
    match: re(
      `search(?: and filters?| bar| with filters?)?(?! keywords?| terms| tags| engine)|filters?|(?:customer |product |user |star )?reviews? (?:and ratings?|section|system)|ratings? and reviews?|star ratings?|calculators?|wish ?lists?|blog (?:section|page)|news section|contact (?:form|page)|enquiry form|inquiry form|registration forms?|quote form|(?:photo |image )?gallery|order tracking|invoices?(?: generation)?|(?:80g |donation |tax )?receipts?(?: generation)?|reports?|analytics dashboard|(?:customer |user )?dashboard(?! app)|multi-?vendor|coupons?|discount codes?|loyalty (?:points|program)|referral (?:program|system)|events? calendar|video (?:streaming|upload|player)|file uploads?|notifications? centre|faq(?: section)?|testimonials?(?: section)?|newsletter sign-?up|instagram feed|sitemap|seo setup|amp|cart|inventory(?! (?:management )?(?:system|software))(?: management)?|leaderboard|time ?tables?(?: module)?|quiz(?:zes)?|(?:mcq |online |mock |practice )(?:mock )?tests?|test series|offline (?:mode|support|access|sync)|(?:signature|sign) capture|e-?signatures?|digital signatures?|certificates? generation|attendance|timesheets?|subscriptions? plans?|roles and permissions|image uploads?|photo uploads?|qr (?:code )?(?:tickets?|scannw*|check-?in)|(?:scanner|check-?in) page|job (?:board|portal|listings?)|events? page|pin ?code (?:check(?:er)?|serviceability|availability)|(?:delivery|time) slots?|complaints?(?: (?:ticket|tracking|system|register))?|ticketing|helpdesk|` +
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
      `(?:rest|restful|graphql|backend|back-end)? ?apis?(?! docs| documentation| reference)|endpoints?|microservices?|webhooks?`,
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
    requiresSentence:
      /\b(?:build|develop|create|make|need|want|require|looking for|can you|chahiye|banana|banwana)\w*\b|\bnew (?:web|portal|platform|saas|system|app)|^\W*(?:a|an)\s/,
    match: re(
      "saas|(?:customer|client|vendor|student|patient|member|employee|b2b|booking) portal|portal|platform|crm(?! integration)|erp(?! integration)|management system|marketplace",
    ),
    count: count("screens?|pages?|modules?"),
  },
  {
    kind: "site_pages",
    // A new theme is a site's design and build ("new theme with 6 page templates"). A document's pages are not a
    // site's ("designed as a PDF (about 20 pages)").
    requiresBrief:
      /\b(?:web ?sites?|site|micro-?sites?|landing|wordpress|shopify|wix|woocommerce|online (?:store|shop)|web ?shop|home ?page|web ?pages?|e-?commerce)\b/,
    match: re(
      String.raw`(?:\d+[\s-]*page |one[\s-]page |single[\s-]page |multi[\s-]page )?(?:e-?commerce |online |shopify |wordpress |woocommerce |wix |portfolio |business |company |static |responsive |restaurant |school |clinic |hotel |travel |real estate )?(?:web ?sites?|(?<!\bon[- ])site(?![\s-](?:visits?|address(?:es)?|engineers?|supervisors?|survey|inspections?|measurements?|in-?charge))|store|shop)|landing pages?|landing sites?|micro-?sites?|web presence|home ?page|(?:donation|contact|about|booking|registration|pre-order|order|thank-you|event|product|web|menu) page(?!s)|(?<!\b(?:pdf|document|report|paper|e-?book|book|brochure|booklet|catalog(?:ue)?|deck|manual|guide|magazine|profile|newsletter|menu)\b[^.;]{0,20})\d+ (?:(?:web|static|main|info|inner|content|core|basic|simple|key) ?)?pages|(?:new |custom )(?:wordpress )?theme`,
    ),
    count: count("pages?|pager|sections?|page templates?"),
    unlessSentence: /\b(?:existing|current|our old) (?:web ?site|site)\b(?!.*\b(?:new|redesign|rebuild)\b)/,
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
    // Posts to write ("4 blog posts", "captions for 12 posts") or to schedule are not designs.
    // A sentence that names the posts' platform is read by the rule above.
    unlessSentence:
      /\b(?:writ\w*|blogs?|articles?|captions?|copy|schedul\w*|publish\w*|manag\w*|(?:instagram|insta|facebook|linkedin|social media) posts?)\b/,
  },
  {
    // "a student app", "an app to find chargers": an app in a brief that names a phone platform.
    kind: "mobile_app",
    match: re("(?:(?!(?:our|the|my|their|your|this|that|an?|no) )[a-z-]+ )?apps?"),
    count: count("screens?"),
    requiresBrief: /\b(?:android|ios|iphone|mobile|play ?store|app ?store|flutter|react native)\b/,
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
