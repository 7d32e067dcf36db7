/**
 * Small stand-ins of the third-party scripts (account-area.md section 1: the customer-care chat widget, the
 * cookie-consent script, the feedback survey with a form per locale; section 7: the user-session tracking script;
 * and the analytics tag), served at GET /vendor/{name}.js so nothing leaves the machine. Each does what the app
 * relies on and marks itself loaded on `window.vendorScripts`:
 *
 * - consent.js: reads the visitor's decision from the `cookie_consent` cookie (two characters, analytics then
 *   marketing) and announces it as a `cookie-consent` event `{detail: {code}}` and `window.cookieConsent.code`,
 *   as a consent manager announces a stored decision; without the cookie it announces nothing (a real one would
 *   show its banner). Any code is announced as it is: the app rejects what is not 00, 01, 10 or 11.
 * - chat.js, feedback-survey.js, session-tracking.js, analytics.js: record their configuration (the survey its
 *   form from `window.feedbackSurvey.form`).
 * - ab-test.js (the A/B testing tool's tag): records which experience of an mbox the page showed, from the queue
 *   `window.abTestQueue` of `{mbox, variant}` (what the page pushed before it loaded, then every later push), as
 *   the tool's display notification. Which experience a user gets is the ab-test service's choice (its mock,
 *   mock-server/handlers/ab-test.ts).
 *
 * Not part of any contract: they stand for other companies' files.
 */

const mark = (name: string, extra = '{}') =>
  `(window.vendorScripts = window.vendorScripts || {})[${JSON.stringify(name)}] = Object.assign({ loadedAt: Date.now() }, ${extra});`;

export const VENDOR_SCRIPTS: Readonly<Record<string, string>> = {
  'consent.js': `(function () {
  ${mark('consent')}
  var match = document.cookie.match(/(?:^|;\\s*)cookie_consent=([^;]*)/);
  if (!match) return;
  var code = decodeURIComponent(match[1]);
  window.cookieConsent = { code: code };
  window.dispatchEvent(new CustomEvent('cookie-consent', { detail: { code: code } }));
})();
`,
  'chat.js': `(function () {
  ${mark('chat', '{ locale: (window.chatWidget || {}).locale }')}
})();
`,
  'feedback-survey.js': `(function () {
  ${mark('feedbackSurvey', '{ form: (window.feedbackSurvey || {}).form }')}
})();
`,
  'session-tracking.js': `(function () {
  ${mark('sessionTracking')}
})();
`,
  'ab-test.js': `(function () {
  ${mark('abTest', '{ displayed: [] }')}
  var displayed = window.vendorScripts.abTest.displayed;
  var queue = (window.abTestQueue = window.abTestQueue || []);
  for (var i = 0; i < queue.length; i++) displayed.push(queue[i]);
  queue.push = function (entry) {
    displayed.push(entry);
    return Array.prototype.push.call(queue, entry);
  };
})();
`,
  'analytics.js': `(function () {
  ${mark('analytics', '{ events: (window.dataLayer || []).length }')}
})();
`,
};

/** GET /vendor/{name}.js: the stand-in, cacheable for a day as a vendor's CDN serves it; 404 for others. */
export async function serveVendorScript(request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.slice('/vendor/'.length);
  const body = VENDOR_SCRIPTS[name];
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET' } });
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
