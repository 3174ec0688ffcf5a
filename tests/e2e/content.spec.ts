import { writeFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signedIn, STRICT_URL, test, unique } from "./support";

/*
 * The agency's editors write on the second test server, so that what they publish never changes
 * what the other tests read of the site's own content.
 */

/** An editor signed in to the workspace, on a page of their own. */
async function editorOn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: STRICT_URL });
  const page = await context.newPage();
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "strict" });
  return { context, page };
}

/** A Dhaka-time `datetime-local` value some seconds from now. */
const dhakaIn = (seconds: number) =>
  new Date(Date.now() + seconds * 1000 + 6 * 3_600_000).toISOString().slice(0, 19);

const COVER = "/images/blog/ai-software-dev.svg";

async function writePost(page: Page, slug: string) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "New post" }).click();
  await page
    .getByLabel("Title", { exact: true })
    .fill("Taking bKash Payments on a Small Shop Website");
  await page.getByLabel("Address").fill(slug);
  await page
    .getByLabel("Summary")
    .fill(
      "How a small Dhaka shop takes bKash on its own website, from merchant account to receipt.",
    );
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "Most shops ask us the same thing first.\n\n## The merchant account\n\n![A phone showing a bKash payment screen](/images/blog/ai-software-dev-1200.png)\n\nOpen one before the site is built.",
    );
  await page.getByLabel("Cover image").fill(COVER);
  await page.getByLabel("Cover description").fill("A phone showing a bKash payment screen");
  await page.getByLabel("Tags").fill("bKash, Payments");
  await page.getByLabel("Author").selectOption({ label: "Nusrat Jahan" });
  await page.getByLabel("Category").selectOption({ label: "Marketing" });
  await page.getByLabel("Web Development").check();
}

