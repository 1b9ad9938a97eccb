import { describe, expect, it } from "vitest";
import { COUNTRIES, CURRENCIES, guessCurrency, PROFESSIONS } from "./options";
import { GSTIN_MESSAGE, profileSchema, yearOfBirthBounds } from "./profile";

// Midday in India, 15 June 2025.
const now = new Date("2025-06-15T06:30:00Z");

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("profileSchema (spec 1 §5)", () => {
  const valid = {
    fullName: " Asha Rao ",
    yearOfBirth: 1990,
    country: "India",
    profession: "Software Developer",
    customProfession: "ignored",
    currency: "INR",
    organization: "",
    bio: "  ",
  };

  it("normalises a valid profile", () => {
    expect(profileSchema(now).parse(valid)).toEqual({
      fullName: "Asha Rao",
      yearOfBirth: 1990,
      country: "India",
      profession: "Software Developer",
      customProfession: null,
      currency: "INR",
      organization: null,
      bio: null,
    });
  });

  it("bounds the year of birth by the current year minus 100 and minus 13", () => {
    expect(yearOfBirthBounds(now)).toEqual({ min: 1925, max: 2012 });
    const schema = profileSchema(now);
    expect(schema.safeParse({ ...valid, yearOfBirth: 1925 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, yearOfBirth: 2012 }).success).toBe(true);
    expect(schema.parse({ ...valid, yearOfBirth: "2000" }).yearOfBirth).toBe(2000);
    for (const bad of [1924, 2013, 1990.5, "", "abc"]) {
      expect(messages(schema.safeParse({ ...valid, yearOfBirth: bad })), String(bad)).toEqual({
        yearOfBirth: "Year of birth must be between 1925 and 2012",
      });
    }
    // The bounds move with `now` (India's calendar year: 31 Dec 19:00 UTC is already 1 Jan in India).
    expect(yearOfBirthBounds(new Date("2025-12-31T19:00:00Z"))).toEqual({ min: 1926, max: 2013 });
  });

  it("reports required fields with the spec's messages", () => {
    const r = profileSchema(now).safeParse({
      fullName: "",
      yearOfBirth: 1990,
      country: "",
      profession: "",
      currency: "",
    });
    expect(messages(r)).toEqual({
      fullName: "Name is required",
      country: "Country is required",
      profession: "Profession is required",
      currency: "Currency is required",
    });
  });

  it("requires a custom profession for Other, even alongside other errors", () => {
    const schema = profileSchema(now);
    expect(messages(schema.safeParse({ ...valid, profession: "Other", customProfession: " " }))).toEqual({
      customProfession: "Please specify your profession",
    });
    expect(
      messages(schema.safeParse({ ...valid, profession: "Other", customProfession: null, fullName: "" })),
    ).toEqual({
      fullName: "Name is required",
      customProfession: "Please specify your profession",
    });
    expect(
      schema.parse({ ...valid, profession: "Other", customProfession: " Potter " }).customProfession,
    ).toBe("Potter");
  });

  it("keeps optional organization and bio", () => {
    const parsed = profileSchema(now).parse({ ...valid, organization: " Acme ", bio: "Builds things." });
    expect(parsed.organization).toBe("Acme");
    expect(parsed.bio).toBe("Builds things.");
    const omitted = profileSchema(now).parse({ ...valid, organization: undefined, bio: undefined });
    expect(omitted.organization).toBeNull();
    expect(omitted.bio).toBeNull();
  });
});

describe("option lists (spec 1 §5)", () => {
  it("has the spec's currencies and professions", () => {
    expect(CURRENCIES).toEqual([
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
    ]);
    expect(PROFESSIONS).toEqual([
      "Student",
      "Software Developer",
      "Business & Management",
      "Healthcare Professional",
      "Educator / Academic",
      "Other",
    ]);
  });

  it("has about 60 sorted countries including India, with Other last", () => {
    const named = COUNTRIES.slice(0, -1);
    expect(COUNTRIES.at(-1)).toBe("Other");
    expect(named).toContain("India");
    expect([...named].sort((a, b) => a.localeCompare(b, "en"))).toEqual(named);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55);
    expect(COUNTRIES.length).toBeLessThanOrEqual(65);
  });
});

describe("guessCurrency (spec 1 §5)", () => {
  it("follows the spec's mapping", () => {
    const cases: Record<string, string> = {
      "en-US": "USD",
      "en-GB": "GBP",
      "en-AU": "AUD",
      "en-CA": "CAD",
      "en-IN": "INR",
      "en-SG": "SGD",
      "en-ZA": "ZAR",
      de: "EUR",
      "de-AT": "EUR",
      fr: "EUR",
      "fr-CA": "EUR",
      es: "EUR",
      "es-ES": "EUR",
      it: "EUR",
      nl: "EUR",
      "pt-BR": "BRL",
      "es-MX": "MXN",
      ja: "JPY",
      "ja-JP": "JPY",
      zh: "CNY",
      "zh-Hans-CN": "CNY",
      ko: "KRW",
      "ar-AE": "AED",
      en: "USD",
      "pt-PT": "USD",
      "hi-IN": "USD",
      ar: "USD",
    };
    for (const [language, currency] of Object.entries(cases)) {
      expect(guessCurrency(language), language).toBe(currency);
    }
  });
  it("tolerates case, underscores and garbage", () => {
    expect(guessCurrency("EN-in")).toBe("INR");
    expect(guessCurrency("en_GB")).toBe("GBP");
    expect(guessCurrency("")).toBe("USD");
    expect(guessCurrency(undefined)).toBe("USD");
    expect(guessCurrency("!!")).toBe("USD");
  });
});

describe("profileSchema: GSTIN and state for tax invoices (issue 19 item 4)", () => {
  const valid = {
    fullName: "Asha Rao",
    yearOfBirth: 1990,
    country: "India",
    profession: "Software Developer",
    currency: "INR",
  };
  const schema = profileSchema(now);

  it("upper-cases a valid GSTIN, clears an empty one and leaves a missing one undefined (unchanged)", () => {
    expect(schema.parse({ ...valid, gstin: " 27aapfu0939f1zv ", billingState: "27" })).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      billingState: "27",
    });
    expect(schema.parse({ ...valid, gstin: "", billingState: "" })).toMatchObject({
      gstin: null,
      billingState: null,
    });
    const omitted = schema.parse(valid);
    expect(omitted.gstin).toBeUndefined();
    expect(omitted.billingState).toBeUndefined();
  });

  it("refuses a GSTIN with a wrong check character, an unknown state, and a state the GSTIN is not in", () => {
    const wrongCheck = schema.safeParse({ ...valid, gstin: "27AAPFU0939F1ZW" });
    expect(wrongCheck.error?.issues).toEqual([
      expect.objectContaining({ path: ["gstin"], message: GSTIN_MESSAGE }),
    ]);
    expect(schema.safeParse({ ...valid, billingState: "99" }).error?.issues[0].path).toEqual([
      "billingState",
    ]);
    const mismatch = schema.safeParse({ ...valid, gstin: "27AAPFU0939F1ZV", billingState: "29" });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ["billingState"], message: "Your GSTIN is registered in Maharashtra" }),
    ]);
  });
});
