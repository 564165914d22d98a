// A stand-in for images.pexels.com while Lighthouse measures pages whose pictures are Pexels addresses (the scale
// bench's seeded articles, as the generator writes them): this machine has no internet, so every picture failed to
// load, a console error each, and best practices scored 96. The stand-in is an HTTPS server on 127.0.0.1 with a
// throwaway self-signed certificate (openssl) that answers every path with a JPEG as wide as the address's `w`
// (at most 1260 px, 3:2, drawn once per width with sharp); Chromium is sent to it with --host-resolver-rules and told
// to accept the certificate. Pictures then cost what real ones of their size cost.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export async function startPexelsStandIn() {
  const dir = mkdtempSync(join(os.tmpdir(), 'f50-pexels-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=images.pexels.com'], { stdio: 'ignore' });
  const pictures = new Map();
  const picture = (width) => {
    if (!pictures.has(width)) {
      const height = Math.round((width * 2) / 3);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c6663"/><stop offset="1" stop-color="#f2b33d"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#16324f" opacity="0.6"/></svg>`;
      pictures.set(width, sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer());
    }
    return pictures.get(width);
  };
  const server = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, async (req, res) => {
    const asked = Number(new URL(req.url, 'https://images.pexels.com').searchParams.get('w')) || 1260;
    const body = await picture(Math.min(1260, Math.max(160, Math.round(asked))));
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length, 'cache-control': 'public, max-age=31536000, immutable' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    chromeFlags: [`--host-resolver-rules=MAP images.pexels.com:443 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
