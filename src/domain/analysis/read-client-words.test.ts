import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const features = (description: string, title: string) =>
  read(description, title)
    .filter((d) => d.kind === "feature")
    .map((d) => d.title.toLowerCase());

/** What users do in a site or app, said in the client's own words (decision 0025, "the client's own words"). */
describe("features said as what people do", () => {
  it("reads 'I want customers to …', 'I want to see …' and a user with words between it and its verb", () => {
    expect(
      features(
        "I want customers to book online choosing branch, service and stylist. I want to see which staff did which service this month. Managers at each branch should mark the service as done and the bill amount.",
        "Salon web app",
      ),
    ).toEqual([
      "customers to book online choosing branch",
      "see which staff did which service this",
      "managers at each branch should mark the service as done and the bill amount",
    ]);
  });

  it("reads a user named after 'and the' as the subject of its own clause, not as context", () => {
    expect(
      features(
        "Items running low should show in red and the purchase manager should get an email.",
        "Stock web app",
      ),
    ).toEqual(["manager should get an email"]);
  });

  it("reads each line of 'Members should:' as what members do", () => {
    expect(
      features(
        "Want an app for Android.\nMembers should:\n- see their workout plan assigned by trainer\n- book PT sessions\nDiet plans phase 2.",
        "Gym members app",
      ),
    ).toEqual([
      "members should see their workout plan assigned by trainer",
      "members should book pt sessions",
    ]);
  });

  it("reads nothing from what users do in a brief about no site or app", () => {
    expect(
      features("Customers should get a warm tone in every article. 5 articles of 1,000 words.", "Blog posts"),
    ).toEqual([]);
  });
});
