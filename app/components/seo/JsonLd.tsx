import { type JsonLdNode, serializeJsonLd } from "~/lib/json-ld.ts";

/** Structured data for the page; the text is escaped by `serializeJsonLd`. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, never HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
