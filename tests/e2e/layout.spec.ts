import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/a11y.ts";

/** Waits until React has hydrated the page, so the menus answer clicks and keys. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Gives short pages (stubs while other pages are written) room to scroll. */
async function makePageTall(page: Page) {
  await page.locator("main").evaluate((main) => {
    main.style.minHeight = "3000px";
  });
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const servicesToggle = (page: Page) => mainNav(page).getByRole("button", { name: "Show Services menu" });
const servicesEntry = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true });

test.describe("desktop header", () => {
  test("stays at the top of the window after scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makePageTall(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = page.getByRole("banner");
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
    await expect(mainNav(page).getByRole("link", { name: "Get a Quote" })).toBeInViewport();
  });

  test("hovering Services opens its list and moving away closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const patios = servicesEntry(page, "Patios");
    await expect(patios).toBeHidden();

    await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(patios).toBeVisible();
    await expect(servicesToggle(page)).toHaveAttribute("aria-expanded", "true");
    await patios.hover(); // the pointer can travel from the trigger into the list
    await expect(patios).toBeVisible();

    await page.mouse.move(640, 600);
    await expect(patios).toBeHidden();
    await expect(servicesToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("a list opened with the chevron stays open until a click outside", async ({ page }) => {
    await gotoHydrated(page, "/");
    await servicesToggle(page).click();
    const patios = servicesEntry(page, "Patios");
    await expect(patios).toBeVisible();

    await page.mouse.move(640, 600);
    await expect(patios).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(patios).toBeHidden();
  });

  test("the chevron works from the keyboard and Escape returns focus to it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).focus();
    await page.keyboard.press("Tab");
    const toggle = servicesToggle(page);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(servicesEntry(page, "Concrete Driveways")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(servicesEntry(page, "Concrete Driveways")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(servicesEntry(page, "Concrete Driveways")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("moving focus past a list closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await servicesToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(servicesEntry(page, "Patios")).toBeVisible();
    await mainNav(page).getByRole("link", { name: "About", exact: true }).focus();
    await expect(servicesEntry(page, "Patios")).toBeHidden();
  });

  test("choosing an entry goes to its page and closes the list", async ({ page }) => {
    await gotoHydrated(page, "/");
    await servicesToggle(page).click();
    await servicesEntry(page, "All Services").click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(servicesToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(servicesEntry(page, "All Services")).toBeHidden();
  });

  test("each dropdown lists the spec's entries", async ({ page }) => {
    await gotoHydrated(page, "/");
    const expected: Record<string, [string, string][]> = {
      About: [
        ["About Us", "/about"],
        ["Testimonials", "/testimonials"],
        ["Our Process", "/process"],
        ["FAQ", "/faq"],
      ],
      Locations: [
        ["Des Moines", "/locations/des-moines"],
        ["Ankeny", "/locations/ankeny"],
        ["West Des Moines", "/locations/west-des-moines"],
        ["Urbandale", "/locations/urbandale"],
        ["Johnston", "/locations/johnston"],
        ["Waukee", "/locations/waukee"],
        ["Altoona", "/locations/altoona"],
        ["Norwalk", "/locations/norwalk"],
        ["Pleasant Hill", "/locations/pleasant-hill"],
        ["Indianola", "/locations/indianola"],
        ["All Locations", "/locations"],
      ],
    };
    for (const [menu, entries] of Object.entries(expected)) {
      await mainNav(page)
        .getByRole("button", { name: `Show ${menu} menu` })
        .click();
      const list = page.locator(
        `#${await mainNav(page)
          .getByRole("button", { name: `Show ${menu} menu` })
          .getAttribute("aria-controls")}`.replace(/:/g, "\\:"),
      );
      const links = list.getByRole("link");
      await expect(links).toHaveText(entries.map(([label]) => label));
      for (const [index, [, href]] of entries.entries())
        await expect(links.nth(index)).toHaveAttribute("href", href);
      await page.keyboard.press("Escape");
    }
    await expect(mainNav(page).getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(mainNav(page).getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
  });

  test("highlights Services on a service page and marks the exact entry as the current page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services/patios");
    const services = mainNav(page).getByRole("link", { name: "Services", exact: true });
    const about = mainNav(page).getByRole("link", { name: "About", exact: true });
    await expect(services).toHaveAttribute("data-active", "true");
    await expect(services).not.toHaveAttribute("aria-current", /.*/);
    await expect(about).not.toHaveAttribute("data-active", /.*/);
    const colour = (link: typeof services) => link.evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(await colour(services)).toBe("underline");
    expect(await colour(about)).toBe("none");

    await servicesToggle(page).click();
    await expect(servicesEntry(page, "Patios")).toHaveAttribute("aria-current", "page");
    await expect(servicesEntry(page, "Patios")).toHaveAttribute("data-active", "true");
    await expect(servicesEntry(page, "All Services")).not.toHaveAttribute("data-active", /.*/);
    await expect(servicesEntry(page, "Sidewalks")).not.toHaveAttribute("aria-current", /.*/);
  });

  test("passes axe with a dropdown open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await servicesToggle(page).click();
    await expect(servicesEntry(page, "Patios")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("desktop footer and page changes", () => {
  test("has the four column headings, this year's copyright and the legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const headings = footer.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(4);
    await expect(headings.nth(1)).toHaveText("Services");
    await expect(headings.nth(2)).toHaveText("Service Areas");
    await expect(headings.nth(3)).toHaveText("Contact Us");
    const siteName = await headings.nth(0).textContent();

    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteName}. All rights reserved.`);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(legal.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap");

    await expect(footer.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote");
    await expect(footer.getByRole("link", { name: "Ankeny" })).toHaveAttribute("href", "/locations/ankeny");
    await expect(footer.getByRole("link", { name: /^tel:|\(\d{3}\)/ }).first()).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    // Only configured profiles are shown (the default config has Facebook and Instagram).
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com/);
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
  });

  test("a client-side navigation from a footer link lands at the top of the new page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makePageTall(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "All Services" });
    await link.scrollIntoViewIfNeeded();
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(1000);
    await page.evaluate(() => {
      const positions: number[] = [];
      Object.assign(window, { sameDocument: true, positions });
      window.addEventListener("scroll", () => positions.push(window.scrollY));
    });

    await link.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const state = await page.evaluate(() => {
      const w = window as unknown as { sameDocument?: boolean; positions: number[] };
      return { sameDocument: w.sameDocument, positions: w.positions };
    });
    expect(state.sameDocument).toBe(true);
    // It jumps to the top rather than scrolling up through the new page.
    expect(state.positions.filter((y) => y > 0 && y < start)).toEqual([]);
  });

  test("the floating call and quote bar is not shown on a wide screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Quick actions" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const sheet = (page: Page) => page.getByRole("dialog", { name: "Menu" });

  test("the menu button opens a 300 px sheet from the right @mobile", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet(page)).toBeVisible();
    await expect.poll(async () => (await sheet(page).boundingBox())?.x).toBe(75);
    expect((await sheet(page).boundingBox())?.width).toBe(300);
    await page.setViewportSize({ width: 700, height: 740 }); // from the sm breakpoint
    await expect.poll(async () => (await sheet(page).boundingBox())?.width).toBe(400);
    await page.setViewportSize({ width: 375, height: 740 });

    await expect(sheet(page).getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
    await expect(sheet(page).getByRole("link", { name: /Call us/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(sheet(page).getByRole("link", { name: "Patios" })).toBeHidden();
    await sheet(page).getByRole("button", { name: "Show Services menu" }).click();
    await expect(sheet(page).getByRole("link", { name: "Patios" })).toBeVisible();
  });

  test("keeps keyboard focus inside the sheet and closes on Escape @mobile", async ({ page }) => {
    await gotoHydrated(page, "/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(sheet(page)).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await sheet(page).getByRole("button", { name: "Close menu" }).click();
    await expect(sheet(page)).toBeHidden();
  });

  test("choosing a link in the sheet navigates and closes it @mobile", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await sheet(page).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(sheet(page)).toBeHidden();
  });

  test("passes axe with the sheet open @mobile", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet(page)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("shows the call and quote bar, which never covers the footer or a form field @mobile", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByRole("complementary", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(bar.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
    const barBox = await bar.boundingBox();
    expect(barBox?.height).toBeGreaterThanOrEqual(44);

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const footerBox = await page.getByRole("contentinfo").boundingBox();
    expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);

    await page.locator("main").evaluate((main) => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Your name");
      main.append(field);
    });
    await page.getByRole("textbox", { name: "Your name" }).focus();
    await expect(bar).toBeHidden();
    await page.getByRole("textbox", { name: "Your name" }).blur();
    await expect(bar).toBeVisible();
  });

  test("the top bar offers the phone and free estimates @mobile", async ({ page }) => {
    await page.goto("/");
    const topBar = page.getByRole("region", { name: "Quick contact" });
    await expect(topBar.getByRole("link")).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(topBar).toContainText("Free estimates");
  });
});
