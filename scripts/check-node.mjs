// Stops with a clear message when this Node.js is older than the project needs (package.json engines). The check
// itself is the backend's (backend/src/node-version.mjs), which the built app's entries run as well.
import { exitOnOldNode } from '../backend/src/node-version.mjs';

exitOnOldNode();
