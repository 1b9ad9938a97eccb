import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A solid-colour PNG of `width` x `height` px. */
const png = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function imageForm(bytes: Uint8Array, name: string, type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([bytes.slice()], name, { type }));
  return form;
}

const upload = (cookie: string, form: FormData) => h.request("/api/me/profile-image", { body: form, cookie });

/** The stored image as served to an anonymous browser, decoded. */
async function served(url: string) {
  const response = await h.request(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  const bytes = Buffer.from(await response.arrayBuffer());
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { metadata: await sharp(bytes).metadata(), firstPixel: [...data.subarray(0, 3)] };
}

describe("profile image upload (spec 1 §2, §5)", () => {
  it("accepts a PNG, stores it as a 256 px WebP square and serves it publicly at the user's avatar URL", async () => {
    const { id, cookie } = await h.userWithSession("client");
    const response = await upload(cookie, imageForm(await png(800, 600, { r: 220, g: 20, b: 20 }), "me.png"));
    expect(response.status, await response.clone().text()).toBe(200);
    const me = await response.json();
    expect(me.avatarUrl).toMatch(new RegExp(`^/api/profile-images/${id}\\?v=[0-9a-f]{16}$`));
    const image = await served(me.avatarUrl);
    expect(image.metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(image.firstPixel[0]).toBeGreaterThan(180);
    expect((await (await h.request("/api/me", { cookie })).json()).avatarUrl).toBe(me.avatarUrl);
  });

  it("refuses a text file named .png by its content", async () => {
    const { id, cookie } = await h.userWithSession("client");
    const text = new TextEncoder().encode("not really a picture\n");
    const response = await upload(cookie, imageForm(text, "photo.png"));
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe("Please upload an image file");
    expect((await h.request(`/api/profile-images/${id}`)).status).toBe(404);
  });

  it("refuses a file with an image signature that does not decode, and a PDF", async () => {
    const { cookie } = await h.userWithSession("client");
    const truncated = (await png(400, 400, { r: 1, g: 2, b: 3 })).subarray(0, 60);
    const broken = await upload(cookie, imageForm(truncated, "cut.png"));
    expect(broken.status).toBe(415);
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const refused = await upload(cookie, imageForm(pdf, "scan.jpg", "image/jpeg"));
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toBe("Please upload an image file");
  });

  it("refuses more than 5 MB, just over the limit and far over it", async () => {
    const { cookie } = await h.userWithSession("client");
    const header = await png(10, 10, { r: 0, g: 0, b: 0 });
    for (const size of [5 * 1024 * 1024 + 1, 6 * 1024 * 1024]) {
      const bytes = new Uint8Array(size);
      bytes.set(header);
      const response = await upload(cookie, imageForm(bytes, "big.png"));
      expect(response.status).toBe(413);
      expect((await response.json()).error.message).toBe("Image size must be less than 5MB");
    }
  });

  it("keeps one file per user: a second upload overwrites the first and changes the URL", async () => {
    const { id, cookie } = await h.userWithSession("client");
    const first = await (
      await upload(cookie, imageForm(await png(300, 300, { r: 250, g: 0, b: 0 }), "a.png"))
    ).json();
    const second = await (
      await upload(cookie, imageForm(await png(300, 300, { r: 0, g: 0, b: 250 }), "b.png"))
    ).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    const image = await served(second.avatarUrl);
    expect(image.firstPixel[2]).toBeGreaterThan(180);
    expect(image.firstPixel[0]).toBeLessThan(60);
    const stored = await readdir(join(h.deps.env.DATA_DIR, "files", "profile-images"));
    expect(stored.filter((name) => name.startsWith(id))).toEqual([id]);
  });

  it("is open to a user still completing the profile, and closed to anonymous callers", async () => {
    const { cookie } = await h.userWithSession("client", { profileCompleted: false });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a0" } })
      .jpeg()
      .toBuffer();
    expect((await upload(cookie, imageForm(jpeg, "face.jpeg", "image/jpeg"))).status).toBe(200);
    const anonymous = await h.request("/api/me/profile-image", { body: imageForm(jpeg, "face.jpeg") });
    expect(anonymous.status).toBe(401);
  });
});