test("an editor writes, translates, schedules and restores a post; the site shows only the versions there are", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await editorOn(browser);
  const slug = unique("bkash-checkout").toLowerCase();
  await writePost(page, slug);

  // The live preview shows the text as the site will, at a phone's width.
  await expect(page.getByTestId("content-preview").getByRole("heading", { level: 2 })).toHaveText(
    "The merchant account",
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as a draft." })).toBeVisible();
  expect((await request.get(`${STRICT_URL}/news/${slug}`)).status()).toBe(404);
  // A private preview link shows the draft to anyone who has it, and to no search engine.
  const previewLink = await page.getByLabel("Private preview link").inputValue();
  const preview = await request.get(previewLink);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await preview.text()).toContain("Taking bKash Payments on a Small Shop Website");
  const altered = previewLink.replace(/.(?=\.[\w-]{32}$)/, (c) => (c === "z" ? "y" : "z"));
  expect((await request.get(altered)).status()).toBe(404);

  // A publishing check blocks at its field, and keeps the text.
  await page.getByLabel("Cover description").fill("Phone");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Write at least 10 characters (now 5).")).toBeVisible();
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/Open one before the site/);
  await page.getByLabel("Cover description").fill("A phone showing a bKash payment screen");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. It is on the site within a few seconds.")).toBeVisible();
  const english = await request.get(`${STRICT_URL}/news/${slug}`);
  expect(english.status()).toBe(200);
  const alternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)"/g)].map((match) => match[1]);
  expect(alternatesOf(await english.text())).toEqual(["en", "x-default"]);

  // The Bangla version, written beside the English one and scheduled a few seconds ahead.
  await page.getByRole("link", { name: /^Bangla/ }).click();
  await expect(page.getByRole("complementary")).toContainText(
    "Taking bKash Payments on a Small Shop Website",
  );
  await page.getByLabel("Title", { exact: true }).fill("ছোট দোকানের ওয়েবসাইটে বিকাশ পেমেন্ট নেওয়া");
  await page
    .getByLabel("Summary")
    .fill(
      "ঢাকার একটি ছোট দোকান কীভাবে নিজের ওয়েবসাইটে বিকাশে টাকা নেয়, মার্চেন্ট অ্যাকাউন্ট থেকে রসিদ পর্যন্ত।",
    );
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "বেশিরভাগ দোকান প্রথমে একই প্রশ্ন করে।\n\n## মার্চেন্ট অ্যাকাউন্ট\n\nসাইট বানানোর আগেই খুলে নিন।",
    );
  await page.getByLabel("Cover description").fill("বিকাশ পেমেন্টের স্ক্রিন দেখানো একটি ফোন");
  await page.getByLabel("Tags").fill("বিকাশ, পেমেন্ট");
  await page.getByLabel("Publish at (Dhaka time)").fill(dhakaIn(6));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
  expect((await request.get(`${STRICT_URL}/bn/news/${slug}`, { maxRedirects: 0 })).status()).toBe(
    301,
  );
  // At its time it is live, with no request needed to publish it, and named by both versions.
  await expect
    .poll(async () => (await request.get(`${STRICT_URL}/bn/news/${slug}`)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  await expect
    .poll(
      async () => alternatesOf(await (await request.get(`${STRICT_URL}/news/${slug}`)).text()),
      {
        timeout: 10_000,
      },
    )
    .toEqual(["en", "bn", "x-default"]);
  const sitemap = await (await request.get(`${STRICT_URL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/news/${slug}</loc>`);
  expect(sitemap).toContain(`/bn/news/${slug}</loc>`);
  expect(sitemap).not.toContain(`/ar/news/${slug}</loc>`);
  expect(await (await request.get(`${STRICT_URL}/bn/news/rss.xml`)).text()).toContain(
    `/bn/news/${slug}`,
  );

  // A change, compared with the revision before it, and that revision restored.
  await page.goto(page.url().replace(/\/bn(\?.*)?$/, "/en"));
  await page.getByLabel("Title", { exact: true }).fill("bKash on a Shop Website, Step by Step");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated. The site shows the change")).toBeVisible();
  // The Bangla version is now behind the English one, and says what changed.
  await page.getByRole("link", { name: /^Bangla/ }).click();
  await expect(page.getByRole("link", { name: /^Bangla/ })).toContainText("Outdated");
  await expect(page.getByRole("group", { name: /Changed in English/ })).toBeVisible();
  await page.getByRole("link", { name: /^English/ }).click();
  await page.getByRole("link", { name: "Compare: Revision 2" }).click();
  await expect(page.getByRole("group", { name: /Revision 2 compared/ })).toContainText(
    "# bKash on a Shop Website, Step by Step",
  );
  await page.getByRole("button", { name: "Restore: Revision 2" }).click();
  await expect(page.getByText("Revision 2 restored as a new revision.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    "Taking bKash Payments on a Small Shop Website",
  );
  await expect
    .poll(async () => (await request.get(`${STRICT_URL}/news/${slug}`)).text())
    .toContain("Taking bKash Payments on a Small Shop Website");
  // Restored to the text the Bangla was translated from, the Bangla is up to date again (D11).
  await page.getByRole("link", { name: /^Bangla/ }).click();
  await expect(page.getByRole("link", { name: /^Bangla/ })).toContainText("Published");
  await expect(page.getByRole("link", { name: /^Bangla/ })).not.toContainText("Outdated");
  await context.close();
});

test("two editors saving one version: the second is told, and neither loses a word", async ({
  browser,
}) => {
  const first = await editorOn(browser);
  const second = await editorOn(browser);
  const slug = unique("nagad-guide").toLowerCase();
  await writePost(first.page, slug);
  await first.page.getByRole("button", { name: "Save draft" }).click();
  await expect(first.page.getByText("Saved as a draft.")).toBeVisible();
  await second.page.goto(first.page.url());

  await first.page
    .getByLabel("Summary")
    .fill("The first editor's summary, long enough to be kept as it is.");
  await first.page.getByRole("button", { name: "Save draft" }).click();
  await expect(first.page.getByText("Revision 2")).toBeVisible();

  await second.page
    .getByLabel("Summary")
    .fill("The second editor's summary, which must not be lost either.");
  await second.page.getByRole("button", { name: "Save draft" }).click();
  await expect(second.page.getByRole("alert")).toContainText("Mitu Akter saved this version at");
  // Told where the button was pressed, not a screen's height above it.
  await expect(second.page.getByRole("alert")).toBeInViewport();
  await expect(second.page.getByLabel("Summary")).toHaveValue(/second editor's summary/);
  await second.page.getByRole("link", { name: "Open the latest version" }).click();
  await expect(second.page.getByLabel("Summary")).toHaveValue(/first editor's summary/);
  await first.context.close();
  await second.context.close();
});

test("what an editor writes is published without anything that runs", async ({
  browser,
  request,
}) => {
  const { context, page } = await editorOn(browser);
  const slug = unique("xss-check").toLowerCase();
  await writePost(page, slug);
  const vectors = [
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(2)">',
    "[a link](javascript:alert(3))",
    '<iframe src="https://evil.example"></iframe>',
    '<a href="https://example.com" onclick="alert(4)">x</a>',
    "<svg onload=alert(5)>",
    '<form action="https://evil.example"><input name="p"></form>',
    "<style>body{display:none}</style>",
  ];
  await page.getByLabel("Text", { exact: true }).fill(`Safe words.\n\n${vectors.join("\n\n")}`);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. It is on the site within a few seconds.")).toBeVisible();
  const html = await (await request.get(`${STRICT_URL}/news/${slug}`)).text();
  const article = /<div class="prose-article[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
  expect(article).toContain("Safe words.");
  expect(article).not.toMatch(/<(script|iframe|form|input|style|svg)\b|\son[a-z]+=|javascript:/i);
  await page.goto(`${STRICT_URL}/news/${slug}`);
  expect(dialogs).toBe(0);
  await context.close();
});

test("an editor uploads a photo, uses it as a cover and in the text, and the page serves it in AVIF and WebP at every width", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { context, page } = await editorOn(browser);
  const photoName = `${unique("dhanmondi-shop")}.jpg`;
  const photoFile = testInfo.outputPath(photoName);
  await sharp({
    create: {
      width: 2400,
      height: 1350,
      channels: 3,
      background: "#0f766e",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg()
    .toFile(photoFile);
  const notAPhoto = testInfo.outputPath("quote.jpg");
  await writeFile(notAPhoto, "%PDF-1.7 a quotation, named as a photo");

  await page.goto("/admin/media");
  await page.getByLabel("Choose images").setInputFiles([photoFile, notAPhoto]);
  await page.getByLabel("Describe it (English)").fill("The front of a shop in Dhanmondi at dusk");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`${photoName} is in the library.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("quote.jpg is not a JPEG, PNG, WebP or AVIF image.")).toBeVisible();
  // The description was of this upload; the next one starts without it.
  await expect(page.getByLabel("Describe it (English)")).toHaveValue("");
  const item = page.getByTestId("media-items").getByRole("listitem").filter({ hasText: photoName });
  const address = await item.getByLabel("Address for a cover", { exact: true }).inputValue();
  expect(address).toMatch(/^\/media\/[0-9a-f]{16}-1200\.webp$/);
  const markdown = await item
    .getByLabel("Markdown for a page's text", { exact: true })
    .inputValue();
  expect(markdown).toBe(`![The front of a shop in Dhanmondi at dusk](${address})`);
  // Each is copied by a button beside it.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await item.getByRole("button", { name: "Copy: Address for a cover" }).click();
  await expect(item.getByRole("button", { name: "Copied: Address for a cover" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // The Site section's team offers it as a portrait, at a portrait's size, by its description.
  await page.goto("/admin/site/team");
  const portrait = address.replace("-1200.webp", "-360.webp");
  await expect(page.locator(`#media-portraits option[value="${portrait}"]`)).toHaveAttribute(
    "label",
    "The front of a shop in Dhanmondi at dusk",
  );
  await expect(page.locator('[name="team.members.0.photo"]')).toHaveAttribute(
    "list",
    "media-portraits",
  );

  const variant = await request.get(`${STRICT_URL}${address.replace(".webp", ".avif")}`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()["content-type"]).toBe("image/avif");
  expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const slug = unique("dhanmondi-shop").toLowerCase();
  await writePost(page, slug);
  await page.getByLabel("Cover image").fill(address);
  await page.getByLabel("Text", { exact: true }).fill(`Our newest client.\n\n${markdown}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. It is on the site within a few seconds.")).toBeVisible();
  // The editor shows the cover it has.
  const thumbnail = page.getByTestId("cover-thumbnail");
  await expect(thumbnail).toHaveAttribute("src", address);
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const html = await (await request.get(`${STRICT_URL}/news/${slug}`)).text();
  const id = /\/media\/([0-9a-f]{16})-/.exec(address)![1]!;
  const widths = [360, 720, 1200, 1920];
  for (const format of ["avif", "webp"]) {
    expect(html).toContain(widths.map((w) => `/media/${id}-${w}.${format} ${w}w`).join(", "));
  }
  expect(html).toContain('alt="The front of a shop in Dhanmondi at dusk"');
  expect(html).toContain(`content="https://www.nakshilabs.com.bd/media/${id}-1200.jpg"`);

  // An image a page shows cannot be deleted.
  await page.goto("/admin/media");
  await expect(
    item.getByRole("link", { name: "Taking bKash Payments on a Small Shop Website" }),
  ).toBeVisible();
  await item.getByRole("button", { name: `Delete: ${photoName}` }).click();
  await expect(item.getByRole("alert")).toHaveText(
    "This image is still shown on the site. Remove it from the pages listed first.",
  );
  expect((await request.get(`${STRICT_URL}${address}`)).status()).toBe(200);
  await context.close();
});

test("a main page's preview shows unsaved words only to its editor's key, in its language, framed by the site alone", async ({
  browser,
}) => {
  const { context, page } = await editorOn(browser);
  await page.goto("/admin/content?kind=sections");
  await page.getByRole("link", { name: "Pricing Plan", exact: true }).click();
  await page.getByRole("link", { name: /^Arabic/ }).click();
  await expect(page.getByText("Writing in Arabic")).toBeVisible();
  const path = (await page.locator('iframe[name="page-preview"]').getAttribute("src"))!;
  expect(path).toMatch(/^\/ar\/preview\/page\/[0-9a-z]{26}\.ar\.[0-9a-z]+\.[\w-]{32}$/);
  const key = await page.locator('input[name="previewKey"]').inputValue();
  const words = {
    "section.0.type": "banner",
    "section.0.shown": "on",
    "section.0.title": "خطط الاستضافة والأسعار",
  };

  // As saved, to anyone with the link: never kept, never indexed, framed by the site alone.
  const saved = await context.request.get(path);
  expect(saved.status()).toBe(200);
  expect(saved.headers()["cache-control"]).toBe("private, no-store");
  expect(saved.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(saved.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect((await context.request.get("/ar/pricing")).headers()["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );

  // Unsaved words with the editor's key; without it, or in another language, nothing.
  const drafted = await context.request.post(path, { form: { ...words, previewKey: key } });
  expect(drafted.status()).toBe(200);
  expect(await drafted.text()).toContain("خطط الاستضافة والأسعار");
  for (const [target, form] of [
    [path, words],
    [path, { ...words, previewKey: `${key.slice(0, -1)}x` }],
    [path.replace("/ar/", "/bn/"), { ...words, previewKey: key }],
  ] as const) {
    const refused = await context.request.post(target, { form });
    expect(refused.status(), target).toBe(404);
    expect(await refused.text()).not.toContain("خطط الاستضافة والأسعار");
  }
  expect((await context.request.get("/ar/pricing")).status()).toBe(200);
  expect(await (await context.request.get("/ar/pricing")).text()).not.toContain(
    "خطط الاستضافة والأسعار",
  );
  await context.close();
});
