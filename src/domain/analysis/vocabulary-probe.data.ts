/**
 * The names Indian clients give each deliverable kind on freelance marketplaces, and the sentence frames
 * they ask in (issue 17 §1, decision 0025 "Vocabulary probe"). Written from domain knowledge, not from the
 * evaluation briefs. `vocabulary-probe.test.ts` reads every frame × name and checks the kind (and the count).
 *
 * A counted kind's names are written in the singular; the plural is made by {@link plural} unless given after
 * a "|" ("mithai box|mithai boxes"). A name marked "~" is read only in the plural: its singular names
 * something else too ("a blog" is as often a site's blog section as a post). An uncounted kind's names are written as they are asked for, with their
 * article where one is natural ("a payment gateway").
 *
 * Left out as ambiguous (decision 0025, "Vocabulary probe"): a bare "CRM" or "ERP" (a link or a system to
 * build), "SOP" (also a statement of purpose), "a blog", "gift cards" on a store, "bookmark", "product listing",
 * "a vendor portal", "a booking portal", "a delivery app", "infographic poster", "sticker icons", "a CSR report",
 * "Twitter threads", "copy edit of the handbook", "fix our broken checkout".
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";

/** One kind's probe: its names, whether frames give it a count, and a sentence that sets the brief's scene. */
export interface KindProbe {
  readonly kind: DeliverableKind;
  /** Frames give "N <plural>" and the quantity read must be N. */
  readonly counted: boolean;
  /** The verb in "Looking for someone to <verb> …". */
  readonly verb: string;
  /** A sentence added to the brief (e.g. that it is about a website), or none. */
  readonly scene?: string;
  /** Kinds the scene itself adds, allowed beside the expected kind. */
  readonly sceneKinds?: readonly DeliverableKind[];
  readonly names: readonly string[];
}

/** "poster" → "posters", "diary" → "diaries", "box" → "boxes"; "x|y" gives its plural y. */
export function plural(name: string): string {
  const [one, many] = name.replace(/^~/, "").split("|");
  if (many) return many;
  if (/[^aeiou]y$/.test(one)) return `${one.slice(0, -1)}ies`;
  if (/(?:s|x|ch|sh)$/.test(one)) return `${one}es`;
  return `${one}s`;
}
export const singular = (name: string) => name.replace(/^~/, "").split("|")[0];
/** Whether a name is asked for in the singular too. */
export const hasSingular = (name: string) => !name.startsWith("~");

/** Frames for a counted kind: {N} the count, {P} the plural, {S} the singular, {V} the verb. */
export const COUNTED_FRAMES: readonly { frame: string; counts: boolean }[] = [
  { frame: "We need {N} {P}.", counts: true },
  { frame: "Looking for someone to {V} {N} {P} for our shop.", counts: true },
  { frame: "{N} {P} chahiye.", counts: true },
  { frame: "Please make {N} {P}.", counts: true },
  { frame: "Required: {N} {P}.", counts: true },
  { frame: "- {N} {P}", counts: true },
  { frame: "Also want {N} {P}.", counts: true },
  { frame: "Can you do {N} {P} as well?", counts: true },
  { frame: "{P} ({N} nos)", counts: true },
  { frame: "{S} banana hai.", counts: false },
  { frame: "Humein {N} {P} chahiye.", counts: true },
  { frame: "Need {N} {P} urgently.", counts: true },
  { frame: "{P} x {N}", counts: true },
  { frame: "I want {N} {P} done by next week.", counts: true },
  { frame: "Kindly {V} {N} {P}.", counts: true },
  { frame: "Requirement: {N} {P}", counts: true },
  { frame: "{N} {P} required.", counts: true },
  { frame: "{N} {P} bana do.", counts: true },
  { frame: "Need a quotation for {N} {P}.", counts: true },
];

/** Frames for an uncounted kind: {X} the name as asked for, {V} the verb. */
export const UNCOUNTED_FRAMES: readonly string[] = [
  "We need {X}.",
  "Looking for someone to {V} {X} for us.",
  "{X} chahiye.",
  "{X} banana hai.",
  "Please make {X}.",
  "Required: {X}.",
  "- {X}",
  "Also want {X}.",
  "Can you do {X} as well?",
  "Humein {X} chahiye.",
  "Need {X} urgently.",
  "I want {X} done by next week.",
  "Kindly {V} {X}.",
  "Requirement: {X}",
  "{X} required.",
  "Need a quotation for {X}.",
];

