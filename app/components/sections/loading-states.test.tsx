import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CtaBanner } from "./CtaBanner.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { SectionPlaceholder } from "./SectionPlaceholder.tsx";

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("CtaBanner", () => {
  it("shows a 'Loading...' status instead of the banner while its option loads", () => {
    const html = render(<CtaBanner loading />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading...");
    expect(html).not.toContain("Get a Free Quote");
  });

  it("falls back to the default title and text, with the quote and contact links", () => {
    const html = render(<CtaBanner cta={null} />);
    expect(html).toContain("Ready to Transform Your Property?");
    expect(html).toContain("Schedule your free consultation");
    expect(html).toMatch(/<a[^>]*href="\/quote"[^>]*>Get a Free Quote<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Our Team<\/a>/);
    expect(html).toMatch(/<img[^>]*width="\d+"[^>]*height="\d+"[^>]*loading="lazy"/);
  });

  it("uses the CMS's title and picture and keeps defaults for what it leaves empty", () => {
    const html = render(
      <CtaBanner
        cta={{ title: "Spring Pour Dates Are Filling Up", description: "", backgroundImage: "/x.webp" }}
      />,
    );
    expect(html).toContain("Spring Pour Dates Are Filling Up");
    expect(html).toContain("Schedule your free consultation");
    expect(html).toContain('src="/x.webp"');
  });

  it("draws a Media Library picture at its own size", () => {
    const picture = {
      src: "https://cms.example.com/uploads/pour.jpg",
      width: 2400,
      height: 1000,
      alt: "A pour",
    };
    const html = render(
      <CtaBanner
        cta={{ title: "", description: "", backgroundImage: picture.src, backgroundPicture: picture }}
      />,
    );
    expect(html).toMatch(/<img[^>]*src="https:\/\/cms\.example\.com\/uploads\/pour\.jpg"[^>]*>/);
    expect(html).toMatch(/<img[^>]*width="2400"[^>]*height="1000"/);
  });
});

describe("LoadingOverlay", () => {
  it("shows only while loading, with 'Loading page...' by default", () => {
    expect(render(<LoadingOverlay loading={false} />)).toBe("");
    const html = render(<LoadingOverlay loading />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading page...");
    expect(render(<LoadingOverlay loading text="Loading gallery..." />)).toContain("Loading gallery...");
  });
});

describe("SectionPlaceholder", () => {
  it("is a pulsing block hidden from screen readers, h-64 unless told otherwise", () => {
    const html = render(<SectionPlaceholder />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain("animate-pulse");
    expect(html).toContain("h-64");
    expect(render(<SectionPlaceholder className="h-96" />)).not.toContain("h-64");
  });
});
