// `npm start`: install and build what is missing, then serve the whole product on PORT (default 3000).
import './check-node.mjs';
import { prepare } from './prepare.mjs';

prepare();
await import('../backend/dist/main.js');
