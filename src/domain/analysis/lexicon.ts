/**
 * Keyword lexicon of the built-in estimator (DESIGN §5): which words point to which category and
 * subcategory of spec 2 §1, and which point outside the supported scope.
 *
 * Terms are lower-case phrases matched on word boundaries; a plural "s"/"es" also matches, and a
 * trailing `*` matches any word ending ("customi*" → customise, customized, customizing).
 * Weights are relative: 5 names the deliverable outright, 3–4 is a strong but shared signal,
 * 1–2 is context that only tips a close call. When phrases overlap, the longest wins and the
 * shorter one is not counted again ("landing page copy" is copywriting, not also a website).
 * The word lists at the end tell the classifier when a term only describes something else (the
 * client's business, a part of a site, the audience or topic) rather than naming the work.
 *
 * @module
 */

/** A lexicon entry: a phrase and how strongly it points to its bucket (relative units). */
export interface KeywordRule {
  readonly term: string;
  readonly weight: number;
}

/** The three supported categories (spec 2 §1). */
export type InScopeType = "it_services" | "content_creation" | "graphic_design";

// Terms are written as one comma-separated string per weight, so each weight tier stays on one line.
const t = (weight: number, terms: string): KeywordRule[] =>
  terms.split(", ").map((term) => ({ term, weight }));

/** Subcategories per category, in the order spec 2 §1 lists them. */
export const SUBCATEGORIES = {
  it_services: ["website", "web_app", "mobile_app", "api", "maintenance"],
  content_creation: ["blog", "technical_writing", "copywriting", "seo_writing", "editing"],
  graphic_design: ["logo", "ui_mockups", "social_graphics", "ad_creatives", "branding"],
} as const satisfies Record<InScopeType, readonly string[]>;

/** A subcategory of any supported category, e.g. "website", "blog", "logo". */
export type Subcategory = (typeof SUBCATEGORIES)[InScopeType][number];

/** The out-of-scope families the text classifier names (issue 17 §3), as a client reads them. */
export const OUT_OF_SCOPE_FAMILIES: Record<string, string> = {
  data: "data analysis, BI and data science",
  marketing: "marketing, ads and social media management",
  video: "video and animation",
  voice: "voice-over",
  assistance: "virtual assistance, data entry and transcription",
  business: "accounting, legal and HR",
  research: "research studies",
  physical: "physical and on-site work",
  translation: "translation and interpreting",
  engineering: "engineering",
};