/** A sentence that sets a brief in a site or a store, and the site it adds. */
const SITE = { scene: "It is for our new website.", sceneKinds: ["site_pages"] } as const;
const STORE = { scene: "It is for our online store.", sceneKinds: ["site_pages"] } as const;

/** A kind's probe, its names written "a; b; c" over several lines (a tagged template). */
const probe =
  (kind: DeliverableKind, counted: boolean, verb: string, where?: typeof SITE | typeof STORE) =>
  (text: TemplateStringsArray): KindProbe => ({
    kind,
    counted,
    verb,
    ...where,
    names: text
      .join("")
      .split(/[;\n]/)
      .map((name) => name.trim())
      .filter(Boolean),
  });

export const PROBES: readonly KindProbe[] = [
  probe("print_items", true, "design")`
      poster; flyer; leaflet; pamphlet; brochure; standee; roll-up banner; hoarding; flex banner
      signboard; visiting card; business card; letterhead; envelope; invitation card; wedding card
      certificate; menu card; tent card; dangler; wobbler; sticker; wall calendar; diary|diaries; ID card
      entry pass|entry passes; event ticket; gift voucher; gift card; stage backdrop; stall design
      shop board; banner for the shop front|banners for the shop front; greeting card; notice board design
      booklet; magazine; postcard; t-shirt design; prescription pad; note pad
  `,
  probe("packaging", true, "design")`
      label; product label; bottle label; jar label; pouch|pouches; stand-up pouch|stand-up pouches
      box design; gift box|gift boxes; mithai box|mithai boxes; shipping carton; tin wrap; sachet
      paper bag; carry bag; hang tag; box sleeve; packaging design; mailer box|mailer boxes
      pizza box|pizza boxes; coffee cup; tea cup
  `,
  probe("social_graphics", true, "design")`
      Instagram post; insta post; social media post; Facebook post; LinkedIn post design
      Instagram story|Instagram stories; carousel; YouTube thumbnail; thumbnail; festival post
      festive creative; social media creative; e-invite; reel cover; highlight cover; Instagram template
      social media graphic; WhatsApp status design
  `,
  probe("ad_creatives", true, "design")`
      ad creative; Facebook ad; Instagram ad; Google display ad; display banner; web banner
      website banner; banner ad; Meta ad creative; static ad; offer banner; app banner; Swiggy banner
      Amazon banner; hero banner; LinkedIn ad
  `,
  probe("illustrations", true, "draw")`
      illustration; custom illustration; character design; mascot; drawing; children's book illustration
      digital painting; cartoon; caricature; comic strip; sketch|sketches; vector illustration
      book illustration; storybook illustration; watercolour illustration; line drawing; portrait drawing
      comic; cartoon character; doodle; wall mural design; 2D character; children's story illustration
  `,
  probe("icons", true, "design")`
      icon; custom icon; app icon; line icon; flat icon; category icon; menu icon; icon set
      custom icon set; website icon; feature icon; service icon; line icon set; outline icon; glyph icon
      highlight icon; favicon
  `,
  probe("infographics", true, "design")`
      infographic; one-pager; job aid; data visual; process infographic; info graphic
      comparison infographic; timeline infographic; statistics infographic; flowchart
      process flow diagram; educational chart; roadmap graphic; data chart; pie chart infographic
      health infographic; map infographic; statistical chart
  `,
  probe("mockups", true, "design")`
      product mockup; 3D mockup; 3D render; packaging mockup; t-shirt mockup; bottle mockup
      mockup of our product|mockups of our product; pouch mockup; box mockup; label mockup; jar mockup
      lifestyle mockup; photorealistic mockup; 3D product render; product render; 3D packaging render
  `,
  probe("logo", false, "design")`
      a logo; a new logo; logo design; a wordmark; a monogram; a brand mark; a logotype
      a logo for our cafe; 3 logo concepts; a logo redesign; a minimal logo; a text logo; a business logo
      a company logo; a shop logo; a restaurant logo; logo banana hai
  `,
  probe("brand_identity", false, "design")`
      a brand identity; branding; brand guidelines; a brand kit; a brand style guide; a brand book
      a visual identity; a colour palette; brand identity design; a brand guide; a brand manual
      corporate identity; brand identity kit; a typography and colour guide; a style guide
      complete branding; brand design
  `,
  probe("ui_design", false, "design")`
      UI/UX design; UI design; UX design; app screen designs; wireframes; Figma designs; Figma screens
      a clickable prototype; website design mockups; app design; UI/UX for our app; Figma mockups
      a Figma prototype; screen designs for our app; UX wireframes; app UI; website UI design
      dashboard design; a UI kit; high-fidelity mockups
  `,
  probe("presentation", false, "design")`
      a pitch deck; an investor deck; a PowerPoint presentation; a PPT; a sales deck
      a company presentation; slides; a corporate presentation; book layout; a pitch deck for investors
      a business presentation; a Google Slides deck; a keynote presentation; a training presentation
      PPT slides; presentation slides; a webinar deck; a company profile presentation
  `,
  probe("articles", true, "write")`
      article; blog post; ~blog; SEO article; ~SEO blog; guest post; listicle; how-to guide; buying guide
      news article; long-form article; ~blog article; ~SEO-friendly article; ~travel blog; ~health article
      ~tech article; ~opinion piece; ~thought leadership article; ~LinkedIn article; ~press article
      ~feature article; ~evergreen article; ~Hindi article; case study; customer case study; success story
  `,
  probe("product_descriptions", true, "write")`
      product description; Amazon listing; Flipkart listing; Meesho listing; product listing
      Amazon product description; Flipkart product description; Shopify product description
      SKU description; e-commerce product description; Myntra listing; Nykaa listing; item description
      catalogue description; marketplace listing; store listing
  `,
  probe("technical_docs", true, "write")`
      user manual; SOP document; how-to guide for our app|how-to guides for our app; quickstart guide
      installation guide; integration guide; user guide; training manual; help article
      help centre article; knowledge base article; admin guide; troubleshooting guide; product manual
      developer guide; setup guide; onboarding guide; deployment guide; standard operating procedure
      operations manual; employee handbook; instruction manual; getting started guide; service manual
      owner's manual
  `,
  probe("emails", true, "write")`
      newsletter; email newsletter; marketing email; promotional email; welcome email; onboarding email
      abandoned cart email; win-back email; follow-up email; drip email; nurture email; email template
      cold email; re-engagement email; email campaign; product launch email; festival offer email
      sales email; outreach email; retention email; newsletter issue; e-newsletter; mailer
  `,
  probe("social_captions", true, "write")`
      caption; Instagram caption; social media caption; LinkedIn caption; Facebook caption; post caption
      reel caption; YouTube caption; ~caption for our posts; Instagram post caption; hashtag caption
      product caption; festival caption; Insta caption; LinkedIn post text; short caption
      ~captions for reels; witty caption; Hindi caption
  `,
  probe("scripts", true, "write")`
      video script; YouTube script; reel script; podcast script; explainer video script; ad script
      radio spot script; TV ad script; YouTube video script; short video script; Instagram reel script
      explainer script; promo video script; corporate video script; product video script
      podcast episode script; brand film script; animation script; voice-over script; webinar script
  `,
  probe("web_copy", false, "write")`
      website content; website copy; landing page copy; home page copy; about us page content
      sales page copy; copywriting for our website; content for the website; meta titles and descriptions
      FAQ content; copy for our landing page; about us page copy; services page content; home page content
      website text; web content; product page copy; landing page content; content writing for our website
      FAQ answers; website copywriting; copy for 5 pages
  `,
  probe("long_form", false, "write")`
      an ebook; an e-book; a white paper; a whitepaper; an eBook of 10,000 words
      a 5,000-word white paper; an e-book for lead generation
      a research white paper; an annual report written; a lead magnet ebook; an ebook on investing
      a 20,000-word ebook; a white paper on fintech; an impact report written
      a research report of 8,000 words; a CSR report of 5,000 words
  `,
  probe("editing", false, "do")`
      proofreading; copy editing; proofreading of our book; editing of my manuscript; a copyedit
      proofreading of my thesis; editing of our articles; grammar fixing; copyediting; line editing
      manuscript editing; editing and proofreading of our book; a content review
      proofreading of the website content; a proofread; proof reading; grammar correction
      editing of my novel; line edit of our report; a content review of our site
  `,
  probe("translation", false, "do")`
      translation; English to Hindi translation; Hindi translation; translation of our brochure
      document translation; Hindi to English translation; translation into Marathi; Tamil translation
      translation of our website content; a translator for our documents
      translating our brochure into Gujarati; legal document translation; subtitle translation
      English to Bengali translation; Marathi translation; Gujarati to English translation
      translation in Kannada; translating our app text; translation work; a translator
  `,
  probe("site_pages", false, "build")`
      a website; a new website; an e-commerce website; an online store; a Shopify store
      a WordPress website; a landing page; a business website; a company website; a portfolio website
      a static website; a one-page website; a microsite; a WooCommerce store; a restaurant website
      a school website; a website for our clinic; a website for our school; a 5-page website
      a Wix website; a responsive website; a hotel website; a real estate website; a travel website
      a single page website; a landing site; an online shop; a web shop; website banana hai
  `,
  probe("web_app", false, "build")`
      a web app; a web application; a web portal; a SaaS platform; a customer portal; a web platform
      a dashboard app; a management system; a student portal; a school management system
      a hospital management system; a SaaS; a marketplace platform; an inventory management system
      a billing software web app; a B2B portal
  `,
  probe("mobile_app", false, "build")`
      an Android app; an iOS app; a mobile app; a Flutter app; a React Native app; an Android and iOS app
      a hybrid app; an app for Android and iOS; a cross-platform app; an iPhone app; a mobile application
      an Android application; an Android app for our shop; an iOS application; a Flutter application
      an app on Play Store; an app for the App Store
  `,
  probe("api_endpoints", false, "build")`
      a REST API; a backend API; a GraphQL API; webhooks; microservices; a RESTful API; backend APIs
      REST APIs; API endpoints; a Node.js backend API; a webhook; a microservice; 10 endpoints
      a backend API for our app; an API; APIs for our app; backend REST API; a set of APIs; GraphQL APIs
      15 REST endpoints
  `,
  probe("integration", false, "set up", SITE)`
      a payment gateway; Razorpay integration; PhonePe integration; Paytm payment gateway; Stripe payments
      UPI payments; Shiprocket integration; Delhivery integration; WhatsApp API; an SMS gateway
      Google Maps; Zoho CRM integration; Tally integration; Google Sheets integration; online booking
      appointment booking; SMS notifications; WhatsApp notifications; push notifications; live chat
      a chatbot; Google Analytics; Mailchimp integration; CCAvenue payment gateway; Cashfree integration
      Instamojo
  `,
  probe("feature", false, "build", SITE)`
      search with filters; a wishlist; a referral program; loyalty points; coupon codes; multi-vendor
      reviews and ratings; invoice generation; an analytics dashboard; a contact form; an enquiry form
      a photo gallery; order tracking; a quote form; a FAQ section; a testimonials section; a cart
      inventory management; a quiz; QR code check-in; a job board; a blog section; an events calendar
      file uploads; dark mode; a pincode checker; a timetable module; a class timetable
  `,
  probe("login", false, "build", SITE)`
      login; a login page; user login; sign up; OTP login; user registration; user accounts
      customer accounts; authentication; user profiles; Google login; user sign up; OTP verification
      sign-in; email login; mobile number login with OTP; user registration and login; JWT authentication
      member accounts; login and signup; customer login
  `,
  probe("admin_panel", false, "build", SITE)`
      an admin panel; an admin dashboard; a back office; a vendor panel; a seller dashboard
      a staff portal; a simple CMS; an admin area; an admin portal; an admin backend; a staff dashboard
      a partner dashboard; a vendor dashboard; an admin side; a CMS for our staff; an administrator panel
      an admin interface; a custom CMS; a back-end admin
  `,
  probe("catalogue", false, "do", STORE)`
      product upload; a product catalogue; upload of our products; upload of 200 products
      a catalogue of our products; product catalog; 150 products uploaded; product uploads
      adding our products to the store; uploading of 80 SKUs; a catalogue with 300 items
      upload of 500 SKUs; adding 60 products; a product catalogue with 120 items; uploading 300 sarees
      catalogue upload; product upload with images
  `,
  probe("data_migration", false, "do", SITE)`
      data migration; a data import; a bulk import; an Excel import; a CSV upload
      migration from WordPress; data migration from our old site; import from Excel
      migration of our store; CSV import; import of 5,000 records; moving our site from Wix
      data transfer from the old system; an initial import; migrating our products; bulk upload from Excel
  `,
  probe("language_version", false, "build", SITE)`
      a Hindi version; a bilingual site; multi-language support; a language switcher
      a Marathi version of the site; a Hindi version of the site; Hindi and English versions
      an English and Hindi site; a multilingual website; a Tamil version; a Gujarati version
      support for regional languages; English aur Hindi dono; a second language version
      multiple languages
  `,
  probe("maintenance", false, "do")`
      website maintenance; monthly maintenance; bug fixes; a maintenance plan; speed optimisation
      plugin updates; malware removal; website fixes; bug fixing; fixing bugs on our site
      annual maintenance; ongoing maintenance; a maintenance retainer; site speed optimisation
      WordPress updates; theme updates; malware cleanup; website care
  `,
];
