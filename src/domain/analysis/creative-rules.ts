/**
 * The rules that recognise content and design deliverables in a sentence of a brief (issue 17 §1, decision
 * 0025), in the order `deliverable-rules.ts` tries them: content that names a page or a product ("landing page
 * copy", "product descriptions") is writing before a build rule can read it, then the design pieces. Sentences
 * are lower-cased with their number words as digits.
 *
 * @module
 */
import {
  BUILD,
  count,
  type DeliverableRule,
  LANGUAGE,
  MANAGE,
  pieces,
  re,
  WRITES_CAPTIONS,
} from "./rule-patterns";

/** Content rules, most specific first. */
/** Items a client wants one text for each of ("each package", "every project"). */
const EACH_ITEM = String.raw`(?:products?|items?|packages?|projects?|models?|villas?|propert(?:y|ies)|listings?|titles?|books?|rooms?|tours?|designs?|dishes|skus?|variants?|sarees?|courses?)\b`;

export const CONTENT_RULES: readonly DeliverableRule[] = [
  {
    kind: "product_descriptions",
    match: re(
      "(?:store|marketplace|amazon|flipkart|meesho|myntra|nykaa|ajio|jiomart|etsy|product) listings?|" +
        String.raw`(?:product|sku|item|catalog(?:ue)?) descriptions?|descriptions? (?:\([^)]{0,30}\) )?(?:for|of) (?:(?:each|every|all) (?:of )?)?(?:the |our )?(?:\d[\d,]* )?(?:our )?(?:products|items|listings|skus|models|designs|variants)|product (?:copy|listings? copy)|listing (?:content|copy|texts?)`,
    ),
    count: count("product descriptions?|descriptions?|products|items|listings|skus|models|designs|variants"),
  },
  {
    // "80 product blurbs (~40 words each)", "20 small descriptions for our rooms", "60 products uploaded with
    // descriptions written by you": short texts, one per item.
    kind: "product_descriptions",
    match: re(
      String.raw`(?:product )?blurbs?|\d[\d,]* (?:(?!meta\b|job\b)[a-z-]+ ){0,2}?descriptions|(?:with|and) (?:their |the )?(?:short )?descriptions?(?= written| by you| for each| \()`,
    ),
    count: count("blurbs?|descriptions?|products|items|skus"),
  },
  {
    // "a description for each of the 18 projects", "a proper write-up for each package", "For each product we need
    // a nice description", "har product ka description": one text per item, counted where the items are.
    kind: "product_descriptions",
    title: "Descriptions",
    match: re(
      String.raw`(?:descriptions?|write-?ups?|blurbs?) (?:\([^)]{0,30}\) )?(?:for|of) (?:each|every) (?:one )?(?:of (?:the |our |these |those )?)?(?:\d[\d,]* )?(?:[a-z-]+ )?${EACH_ITEM}|(?:each|every|har) (?:[a-z-]+ )?${EACH_ITEM},? (?:ka |ki |ke |we (?:need|want) |needs |should have )?(?:an? )?(?:nice |short |proper |good |small )?(?:descriptions?|write-?ups?|blurbs?)`,
    ),
    count: count(EACH_ITEM),
  },
  {
    kind: "web_copy",
    match: re(
      "rewrit\\w* (?:of )?(?:the )?(?:content|copy|text) (?:of|for|on) (?:all |the |our )?(?:\\d+ )?(?:[a-z-]+ )?pages|" +
        String.raw`\d+ (?:[a-z-]+ )?pages? (?:writ\w*|of (?:copy|content|text))|` +
        "(?:faq )?knowledge base(?! articles?| entries| docs)|faq (?:answers|content)|q&as?|micro-?copy(?! (?:review|edit|audit|proof))|ux (?:copy|writing)|ui copy|" +
        "meta (?:titles?|descriptions?|tags)(?: and (?:meta )?descriptions?)?|content writing for|" +
        String.raw`(?:about us|our story|home|services|contact|team|careers|treatment|service) (?:and (?:[a-z]+ ){1,2})?pages?(?= copy| content|,|\.| of \d| with| for)|(?:write|writing) (?:the |our |a |an )?(?:short )?(?:story|profile|bio|biography|introduction|intro(?:duction)? page)|` +
        String.raw`(?<!(?:proof-?read\w*|edit\w*|review\w*|check\w*) (?:of |for )?(?:the |our |all )?)(?:website|web|landing page|home ?page|about us|sales page|page) (?:copy|content(?: writing)?|copywriting|text)|copy(?:writing)? for (?:the |our |a |an |all (?:the |our )?)?(?:\d+ )?(?:[a-z/-]+ ){0,2}(?:pages?|website|landing page|home ?page)|(?:content|text) for (?:the |our |a |all |these |those )?(?:\d+ )?(?:[a-z/-]+ ){0,2}(?:pages?|website)|(?:all|saare|sare|sabhi) (?:the )?pages? (?:ka |ki |ke |of )?(?:[a-z]+ )?(?:content|copy|text)`,
    ),
    count: count("pages?|q&as?|answers|questions"),
  },
  {
    // "8-page A4 product brochure — the brochure content also needs to be written": a printed piece's words are copy
    // to write, a page of copy per page of the piece.
    kind: "web_copy",
    match: re(
      String.raw`(?:brochure|catalogue|leaflet|booklet|prospectus|company profile)(?:'s)? (?:content|copy|text)|(?:content|copy|text) (?:for|of|in) (?:it|the|our|this|that)(?: (?:\d+-?page|[a-z4-]+)){0,3}? (?:brochure|catalogue|leaflet|booklet|prospectus)`,
    ),
    requiresSentence: /\b(?:writ\w*|draft\w*|copywrit\w*)\b/,
    count: count("pages?"),
  },
  {
    // "… a simple 5-page website …, and please write the copy too": the site's words, in a brief with a site.
    kind: "web_copy",
    match: re(
      "(?:write|writing) (?:the |all the |our )?(?:copy|content|text)(?= too| also| as well| for (?:it|them))",
    ),
    requiresBrief: /\b(?:web ?sites?|site|pages?)\b/,
  },
  {
    kind: "technical_docs",
    match: re(
      "(?:help[- ]cent(?:re|er)|knowledge[- ]base|kb|support) (?:entries|articles|pages|docs)|" +
        String.raw`(?:\d+ )?sops? (?:rewrite|rewritten|written|updated|revised|drafted)|\d+ sops\b|rewrit\w* (?:of )?(?:\d+ )?(?:our )?sops?|` +
        "(?:developer|api|product|user|technical|help) docs|api references?|(?:training|operations?|employee|instruction|owner's|service|product|sales|o&m|o & m|operation (?:and|&) maintenance|maintenance|operating|installation|machine|equipment|repair|safety) manuals?|handbooks?|teacher'?s? guides?|" +
        // Guides a product's users read: "a quickstart guide", "an admin guide for distributors", "4 SOP documents".
        "(?:developer|quick-?start|getting[- ]started|setup|set-up|installation|integration|admin|administrator|onboarding|deployment|troubleshooting|reference) guides?|sop documents?|(?:ux|usability|accessibility|security|seo) audit reports?|" +
        `how-to guides? (?:for|on using) (?:our |the |your )?(?:software|app|product|platform|tool|portal|system|dashboard)|help (?:articles?|docs)|user (?:manual|guide)s?|api (?:docs|documentation|reference)|(?:swagger|openapi)(?:\\s*/\\s*(?:swagger|openapi))?(?: api)? (?:docs|documentation|reference)|docs (?:in|on|via|with|using) (?:swagger|openapi)|technical (?:documentation|manual|guide|writing|documents?)|documentation|knowledge base articles?|help (?:centre|center) articles?|(?:write|writing|document\\w*) (?:our |the )?(?:sops?|standard operating procedures?)|standard operating procedures?`,
    ),
    count: count("documents?|guides?|manuals?|handbooks?|articles?|sops?|procedures?|chapters?"),
    // A Swagger page or a Postman collection is part of building the API, not writing; Swagger or OpenAPI docs
    // asked for are a document (the API then has no documentation step of its own); a spec the client has is the
    // docs' source ("we have an OpenAPI spec but it needs proper descriptions", "we'll give OpenAPI file", "OpenAPI spec
    // exists but has no descriptions").
    unlessSentence:
      /(?<!\b(?:have|has|existing|our|give|provide|share|send|supply) (?:an? |the |you )?|\b(?:docs|documentation|reference) (?:in|on|via|with|using) )\b(?:swagger|openapi|postman)\b(?!(?:\s*\/\s*(?:swagger|openapi))?(?: api)? (?:docs|documentation|reference)|\s+(?:spec|specification|file|yaml|json)s?\s+(?:exists?|is (?:there|ready|available)|already))/,
  },
  {
    kind: "long_form",
    match: re(String.raw`e-?books?|white ?papers?|reports? of \d[\d,]* words`),
    count: count("e-?books?|white ?papers?"),
  },
  {
    // "Ghostwriter for personal finance book (~30,000 words)", "a book of about 30,000 words", "write my memoir": a
    // book to write, counted in words (an edit, a cover or illustrations of a book are other rules').
    kind: "long_form",
    match: re(
      String.raw`ghost ?writ\w*(?: for| of)?(?: (?:my|our|a|the|an))?(?: [a-z-]+){0,3}? (?:books?|memoirs?|novels?|biograph(?:y|ies)|autobiograph(?:y|ies))|(?:books?|memoirs?|novels?) of (?:about |around |approx\.? |~)?\d[\d,]* words|\d[\d,]*[- ]words? (?:[a-z-]+ )?(?:books?|memoirs?|novels?)|writ(?:e|ing) (?:my|our|a|the) (?:[a-z-]+ ){0,3}(?:books?|memoirs?|novels?|biography|autobiography)`,
    ),
    unlessSentence: /\b(?:covers?|illustrat\w*|layout|typeset\w*|colou?ring|picture books?|proofread\w*)\b/,
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
    // "(proper Hindi, not Google translate)" rules out a machine's translation; "then the same content in Hindi"
    // asks for one.
    match: re(
      String.raw`(?<!(?:google|machine|auto|not|no) )translat\w+|\bthe same (?:[a-z]+ )?in (?:${LANGUAGE})\b|\bsame in (?:${LANGUAGE})\b`,
    ),
    unlessSentence: /\b(?:version of (?:the |our |all )?(?:site|website|pages|app)|multilingual|bilingual)\b/,
  },
  {
    kind: "editing",
    match: re(
      "fix(?:ing)? (?:the )?(?:grammar|language|flow|typos|spelling|punctuation)|grammar (?:fix(?:ing|es|ed)?|corrections?|check(?:ing)?)|grammar (?:and|&) (?:flow|style|tone)|improve the (?:language|flow|writing)|" +
        "(?:micro)?copy review|content review|review (?:of )?(?:our |the )?(?:content|copy|text)|" +
        `rewrit(?:e|ten|ing)|` +
        String.raw`proof[- ]?read\w*|copy[- ]?edit\w*|line edit\w*|edit(?:ing)? (?:and proofreading )?(?:of )?(?:our |my |a |the )?(?:manuscript|book|thesis|document|draft|articles|content|text|novel|handbook|manual|report|guide)s?|manuscript|edit (?:it|them|this) (?:into|for|to)|(?:need|want|get|have) (?:it|them|this|these) (?:[a-z]+ )?(?:edited|proof-?read|copy-?edited)|(?:edit/)?refresh(?:ing)? (?:them|these|those|(?:our |the |\d+ )?(?:old |existing )?(?:blog )?(?:posts|articles|blogs|content))|edit(?=\s+(?:our |my |the |all |these |those )?\d[\d,]*\s+(?:[a-z-]+\s+){0,2}(?:blog posts|posts|articles|blogs|chapters|essays|newsletters)\b)`,
    ),
    // "Rewrite old PHP inventory tool in React/Node": software rewritten is a build, not words edited.
    unlessSentence:
      /\brewrit\w*\b[^.;]{0,40}\b(?:tool|app|application|software|system|code|codebase|back-?end|front-?end|portal|plugin|module|in (?:react|node|php|python|java|laravel|django|flutter|next|vue|angular|go|rust|kotlin|swift))\b|\b(?:tool|app|application|software|system|code|codebase|portal|plugin|module) (?:re-?written|rebuilt)\b/,
  },
  {
    kind: "social_captions",
    match: re(
      String.raw`captions?|(?:linkedin|twitter|x|facebook|instagram|social media|social) (?:ghost ?writ(?:er|ing)|posts? (?:ghost ?writ(?:er|ing)|writ(?:er|ing)))|(?:linkedin|twitter|x|facebook|instagram|social media|social) (?:posts?|updates?|threads?) (?:written|copy|texts?)|(?:write|writing) (?:\d+ )?(?:linkedin|twitter|facebook|instagram|social media|social) (?:posts?|updates?|threads?)`,
    ),
    count: count("captions?|posts?|updates?|threads?"),
    // "6 app store screenshots (phone mockups with captions)": words set in a design are part of it.
    unlessSentence: /\b(?:screenshots?|mock-?ups?|banners?|thumbnails?)\b[^.;]{0,30}\bwith captions?\b/,
  },
  {
    // "A dozen LinkedIn posts … 200-300 words each": posts on a text platform are written like captions, unless the
    // sentence designs them.
    kind: "social_captions",
    match: re("linkedin (?:posts?|updates?)"),
    count: count("posts?|updates?"),
    unlessSentence: /\b(?:design\w*|graphics?|creatives?|carousels?|banners?|templates?)\b/,
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
      "(?:long-?form|thought[- ]leadership|opinion|editorial) (?:pieces|posts|articles|essays)|linkedin (?:pieces|articles|essays)|" +
        String.raw`(?:[a-z-]+ )?guides? of (?:about |around |approx\w* )?\d|\d+ (?:[a-z-]+ ){0,2}guides|` +
        "(?:buying|how-to|beginner's|ultimate|city|travel|destination|trek|trip|neighbou?rhood) guides?|listicles?|press releases?|" +
        `(?:blog |seo |guest |news |long-?form )?(?:articles?|blog ?posts?|blogs)|guest posts?|posts? for (?:our|the) blog|blog content|` +
        // "3 customer case studies (~800 words each)", "5 beneficiary stories": pieces of a few pages, like articles.
        "(?:[a-z]+ )?case stud(?:y|ies)|(?:beneficiary|customer|success|impact) stor(?:y|ies)",
    ),
    count: count(
      "articles?|blog ?posts?|blogs|posts?|pieces|guides?|listicles?|press releases?|case stud(?:y|ies)|stor(?:y|ies)",
    ),
    unlessSentence: /\b(?:blog (?:section|page)|with a blog|news section)\b/,
  },
];

