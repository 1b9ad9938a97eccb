import { describe, expect, it } from "vitest";
import { COUNTRIES, CURRENCIES, guessCurrency, PROFESSIONS } from "./options";
import {
  changePasswordSchema,
  GSTIN_MESSAGE,
  isStrongPassword,
  passwordChecklist,
  profileSchema,
  signInSchema,
  signUpSchema,
  yearOfBirthBounds,
} from "./schemas";

// Midday in India, 15 June 2025.
const now = new Date("2025-06-15T06:30:00Z");

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("sign-up password rule (spec 1 §5)", () => {
  it("needs 10 characters, an uppercase, a lowercase and a listed special character", () => {
    expect(isStrongPassword("Kaarya@Demo2025")).toBe(true);
    expect(isStrongPassword("Abcdefgh!")).toBe(false); // 9 characters
    expect(isStrongPassword("abcdefghi!")).toBe(false); // no uppercase
    expect(isStrongPassword("ABCDEFGHI!")).toBe(false); // no lowercase
    expect(isStrongPassword("Abcdefghij")).toBe(false); // no special
    expect(isStrongPassword("Abcdefghi_")).toBe(false); // "_" is not in the list
    for (const special of '!@#$%^&*(),.?":{}|<>') {
      expect(isStrongPassword(`Abcdefghi${special}`), special).toBe(true);
    }
  });

  it("drives the live checklist", () => {
    expect(passwordChecklist("")).toEqual([
      { key: "length", label: "At least 10 characters", met: false },
      { key: "uppercase", label: "One uppercase letter", met: false },
      { key: "lowercase", label: "One lowercase letter", met: false },
      { key: "special", label: 'One special character (!@#$%^&*(),.?":{}|<>)', met: false },
    ]);
    expect(passwordChecklist("abc{").map((c) => c.met)).toEqual([false, false, true, true]);
    expect(passwordChecklist("Abcdefghij").map((c) => c.met)).toEqual([true, true, true, false]);
  });
});

describe("signUpSchema (spec 1 §5)", () => {
  it("accepts a valid sign-up and normalises it", () => {
    expect(
      signUpSchema.parse({ name: "  Asha Rao ", email: " Asha@Example.IN ", password: "Kaarya@Demo2025" }),
    ).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      password: "Kaarya@Demo2025",
    });
  });

  it("reports the spec's messages", () => {
    expect(messages(signUpSchema.safeParse({ name: " ", email: "", password: "weakpass" }))).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password does not meet all requirements",
    });
    expect(
      messages(signUpSchema.safeParse({ name: "A", email: "not-an-email", password: "Kaarya@Demo2025" })),
    ).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("signInSchema (spec 1 §5)", () => {
  it("requires an email and a password of at least 6 characters", () => {
    expect(signInSchema.safeParse({ email: "a@b.in", password: "123456" }).success).toBe(true);
    expect(messages(signInSchema.safeParse({ email: "a@b.in", password: "12345" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(messages(signInSchema.safeParse({ email: "nope", password: "" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });
});

describe("changePasswordSchema (spec 1 §5)", () => {
  it("accepts a valid change", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "old-one",
        newPassword: "new-password",
        confirmPassword: "new-password",
      }).success,
    ).toBe(true);
  });
  it("needs 8 characters", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(messages(r)).toEqual({ newPassword: "New password must be at least 8 characters long" });
  });
  it("needs a matching confirmation", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "new-password",
      confirmPassword: "new-passw0rd",
    });
    expect(messages(r)).toEqual({ confirmPassword: "New passwords do not match" });
  });
  it("needs a new password different from the current one", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "same-password",
      newPassword: "same-password",
      confirmPassword: "same-password",
    });
    expect(messages(r)).toEqual({ newPassword: "New password must be different from current password" });
  });
});

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
