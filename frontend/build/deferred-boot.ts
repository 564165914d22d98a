import { createHash } from 'node:crypto';
import { minifySync, type Plugin } from 'vite';

/**
 * Starts the app only after the browser has painted the page the server sent. The public pages arrive rendered
 * (frontend/src/entry-server.tsx), so the reader sees them at once; the app's JavaScript is fetched and run once the
 * first contentful paint is done, so on a slow phone its download never competes with the page's own HTML, styles,
 * fonts and pictures, and its parsing never holds that paint back. The server leaves the modulepreload links out of the
 * pages it renders (PageTemplate), so the boot script asks for the app's modules (`data-modules`) when it starts it.
 * The members', staff and account pages come with the modulepreload links and their loading shell in #root (the members'
 * header bar and 'Loading…': infrastructure/web/spa.ts), so their modules download at once and the app runs once the shell
 * is painted. A page with an empty #root, a page in a background tab (it paints nothing) and a browser without paint
 * timing start the app at once; after 3 s it
 * starts regardless. Until the app runs (it sets <html data-app="ready">), a form the app sends (no action of its own,
 * or marked data-app-sends: the newsletter sign-up, whose action is the plain POST for browsers without scripts) is
 * held: the browser does not send it (the reader would leave the page for the server's answer), the form says
 * "Sending…" (data-held-submit, index.css), and once the app is ready the form is submitted again, once, for the app to
 * send. The header search has an action of its own and works at once.
 */
const BOOT = `(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  var modules = ((script && script.getAttribute('data-modules')) || '').split(' ');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The app's script first: its request goes out before those of the modules it imports and of the page's chunks.
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = app;
    document.head.appendChild(module);
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i] || document.querySelector('link[rel="modulepreload"][href="' + modules[i] + '"]')) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
  }
  // Until the app runs, a form the app sends (no action of its own, or data-app-sends) is held, and sent again once it runs.
  var held = [];
  var ready = function () { return document.documentElement.getAttribute('data-app') === 'ready'; };
  function replay() {
    var forms = held;
    held = [];
    for (var i = 0; i < forms.length; i++) {
      var form = forms[i].form, submitter = forms[i].submitter;
      form.removeAttribute('data-held-submit');
      if (!form.isConnected) continue;
      if (typeof form.requestSubmit !== 'function') form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      else if (submitter && submitter.form === form && submitter.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    }
  }
  function replayWhenReady() {
    if (ready()) return setTimeout(replay, 0);
    var watch = new MutationObserver(function () {
      if (!ready()) return;
      watch.disconnect();
      setTimeout(replay, 0);
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (ready() || !form || !form.getAttribute || (form.getAttribute('action') && !form.hasAttribute('data-app-sends'))) return;
    event.preventDefault();
    if (form.hasAttribute('data-held-submit')) return; // sent twice before the app runs: sent once
    form.setAttribute('data-held-submit', '');
    held.push({ form: form, submitter: event.submitter });
    if (held.length === 1) replayWhenReady();
  }, true);
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild || document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  setTimeout(start, 3000);
})();
`;

/**
 * The script as sent: minified (mangled names, no comments or indentation), 0.8 KB gzipped instead of 1.1 KB, on every
 * page the server renders. It runs as a classic script, so it is minified as one (not as a module).
 */
function minifiedBoot(): string {
  const result = minifySync('boot.js', BOOT, { module: false, compress: true, mangle: true });
  if (result.errors.length) throw new Error(`deferred-boot: the boot script does not minify: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}

const BOOT_CODE = minifiedBoot();
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_CODE).digest('hex').slice(0, 10)}.js`;
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function deferredBoot(): Plugin {
  return {
    name: 'flying50-deferred-boot',
    apply: 'build',
    generateBundle(options) {
      // Only the browser build has an index.html (not the server renderer's build).
      if (options.dir?.endsWith('dist-ssr')) return;
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_CODE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const app = APP_SCRIPT.exec(html)?.[1];
        if (!app) throw new Error('deferred-boot: index.html has no app script to defer.');
        const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        return html.replace(
          APP_SCRIPT,
          `<link rel="modulepreload" crossorigin href="${app}">\n    <script defer fetchpriority="high" src="/${BOOT_FILE}" data-app="${app}" data-modules="${modules.join(' ')}"></script>`,
        );
      },
    },
  };
}
