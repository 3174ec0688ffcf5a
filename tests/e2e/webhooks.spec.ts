import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, signedIn, skipLoader, test, unique } from "./support";

/**
 * An owner posts the site's events to the agency's own tool: a receiver in the test gets each
 * event once, signed with the secret the workspace shows, and again after it was down.
 */
type Received = { headers: IncomingHttpHeaders; body: string; answered: number };

test("an owner adds a webhook; it gets a signed test, and a new lead once, after being down", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const received: Received[] = [];
  let answer = 200;
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body, answered: answer });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/${unique("hook")}`;
  try {
    await skipLoader(page);
    await signedIn(page, "Farhana Rahman", true);
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

    // A plain HTTP address elsewhere is refused, at its field.
    await page.getByLabel("Address (URL)").fill("http://hooks.example.com/new-lead");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByLabel("Address (URL)")).toHaveAccessibleDescription(/Use an HTTPS/);
    await page.getByLabel("Address (URL)").fill(url);
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("status")).toHaveText(/Webhook added/);
    const card = page.getByTestId("webhook").filter({ hasText: url });
    const secret = (await card.locator("code").textContent())!;
    expect(secret).toMatch(/^whsec_/);

    // The test arrives, signed with that secret.
    await card.getByRole("button", { name: "Send a test" }).click();
    await expect.poll(() => received.filter((each) => each.body.includes('"ping"')).length).toBe(1);
    const [ping] = received;
    const [, time, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      String(ping!.headers["x-nakshi-signature"]),
    )!;
    expect(signature).toBe(
      createHmac("sha256", secret).update(`${time}.${ping!.body}`).digest("hex"),
    );

    // The receiver is down when a lead comes in; it gets the lead once it is back.
    answer = 503;
    const subject = unique("Webhook lead");
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("First name").fill("Tanvir");
    await form.getByLabel("Last name").fill("Ahmed");
    await form.getByLabel("E-mail").fill("tanvir@example.com");
    await form.getByLabel("Phone", { exact: false }).fill("01912-345678");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We need an app for our pharmacy chain.");
    await form.locator('input[name="terms"]').check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();
    const ours = () => received.filter((each) => each.body.includes(subject));
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBeGreaterThan(0);
    answer = 200;
    await expect
      .poll(() => ours().filter((each) => each.answered === 200).length, { timeout: 20_000 })
      .toBe(1);
    // Every try was the same delivery, and it is told once: nothing more comes.
    expect(new Set(ours().map((each) => each.headers["x-nakshi-delivery"])).size).toBe(1);
    const lead = JSON.parse(ours()[0]!.body) as { event: string; data: Record<string, unknown> };
    expect(lead.event).toBe("lead.created");
    expect(lead.data).toMatchObject({ name: "Tanvir Ahmed", subject, kind: "contact" });
    await page.waitForTimeout(1500);
    expect(ours().filter((each) => each.answered === 200)).toHaveLength(1);

    await page.goto("/admin/webhooks");
    await expect(
      page.getByTestId("delivery").filter({ hasText: "A new lead" }).first(),
    ).toContainText("Delivered");
    // Removed, it is told of nothing more; the activity log has both.
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("status")).toHaveText("Webhook removed.");
    await page.goto("/admin/activity");
    await expect(page.getByText(`added the webhook ${url}`)).toBeVisible();
    await expect(page.getByText(`removed the webhook ${url}`)).toBeVisible();
  } finally {
    receiver.close();
  }
});
