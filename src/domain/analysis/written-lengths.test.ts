import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";
import { DOC_WORDS_PER_PAGE, REFERENCE_WORDS_PER_ENDPOINT, SPOKEN_WORDS_PER_MINUTE } from "./written-lengths";

const docs = (description: string, title: string) =>
  read(description, title)
    .filter((d) => d.kind === "technical_docs" || d.kind === "translation")
    .map((d) => [d.kind, d.title, d.quantity, d.wordsEach]);

describe("lengths a brief gives its documents away from their names", () => {
  it("reads a manual's pages as its words, and translates the manuals written", () => {
    expect(
      docs(
        "We need proper O&M manuals for our three main machines. At present we give a 6-page photocopy. Each manual " +
          "approx 35-40 pages: safety, installation, operation. Our engineers will explain in meetings and give old " +
          "drawings and photos. After English is approved, the same manuals to be translated into Hindi.",
        "Operation & maintenance manuals for rice mill machinery (English + Hindi)",
      ),
    ).toEqual([
      ["technical_docs", "Operation & maintenance manuals", 3, 37.5 * DOC_WORDS_PER_PAGE],
      ["translation", "Translated", 3 * 37.5 * DOC_WORDS_PER_PAGE, undefined],
    ]);
  });

  it("gives the pages to the documents they are said of, the SOPs beside a manual their own count", () => {
    expect(
      docs(
        "We need (a) a user manual for the software (approx 40 pages with screenshots) and (b) four SOP documents.",
        "User manual + 4 SOPs for port logistics software",
      ),
    ).toEqual([
      ["technical_docs", "User manual", 1, 40 * DOC_WORDS_PER_PAGE],
      ["technical_docs", "4 SOPs", 4, undefined],
    ]);
  });

  it("reads an API reference of N endpoints as one document, from a spec the client has", () => {
    expect(
      docs(
        "1. API reference for our public API (20 endpoints; OpenAPI spec exists but has no descriptions)\n" +
          "2. End-user guide for HR admins",
        "Technical documentation for our HR SaaS",
      ).find((d) => d[1] === "API reference"),
    ).toEqual(["technical_docs", "API reference", 1, 20 * REFERENCE_WORDS_PER_ENDPOINT]);
  });

  it("keeps a translation's assumed length when what is written has none", () => {
    expect(
      docs("Write a user guide for our app. Then translate the same into Tamil.", "User guide + Tamil")[1],
    ).toEqual(["translation", "Translate", 3_000, undefined]);
  });
});

describe("pieces a brief counts in unusual ways", () => {
  it("reads 'N per month x M months', travel guides, and meta text as part of each piece", () => {
    expect(
      read("- 8 blog posts per month x 3 months", "Blog programme").map((d) => [d.kind, d.quantity]),
    ).toEqual([["articles", 24]]);
    const guides = read(
      "Need long city guides for: Varanasi, Udaipur, Goa. Each ~2k words. Also write meta title + meta description for each.",
      "12 city travel guides for a hotel booking site",
    );
    expect(guides.map((d) => [d.kind, d.quantity, d.wordsEach])).toEqual([["articles", 12, 2_000]]);
  });

  it("counts an icon set by the services it covers", () => {
    expect(
      read(
        "A consistent icon set is required for an app covering about forty-eight services.",
        "Icon set",
      ).find((d) => d.kind === "icons")?.quantity,
    ).toBe(48);
  });
});

describe("a help-centre article's length", () => {
  it("prices help articles of unstated length at about 800 words, a guide at 2,500", () => {
    const analysis = analyzeBrief(
      {
        title: "Help centre for our billing app",
        description:
          "Write 20 help articles (how to add a customer, raise an invoice, export GST reports) and a getting-started guide.",
      },
      { today: new Date("2026-11-20T09:00:00Z") },
    );
    const bases = analysis.breakdown.filter((task) => task.stage === "production").map((task) => task.basis);
    expect(bases).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^20 documents × 800 words/),
        expect.stringMatching(/^1 document × 2,500 words/),
      ]),
    );
  });
});