/** Keywords that identify a subcategory (and through it, its category). */
export const SUBCATEGORY_LEXICON: Record<Subcategory, readonly KeywordRule[]> = {
  website: [
    ...t(4, "online store, portfolio site, website development"), // name a site build outright
    ...t(3, "responsive website, responsive design, responsive web design"), // building for screen sizes is front-end work, not a mockup
    ...t(2, "contact form, enquiry form, inquiry form"), // a working form is built, but also named when one breaks
    ...t(3, "wordpress, landing page, ecommerce, e-commerce, shopify, woocommerce, magento"), // site platforms, rarely anything else
    ...t(3, "web development, web developer, wix, squarespace, static site"), // site-building roles and builders
    ...t(2, "website, web site, homepage, home page, html, css, hosting, webhost, cms"), // common but also mentioned as context
    ...t(1, "site, domain, pages, responsive"), // weak: appear in many non-site briefs
  ],
  web_app: [
    ...t(4, "web app, web application, webapp, saas"), // name the deliverable
    ...t(3, "portal, marketplace, admin panel, full stack, browser extension, chrome extension"), // multi-user software, not brochure sites
    ...t(4, "web tool, web software, internal tool, lms, learning management system, browser-based system"), // software named by where it runs
    ...t(4, "qr menu, qr code menu, qr ordering, table ordering"), // a restaurant's menu or ordering behind a table's QR code
    ...t(3, "digital menu"), // most often that web page too, sometimes a screen's design
    ...t(
      2,
      "dashboard, platform, booking, reservation, react, angular, vue, django, laravel, rails, software",
    ), // app frameworks and app-like features
    ...t(1, "script, tool, system, scraper, scraping, login, members"), // weak: generic software words
  ],
  mobile_app: [
    ...t(5, "mobile app, mobile application, android app, ios app, iphone app"), // name the deliverable
    ...t(4, "flutter, react native, play store, google play, app store, testflight"), // only mobile work uses these
    ...t(3, "android, ios, iphone, swift, kotlin, push notification"), // mobile platforms and features
    ...t(2, "app, mobile, ipad"), // "app" alone is also used for web apps
  ],
  api: [
    ...t(5, "rest api, restful api, graphql api, api development"), // name the deliverable
    ...t(4, "api, graphql, restful, microservice"), // an API is the product or the core of it
    ...t(3, "endpoint, webhook, data feed, datafeed"), // API plumbing
    ...t(2, "integration, json, backend, back-end, sdk"), // shared with apps, tips a close call
    ...t(1, "integrate, xml"), // weak context
  ],
  maintenance: [
    ...t(4, "maintenance, bug fix, existing site, existing website, existing app"), // work on something that already exists
    ...t(3, "fix, bug, broken, not working, no longer works, customi*, troubleshoot*, debug*, migrat*"), // repair and adaptation verbs
    ...t(2, "maintain, upgrade, error, optimi*, speed up"), // also appear in new builds
    ...t(1, "update, plugin, security"), // weak context
  ],
  blog: [
    ...t(5, "blog post, blog article, blog writing, blog writer"), // name the deliverable
    ...t(3, "blog, blogging, blogger"), // strong but also "our blog" as context
    ...t(3, "article"), // a writing unit; software briefs say "page" or "post", rarely "article"
    ...t(2, "posts, entries"), // writing units shared with SEO writing and social posts
  ],
  technical_writing: [
    ...t(5, "technical writing, technical writer, user manual, api documentation, white paper, whitepaper"), // name the deliverable
    ...t(5, "technical article, technical content, technical blog post"), // name the deliverable
    ...t(4, "tutorial"), // a tutorial is written to teach, even when it is about code
    ...t(3, "documentation, user guide, how-to guide, knowledge base, instructional"), // technical content forms
    ...t(1, "readme, manual, guide"), // weak: also everyday words
  ],
  copywriting: [
    ...t(5, "copywriting, copywriter, landing page copy, website copy, web copy, sales copy, ad copy"), // name the deliverable
    ...t(4, "write copy, product descriptions, tagline, slogan, email copy, press release"), // classic copy assets
    ...t(4, "website content, web content, website text"), // a site's words; below "website copy" as site builds also mention who supplies them
    ...t(
      5,
      "instagram captions, insta captions, social media captions, post captions, caption writing, caption writer",
    ), // captions to write, not a video's
    ...t(2, "copy"), // the noun, also "a copy of"
  ],
  seo_writing: [
    ...t(5, "seo content, seo writing, seo articles, seo writer, seo copywriting"), // name the deliverable
    ...t(3, "seo, keyword research, meta description, search engine"), // search-driven writing
    ...t(2, "keyword, organic traffic, search ranking"), // context for SEO
  ],
  editing: [
    ...t(5, "proofreading, proofread, proofreader, copy editing, copyediting, line editing"), // name the deliverable
    ...t(4, "manuscript, typos, misspellings"), // only editing talks about these
    ...t(3, "editing, grammar, punctuation, rewrite, rewriting"), // shared with writing briefs
    ...t(2, "spelling, style guide, editor"), // weak: "editor" also means software
  ],
  logo: [
    ...t(5, "logo design, logo designer, logotype, wordmark"), // name the deliverable
    ...t(4, "logo"), // clients rarely mention a logo unless they want one
    ...t(3, "emblem, monogram"), // logo forms
    ...t(1, "icon, symbol"), // weak: UI icons too
  ],
  ui_mockups: [
    ...t(
      5,
      "design only, ui design, ux design, ui/ux, ux/ui, app design, app designer, ui designer, ux designer, landing page design",
    ), // design, not build
    ...t(
      4,
      "mockup, mock-up, wireframe, figma, adobe xd, interface design, header design, design system, dashboard design",
    ), // design-stage artefacts
    ...t(3, "web design, website design, user interface, web designer, screens"), // often design, sometimes build
    ...t(3, "layout"), // arranging elements on a page is design work, whatever the medium
    ...t(2, "ui, ux, prototype, screen"), // weak: used loosely
    ...t(1, "widget, interface"), // weak context
  ],
  social_graphics: [
    ...t(5, "social media graphics, social media posts, instagram posts, youtube thumbnail, post templates"), // name the deliverable
    ...t(4, "cover photo, infographic, social media design"), // social formats
    ...t(3, "social media, avatar, profile picture, thumbnail"), // strong social context
    ...t(2, "instagram, facebook, cover"), // platforms, also ad placements
    ...t(1, "twitter, linkedin, stories"), // weak context
  ],
  ad_creatives: [
    ...t(5, "banner ad, ad creative, display ads, facebook ads, flyer design, poster design"), // name the deliverable
    ...t(4, "flyer, poster, billboard, ad campaign, advertisement"), // ad formats
    ...t(3, "banner, creatives, ads, brochure"), // strong ad context
    ...t(2, "campaign, promotional"), // weak: marketing words
  ],
  branding: [
    ...t(5, "brand identity, visual identity, brand guidelines, brand kit, branding"), // name the deliverable
    ...t(4, "letterhead, stationery, rebrand, label design, brand book"), // identity applications
    ...t(3, "business card, color palette, colour palette, packaging"), // identity pieces
    ...t(2, "brand"), // weak: every brief has a brand
  ],
};

