import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Which top folders each side may import: the kernel is shared by both, and imports neither. */
const MAY_IMPORT: Record<string, string[]> = {
  shared: ["shared"],
  app: ["app", "shared"],
  server: ["server", "shared"],
};

/**
 * Data both sides of the WordPress plugin read (its JSON contracts, in the plugin's own folder so it
 * installs whole): the server may read those, and no code of the plugin's.
 */
const PLUGIN_CONTRACT = /^wordpress\/gdm-concrete-content\/[a-z-]+\.json$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The top folder an import specifier reaches, for aliases and relative paths alike. */
function folderOf(specifier: string, from: string): string | null {
  if (specifier.startsWith("~/")) return "app";
  if (specifier.startsWith("@shared/")) return "shared";
  if (!specifier.startsWith(".")) return null;
  return path.relative(root, path.resolve(path.dirname(from), specifier)).split(path.sep)[0];
}

describe("imports point down", () => {
  for (const [side, allowed] of Object.entries(MAY_IMPORT)) {
    it(`${side}/ imports only ${allowed.join(" and ")}/`, () => {
      const crossings = sourceFiles(path.join(root, side)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
          .map((match) => ({
            file: path.relative(root, file),
            target: folderOf(match[1], file),
            specifier: match[1],
          }))
          .filter(({ target }) => target !== null && !allowed.includes(target))
          .filter(
            ({ file, specifier }) =>
              !(
                side === "server" &&
                PLUGIN_CONTRACT.test(path.relative(root, path.resolve(root, path.dirname(file), specifier)))
              ),
          ),
      );
      expect(crossings).toEqual([]);
    });
  }
});

/**
 * The UI libraries. The kernel carries no UI, so importing it never brings one along (the server
 * reads content, forms and the page registry through it): content names an icon (`IconName`) and the
 * app draws it (app/components/icons.ts); a route's query declaration is the kernel's, its hook the
 * app's (app/lib/declare-page-query.ts). Types count too: a kernel type that names a component ties the
 * kernel to it.
 */
const UI_PACKAGES = [
  "react",
  "react-dom",
  "lucide-react",
  "radix-ui",
  "react-hook-form",
  "@hookform/resolvers",
];

/** The package an import specifier names (`react-dom/server` → `react-dom`), or null for a path. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("~/") || specifier.startsWith("@shared/"))
    return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The names an import's `{ … }` binds, as their module exports them (`type useX as y` → `useX`). */
function exportedNames(list: string): string[] {
  return list.split(",").map((name) =>
    name
      .replace(/^\s*(?:type\s+)?/, "")
      .split(/\s+as\s+/)[0]
      .trim(),
  );
}

describe("the kernel carries no UI", () => {
  const kernel = sourceFiles(path.join(root, "shared"));

  it(`shared/ imports none of ${UI_PACKAGES.join(", ")}`, () => {
    const imports = kernel.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
        .filter((match) => UI_PACKAGES.includes(packageOf(match[1]) ?? ""))
        .map((match) => ({ file: path.relative(root, file), specifier: match[1] })),
    );
    expect(imports).toEqual([]);
  });

  it("shared/ uses no React Router hook (the router's context and types are fine: the server has them)", () => {
    const hooks = kernel.flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']react-router(?:\/[^"']*)?["']/g,
        ),
      ]
        .flatMap((match) => exportedNames(match[1]))
        .filter((name) => /^use[A-Z]/.test(name))
        .map((hook) => ({ file: path.relative(root, file), hook })),
    );
    expect(hooks).toEqual([]);
  });

  it("shared/ holds no JSX (.tsx)", () => {
    expect(kernel.filter((file) => file.endsWith(".tsx")).map((file) => path.relative(root, file))).toEqual(
      [],
    );
  });
});

/**
 * Each of the server's modules (a folder of server/) has one front door, its index.ts: code outside
 * the folder imports that and nothing deeper, so what a module offers is one file to read and its
 * insides can move freely. `core/` is the exception: a toolkit of small parts every module uses
 * (env, log, identity, site, lru-map, turns), each its own door. A folder inside a module with an
 * index.ts of its own (leads/store/, leads/delivery/, leads/backup/…) is a door too: the rest of its
 * module reaches it through that index, as the rest of the server reaches the module.
 */
