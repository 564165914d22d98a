// The bare node:http server the benches compare the app with: it answers every request with one recorded answer
// (status, headers and body bytes as the app sent them, from the JSON file named by argv[2]) and prints its port.
// It runs in a process of its own, like the app: served from the bench's own process it would share that event loop
// with autocannon, and measured from 0.4 to 1.3 of the app depending on how busy the load generator was.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
