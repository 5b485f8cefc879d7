import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { dumpCommand, setAsideSchema } from "./postgres.ts";
import { foreignEntries, RowsOnly, type SiteSchema, tocKeys } from "./postgres-check.ts";
import { Refused } from "./restore-rules.ts";

/** The site's store, much shortened: two tables, a sequence, and the table of contents of its dump. */
const SITE_LIST = [
  ";",
  "; Selected TOC Entries:",
  ";",
  "6; 2615 18540 SCHEMA - scratch postgres",
  "217; 1259 18552 TABLE scratch leads postgres",
  "216; 1259 18550 SEQUENCE scratch leads_seq_seq postgres",
  "218; 1259 18601 TABLE scratch lead_deliveries postgres",
  "3426; 0 18552 TABLE DATA scratch leads postgres",
  "3427; 0 18601 TABLE DATA scratch lead_deliveries postgres",
  "3443; 0 0 SEQUENCE SET scratch leads_seq_seq postgres",
  "3255; 2606 18567 CONSTRAINT scratch leads leads_pkey postgres",
  "3247; 1259 18591 INDEX scratch leads_created postgres",
  "3280; 2606 18622 FK CONSTRAINT scratch lead_deliveries lead_deliveries_lead_id_fkey postgres",
  "",
].join("\n");

const SITE: SiteSchema = {
  entries: tocKeys(SITE_LIST, "scratch"),
  columns: new Map([
    ["leads", new Set(["id", "seq", "payload"])],
    ["lead_deliveries", new Set(["id", "lead_id", "status"])],
  ]),
  sequences: new Set(["leads_seq_seq"]),
};

/** pg_restore's --data-only SQL for a dump of schema `site`, as 15.x writes it. */
const DATA = [
  "--",
  "-- PostgreSQL database dump",
  "--",
  "",
  "\\restrict site0abc",
  "",
  "SET statement_timeout = 0;",
  "SET client_encoding = 'UTF8';",
  "SET standard_conforming_strings = on;",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  "SET default_tablespace = '';",
  "",
  "--",
  "-- Data for Name: leads; Type: TABLE DATA; Schema: site; Owner: postgres",
  "--",
  "",
  "COPY site.leads (id, seq, payload) FROM stdin;",
  // A visitor's text that looks like SQL, a psql command or a schema's name: data, passed as it is.
  'a1\t1\t{"message":"see site.leads; DROP TABLE leads; \\\\! rm -rf ~"}',
  "\\! touch /tmp/owned",
  "DROP SCHEMA site CASCADE;",
  "\\.",
  "",
  'COPY site.lead_deliveries (id, "lead_id", status) FROM stdin;',
  "d1\ta1\tpending",
  "\\.",
  "",
  "SELECT pg_catalog.setval('site.leads_seq_seq', 2, true);",
  "",
  "\\unrestrict site0abc",
  "",
].join("\n");

/** `sql` through RowsOnly, cut into chunks anywhere, as a pipe delivers it. */
async function loaded(sql: string, chunk = 7): Promise<string> {
  const bytes = Buffer.from(sql);
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
    bytes.subarray(i * chunk, (i + 1) * chunk),
  );
  return text(Readable.from(chunks).pipe(new RowsOnly("site", "site_restored", SITE, "x.dump")));
}

