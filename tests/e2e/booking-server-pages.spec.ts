import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/a11y.ts";
import { expectNoPa11yErrors } from "./support/htmlcs.ts";

/**
 * The booking's pages the server answers by itself (server/leads/booking/pages.tsx), as a visitor
 * without JavaScript or following their e-mail's link meets them: each meets WCAG 2.2 AA like the
 * app's pages. They take windows from the end of those offered, which book.spec.ts leaves alone.
 */

async function openWindows(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/bookings/windows");
  expect(response.ok()).toBe(true);
  const { windows } = (await response.json()) as { windows: { start: string; available: number }[] };
  return windows.filter((window) => window.available > 0).map((window) => window.start);
}

const visitor = () => ({
  name: "Mary Ann Smith",
  phone: "(515) 555-0199",
  email: `mary+${randomUUID().slice(0, 8)}@example.com`,
  address: "88 Walnut St",
  city: "Des Moines",
  zip: "50309",
});

test("the booking form again, with what to correct, meets WCAG 2.2 AA (axe and pa11y)", async ({
  page,
  request,
}) => {
  const start = (await openWindows(request)).at(-3) ?? "";
  await page.goto("/book");
  // The post a browser without JavaScript sends: the form's fields, urlencoded, the page replaced.
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/bookings"),
    page.evaluate((chosen) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/api/bookings";
      for (const [name, value] of Object.entries({ start: chosen, name: "P", zip: "52240" })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, start),
  ]);
  expect(response.status()).toBe(422);
  await page.waitForURL((url) => url.pathname === "/api/bookings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
  await expectNoA11yViolations(page);
  await expectNoPa11yErrors(page);
});

test("the visit's page behind its signed link, and a link that is not valid, meet WCAG 2.2 AA (axe and pa11y)", async ({
  page,
  request,
}) => {
  const start = (await openWindows(request)).at(-1);
  const booked = await request.post("/api/bookings", { data: { ...visitor(), start } });
  expect(booked.status()).toBe(201);
  const manage = new URL(((await booked.json()) as { visit: { manageUrl: string } }).visit.manageUrl);
  expect((await page.goto(`${manage.pathname}${manage.search}&booked=1`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your visit is booked");
  await expect(page.getByRole("radio", { name: /.+/ }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoPa11yErrors(page);

  expect((await page.goto("/book/visit?token=altered"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expectNoA11yViolations(page);
  await expectNoPa11yErrors(page);
});
