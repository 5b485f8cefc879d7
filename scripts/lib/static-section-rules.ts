// The rule that keeps a static section static (docs/decisions/013): a `*.sections.server.tsx` file is
// rendered once, to HTML, on the server, so nothing in it may hold state or answer an event. Like a React
// Server Component, it may read what the server knows (the root data) and nothing that needs the browser.
import { parse } from "@babel/parser";

/**
 * A section export named by where it sits rather than what it shows (`PatiosTop`, `LocationBeforeFaq`):
 * such a name stops saying anything once the page changes around it.
 */
export const POSITIONAL_NAME = /(?:Top|Bottom|Middle|Upper|Lower)$|[a-z0-9](?:Before|After)(?:[A-Z0-9]\w*)?$/;

/** Hooks a static section may call: the root data, and `useId`, which only names elements. */
export const ALLOWED_HOOKS = new Set(["useRootData", "useSite", "useId"]);

export interface Violation {
  file: string;
  line: number;
  message: string;
}

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The hook a call names, if it is one: `useState(…)` or `React.useState(…)`. */
function hookName(callee: Node): string | null {
  const name =
    callee.type === "Identifier"
      ? (callee.name as string)
      : callee.type === "MemberExpression" && isNode(callee.property) && callee.property.type === "Identifier"
        ? (callee.property.name as string)
        : null;
  return name && /^use[A-Z0-9]/.test(name) ? name : null;
}

/** The names a module exports: declarations (`export function X`, `export const X`) and lists (`export { X }`). */
function exportedNames(node: Node): { name: string; line: number }[] {
  const line = node.loc?.start.line ?? 0;
  if (node.type !== "ExportNamedDeclaration") return [];
  const names: { name: string; line: number }[] = [];
  const declaration = node.declaration;
  if (isNode(declaration)) {
    if (isNode(declaration.id) && declaration.id.type === "Identifier") {
      names.push({ name: declaration.id.name as string, line });
    }
    for (const declarator of (declaration.declarations as unknown[] | undefined) ?? []) {
      if (isNode(declarator) && isNode(declarator.id) && declarator.id.type === "Identifier") {
        names.push({ name: declarator.id.name as string, line });
      }
    }
  }
  for (const specifier of (node.specifiers as unknown[] | undefined) ?? []) {
    if (isNode(specifier) && isNode(specifier.exported)) {
      const exported = specifier.exported;
      const name = exported.type === "Identifier" ? exported.name : exported.value;
      if (typeof name === "string") names.push({ name, line });
    }
  }
  return names;
}

/**
 * Every use of state, effects, context other than the root data, or an event handler in one file, and
 * every export named by its position on the page.
 */
export function staticSectionViolations(file: string, source: string): Violation[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const violations: Violation[] = [];
  for (const node of walk(ast.program as unknown as Node)) {
    const line = node.loc?.start.line ?? 0;
    for (const exported of exportedNames(node)) {
      if (POSITIONAL_NAME.test(exported.name)) {
        violations.push({
          file,
          line: exported.line,
          message: `${exported.name}: a section is named by what it shows, not where it sits on the page`,
        });
      }
    }
    if (node.type === "CallExpression" && isNode(node.callee)) {
      const hook = hookName(node.callee);
      if (hook && !ALLOWED_HOOKS.has(hook)) {
        violations.push({
          file,
          line,
          message: `${hook}: a static section holds no state and runs no effects`,
        });
      }
    }
    if (node.type === "JSXAttribute" && isNode(node.name) && node.name.type === "JSXIdentifier") {
      const name = node.name.name as string;
      if (/^on[A-Z]/.test(name)) {
        violations.push({ file, line, message: `${name}: a static section's HTML has no event handlers` });
      }
    }
  }
  return violations;
}
