import { describe, expect, it } from "vitest";
import {
  financialYear,
  gstinCheckCharacter,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceNumber,
  invoiceTerms,
  isValidGstin,
  placeOfSupply,
  sacFor,
} from "./tax-invoice";

describe("isValidGstin", () => {
  it("accepts GSTINs whose check character is right", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29ABCDE1234F1ZW")).toBe(true);
  });

  it("refuses a wrong check character, a bad shape, lower case and an unknown state code", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("29ABCDE1234F1Z5")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1YV")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    const unknownState = `99AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
  });
});

describe("financialYear", () => {
  it("turns on 1 April at midnight in India, whatever the server's zone", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59.999Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-28");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });
});

describe("invoiceNumber", () => {
  it("is the year and a six-digit serial, within rule 46's 16 characters of letters, digits, - and /", () => {
    expect(invoiceNumber("2026-27", 42)).toBe("KA/26-27/000042");
    const biggest = invoiceNumber("2026-27", 9_999_999);
    expect(biggest.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(biggest).toMatch(/^[A-Z0-9/-]+$/);
    expect(() => invoiceNumber("2026-27", 10_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber("2026-27", 0)).toThrow(RangeError);
  });
});

describe("sacFor", () => {
  it("codes each project category and the subscription", () => {
    expect(sacFor({ projectType: "it_services" }).code).toBe("998314");
    expect(sacFor({ projectType: "graphic_design" }).code).toBe("998391");
    expect(sacFor({ projectType: "content_creation" }).code).toBe("998399");
    expect(sacFor({ projectType: null }).code).toBe("998314");
    expect(sacFor({ subscription: true }).code).toBe("998319");
  });
});

describe("placeOfSupply and invoiceTerms", () => {
  const seller = {
    name: "Kaarya",
    address: "Bengaluru",
    gstin: "29ABCDE1234F1ZW",
    stateCode: "07" as const,
    ratePercent: 18,
  };
  const sac = sacFor({ projectType: "it_services" });
  const none = { gstin: null, stateCode: null, country: null };

  it("takes a GSTIN's state first, then the address's state, abroad for another country, else the seller's state", () => {
    expect(placeOfSupply({ gstin: "27AAPFU0939F1ZV", stateCode: "32", country: "India" }, "29").code).toBe(
      "27",
    );
    expect(placeOfSupply({ gstin: null, stateCode: "32", country: "India" }, "29")).toEqual({
      code: "32",
      name: "Kerala",
    });
    expect(placeOfSupply({ gstin: null, stateCode: null, country: "Germany" }, "29")).toEqual({
      code: "96",
      name: "Outside India",
    });
    expect(placeOfSupply(none, "29")).toEqual({ code: "29", name: "Karnataka" });
  });

  it("is intra-state when the place of supply is the seller's GSTIN state (which wins over the configured one)", () => {
    const local = invoiceTerms(seller, { recipient: { ...none, stateCode: "29" }, sac });
    expect(local.seller.stateCode).toBe("29");
    expect(local.supply).toBe("intra");
    expect(invoiceTerms(seller, { recipient: { ...none, stateCode: "07" }, sac }).supply).toBe("inter");
    expect(
      invoiceTerms({ ...seller, gstin: null }, { recipient: { ...none, stateCode: "07" }, sac }).supply,
    ).toBe("intra");
  });
});
