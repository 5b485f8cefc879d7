// npm run lockfile:fix — run after `npm install` changes package-lock.json.
//
// The registry this project installs from lacks some platform-only optional
// packages (Biome and Tailwind binaries for macOS, Windows, Android, musl...).
// `npm install` then leaves them out of package-lock.json, and `npm ci`
// refuses the lock ("Missing: @biomejs/cli-win32-x64@ from lock file").
// This records each missing optional package with the os/cpu/libc its name
// declares, so `npm ci` sees a complete lock and skips them on this platform.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix"];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  arm: "arm",
  ia32: "ia32",
  wasm32: "wasm32",
  riscv64: "riscv64",
  s390x: "s390x",
  ppc64: "ppc64",
  loong64: "loong64",
};

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.filter((t) => OS.includes(t));
  const cpu = tokens.map((t) => CPU[t]).filter(Boolean);
  const libc = tokens.includes("musl")
    ? ["musl"]
    : tokens.includes("gnu") || tokens.includes("gnueabihf")
      ? ["glibc"]
      : [];
  return { os, cpu, libc };
}

let added = 0;
const unknown = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os.length && !cpu.length) {
      unknown.push(name);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(cpu.length ? { cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc.length ? { libc } : {}),
      optional: true,
      ...(os.length ? { os } : {}),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: recorded ${added} platform-only optional package(s) missing from the registry.`,
);
if (unknown.length) console.warn(`Could not tell the platform of: ${unknown.join(", ")}`);
