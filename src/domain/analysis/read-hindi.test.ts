import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { classifyBrief } from "./classify";
import { readDeliverables as read } from "./read-deliverables.test-helper";
import { glossHindi, readableBrief } from "./read-hindi";

const today = new Date("2026-12-01T10:00:00Z");

describe("Hindi briefs read through their English gloss", () => {
  it("glosses words, phrases, digits and the danda, and moves 'in' before the languages it follows", () => {
    expect(glossHindi("हमें हिंदी में ३० ब्लॉग चाहिए, हर एक लगभग 1000 शब्द का।")).toBe(
      "we in hindi 30 blogs need, each about 1000 words ka.",
    );
    expect(glossHindi("हर दस्तावेज़ हिंदी और अंग्रेज़ी दोनों में")).toBe("each documents in both hindi and english");
    expect(glossHindi("2 हज़ार शब्द, पाँच पेज")).toBe("2000 words, five pages");
    expect(glossHindi("लोगो पहले से है")).toBe("logo already hai");
  });

  it("writes words without a gloss in Latin letters, so a count still reaches its noun past them", () => {
    expect(glossHindi("बारह रंगीन चित्र")).toBe("twelve ramgina illustrations");
    expect(read("बारह रंगीन चित्र चाहिए।", "किताब के लिए चित्र")).toMatchObject([
      { kind: "illustrations", quantity: 12 },
    ]);
  });

  it("leaves English briefs and the brief's other fields as they are", () => {
    const brief = { title: "Logo", description: "A logo for our cafe", budgetMax: 500_000 };
    expect(readableBrief(brief)).toBe(brief);
    expect(readableBrief({ ...brief, title: "कैफ़े के लिए लोगो" })).toEqual({
      ...brief,
      title: "logo for kaiphe",
    });
  });

  it("plans a brief written in Hindi instead of refusing it", () => {
    const brief = {
      title: "हिंदी में 30 कानूनी जागरूकता ब्लॉग",
      description:
        "हमें consumer rights, RTI जैसे विषयों पर हिंदी में 30 ब्लॉग चाहिए, हर एक लगभग 1000 शब्द का। हर हफ्ते 5 लेख चाहिए।",
    };
    expect(classifyBrief(brief).projectType).toBe("content_creation");
    const analysis = analyzeBrief(brief, { today });
    expect(analysis.projectType).toBe("content_creation");
    expect(analysis.deliverables?.map((d) => [d.kind, d.quantity, d.wordsEach])).toEqual([
      ["articles", 30, 1000],
    ]);
  });

  it("reads a Hindi site brief's pages, WhatsApp and logo, and what the client supplies", () => {
    const analysis = analyzeBrief(
      {
        title: "दुकान के लिए वेबसाइट",
        description:
          "हमें अपनी कपड़े की दुकान के लिए एक वेबसाइट चाहिए जिसमें 5 पेज हों और व्हाट्सएप बटन हो। एक लोगो भी बनवाना है। कंटेंट और फोटो हम देंगे।",
      },
      { today },
    );
    expect(analysis.projectType).toBe("it_services");
    expect(analysis.deliverables?.map((d) => [d.kind, d.quantity])).toEqual([
      ["site_pages", 5],
      ["integration", 1],
      ["logo", 3],
    ]);
  });

  it("refuses a Hindi brief for running pages and paid ads, as it refuses the English one", () => {
    const brief = {
      title: "गेस्ट हाउस के फ़ेसबुक पेज और विज्ञापन के लिए",
      description:
        "हमें कोई चाहिए जो हमारे फ़ेसबुक और इंस्टाग्राम पेज को हर महीने संभाले — रोज़ पोस्ट डाले, कमेंट का जवाब दे, और पैसे वाले विज्ञापन चलाए। विज्ञापन का खर्च हम अलग देंगे।",
    };
    expect(classifyBrief(brief)).toMatchObject({ projectType: "unsupported", family: "marketing" });
  });

  it("reads a Hindi list of a site's problems as a fix job, not a new site", () => {
    expect(
      read(
        "उज्जैन में हमारे मंदिर ट्रस्ट की WordPress website है। 1) site बहुत slow खुलती है 2) contact form से mail नहीं आ रहा 3) Razorpay button error दे रहा है 4) SSL expire दिखा रहा है। ये चार काम जल्दी करवाने हैं।",
        "Trust की WordPress website में कुछ problems ठीक करनी हैं",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["maintenance", 4]]);
  });

  it("reads a title's 'X के लिए Y' as Y asked for X, and a web based software as an app", () => {
    expect(readableBrief({ title: "पैथोलॉजी लैब के लिए online reports portal", description: "." }).title).toBe(
      "online reports portal for paitholaji lab",
    );
    expect(
      read(
        "हमें एक simple web based software चाहिए जिसमें stock in / stock out हो।",
        "दुकान के लिए billing software",
      ).map((d) => d.kind),
    ).toContain("web_app");
  });
});