/** Words that point to a category without naming a subcategory (roles, tools, units of work). */
export const TYPE_SIGNALS: Record<InScopeType, readonly KeywordRule[]> = {
  it_services: [
    ...t(3, "developer, programmer, source code"), // people and artefacts of software work
    ...t(2, "development, programming, code, coding, coder, database, mysql, postgresql, sql"), // software work
    ...t(2, "build, develop"), // build verbs: the deliverable is working software, as "write" marks text and "design" visuals
    ...t(
      2,
      "php, python, javascript, typescript, java, node.js, nodejs, aws, frontend, front-end, front end, deploy*",
    ), // stacks
    ...t(1, "server, program, repository, github, automation, selenium, algorithm"), // weak context
  ],
  content_creation: [
    ...t(5, "content writer, content writing, ghostwriter, ghostwriting"), // writing roles
    ...t(3, "writer, writing, word count, copyscape, plagiarism, ebook"), // writing work
    ...t(2, "words, write, written, researched, newsletter"), // writing context
    ...t(1, "content, original, topic"), // weak: every brief has content
  ],
  graphic_design: [
    ...t(3, "designer, graphic design, illustrator, photoshop, vector, typography"), // design roles and tools
    ...t(2, "design*, graphic, graphics, psd, font"), // design work: design, designs, designed, designing
    ...t(1, "color, colour, colors, colours, visual, creative, style, jpg, png, image"), // weak context
  ],
};

/**
 * Signals of work Kaarya does not take (spec 2 §1: anything else is unsupported). These compete
 * with the in-scope score: a brief about data entry that mentions a website is still data entry.
 */
