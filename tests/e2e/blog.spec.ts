import { expect, skipLoader, test } from "./support";

test.beforeEach(async ({ page }) => skipLoader(page));

test("the list shows six posts with image, date, comment count, title and link, newest first", async ({
  page,
}) => {
  await page.goto("/news");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blogs");
  const cards = page.getByTestId("post-list").getByTestId("post-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.locator("h2")).toHaveText([
    "AI in Software Development: What It Means for Your Next Project",
    "Mobile App Trends 2025: What Bangladeshi Businesses Need to Know",
    "SEO Trends 2025: Building a Search Strategy That Still Works",
    "How to Rank Your Business Website on Google in 2025",
    "Flutter vs React Native: Which Should Your Business Choose?",
    "Digital Marketing Trends 2025 for Bangladeshi Brands",
  ]);
  for (const card of await cards.all()) {
    await expect(card.locator("img")).toHaveAttribute("src", /^\/images\/blog\/.+\.svg$/);
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{2}, 20\d{2}$/);
    await expect(card.getByTestId("post-comments")).toHaveText(/^\d+ Comments?$/);
    await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute(
      "href",
      /^\/news\/[a-z0-9-]+$/,
    );
  }
  await expect(cards.first().getByTestId("post-comments")).toHaveText("3 Comments");
});

test("two columns on a desktop, one on a phone", async ({ page }) => {
  await page.goto("/news");
  const cards = page.getByTestId("post-list").getByTestId("post-card");
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a!.y).toBe(b!.y);
  expect(b!.x).toBeGreaterThan(a!.x);
  await page.setViewportSize({ width: 360, height: 760 });
  const [c, d] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(c!.x).toBe(d!.x);
  expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
});

test("pagination: 01, 02 and Next; page two holds the other six; a page beyond the last is a 404", async ({
  page,
}) => {
  await page.goto("/news");
  const pager = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pager.getByRole("link")).toHaveText(["Page 01", "Page 02", "Next"]);
  await expect(pager.getByRole("link", { name: "Page 01" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const firstPage = await page.getByTestId("post-card").locator("h2").allTextContents();
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  // The address changes before the new list is drawn: the pager marks page two once it is.
  await expect(pager.getByRole("link", { name: "Page 02" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const secondPage = page.getByTestId("post-card").locator("h2");
  await expect(secondPage).toHaveCount(6);
  const titles = await secondPage.allTextContents();
  expect(new Set([...firstPage, ...titles]).size).toBe(12);
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);

  expect((await page.goto("/news?page=3"))?.status()).toBe(404);
  expect((await page.goto("/news?page=zero"))?.status()).toBe(404);
});

test("the sidebar lists the seven categories with their true counts, popular posts and tags", async ({
  page,
}) => {
  await page.goto("/news");
  const categories = page.getByTestId("categories").locator("li");
  await expect(categories.locator("span").first()).toHaveText("Web Design");
  const names = await categories.evaluateAll((items) =>
    items.map((item) => item.querySelector("span")!.textContent),
  );
  expect(names).toEqual([
    "Web Design",
    "Marketing",
    "Frontend",
    "IT & Software",
    "Photography",
    "Technology",
    "General",
  ]);
  const counts = await page.getByTestId("category-count").allTextContents();
  expect(counts).toEqual(["(1)", "(3)", "(1)", "(3)", "(1)", "(2)", "(1)"]);
  expect(counts.reduce((sum, c) => sum + Number(c.replace(/\D/g, "")), 0)).toBe(12);

  await categories.filter({ hasText: "Marketing" }).getByRole("link").click();
  await expect(page).toHaveURL(/category=marketing/);
  await expect(page.getByRole("heading", { name: "Category: Marketing" })).toBeVisible();
  await expect(page.getByTestId("post-card")).toHaveCount(3);

  await expect(page.getByRole("heading", { name: "Popular Posts" })).toBeVisible();
  await page.getByRole("link", { name: "Laravel", exact: true }).click();
  await expect(page).toHaveURL(/tag=laravel/);
  await expect(page.getByRole("heading", { name: "Tag: Laravel" })).toBeVisible();
  await expect(page.getByTestId("post-card")).toHaveCount(2);
});

test("search finds posts by word, is shareable by URL, and says clearly when nothing matches", async ({
  page,
}) => {
  await page.goto("/news");
  await page.getByRole("searchbox", { name: "Search the blog" }).fill("flutter");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/news\?s=flutter$/);
  await expect(page.getByRole("heading", { name: "Search results for “flutter”" })).toBeVisible();
  await expect(page.getByTestId("post-card").locator("h3").first()).toContainText("Flutter");

  await page.goto("/news?s=bkash+checkout");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await page.goto("/news?s=quantum+teleportation");
  await expect(page.getByTestId("no-results")).toBeVisible();
  await expect(page.getByText("0 posts found")).toBeVisible();
});

test("search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:4173/news");
  await page.getByRole("searchbox", { name: "Search the blog" }).fill("laravel");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/s=laravel/);
  await expect(page.getByTestId("post-card").first()).toContainText("Laravel");
  await context.close();
});

