/**
 * Business constants and limits from the spec (section 9 of documents 1 and 2, plus the few numbers
 * section 5 of document 2 fixes for payment schedules and matching).
 *
 * Units are in the names or the docstrings: money is integer paise (₹1 = 100 paise), sizes are
 * bytes, durations are milliseconds unless the name says days/years/months. The interface's own timings
 * (toasts, banners, refresh intervals) are in src/web/lib/timings.ts.
 * Every number that the server, the web app and the tests must agree on lives here, so a change
 * of policy is one edit.
 *
 * @module
 */

// ---------------------------------------------------------------------------------------------
// Accounts (spec 1 §5, §9)
// ---------------------------------------------------------------------------------------------

/** Minimum password length at sign-up (spec 1 §5, §9). Characters. */
export const PASSWORD_MIN_SIGN_UP = 10;
/** Minimum password length on the sign-in form (spec 1 §5, §9). Characters. */
export const PASSWORD_MIN_SIGN_IN = 6;
/** Minimum new-password length on change password (spec 1 §5, §9). Characters. */
export const PASSWORD_MIN_CHANGE = 8;
/**
 * Special characters that satisfy the sign-up "one special character" rule (spec 1 §5), exactly
 * the list ! @ # $ % ^ & * ( ) , . ? " : { } | < >.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** Minimum age in years, checked by year of birth only (spec 1 §5, §9). */
export const MIN_AGE_YEARS = 13;
/** Maximum age in years, checked by year of birth only (spec 1 §5, §9). */
export const MAX_AGE_YEARS = 100;

/** Largest accepted profile image (spec 1 §5, §9): 5 MB, in bytes (binary megabytes). */
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

/** Sign-out scopes offered by the auth layer (spec 1 §9). */
export const SIGN_OUT_SCOPES = ["global", "local", "others"] as const;

/** Rows per page in the administrator's login history (spec 1 §9, spec 3). */
export const LOGIN_HISTORY_PAGE_SIZE = 50;

// ---------------------------------------------------------------------------------------------
// Shell and dashboards (spec 1 §2, §9; spec 2 §9)
// ---------------------------------------------------------------------------------------------

/** The unread-messages badge shows "99+" above this count (spec 1 §2, §9). */
export const UNREAD_BADGE_CAP = 99;
/** Items in "recent" lists: recent projects, recent tasks (spec 1 §2, spec 2 §9). */
export const RECENT_LIST_SIZE = 5;

/** Gantt chart window choices in months (spec 1 §2, spec 2 §9). */
export const GANTT_WINDOW_MONTHS = [1, 2, 3, 6] as const;
/** Gantt chart window shown first, in months (spec 1 §2, spec 2 §9). */
export const GANTT_DEFAULT_WINDOW_MONTHS = 3;

// ---------------------------------------------------------------------------------------------
// Plans and subscriptions (spec 1 §1, §9; spec 2 §1, §5, §9)
// ---------------------------------------------------------------------------------------------

/**
 * Yearly plan prices in paise (spec 1 §9): free ₹0, pro ₹100 = 10 000 paise,
 * enterprise ₹10,000 = 1 000 000 paise. We follow the "per annum" reading of the spec because it
 * matches the expiry field on the profile.
 */
export const PLAN_PRICES_PAISE = { free: 0, pro: 10_000, enterprise: 1_000_000 } as const;

/**
 * How many accepted projects each plan allows (spec 1 §9, spec 2 §5): free 1 in total, pro 5 per
 * subscription year, enterprise unlimited (`null`).
 */
export const PLAN_PROJECT_LIMITS = { free: 1, pro: 5, enterprise: null } as const;

/** Length of one paid subscription term in years (spec 1 §1, §9: "per annum"). */
export const SUBSCRIPTION_TERM_YEARS = 1;

/**
 * A free client's first project is also delivered free when its final budget is under this
 * amount (spec 1 §1, spec 2 §1, §9): ₹10,000 = 1 000 000 paise. Strictly less than.
 */
export const FREE_DELIVERY_THRESHOLD_PAISE = 1_000_000;

/**
 * The gateway initiation call sends `maxAmount` = this factor × amount (spec 1 §7), a ceiling
 * the gateway may not exceed.
 */
export const GATEWAY_MAX_AMOUNT_FACTOR = 3;

// ---------------------------------------------------------------------------------------------
// Projects, files and hosting (spec 2 §2, §5, §9)
// ---------------------------------------------------------------------------------------------