export const OUT_OF_SCOPE_SIGNALS: readonly KeywordRule[] = [
  ...t(
    5,
    "data entry, virtual assistant, personal assistant, video editing, video editor, bookkeeping, bookkeeper",
  ), // name an unsupported service
  ...t(
    5,
    "transcription, transcribe, transcribing, voice over, voiceover, voice-over, translation, translate, translator",
  ), // name an unsupported service
  ...t(
    5,
    "lead generation, cold calling, telemarketing, appointment setting, photography, photographer, photo shoot",
  ), // name an unsupported service
  ...t(
    5,
    "3d modeling, 3d modelling, 3d model, tax filing, tax return, legal advice, payroll, call center, tutoring",
  ), // name an unsupported service
  ...t(
    4,
    "accounting, accountant, quickbooks, xero, dictation, demo video, footage, 2d animation, explainer video",
  ), // strong: only these services use them
  ...t(
    4,
    "motion graphics, voice talent, list building, lead list, prospect list, market research, vendor research",
  ), // strong: only these services use them
  ...t(
    4,
    "supplier research, product research, customer service, social media management, social media manager, link building",
  ), // strong: only these services use them
  ...t(
    3,
    "leads, va, reconciliation, reconcile, cashflow, cash flow, balance sheet, profit & loss, animation, audio file",
  ), // strong but shared
  ...t(
    3,
    "admin tasks, administrative support, timesheets, cold email, youtube videos, subtitles, recording, homework",
  ), // strong but shared
  ...t(
    2,
    "crm, prospects, influencers, contact details, contact information, email addresses, invoices, audio, mp3",
  ), // context of those services
  ...t(2, "data extraction, data collection, excel, spreadsheet, typing, captions, game development"), // context of those services
  ...t(2, "suppliers, manufacturers, sourcing"), // sourcing research, not a deliverable we build
  ...t(1, "video, research, german, spanish, french, chinese, legal"), // weak: also appear in supported briefs
  // Issue 17 §3 families, each named outright (5) or by a strong but shared word (3–4).
  ...t(
    5,
    "power bi, tableau, looker studio, bi dashboard, business intelligence, data analysis, data analyst, data analytics, data science, data scientist",
  ), // data analysis, BI and data science
  ...t(
    5,
    "ads manager, ad management, ads management, campaign management, media buying, ad spend, paid ads, paid social, social media marketing",
  ), // running ads and social accounts, not making their creatives
  ...t(4, "ppc, google ads, meta ads, run ads, manage ads, digital marketing, community manager"), // marketing work
  ...t(
    5,
    "media buyer, ads specialist, ad specialist, ads expert, influencer marketing, seo specialist, seo expert, seo consultant, backlinks",
  ), // people who run ads or rankings
  ...t(3, "manage our, handle our, run our"), // ongoing running of the client's accounts: strong only with a sure classifier
  ...t(5, "video edit*, edit videos, edit video, reels editing, youtube editing, 3d animation, animator"), // video and animation
  ...t(4, "youtube video, tiktok video, video ads, reels, animated video, vfx"), // video deliverables
  ...t(5, "voice actor, voice artist, narrator, audiobook narration"), // voice-over
  ...t(5, "virtual assistance, admin assistant, executive assistant, typist, transcriber"), // assistance and data entry
  ...t(
    5,
    "seller central, flat file, listing upload, marketplace listings, amazon listings, flipkart listings",
  ), // listing products on marketplaces is data entry
  ...t(
    4,
    "grow followers, reply to dms, page handling, handle the page, instagram handling, account handling",
  ), // running a social account
  ...t(5, "spss, questionnaire design, survey of students, survey respondents, research study, field survey"), // research studies
  ...t(
    5,
    "tax preparation, financial statements, hr consultant, recruiter, recruitment, contract review, paralegal",
  ), // accounting, legal, HR
  ...t(
    5,
    "research participants, survey participants, study participants, focus group, paid survey, take a survey, participate in a study",
  ), // research studies
  ...t(
    5,
    "on-site installation, onsite installation, on-site, onsite, in-person, electrician, plumber, plumbing, handyman, delivery driver, cctv installation",
  ), // physical and on-site work
];