describe("restoring a dump: what is taken from it", () => {
  it("takes the rows only, byte for byte, into COPY and setval statements of its own", async () => {
    const out = await loaded(DATA);
    expect(out).toBe(
      [
        "SET client_encoding = 'UTF8';",
        'COPY "site_restored"."leads" ("id", "seq", "payload") FROM stdin;',
        'a1\t1\t{"message":"see site.leads; DROP TABLE leads; \\\\! rm -rf ~"}',
        "\\! touch /tmp/owned",
        "DROP SCHEMA site CASCADE;",
        "\\.",
        'COPY "site_restored"."lead_deliveries" ("id", "lead_id", "status") FROM stdin;',
        "d1\ta1\tpending",
        "\\.",
        'SELECT pg_catalog.setval(\'"site_restored"."leads_seq_seq"\', 2, true);',
        "",
      ].join("\n"),
    );
    // A name cut between two chunks, in any encoding, comes out whole.
    const named = "COPY site.leads (id) FROM stdin;\nJosé Ñúñez 🙂\n\\.\n";
    expect(await loaded(named, 1)).toContain("José Ñúñez 🙂\n");
  });

  it("refuses any other SQL, wherever the dump puts it, and a COPY or setval of what the site never made", async () => {
    const refusal = (sql: string) =>
      loaded(sql).then(
        () => null,
        (error: Error) => error,
      );
    const refused = {
      // What a crafted search_path entry or COPY statement would carry.
      "SELECT pg_catalog.set_config('search_path', '', false); DROP TABLE leads;":
        "holds SQL a backup of the store never has",
      "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1';":
        "holds SQL a backup of the store never has",
      "\\! touch /tmp/owned": "holds SQL a backup of the store never has",
      "COPY site.leads (id) FROM PROGRAM 'id';": "holds SQL a backup of the store never has",
      "COPY site.copies (id) FROM stdin;": "table copies",
      "COPY other.leads (id) FROM stdin;": "other.leads",
      "COPY site.leads (id, note) FROM stdin;": "column leads.note",
      "SELECT pg_catalog.setval('site.copies_seq', 1, true);": "sequence copies_seq",
      "SET client_encoding = 'UTF8'; SELECT 1;": "holds SQL a backup of the store never has",
    };
    for (const [line, named] of Object.entries(refused)) {
      const error = await refusal(`SET statement_timeout = 0;\n${line}\n`);
      expect([line, error instanceof Refused]).toEqual([line, true]);
      expect(error?.message).toContain(named);
    }
  });

  it("ends a COPY's rows where psql does, a carriage return or not, and passes nothing after as a row", async () => {
    const sql = "COPY site.leads (id) FROM stdin;\na1\n\\.\r\nDROP TABLE leads;\n";
    await expect(loaded(sql)).rejects.toThrow(/holds SQL a backup of the store never has: DROP TABLE leads;/);
    await expect(loaded("COPY site.leads (id) FROM stdin;\na\u0000b\n\\.\n")).rejects.toThrow(/NUL/);
    // Cut short inside the rows (a damaged file): an error, never a COMMIT of half a table.
    await expect(loaded("COPY site.leads (id) FROM stdin;\na1\n")).rejects.toThrow(/ends inside/);
  });

  it("names what a dump's table of contents lists beyond the site's store", () => {
    const list = [
      SITE_LIST.replaceAll(" scratch ", " site ").replace("SCHEMA - scratch", "SCHEMA - site"),
      "3290; 2620 18700 TRIGGER site lead_deliveries mark_delivered postgres",
      "240; 1255 18699 FUNCTION site mark_delivered() postgres",
      "241; 1259 18710 VIEW site delivered_leads postgres",
      "242; 1259 18720 TABLE site copies postgres",
      "3430; 0 18720 TABLE DATA site copies postgres",
      "243; 1259 18730 TABLE elsewhere leads postgres",
      "244; 3466 18740 EVENT TRIGGER - on_login postgres",
      "3500; 0 0 ACL site TABLE leads postgres",
      "3501; 0 0 COMMENT - SCHEMA site postgres",
      "",
    ].join("\n");
    expect(foreignEntries(list, "site", SITE)).toEqual([
      "trigger lead_deliveries mark_delivered",
      "function mark_delivered()",
      "view delivered_leads",
      "table copies",
      "table elsewhere.leads",
      "event trigger on_login",
    ]);
    // The site's own dump, from a schema of any name (even one named like a table), lists nothing more.
    const leads = SITE_LIST.replaceAll(" scratch ", " leads ").replace("SCHEMA - scratch", "SCHEMA - leads");
    expect(foreignEntries(leads, "leads", SITE)).toEqual([]);
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
