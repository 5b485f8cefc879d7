import { describe, expect, it } from "vitest";

// Every form's texts (labels, placeholders, sample leads), read from each form's copy module, so a
// form added tomorrow is checked too.
const copies = import.meta.glob<Record<string, unknown>>("./*/copy.ts", { eager: true });

/** Every text in a copy module, with where it sits ("quote/copy.ts quoteCopy.placeholders.phone"). */
function textsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${where}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${where}.${key}`));
  }
  return [];
}

const texts = Object.entries(copies).flatMap(([file, module]) => textsOf(module, file.slice(2)));
const PHONE = /\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/g;
const EMAIL = /[^\s@()]+@[^\s@()]+\.[^\s@()]+/g;

describe("the forms' example values", () => {
  it("are read from every form's copy", () => {
    expect(Object.keys(copies).length).toBeGreaterThanOrEqual(5);
  });

  it("give only phone numbers of the 555-0100 to 555-0199 range, which no one can be called at", () => {
    const phones = texts.flatMap(({ where, text }) =>
      (text.match(PHONE) ?? []).map((phone) => ({ where, phone })),
    );
    expect(phones.length).toBeGreaterThanOrEqual(4);
    for (const { where, phone } of phones) {
      expect(phone.replace(/\D/g, ""), `${where}: ${phone}`).toMatch(/^\d{3}55501\d{2}$/);
    }
  });

  it("give only e-mail addresses at example.com, a domain no one receives mail at", () => {
    const emails = texts.flatMap(({ where, text }) =>
      (text.match(EMAIL) ?? []).map((email) => ({ where, email })),
    );
    expect(emails.length).toBeGreaterThanOrEqual(4);
    for (const { where, email } of emails) expect(email, where).toMatch(/^[a-z]+@example\.com$/);
  });
});