// Word lists are written as one comma-separated string per group, like the weight tiers above.
const words = (list: string): string[] => list.split(", ");

/**
 * Nouns that, right after a term, turn the term into a description of something else: the
 * client's business ("software company") or a part of a product ("blog section", "shop
 * page"). Such a term says which field the brief is in, not what to make. "store" and "shop" are
 * absent: an "ecommerce store" is the deliverable.
 */
export const DESCRIBED_NOUNS: readonly string[] = [
  ...words(
    "company, companies, business, agency, firm, startup, studio, consultancy, niche, industry, sector",
  ), // the client's trade
  ...words("community, section, area, module, feature, widget, tab, page, category, plugin, tool"), // a part or add-on of a product
];

/**
 * Adjectives built on a term ("SEO-friendly pages", "mobile-friendly", "PHP-based"): the term
 * qualifies another noun. Read only with a hyphen, or with a space when no preposition follows,
 * since "a website based on PHP" still asks for a website.
 */
export const DESCRIBING_ADJECTIVES: readonly string[] = words(
  "friendly, ready, based, focused, oriented, related, optimised, optimized, compatible",
);

/**
 * Head nouns per category: the trade or the product a compound ends in. A term of another
 * category right before one only says what the trade or product is about: a "mobile app
 * designer" designs, a "website writer" writes, a "blog website" is built, "website banners" are
 * drawn. "design" and "blog" are absent: "database design" is software work, and a "WordPress
 * blog" is as often written for as set up.
 */
export const HEAD_NOUNS: Record<InScopeType, readonly string[]> = {
  it_services: [
    ...words("developer, programmer, coder, engineer"), // trades
    ...words("website, web site, site, web app, webapp, app, application, portal, platform, software"), // products
  ],
  content_creation: [
    ...words("writer, copywriter, blogger, editor, ghostwriter, author"), // trades
    ...words("article, post, newsletter, ebook, content, copy"), // products
  ],
  graphic_design: [
    ...words("designer, illustrator, artist"), // trades
    ...words("logo, banner, poster, flyer, mockup, icon, thumbnail, infographic"), // products
  ],
};

/**
 * Terms that are verbs when a product follows ("design website banners", "write website
 * content"): the verb names the work, so a head noun after it does not make it a modifier.
 */
export const ASK_VERBS: readonly string[] = words(
  "design, redesign, write, rewrite, build, develop, code, program, create, make, fix, edit, proofread, draw, illustrate",
);

/**
 * Openers of a phrase naming the audience, place or topic of the work: terms inside it say whom
 * or what the work is for ("posts for our website", "the form on our website", "articles about
 * web development"). Only the client's possessives count: "for a website" usually names the
 * deliverable, and "in your …" addresses the freelancer's own work.
 */
export const AUDIENCE_OPENERS: readonly string[] = [
  ...words("for our, for my, for their, for his, for her, for its, for the client's"), // whose thing it is
  ...words("on our, on my, in our, in my"), // where the work happens: the thing exists already
  ...words("about, regarding, covering, on the topic of, on topics like, on topics such as"), // what the piece is about
];

/**
 * Words that end an audience or topic phrase: after them the brief names another part of the
 * work ("a website for our company with a contact form": the form is wanted, not an audience).
 */
export const PHRASE_BREAKS: readonly string[] = [
  ...words("with, to, that, which, who, where, when, but, so, because, while, plus, including, also"), // a new clause or item
  ...words("is, are, was, were, has, have, had, needs, need, should, must, will, can, does, do"), // a verb ends the noun phrase
];

/**
 * Words that, in a title, join the deliverable to its parts, audience or topic ("Shop website
 * with a news section", "Icon for our app", "Tutorial on React"). Only the words before the first
 * of them after the first named term get the full title weight.
 */
export const TITLE_CONNECTORS: readonly string[] = words(
  "with, for, including, featuring, containing, about, regarding, covering, on, that, which, where, plus, using",
);
