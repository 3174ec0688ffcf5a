import { expect, signedIn, skipLoader, test, unique } from "./support";

/**
 * An editor sees the addresses visitors asked for in vain and sends one to the page that
 * replaces it; what would loop or leave the site is refused at its field.
 */
test("an editor redirects an address visitors could not find; a loop and another site are refused", async ({
  page,
  request,
}) => {
  const gone = `/${unique("eid-offer")}`;
  // Two visitors ask for an old campaign address, one from a Facebook group.
  const first = await request.get(`${gone}?utm_source=facebook&utm_campaign=eid`, {
    headers: { referer: "https://www.facebook.com/groups/dhaka-shops/posts/1?ref=share" },
  });
  expect(first.status()).toBe(404);
  expect((await request.get(`${gone}/`)).status()).toBe(404);

  await skipLoader(page);
  await signedIn(page, "Nusrat Jahan", false, { role: "editor" });
  await page.getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  const row = page.getByTestId("missing").filter({ hasText: gone });
  await expect(row.getByTestId("times")).toHaveText("Asked for 2 times");
  await expect(row).toContainText("https://www.facebook.com/groups/dhaka-shops/posts/1");
  await expect(row).not.toContainText("ref=share");

  // "Add a redirect" from the row fills in the old address.
  await row.getByRole("link", { name: `Add a redirect: ${gone}` }).click();
  await expect(page.getByLabel("Old address", { exact: true })).toHaveValue(gone);
  await page.getByLabel("New address", { exact: true }).fill("/pricing");
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(/Redirect saved/);
  await expect(page.getByTestId("missing").filter({ hasText: gone })).toHaveCount(0);
  const kept = page
    .getByTestId("redirect")
    .filter({ hasText: gone })
    .filter({ hasText: "/pricing" });
  await expect(kept).toContainText("/pricing");
  await expect(kept).toContainText("Permanent (301)");

  // The old address answers "moved for good", its campaign tags passed on.
  const moved = await request.get(`${gone}?utm_source=facebook&utm_campaign=eid`, {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/pricing?utm_source=facebook&utm_campaign=eid");

  // Back from the pricing page to the old address would go round in a circle.
  await page.getByLabel("Old address", { exact: true }).fill("/pricing");
  await page.getByLabel("New address", { exact: true }).fill(gone);
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByLabel("New address", { exact: true })).toHaveAccessibleDescription(
    /round in a circle/,
  );
  await expect(page.getByLabel("Old address", { exact: true })).toHaveValue("/pricing");

  // Another site is refused; the site's own full address is kept as its path.
  await page.getByLabel("Old address", { exact: true }).fill(`${gone}-ads`);
  await page.getByLabel("New address", { exact: true }).fill("https://example.com/eid-offer");
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByLabel("New address", { exact: true })).toHaveAccessibleDescription(
    /only lead to a page of this site/,
  );
  await page
    .getByLabel("New address", { exact: true })
    .fill(`${new URL(page.url()).origin}/bn/contact#form`);
  await page.getByText("Temporary (302)").click();
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(/Redirect saved/);
  const temporary = await request.get(`${gone}-ads`, { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe("/bn/contact#form");

  // Removed, the old address is "not found" again, and the redirect's use was counted.
  await page.reload();
  await expect(kept).toContainText("Used once");
  page.once("dialog", (dialog) => void dialog.accept());
  await kept.getByRole("button", { name: `Remove ${gone}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Redirect removed/);
  expect((await request.get(gone, { maxRedirects: 0 })).status()).toBe(404);
});