/** Design rules, most specific first. */
export const DESIGN_RULES: readonly DeliverableRule[] = [
  {
    kind: "brand_identity",
    match: re(
      `brand(?:ing)? (?:identity|guidelines?|guide|book|kit|style guide)|visual identity|brand style guide|colou?r palette|typography|style guide|brand identity|brand (?:manual|design)|corporate identity|(?<!\\b(?:truck|vehicle|van|bus|fleet|auto|rickshaw|car|container) (?:body )?)branding(?! (?:agency|company|firm|studio|partner))`,
    ),
  },
  {
    kind: "logo",
    // "FSSAI logo + licence no", "partners' logos": marks placed on a design are not a logo to create.
    match: re(
      `(?<!(?:fssai|iso|halal|agmark|bis|fsc|ce|veg|non-veg|partner|partners'?|sponsor|sponsors'?|client|clients'?|payment|bank|certification|govt|government) )(?:logo(?:type|mark)?s?|brand ?mark|wordmark|monogram)`,
    ),
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
        `(?:(?:gift|shipping|master|outer|mailer|corrugated|rigid|product|retail|sweet|mithai|pizza|cake|jewell?ery|subscription|premium|hamper|packaging) )+(?:box(?:es)?|cartons?)|(?:shipping |master |outer )?cartons?(?: box(?:es)?)?|tins?(?: wraps?)?|box sleeves?|sachets?|(?:seed |tea |spice |snack )?packets?(?= (?:designs?|front|back|artworks?))|(?:takeaway|coffee|paper|tea) cups?|(?:paper|carry|shopping|tote) bags?|hang ?tags?)(?! mock-?ups?| renders?)`,
    ),
    count: count(
      "blends?|flavou?rs?|variants?|variet(?:y|ies)|skus?|packets?|labels?|products?|designs?|pouch(?:es)?|box(?:es)?|bottles?|jars?|cartons?|tins?|wraps?|sleeves?|sachets?|cups?|bags?|tags?",
    ),
  },
  {
    kind: "print_items",
    match: re(
      "(?:wedding|invitation|greeting|visiting) cards?|" +
        "(?:front (?:\\+|and|&) back |book |front |back |magazine |report )covers?|covers? (?:designs? )?for (?:\\d+ )?(?:[a-z-]+ )?(?:books?|reports?|magazines?)|" +
        String.raw`(?:\d+[\s-]*page )?(?:product )?catalog(?:ue)? (?:designed|design|for print)|\d+[\s-]*pages? (?:a[3-6] )?(?:[a-z-]+ )?catalog(?:ue)?s?|postcards?|` +
        `business cards?|visiting cards?|letter ?heads?|(?:prescription|note|writing|memo) ?pads?|envelopes?|brochures?|flyers?|leaflets?|posters?(?! (?:vibes?|style|look|feel|aesthetics?|inspired))|menu cards?|(?:restaurant|food|dine-in|printed|print) menus?|menu design|standees?|roll-?up banners?|hoardings?|invitations?|(?<!(?:completion|course|digital|downloadable|pdf|e-|auto-?generated(?: pdf)?|download\\w*(?: (?:a|an|the|their|his|her))?) )certificates?(?! \\(?pdf| as pdfs?| (?:on|after) (?:course )?completion)|catalogue design|print(?:ed)? (?:product )?catalog(?:ue)?s?|pamphlets?|stickers?|t-?shirt designs?|id cards?|lookbooks?|booklets?|prospectus(?:es)?|(?:annual|impact|csr|sustainability) reports?|magazines?|(?:wall |desk |table )calendars?|(?:trade ?show|exhibition|event|stage) (?:banners?|backdrops?)|backdrops?|tent cards?|flex (?:banners?|boards?)|signage|sign ?boards?|table tents?|(?:shop|outdoor|name|display|directional|office) ?(?:signs?|boards?)|notice ?boards?(?= designs?)|(?:truck|vehicle|van|bus|fleet|auto|rickshaw|car|container) (?:body )?(?:branding|wraps?|graphics)|quotation templates?|danglers?|wobblers?|shelf talkers?|diar(?:y|ies)|(?:entry|event|vip|gate|visitor) pass(?:es)?|(?:event|entry|concert|show|raffle|lucky draw) tickets?|(?:gift|discount) (?:vouchers?|cards?)|(?:exhibition |expo |trade ?show )?stall (?:designs?|graphics|branding)|banners? for (?:the |our )?(?:shop|store|showroom|stall|office) (?:front|entrance|shutter)|(?:shop|store) ?front banners?`,
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
    // Not "Leads come from Facebook lead ads": a lead form's source, not ads to design.
    match: re(
      "display (?:banners?|creatives?)|banner (?:set|ads?)|(?:web|website|online|digital|app|listing|hero|offer|promo|swiggy|zomato|amazon|flipkart|meesho|myntra|nykaa) banners?|static ads?|banners? for (?:the |our )?(?:swiggy|zomato|amazon|flipkart|meesho|myntra|website|web|app|online|google|facebook|instagram|social|listings?)|" +
        String.raw`(?:banner|display|facebook|instagram|google|meta|linkedin|social|digital|web) ads?(?: (?:creatives?|banners?|designs?))?|(?:static |video |display )?ad (?:creatives?|banners?|designs?|sets?|concepts?)|ads?\b(?= in \d+ sizes)|creatives? for (?:ads|campaigns?)|(?<!\blead )ads`,
    ),
    count: count("ads?|creatives?|banners?|designs?|concepts?"),
    unlessSentence: MANAGE,
  },
  {
    kind: "social_graphics",
    match: re(
      "e-?invites?(?: images?)?|" +
        "(?:graphics|creatives|posts|designs) for (?:insta(?:gram)?|ig|facebook|fb|social media|social|linkedin)|insta posts?(?! captions?)|" +
        `(?:instagram|facebook|whatsapp|linkedin|social)(?:/(?:instagram|facebook|whatsapp|linkedin|social))+ (?:posts?|creatives?|graphics?|stories)|(?:festive |festival |social )creatives?|creatives|(?:instagram |insta |ig )?highlight covers?|whatsapp (?:status|story|stories|dp)(?: (?:designs?|posts?|creatives?|graphics?|images?))?|` +
        `(?:social media|instagram|facebook|linkedin|pinterest|twitter|youtube|social) (?:posts?|graphics?|creatives?|designs?|stories|story|carousels?|templates?|covers?|banners?|thumbnails?|highlights?)(?! captions?| copy| texts?)|(?:youtube )?thumbnails?|(?:blog |post )?featured images?|carousels?(?! ads?(?![a-z]))|instagram stories|stor(?:y|ies) (?:designs?|templates?|graphics?|creatives?)|reels? covers?|festival (?:posts?|creatives?|greetings?)`,
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
    // "An icon set … covering about forty-eight services": one icon a service.
    count: count("(?:fav)?icons?|icon sets?|services|categories"),
  },
  {
    kind: "illustrations",
    match: re(
      "illustrated (?:[a-z-]+ ){0,3}?(?:maps?|posters?|books?|guides?|stories|story|graphics?|designs?)|" +
        `illustrations?|(?:t-?shirt|tee|apparel|merch(?:andise)?) (?:graphics?|designs?|prints?|artworks?)|characters? designs?|mascots?|(?:custom )?(?<!\\b(?:pdf|cad|autocad|technical|architectural|engineering|structural|working|construction|dimension|shop|as-built|floor|electrical|plumbing|tender) )drawings?(?! sets?)|digital (?:paintings?|art)|cartoons?|caricatures?|comic(?: strip| book| panel)?s?|(?:pencil |portrait |hand-?drawn )?sketch(?:es)?|doodles?|colou?ring (?:pages?|sheets?|books?)|(?:wall )?murals?(?: designs?)?|[23]d characters?`,
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
    // "Mockups of 8 t-shirt designs": one mockup per design shown.
    count: count("mock-?ups?|renders?|screenshots?|designs?|products?"),
  },
  {
    // "3 tins, 2 pouches + mockups": in a brief about products, bare mockups show the products, not screens.
    kind: "mockups",
    match: re("mock-?ups?"),
    count: count("mock-?ups?"),
    requiresBrief:
      /\b(?:packaging|pouch(?:es)?|labels?|boxes|tins?|bottles?|jars?|t-?shirts?|tees|merch\w*|amazon|flipkart|meesho)\b/,
    // "20 mockups for website and Instagram (flat lay + on-model)": products shown on a site are still products.
    unlessSentence:
      /^(?!.*\b(?:flat ?lays?|on-?model|psd templates?|t-?shirts?|tees)\b).*\b(?:screens?|apps?|ui|ux|figma|web ?sites?|web|dashboards?|wireframes?|portal)\b/,
  },
  {
    kind: "ui_design",
    match: re(
      String.raw`(?:\d+ )?(?:app |web |mobile )?screens? (?:designed|designs?|mock-?ups?)|(?:re)?designed in figma|(?:modern |new |fresh )?redesign in figma|(?:\d+ )?(?:[a-z]+ )?screens? (?:in|on) figma|ui(?:/ux)? (?:design|mock-?ups?|screens?)|ux(?:/ui)? design|ui/ux|figma (?:designs?|screens?|mock-?ups?|files?|prototypes?)|(?:ui|ux|ui/ux|app|product) designer|design (?:our |the |an? |my )?(?:[a-z-]+ ){0,2}?(?:app|application|dashboard) in figma|(?:screen |app |web )?mock-?ups?|wireframes?|(?:app|web|website|dashboard) (?:screen )?designs?|prototype|(?:app|web|website|mobile|dashboard) ui|ui kits?|(?:flow|screens?|onboarding|checkout|app) redesign(?:ed)?(?= [-—–]| \(|,|\.| in figma)`,
    ),
    count: count("screens?|pages?|mock-?ups?|wireframes?|designs?|(?:page )?templates?"),
    // "Design and develop an app": the build designs it. "UI design in Figma and development in Flutter", "need UI
    // design first, then development": the design is asked for in its own words, and the plan designs the build there.
    unlessSentence: new RegExp(
      `^(?!.*\\b(?:ui|ux|ui/ux|figma)\\b)(?:.*${BUILD}.*\\b(?:and|with)\\b|.*\\b(?:and|then) (?:develop|build|code))|\\b(?:already|we have (?:the )?designs?|designs? (?:are )?ready)\\b`,
    ),
  },
];
