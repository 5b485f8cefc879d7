import type { LegalDocument } from "@shared/content/pages/legal.ts";
import { formatAddress, phoneHref } from "@shared/content/site.ts";
import { useSite } from "~/lib/root-data.ts";

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A policy page: title, last-updated date, a table of contents, the sections, and how to reach us. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const site = useSite();
  const sections = [
    ...doc.sections.map((s) => ({ ...s, id: slugify(s.heading) })),
    { ...doc.contact, id: "contact" },
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="border-b border-concrete-200 pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-concrete-900 sm:text-5xl">{doc.title}</h1>
        <p className="mt-4 text-concrete-700">
          Last updated: <time dateTime={doc.lastUpdated.iso}>{doc.lastUpdated.label}</time>
        </p>
      </header>

      <div className="mt-8 space-y-4 text-lg leading-relaxed text-concrete-700">
        {doc.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <nav aria-labelledby="legal-contents-heading" className="mt-10 rounded-xl bg-concrete-50 p-6">
        <h2 id="legal-contents-heading" className="text-lg font-semibold text-concrete-900">
          On this page
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="content-html mt-10">
        {doc.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={sections[i].id}>
            <h2 id={sections[i].id} className="scroll-mt-28">
              {section.heading}
            </h2>
            {section.blocks.map((block) =>
              Array.isArray(block) ? (
                <ul key={block.join()} className="mt-4">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={block} className="mt-4">
                  {block}
                </p>
              ),
            )}
          </section>
        ))}

        <section aria-labelledby="contact">
          <h2 id="contact" className="scroll-mt-28">
            {doc.contact.heading}
          </h2>
          <p className="mt-4">{doc.contact.text}</p>
          <address className="mt-4 not-italic">
            <strong>{site.name}</strong>
            <br />
            {formatAddress(site)}
            <br />
            Phone: <a href={phoneHref(site.phone)}>{site.phone}</a>
            <br />
            E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
      </div>
    </article>
  );
}