describe("the copy of a printed piece", () => {
  it("writes a page of copy per page of the brochure whose content is asked for", () => {
    expect(
      read(
        "3. 8-page A4 product brochure — the brochure content also needs to be written, we will give product specs",
        "Expo material",
      ).map((d) => [d.kind, d.quantity, d.pagesEach]),
    ).toEqual([
      ["print_items", 1, 8],
      ["web_copy", 8, undefined],
    ]);
  });

  it("edits a long piece for the words it has, not a default length", () => {
    const analysis = analyzeBrief(
      {
        title: "White paper on cold-chain for horticulture FPOs (~6,000 words)",
        description: "We need a white paper of about 6000 words with references from public reports.",
      },
      { today: new Date("2026-12-01T10:00:00Z") },
    );
    expect(analysis.breakdown.map((t) => t.basis).filter((b) => b?.includes("edited"))).toEqual([
      expect.stringMatching(/^6,000 words at 2,000 words an hour edited = 3 h/),
    ]);
  });

  it("translates all the pieces written when the translation names them again, not one piece's words", () => {
    expect(
      docs(
        "Our FPC wants 8 articles for farmers. Each approx 700-800 words in simple English, and then the same articles translated to Marathi.",
        "Krishi articles for FPC website - English + Marathi",
      ),
    ).toEqual([["translation", "Translated", 6000, undefined]]);
    // "Translate all 45": the 45 descriptions of about 135 words, not one description's words.
    const read45 = read(
      "Need 45 product descriptions, 120-150 words each. Then translate all 45 into Hindi for our website.",
      "45 product descriptions + Hindi versions",
    ).find((d) => d.kind === "translation");
    expect(read45?.quantity).toBe(45 * 135);
  });
});

describe("scripts by their running time", () => {
  const scripts = (description: string, title = "Scripts") =>
    read(description, title)
      .filter((d) => d.kind === "scripts")
      .map((d) => [d.quantity, d.wordsEach]);
  const hoursOf = (description: string) =>
    analyzeBrief({ title: "Reel scripts", description }, { today: new Date("2026-03-02T10:00:00Z") })
      .breakdown.filter((t) => t.title.includes("scripts"))
      .reduce((sum, t) => sum + t.estimatedHours, 0);

  it(`reads a short video's running time as its script's words, at ${SPOKEN_WORDS_PER_MINUTE} words a minute`, () => {
    // 30-40 seconds: 35 s of speech is about 90 words (read before a range is cut to its upper end).
    expect(scripts("We need 12 reel scripts (30-40 sec, funny) and 12 captions.")).toEqual([[12, 90]]);
    expect(scripts("Need 6 scripts for short explainer videos (60–90 sec).")).toEqual([[6, 190]]);
    // The brief's one running time, for scripts its title names.
    expect(scripts("Our reels run 45 seconds each. Hinglish, funny.", "20 reel scripts")).toEqual([
      [20, 110],
    ]);
    // A video of five minutes or more keeps the usual length: its script is talking points and scene notes.
    expect(scripts("Scripts for 20 lessons (each video 10-12 minutes).")).toEqual([[20, undefined]]);
  });

  it("prices a short script's hook and concept beside its words", () => {
    const short = hoursOf("We need 12 reel scripts (30-40 sec, funny).");
    // 12 × (1 h + 90 words at 250 words an hour), less the learning curve: well under the usual 3 h a script.
    expect(short).toBeGreaterThan(12);
    expect(short).toBeLessThan(12 * 1.5);
    expect(hoursOf("We need 12 reel scripts.")).toBeGreaterThan(12 * 2.5);
  });
});

describe("help-centre entries", () => {
  it("are about 800 words whether written 'knowledge base' or 'knowledge-base'", () => {
    const hours = (description: string) =>
      analyzeBrief({ title: "Help centre", description }, { today: new Date("2026-03-02T10:00:00Z") })
        .estimatedHours;
    expect(hours("1) knowledge-base entries — qty: 15, with screenshots")).toBe(
      hours("1) knowledge base entries — qty: 15, with screenshots"),
    );
  });
});

describe("emails of a stated length", () => {
  it("are written at 200 words an hour: a 600-word newsletter issue takes twice the usual 300-word email", () => {
    const writing = (description: string) =>
      analyzeBrief({ title: "Newsletter writer", description }, { today: new Date("2026-03-02T10:00:00Z") })
        .breakdown.filter((t) => /\b6 emails\b/.test(t.title))
        .reduce((sum, t) => sum + t.estimatedHours, 0);
    const long = writing("Monthly email newsletter to our clients, 6 issues, each ~600 words.");
    const usual = writing("Monthly email newsletter to our clients, 6 issues.");
    expect(usual).toBeGreaterThan(0);
    expect(long / usual).toBeGreaterThan(1.8);
    expect(long / usual).toBeLessThan(2.2);
  });
});

describe("print pieces' pages given away from their names", () => {
  it("reads 'the report designed: about 40 pages' as the pages of the annual report the title names", () => {
    const pages = (description: string) =>
      read(description, "Layout design of NGO annual report")
        .filter((d) => d.kind === "print_items")
        .map((d) => d.pagesEach);
    expect(pages("Our text is final. We need the report designed: about 40 pages, A4 portrait.")).toEqual([
      40,
    ]);
    expect(pages("Our text is final. We need it designed, A4 portrait.")).toEqual([undefined]);
  });
});
