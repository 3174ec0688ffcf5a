import { describe, expect, it } from "vitest";
import { personKeyOf } from "~/features/privacy/erase.server";
import { formOf } from "~/features/staff/workspace-routes.server";

const posted = (body: URLSearchParams | FormData) =>
  new Request("https://site.test/admin/leads/1", { method: "POST", body });

describe("formOf", () => {
  it("gives every text without control characters, with Unix line ends and composed", async () => {
    const form = await formOf(
      posted(
        new URLSearchParams({
          name: "a\u0000b",
          note: "one\r\ntwo\rthree\nfour\tcolumn\u0007\u001b[31m\u007f",
          "na\u0000me": "x",
          accent: "Cafe\u0301",
        }),
      ),
    );
    expect(form.get("name")).toBe("ab");
    expect(form.get("note")).toBe("one\ntwo\nthree\nfour\tcolumn[31m");
    expect(form.has("na\u0000me")).toBe(false);
    expect(form.get("accent")).toBe("Café");
  });

  it("keeps a field's every value in order, and files as they were sent", async () => {
    const sent = new FormData();
    sent.append("id", "1\u0000");
    sent.append("id", "2");
    sent.append("file", new File([new Uint8Array([1, 2, 3])], "photo.png", { type: "image/png" }));
    const form = await formOf(posted(sent));
    expect(form.getAll("id")).toEqual(["1", "2"]);
    const file = form.get("file") as File;
    expect(file.name).toBe("photo.png");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("answers 400 to a body that is no form", async () => {
    const request = new Request("https://site.test/admin/people", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nnot a multipart body",
    });
    const refused = await formOf(request).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
  });
});

describe("personKeyOf", () => {
  it("refuses an address with a control or invisible character in it", () => {
    for (const who of [
      "a\u0000@b.co",
      "a@b\u0000.co",
      "a\u200E@b.co",
      "a@b.co\u202E",
      "a\u0007@b.co",
    ]) {
      expect(personKeyOf(who), JSON.stringify(who)).toBeNull();
    }
  });

  it("still reads an address or a Bangladeshi number as the forms stored it", () => {
    expect(personKeyOf(" Rahim@Example.COM ")).toEqual({
      kind: "email",
      value: "rahim@example.com",
    });
    expect(personKeyOf("01812-345678")).toEqual({ kind: "phone", value: "+8801812345678" });
  });
});
