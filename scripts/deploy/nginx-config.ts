import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The nginx configuration the deploy tests run, made from the file that is shipped
 * (deploy/nginx/gdm-concrete.conf): its listen lines moved to free ports on 127.0.0.1, TLS taken
 * out, its upstream listing the test's instances with the shipped server parameters, its log and
 * temporary files kept in the test's folder. Everything else is used as it is, inside an `http`
 * block with Debian's defaults (gzip on), so the site file must hold its own against them.
 * Throws when the shipped file no longer has what is replaced: then this must change with it.
 */

export const SHIPPED_NGINX_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx/gdm-concrete.conf");
/** The HTTP-only file nginx runs until the certificate exists (deploy/CHECKLIST.md §5). */
export const SHIPPED_ACME_CONF = path.resolve(
  import.meta.dirname,
  "../../deploy/nginx/gdm-concrete-acme.conf",
);

/** The first `server { … }` block of an nginx file that listens on port 80, without comments, blank and log lines. */
export function port80Server(text: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex(
    (line, i) => /^server\s*\{/.test(line) && /^\s*listen\s+80\s*;/.test(lines[i + 1] ?? ""),
  );
  if (start === -1) throw new Error("no server block listening on port 80");
  const end = lines.findIndex((line, i) => i > start && line === "}");
  return lines
    .slice(start, end + 1)
    .filter((line) => line.trim() && !line.trim().startsWith("#") && !/^\s*access_log\s/.test(line))
    .join("\n");
}

/** The bootstrap file on free ports, its webroot moved, inside Debian's http defaults. */
export function acmeConfForTest(folder: string, http: number, webroot: string): string {
  let text = readFileSync(SHIPPED_ACME_CONF, "utf8");
  text = replaceListen(text, /^\s*listen\s+80\s*;\n/gm, http, "listen 80");
  text = text.replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, "").replaceAll("/var/www/letsencrypt", webroot);
  return wrapForTest(folder, text);
}

export interface TestNginxPorts {
  /** Where the shipped `listen 443 ssl` server listens, without TLS. */
  site: number;
  /** Where the shipped `listen 80` redirect server listens. */
  redirect: number;
  /** The instances' ports, in the upstream's order. */
  upstreams: number[];
}

export interface TestNginxOptions {
  /**
   * The addresses the WordPress allow-list lets call /api/revalidate and /api/admin/ (everyone else
   * 403), as an owner sets it; unset, the shipped list (everyone).
   */
  wordpressCallers?: string[];
  /**
   * The site's error log at "error", not the shipped "crit": nginx's account of each request that
   * failed (refused, reset, cut short), which the shipped file keeps out of its log because it quotes
   * the request line. For the checks that read why requests failed; never for one about the logs.
   */
  failedRequestsLogged?: boolean;
}