/** Largest accepted project attachment (spec 2 §5, §9): 10 MB, in bytes (binary megabytes). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Only the first this-many attachments are sent to the analysis (spec 2 §5, §9). */
export const MAX_ANALYZED_ATTACHMENTS = 10;
/** File extensions accepted as project attachments, lower case without dot (spec 2 §5). */
export const ATTACHMENT_EXTENSIONS = ["txt", "doc", "docx", "xlsx", "xls", "pdf", "rtf"] as const;

/** Version number of the (single) unpublished draft of a project (spec 2 §3, §9). */
export const DRAFT_VERSION_NUMBER = 0;

/** Website hosting add-on price for one year (spec 2 §5, §9): ₹1,000 = 100 000 paise. */
export const HOSTING_PRICE_PAISE = 100_000;
/** Website hosting add-on duration in years (spec 2 §5). */
export const HOSTING_DURATION_YEARS = 1;
/** With hosting, the maximum budget becomes this factor × the total (spec 2 §5). */
export const HOSTING_BUDGET_MAX_FACTOR = 1.2;
/**
 * The hosting option is offered only when the title or description mentions one of these
 * (spec 2 §2). Lower case; match case-insensitively.
 */
export const HOSTING_KEYWORDS = [
  "website",
  "web app",
  "web application",
  "landing page",
  "portfolio site",
  "ecommerce",
  "blog",
] as const;

/** Skills shown per card kind (spec 2 §2, §9). */
export const SKILLS_SHOWN = {
  /** My Projects cards, followed by a "+N more" marker. */
  projectCard: 5,
  /** Task and Gantt cards. */
  taskCard: 3,
  /** AI match cards. */
  matchCard: 4,
  /** Interest and project-browser cards. */
  browserCard: 8,
} as const;

/** Receipt number = first this-many characters of the payment id, upper case (spec 2 §9). */
export const RECEIPT_NUMBER_LENGTH = 8;

/** Coupon discount kinds (spec 2 §3, §9). */
export const COUPON_DISCOUNT_TYPES = ["percentage", "fixed"] as const;
/** What a coupon applies to (spec 2 §3, §9). */
export const COUPON_APPLICABILITY = ["all", "subscriptions", "projects"] as const;

// ---------------------------------------------------------------------------------------------
// Payment schedule (spec 2 §5 "Payment schedule rules", §9)
// ---------------------------------------------------------------------------------------------

/** Advance = this percent of the total task budget (spec 2 §5, §9). */
export const ADVANCE_PERCENT = 20;
/** The advance is due this many days before the earliest task start (spec 2 §5). */
export const ADVANCE_LEAD_DAYS = 1;
/** Without any task start date the advance is due this many days from now (spec 2 §5, §9). */
export const ADVANCE_FALLBACK_DAYS = 7;
/**
 * A milestone group without task due dates is due (this × its 1-based position) days from now
 * (spec 2 §5, §9).
 */
export const MILESTONE_FALLBACK_SPACING_DAYS = 15;
/** Without any task due date the final payment is due this many days from now (spec 2 §5, §9). */
export const FINAL_FALLBACK_DAYS = 30;
/** Smallest milestone group number (spec 2 §3, §9). */
export const MILESTONE_GROUP_MIN = 1;
/** Largest milestone group number (spec 2 §3, §9). */
export const MILESTONE_GROUP_MAX = 4;

/**
 * Offset of India Standard Time from UTC in minutes (+05:30, no daylight saving).
 * Calendar dates ("today", due dates) are the Indian calendar date, whatever the server's time
 * zone, so that "due today" means the same thing on every machine (DESIGN: run from India).
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 330;

// ---------------------------------------------------------------------------------------------
// Freelancer matching (spec 2 §5, §9)
// ---------------------------------------------------------------------------------------------

/** Points out of 100 per matching factor (spec 2 §5). They sum to 100. */
export const MATCH_WEIGHTS = { skills: 50, rating: 25, experience: 15, successRate: 10 } as const;
/** Experience counts up to this many years (spec 2 §5). */
export const MATCH_EXPERIENCE_CAP_YEARS = 10;
/** Highest freelancer rating (spec 2 §3: rating 0-5). */
export const MAX_RATING = 5;
/** Managers and administrators see at most this many matches (spec 2 §5, §9). */
export const MATCHES_SHOWN = 6;
