import { describe, expect, it } from "vitest";
import { clientTitle } from "./client-titles";
import { extractDeliverables } from "./extract-deliverables";

describe("clientTitle", () => {
  it("drops a word the match cut and the function words it then ends on", () => {
    expect(
      clientTitle("members can check-in at reception by scanning QR code on the coun", "ter", false),
    ).toBe("Members can check-in at reception by scanning QR code");
    expect(clientTitle("members can see diet chart and workout plan which", " trainer uploads", false)).toBe(
      "Members can see diet chart and workout plan",
    );
    expect(clientTitle("customer can pause the tiffin for some days when they are", " away", false)).toBe(
      "Customer can pause the tiffin for some days",
    );
  });

  it("keeps a verb's particle and strips a list mark", () => {
    expect(clientTitle("log in", " with OTP", false)).toBe("Log in");
    expect(clientTitle("- admin for", " dealers", false)).toBe("Admin");
  });

  it("carries an admin action on to what it acts on, up to the clause's end", () => {
    expect(
      clientTitle("I should be able to add", " a new property or mark one as sold. Pages: home", true),
    ).toBe("I should be able to add a new property or mark one as sold");
    expect(
      clientTitle(
        "Manager should be able to add",
        " members, see daily check-ins, upload the diet charts.",
        true,
      ),
    ).toBe("Manager should be able to add members, see daily check-ins, upload the diet charts");
    expect(clientTitle("Manager should be able to add", " members", false)).toBe(
      "Manager should be able to add",
    );
  });
});

describe("deliverable titles read from a brief", () => {
  it("name the panel by what staff do in it and end no feature mid-phrase", () => {
    const { deliverables } = extractDeliverables({
      title: "Gym member app",
      description:
        "Members can:\n1. see diet chart and workout plan which trainer uploads as PDF\n2. renew plan and pay online\n\n" +
        "Me and my manager should be able to add members, see daily check-ins, upload the diet charts.",
    });
    const titles = deliverables.map((d) => d.title);
    expect(titles).toContain("Members can see diet chart and workout plan");
    expect(titles).toContain(
      "Manager should be able to add members, see daily check-ins, upload the diet charts",
    );
  });
});