test("every post is reachable from the list and home teasers; the spec's old addresses redirect", async ({
  page,
  request,
}) => {
  await page.goto("/news?page=2");
  await page.getByTestId("post-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  for (const slug of ["ai-software-dev", "seo-trends-2025"]) {
    expect((await request.get(`/news/${slug}`)).status()).toBe(200);
  }
  await page.goto("/blog/flutter-vs-react-native");
  await expect(page).toHaveURL(/\/news\/flutter-vs-react-native$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Flutter vs React Native");
  expect((await page.goto("/news/no-such-post"))?.status()).toBe(404);
});

test("a single post: breadcrumb, quote, three tags, share links, author, comments with nested replies, form", async ({
  page,
}) => {
  await page.goto("/news/single-news");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link")).toHaveText(["Home", "Blogs"]);
  await expect(crumbs.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/news");
  await expect(crumbs.getByText("Blog", { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://www.nakshilabs.com.bd/news/ai-software-dev",
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /ai-software-dev-1200\.png$/,
  );

  await expect(page.locator("article blockquote")).toHaveCount(1);
  await expect(page.getByTestId("post-tags").getByRole("link")).toHaveCount(3);
  const shares = page.getByTestId("share-links").getByRole("link");
  await expect(shares).toHaveCount(3);
  const url = encodeURIComponent("https://www.nakshilabs.com.bd/news/ai-software-dev");
  await expect(shares.nth(0)).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(shares.nth(1)).toHaveAttribute(
    "href",
    new RegExp(`^https://x\\.com/intent/tweet\\?url=${url.replace(/[.%]/g, "\\$&")}`),
  );
  await expect(shares.nth(2)).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=.*ai-software-dev/,
  );
  await expect(page.getByTestId("author-box")).toContainText("Farhana Rahman");
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Previous post/ })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Comment (3)" })).toBeVisible();
  const top = page.locator("#comments > ol > li");
  await expect(top).toHaveCount(1);
  await expect(top.first().locator("ol > li")).toHaveCount(2);
  await expect(page.locator("#comments").getByRole("link", { name: /^Reply to / })).toHaveCount(3);

  const form = page.locator("#comment-form");
  await expect(page.getByRole("heading", { name: "Post a Comment" })).toBeVisible();
  await expect(form.locator('input[name="name"][type="text"]')).toBeVisible();
  await expect(form.locator('input[name="email"][type="email"]')).toBeVisible();
  await expect(form.locator('input[name="website"][type="url"]')).toBeVisible();
  await expect(form.locator('textarea[name="comment"]')).toBeVisible();
  await expect(
    form.getByLabel(
      "Save my name, email, and website in this browser for the next time I comment.",
    ),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: "Post Comment" })).toBeVisible();
});

test("each language version of a post has a thread of its own", async ({ request }) => {
  // The sample comments were written on the English post.
  const english = await (await request.get("/news/ai-software-dev")).text();
  expect(english).toContain("Mahmudul Hasan");
  const bangla = await request.get("/bn/news/ai-software-dev");
  expect(bangla.status()).toBe(200);
  expect(await bangla.text()).not.toContain("Mahmudul Hasan");
});
