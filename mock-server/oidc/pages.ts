/**
 * The identity provider's HTML pages (no external resources): sign-in, messages, the frame of the sign-out pages;
 * and the small request helpers of its own routes (the sign-in form's body, a cookie).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../accounts';
import { SIGN_IN_ERROR } from './policy';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { margin: 0 0 1rem; font-size: 1.75rem; }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.125rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; color: #1a1a1a; background: #fff; border: 1px solid #595959; border-radius: 4px; }
  button { margin-top: 1.5rem; padding: 0.625rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #0b57a4; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #08457f; }
  :focus-visible { outline: 3px solid #0b57a4; outline-offset: 2px; }
  .error { margin: 0 0 1rem; padding: 0.75rem; color: #8a0010; background: #fdecee; border: 1px solid #8a0010; border-radius: 4px; }
  .hint { color: #3d3d3d; font-size: 0.9375rem; }
  .hint ul { padding-left: 1.25rem; }
  code { font-family: ui-monospace, Menlo, Consolas, monospace; }
`;

export function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function signInPage(action: string, email: string, failed: boolean | string): string {
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `<li><code>${escapeHtml(a.email)}</code>: ${escapeHtml(a.description)}</li>`,
  ).join('\n');
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${failed ? `<p class="error" role="alert">${escapeHtml(failed === true ? SIGN_IN_ERROR : failed)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" maxlength="254" autocomplete="username" required value="${escapeHtml(email)}"${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" maxlength="1000" autocomplete="current-password" required${failed ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<section class="hint" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<p>This is the mock identity provider. The password of every demo account is <code>${DEMO_PASSWORD}</code>.</p>
<ul>
${accounts}
</ul>
</section>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  res.end(html);
}

/** The sign-in form's largest body: two fields of at most 254 and 1000 characters, with room to spare. */
export const SIGN_IN_FORM_LIMIT_BYTES = 16 * 1024;

/** The form's fields, or undefined when the body is over the limit (then it is not read further). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > SIGN_IN_FORM_LIMIT_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > SIGN_IN_FORM_LIMIT_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
