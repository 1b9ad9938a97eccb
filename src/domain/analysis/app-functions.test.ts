/**
 * What an owner describes in the app or site a brief builds (blind rounds aa and ac): what its users do
 * (`app-functions.ts`), who they are (`read-roles.ts`), and the links and forms named by what people do with them.
 */
import { describe, expect, it } from "vitest";
import { extractDeliverables } from "./extract-deliverables";

const brief = (title: string, description: string) => extractDeliverables({ title, description });
const features = (title: string, description: string) =>
  brief(title, description)
    .deliverables.filter((d) => d.kind === "feature")
    .map((d) => d.title);

/** Lines of an app brief that say what its users do are functions to build (decision 0025, "functions"). */
describe("what people do in the app a brief builds", () => {
  const laundry =
    "We run 3 laundry shops in Nashik and want a web app for them.\n" +
    "- rider uploads a photo of the bag at pickup\n" +
    "- shop manager approves the weight before billing\n" +
    "- customer gets an alert when clothes are ready\n" +
    "- no payment gateway, customers pay cash\n" +
    "- need it live before 15 January\n" +
    "- we will give the price list";

  it("prices each unmapped line saying what someone does as a feature named in the client's words", () => {
    const read = brief("Laundry pickup web app", laundry);
    expect(read.deliverables.filter((d) => d.kind === "feature").map((d) => [d.title, d.quantity])).toEqual([
      ["Rider uploads a photo of the bag at pickup", 1],
      ["Shop manager approves the weight before billing", 1],
    ]);
    expect(read.notEstimated.map((n) => n.text)).not.toContain("rider uploads a photo of the bag at pickup");
  });

  it("leaves what is ruled out, a date and what the client supplies as they were", () => {
    const left = brief("Laundry pickup web app", laundry).notEstimated.map((n) => n.text);
    expect(left).not.toEqual(expect.arrayContaining([expect.stringMatching(/approves/)]));
    expect(features("Laundry pickup web app", laundry).join(" ")).not.toMatch(/payment|january|price list/i);
  });

  it("turns no line into a feature in a brief that builds no site or app", () => {
    expect(
      features(
        "Brochure for our laundry",
        "Need a 4-page brochure for our laundry shops.\n- rider uploads a photo of the bag at pickup",
      ),
    ).toEqual([]);
  });

  it("does not take a line about how the site should look or the languages as a function", () => {
    expect(
      features(
        "Clinic website",
        "Need a 5-page website for my clinic.\n- should look good on mobile, most patients come from phone\n- patients choose Hindi or Marathi",
      ),
    ).toEqual([]);
  });
});

describe("people a society or a trust names", () => {
  it("reads a committee as staff with an admin side and security guards as people the app serves", () => {
    const read = brief(
      "Society app",
      "Residents:\n- raise complaints with photo\n\nSecurity guards:\n- log visitors with photo and flat number\n\nCommittee (web admin):\n- assign and close complaints",
    );
    expect(read.deliverables.map((d) => d.kind)).toEqual(expect.arrayContaining(["admin_panel", "login"]));
  });

  it("names a function after a lead-in that names none by the function", () => {
    expect(
      features(
        "Matrimony website for our samaj",
        "So we want our own website.\nHow it should work, as we discussed in the committee meeting: a family registers and uploads photos.",
      ),
    ).toContain("A family registers and uploads photos");
  });
});

describe("links an owner names by what they do", () => {
  it("reads paying in the app and a calendar kept in sync with Airbnb as links", () => {
    const links = (title: string, description: string) =>
      brief(title, description).deliverables.filter((d) => d.kind === "integration").length;
    expect(links("Coaching app", "Students should be able to pay pending fee instalments in the app.")).toBe(
      1,
    );
    expect(links("Homestay website", "Need a website; our Airbnb calendar must stay in sync.")).toBe(1);
  });
});

describe("a request the client answers", () => {
  it("reads 'request an appointment from the site - a form …' as a form, not a booking system", () => {
    expect(
      brief(
        "Clinic website",
        "Need a 5-page website. Patients should be able to request an appointment from the site - a form with name and mobile.",
      )
        .deliverables.filter((d) => d.kind === "feature" || d.kind === "integration")
        .map((d) => [d.kind, d.title]),
    ).toEqual([["feature", "Appointment request form"]]);
  });
});

describe("the size of an app the brief does not give", () => {
  const apps = (title: string, description: string) =>
    brief(title, description)
      .deliverables.filter((d) => d.kind === "mobile_app" || d.kind === "web_app")
      .map((d) => [d.kind, d.quantity, d.assumed]);

  it("is the usual six screens and one for each function, account system or link the brief names", () => {
    const read = brief(
      "Gym app",
      "We want an Android app for our members. Members should book classes, pay fees online by UPI and get a " +
        "reminder before each class.",
    ).deliverables;
    const functions = read.filter((d) => ["feature", "login", "integration"].includes(d.kind)).length;
    expect(functions).toBeGreaterThanOrEqual(2);
    expect(read.filter((d) => d.kind === "mobile_app").map((d) => [d.quantity, d.assumed])).toEqual([
      [6 + functions, true],
    ]);
  });

  it("is the brief's own count when it gives one", () => {
    expect(
      apps("Gym app", "An Android app of 12 screens where members book classes and pay by UPI."),
    ).toEqual([["mobile_app", 12, false]]);
  });
});
