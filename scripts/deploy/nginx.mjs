// Debian's nginx for `npm run test:deploy`: found, or installed with apt-get when this is root
// (otherwise the exact command is printed and the run fails). Never started as a system service:
// the tests run it as their own child, on a configuration of their own.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

export const DEBIAN_PACKAGE = "nginx-light";
export const INSTALL_COMMAND = `sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${DEBIAN_PACKAGE}`;
const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];
// Debian's way to tell a package's install script not to start its service.
const POLICY_RC = "/usr/sbin/policy-rc.d";

function findNginx() {
  return CANDIDATES.find(
    (file) => existsSync(file) && spawnSync(file, ["-v"], { stdio: "ignore" }).status === 0,
  );
}

/** The nginx binary's path, installing Debian's package first when it is missing and this is root. */
export function ensureNginx(log = console.log) {
  const found = findNginx();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `The deploy tests need Debian's nginx. Install it, then run again:\n  ${INSTALL_COMMAND}`,
    );
  }
  log(`[deploy] installing Debian's ${DEBIAN_PACKAGE} (its service is not started)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-q", DEBIAN_PACKAGE], { env, stdio: "inherit" }).status === 0;
  // The package would start nginx on port 80 as a service; a policy answering 101 ("not now") stops that.
  const ownPolicy = !existsSync(POLICY_RC);
  if (ownPolicy) writeFileSync(POLICY_RC, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    if (!install()) {
      spawnSync("apt-get", ["update", "-q"], { env, stdio: "inherit" });
      if (!install()) throw new Error(`apt-get could not install nginx; try:\n  ${INSTALL_COMMAND}`);
    }
  } finally {
    if (ownPolicy) rmSync(POLICY_RC, { force: true });
  }
  const installed = findNginx();
  if (!installed) throw new Error(`nginx is still missing after apt-get; try:\n  ${INSTALL_COMMAND}`);
  return installed;
}