const TOOLKIT = new Set(["core"]);

/** The file an import specifier names, or null for a package (and for a missing file: tsc says so). */
function resolveImport(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("@shared/"))
    base = path.join(root, "shared", specifier.slice("@shared/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every folder under `folder` (itself included), depth first. */
function foldersOf(folder: string): string[] {
  return [
    folder,
    ...readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => foldersOf(path.join(folder, entry.name))),
  ];
}

const inside = (folder: string, file: string) => file.startsWith(`${folder}${path.sep}`);

/** The files a source file imports (`import type` too), as paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements = [
    ...text.matchAll(/(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']/g),
  ].map((match) => match[1]);
  const dynamic = [...text.matchAll(/import\s*\(\s*["']([^"']+)["']/g)].map((match) => match[1]);
  return [...new Set([...statements, ...dynamic])]
    .map((specifier) => resolveImport(specifier, file))
    .filter((target): target is string => target !== null);
}

describe("server modules have one front door", () => {
  const server = path.join(root, "server");
  const modules = readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !TOOLKIT.has(entry.name))
    .map((entry) => path.join(server, entry.name));
  const nested = modules
    .flatMap((module) => foldersOf(module).slice(1))
    .filter((folder) => existsSync(path.join(folder, "index.ts")));

  /** Imports from outside a door's folder that reach past its index.ts. */
  function pastTheDoor(doors: string[]) {
    return sourceFiles(server).flatMap((file) =>
      importsOf(file).flatMap((target) =>
        doors
          .filter((door) => inside(door, target) && !inside(door, file))
          .filter((door) => target !== path.join(door, "index.ts"))
          .map(() => ({ file: path.relative(root, file), imports: path.relative(root, target) })),
      ),
    );
  }

  it("every module has an index.ts", () => {
    expect(
      modules
        .filter((folder) => !existsSync(path.join(folder, "index.ts")))
        .map((folder) => path.relative(root, folder)),
    ).toEqual([]);
  });

  it("server code outside a module imports only its index", () => {
    expect(pastTheDoor(modules)).toEqual([]);
  });

  it("code outside a module's folder with its own index.ts (leads/store/, leads/delivery/…) imports only that index", () => {
    expect(nested.map((folder) => path.relative(root, folder))).toEqual(
      expect.arrayContaining(["server/leads/store", "server/leads/delivery", "server/leads/backup"]),
    );
    expect(pastTheDoor(nested)).toEqual([]);
  });
});

/**
 * The server's floors, lowest first: a module imports only from floors below its own (and itself).
 * The toolkit (core/) stands on nothing of the server's; what instances share (cluster/) and what is
 * counted (metrics/) stand on it; the content and the leads on those; the pictures (which key their
 * cache with the store's key) and the pages (rendered from the content) above; and the files at the
 * top of server/ (the composition root, the app) use them all. A new module must be given its floor.
 */
const SERVER_FLOORS: Record<string, number> = {
  core: 0,
  cluster: 1,
  metrics: 1,
  calendar: 1,
  content: 2,
  leads: 2,
  images: 3,
  pages: 3,
  "(top)": 4,
};

describe("the server's modules stand in floors", () => {
  const server = path.join(root, "server");
  const floorOf = (file: string) => {
    const parts = path.relative(server, file).split(path.sep);
    return parts.length === 1 ? "(top)" : parts[0];
  };

  it("every module of server/ has its floor", () => {
    const modules = readdirSync(server, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !(name in SERVER_FLOORS))).toEqual([]);
  });

  it("no module imports from its own floor or one above it", () => {
    const upward = sourceFiles(server).flatMap((file) => {
      const from = floorOf(file);
      return importsOf(file)
        .filter((target) => inside(server, target))
        .map((target) => ({ target, to: floorOf(target) }))
        .filter(({ to }) => to !== from && SERVER_FLOORS[to] >= SERVER_FLOORS[from])
        .map(({ target }) => `${path.relative(root, file)} -> ${path.relative(root, target)}`);
    });
    expect(upward).toEqual([]);
  });
});

/**
 * One place builds the services: server/compose.ts makes every one the site runs on (the store, the
 * shared state, the identity, the pictures, the page cache, the counters, the mailers, the workers,
 * the metrics) and stops them in one order. The app and the other files at the top of server/ only
 * use what they are given: a service made there would be one the stop never reaches.
 */
