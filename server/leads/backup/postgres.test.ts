import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { dumpCommand, SchemaRename, setAsideSchema } from "./postgres";

/** pg_restore's SQL for a dump of schema `site`, cut into chunks anywhere, as a pipe delivers it. */
const DUMP = [
  "\\restrict site0abc",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  "CREATE TABLE site.leads (",
  "    id text NOT NULL,",
  "    payload json NOT NULL,",
  "    CONSTRAINT leads_form_type_check CHECK ((form_type = ANY (ARRAY['quote'::text])))",
  ");",
  "ALTER TABLE site.leads ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (",
  "    SEQUENCE NAME site.leads_seq_seq",
  ");",
  "COPY site.leads (id, payload) FROM stdin;",
  // A visitor's text that looks like SQL naming the schema: data, never renamed.
  'a1\t{"message":"see site.leads and \\"site\\".x; CREATE SCHEMA site;"}',
  "site.leads\t{}",
  "\\.",
  "SELECT pg_catalog.setval('site.leads_seq_seq', 2, true);",
  'CREATE INDEX leads_created ON "site".leads USING btree (created_at);',
  "ALTER TABLE ONLY site.leads",
  "    ADD CONSTRAINT leads_linked_lead_id_fkey FOREIGN KEY (linked_lead_id) REFERENCES site.leads(id);",
  "CREATE INDEX website_leads ON site.leads USING btree (id);",
  "\\unrestrict site0abc",
  "",
].join("\n");

async function renamed(sql: string, from: string, to: string, chunk = 7): Promise<string> {
  const chunks = Array.from({ length: Math.ceil(sql.length / chunk) }, (_, i) =>
    Buffer.from(sql.slice(i * chunk, (i + 1) * chunk)),
  );
  return text(Readable.from(chunks).pipe(new SchemaRename(from, to)));
}

describe("restoring a dump into another schema", () => {
  it("renames every qualified name outside the rows, and no row", async () => {
    const out = await renamed(DUMP, "site", "site_restored");
    const lines = out.split("\n");
    expect(lines).toContain('CREATE TABLE "site_restored".leads (');
    expect(lines).toContain('    SEQUENCE NAME "site_restored".leads_seq_seq');
    expect(lines).toContain("SELECT pg_catalog.setval('\"site_restored\".leads_seq_seq', 2, true);");
    expect(lines).toContain('CREATE INDEX leads_created ON "site_restored".leads USING btree (created_at);');
    expect(lines).toContain(
      '    ADD CONSTRAINT leads_linked_lead_id_fkey FOREIGN KEY (linked_lead_id) REFERENCES "site_restored".leads(id);',
    );
    expect(lines).toContain('CREATE INDEX website_leads ON "site_restored".leads USING btree (id);');
    // The rows are as they were, byte for byte; so is every line that names no schema.
    const rows = DUMP.slice(DUMP.indexOf("COPY"), DUMP.indexOf("\\.\n") + 3)
      .split("\n")
      .slice(1);
    expect(out).toContain(rows.join("\n"));
    expect(lines).toContain("\\restrict site0abc");
    expect(lines).toContain("SELECT pg_catalog.set_config('search_path', '', false);");
    expect(out.match(/site\./g)?.length).toBe(2); // in the two rows only
  });

  it("changes nothing but the quoting when the schema keeps its name", async () => {
    const out = await renamed(DUMP, "site", "site", 64);
    expect(out.replaceAll('"site".', "site.")).toBe(DUMP.replaceAll('"site".', "site."));
  });

  it("names a schema to set aside that PostgreSQL keeps whole, and a dump command without the password", () => {
    expect(setAsideSchema("site", new Date("2026-11-26T07:13:00Z"))).toBe("site_before_20261126071300");
    expect(setAsideSchema("x".repeat(63), new Date()).length).toBeLessThanOrEqual(63);
    const command = dumpCommand(
      "postgres://site:s%40cret@db.example:5433/leads?schema=web&sslmode=require",
      "/b/x.dump",
    );
    expect(command).toBe(
      "PGHOST=db.example PGPORT=5433 PGUSER=site PGPASSWORD=… PGDATABASE=leads PGSSLMODE=require pg_dump --format=custom --no-owner --schema=web --file=/b/x.dump",
    );
  });
});