export function siteConfigForTest(
  shipped: string,
  ports: TestNginxPorts,
  options: TestNginxOptions = {},
): string {
  let text = shipped;

  if (options.wordpressCallers) {
    const geo = /geo\s+\$gdm_concrete_wordpress_caller\s*\{\s*default 1;\s*\}/.exec(text);
    if (!geo)
      throw new Error("the shipped nginx file has no `geo $gdm_concrete_wordpress_caller { default 1; }`");
    const allowed = options.wordpressCallers.map((address) => `    ${address} 1;`).join("\n");
    text = text.replace(geo[0], `geo $gdm_concrete_wordpress_caller {\n    default 0;\n${allowed}\n}`);
  }

  if (options.failedRequestsLogged) {
    let seen = 0;
    text = text.replace(/^(\s*error_log\s+\S+)\s+crit;/gm, (_line, directive: string) => {
      seen += 1;
      return `${directive} error;`;
    });
    if (seen === 0) throw new Error("the shipped nginx file has no `error_log … crit;` line");
  }

  const upstream = /upstream\s+gdm_concrete\s*\{([\s\S]*?)\n\}/.exec(text);
  if (!upstream) throw new Error("the shipped nginx file has no `upstream gdm_concrete { … }`");
  const serverLine = /^\s*server\s+\S+:\d+([^;]*);/m.exec(upstream[1]);
  if (!serverLine) throw new Error("the shipped upstream lists no `server host:port …;`");
  const parameters = serverLine[1];
  const body = upstream[1]
    .split("\n")
    .filter((line) => !/^\s*#?\s*server\s+\S+:\d+/.test(line))
    .join("\n");
  const servers = ports.upstreams.map((port) => `    server 127.0.0.1:${port}${parameters};`).join("\n");
  text = text.replace(upstream[0], `upstream gdm_concrete {\n${servers}\n${body}\n}`);

  text = replaceListen(text, /^\s*listen\s+443\s+ssl[^;]*;\n/gm, ports.site, "listen 443 ssl");
  text = replaceListen(text, /^\s*listen\s+80\s*;\n/gm, ports.redirect, "listen 80");
  text = text.replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, "");
  text = text.replace(/^\s*ssl_\w+\s[^;]*;\n/gm, "");
  if (/\bssl\b/.test(text.replace(/#.*$/gm, ""))) throw new Error("TLS is left in the test's nginx file");
  return text;
}

/** Every server that listens on the shipped port listens on `port` instead (nginx tells them by name). */
function replaceListen(text: string, pattern: RegExp, port: number, what: string) {
  let seen = 0;
  const replaced = text.replace(pattern, () => {
    seen += 1;
    return `    listen 127.0.0.1:${port};\n`;
  });
  if (seen === 0) throw new Error(`the shipped nginx file has no \`${what}\` line`);
  return replaced;
}

export interface TlsTestOptions {
  /** Where the shipped `listen 443 ssl` servers listen, with TLS. */
  https: number;
  /** Where the shipped `listen 80` server listens. */
  http: number;
  upstreams: number[];
  /** A certificate and its key standing in for Let's Encrypt's (self-signed, for both names). */
  certificate: string;
  key: string;
  /** Stands in for certbot's webroot, /var/www/letsencrypt. */
  webroot: string;
}

/**
 * The shipped site file with its TLS kept: only ports, the certificate's files and certbot's webroot
 * moved into the test's reach. What `nginx -t` checks and what the HTTPS redirects are tested on.
 */
export function siteConfigWithTlsForTest(shipped: string, options: TlsTestOptions): string {
  let text = shipped;
  const upstream = /upstream\s+gdm_concrete\s*\{([\s\S]*?)\n\}/.exec(text);
  if (!upstream) throw new Error("the shipped nginx file has no `upstream gdm_concrete { … }`");
  const servers = options.upstreams.map((port) => `    server 127.0.0.1:${port};`).join("\n");
  text = text.replace(upstream[0], `upstream gdm_concrete {\n${servers}\n    keepalive 4;\n}`);
  text = replaceListen(text, /^\s*listen\s+80\s*;\n/gm, options.http, "listen 80");
  let https = 0;
  text = text.replace(/^\s*listen\s+443\s+ssl([^;]*);\n/gm, (_line, rest: string) => {
    https += 1;
    return `    listen 127.0.0.1:${options.https} ssl${rest};\n`;
  });
  if (https === 0) throw new Error("the shipped nginx file has no `listen 443 ssl` line");
  text = text.replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, "");
  const certificates = text.match(/^\s*ssl_certificate\s/gm)?.length ?? 0;
  if (certificates !== https) throw new Error("a shipped HTTPS server has no ssl_certificate of its own");
  text = text
    .replace(/^(\s*)ssl_certificate\s+[^;]+;/gm, `$1ssl_certificate ${options.certificate};`)
    .replace(/^(\s*)ssl_certificate_key\s+[^;]+;/gm, `$1ssl_certificate_key ${options.key};`)
    .replaceAll("/var/www/letsencrypt", options.webroot);
  return text;
}

/** The whole nginx.conf: the shipped site file inside Debian's http defaults, files kept in `folder`. */
export function nginxConfForTest(
  folder: string,
  ports: TestNginxPorts,
  options: TestNginxOptions = {},
): string {
  return wrapForTest(folder, siteConfigForTest(readFileSync(SHIPPED_NGINX_CONF, "utf8"), ports, options));
}

/** The shipped file with its TLS, inside Debian's http defaults, files kept in `folder`. */
export function nginxConfWithTlsForTest(folder: string, options: TlsTestOptions): string {
  return wrapForTest(folder, siteConfigWithTlsForTest(readFileSync(SHIPPED_NGINX_CONF, "utf8"), options));
}

function wrapForTest(folder: string, siteText: string): string {
  // The shipped log file, in the test's folder.
  const site = siteText.replaceAll("/var/log/nginx/", `${folder}/`);
  return `# Generated by tests/deploy from ${SHIPPED_NGINX_CONF}
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
worker_processes 2;
events { worker_connections 1024; }
http {
    # As Debian's /etc/nginx/nginx.conf has them.
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    gzip on;

    access_log ${folder}/access.log;
    client_body_temp_path ${folder}/temp/body;
    proxy_temp_path ${folder}/temp/proxy;
    fastcgi_temp_path ${folder}/temp/fastcgi;
    uwsgi_temp_path ${folder}/temp/uwsgi;
    scgi_temp_path ${folder}/temp/scgi;

${site}
}
`;
}
