// `npm run bench -- decodes` (only when asked): what three strangers' big pictures sent at once cost the API process
// (docs/operations.md "Image decodes"). Three throwaway members each upload the same flat-colour progressive JPEG to
// POST /api/community/journal/upload-image at the same moment, for a 9990 x 9990 one (99.8 MP, about 0.6 MB) and a
// 7000 x 7000 one (49 MP, under a member photo's limit); meanwhile a fourth member signs in. Prints the API process's
// RSS before and at its peak (sampled every 25 ms), each upload's status and time, and the sign-in's time (against a
// sign-in on the idle app).
import sharp from 'sharp';
import { sessionCookie } from './session-cookie.mjs';

const PASSWORD = 'bench-decodes-password-1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function benchDecodes({ startApp, adminQuery, adminUrl, rssMb }) {
  const database = `f50_bench_decodes_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3700 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startApp(port, url.toString(), { PHOTOS_PER_HOUR: '1000', PHOTOS_PER_HOUR_PER_CLIENT: '1000' });
  const json = (path, body, headers = {}) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const register = async (email) => {
    const res = await json('/api/community/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Bench' });
    if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  };
  const signIn = async () => {
    const started = performance.now();
    const res = await json('/api/community/auth/login', { email: 'signer@example.com', password: PASSWORD });
    if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    return Math.round(performance.now() - started);
  };
  const upload = async (cookie, bytes) => {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
    const started = performance.now();
    const res = await fetch(`${base}/api/community/journal/upload-image`, { method: 'POST', headers: { cookie }, body: form });
    await res.arrayBuffer();
    return `${res.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  };
  try {
    const cookies = [await register('one@example.com'), await register('two@example.com'), await register('three@example.com')];
    await register('signer@example.com');
    await signIn();
    const idleSignIn = await signIn();
    for (const side of [9990, 7000]) {
      const bytes = await sharp({ create: { width: side, height: side, channels: 3, background: '#88aa44' } }).jpeg({ progressive: true, quality: 60 }).toBuffer();
      await sleep(1000);
      const before = rssMb(child.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 25);
      const uploads = Promise.all(cookies.map((cookie) => upload(cookie, bytes)));
      await sleep(1000);
      const busySignIn = await signIn();
      const answers = await uploads;
      clearInterval(sampler);
      console.log(
        `${side} x ${side} progressive JPEG (${(bytes.length / 1e6).toFixed(2)} MB) x 3 at once: RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB;` +
          ` uploads ${answers.join(', ')}; sign-in meanwhile ${busySignIn} ms (idle ${idleSignIn} ms)`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}