const SERVICE_CONSTRUCTOR =
  /^(create\w*(Service|Cache|Cluster|Identity|Mailer|Metrics)|start[A-Z]\w*|open[A-Z]\w*|ownerLinksFor|listenForMetrics)$/;

/** The composition root: the process (compose.ts) and the part a request uses (compose-site.ts). */
const COMPOSITION_ROOT = ["compose.ts", "compose-site.ts"];

/** The values (not the types) a file imports by name, as their modules export them. */
function importedValues(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/import\s+\{([^}]*)\}\s*from\s*["'][^"']+["']/g)].flatMap(
    (match) =>
      match[1]
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "" && !name.startsWith("type "))
        .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

describe("one place builds the services", () => {
  const server = path.join(root, "server");
  const topFiles = readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => entry.name);

  it("server/compose.ts builds them: the store, the shared state, the request's services, the workers, the metrics", () => {
    const built = COMPOSITION_ROOT.flatMap((name) => importedValues(path.join(server, name))).filter((name) =>
      SERVICE_CONSTRUCTOR.test(name),
    );
    expect(built).toEqual(
      expect.arrayContaining([
        "openLeadStore",
        "openCluster",
        "createMemoryCluster",
        "createIdentity",
        "createImageService",
        "createPageCache",
        "startEstimatesShownCounter",
        "createVisitorEstimateMailer",
        "startDeliveryWorker",
        "startSpoolDrainer",
        "createSiteMetrics",
        "listenForMetrics",
      ]),
    );
  });

  it("server/app.ts and the other files beside compose.ts import no service constructor", () => {
    expect(topFiles).toContain("app.ts");
    const elsewhere = topFiles
      .filter((name) => !COMPOSITION_ROOT.includes(name))
      .flatMap((name) =>
        importedValues(path.join(server, name))
          .filter((imported) => SERVICE_CONSTRUCTOR.test(imported))
          .map((imported) => `server/${name}: ${imported}`),
      );
    expect(elsewhere).toEqual([]);
  });
});

/**
 * What a request carries on `res.locals` is declared once, in server/core/locals.ts. Express lets any
 * other name through untyped, so this holds the rest to the list: no service (a store, a cluster)
 * travels on a request; it is given to the router that uses it.
 */
describe("res.locals carries only what server/core/locals.ts declares", () => {
  it("every name the server reads or sets on res.locals is declared there", () => {
    const declarations = readFileSync(path.join(root, "server/core/locals.ts"), "utf8");
    const declared = new Set([...declarations.matchAll(/^\s+(\w+)\??:/gm)].map((match) => match[1]));
    expect([...declared].sort()).toEqual(["leadEndpoint", "leadId", "nonce", "site"]);
    const undeclared = sourceFiles(path.join(root, "server")).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const named = [...source.matchAll(/\blocals\s*\.\s*(\w+)|\blocals\s*\[/g)].map(
        (match) => match[1] ?? "[…]",
      );
      const destructured = [...source.matchAll(/\{([^{}]*)\}\s*=\s*\w+\.locals\b/g)].flatMap((match) =>
        exportedNames(match[1]).map((name) => name.split(":")[0].trim()),
      );
      return [...named, ...destructured]
        .filter((name) => !declared.has(name))
        .map((name) => `${path.relative(root, file)}: res.locals.${name}`);
    });
    expect(undeclared).toEqual([]);
  });
});

/**
 * No module of server/, app/ or shared/ imports, through any chain of imports, one that imports it:
 * a cycle makes what a module sees at load time depend on which file was loaded first, and makes
 * two files one unit that can only be read, tested and moved together. Type-only imports count too,
 * since they tie the files the same way for a reader.
 */
describe("the import graph has no cycle", () => {
  it("no file of server/, app/ or shared/ reaches itself through its imports", () => {
    const files = ["server", "app", "shared"].flatMap((side) => sourceFiles(path.join(root, side)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([]);
  });

  it("finds a cycle of three files and one file that imports itself, and none in a chain", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
      ["f", ["d"]],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });
});

/**
 * The cycles of a graph: each set of nodes that reach one another (Tarjan's strongly connected
 * components, with a node that reaches only itself when it imports itself), sorted.
 */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, order.get(target)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
