/**
 * The prints editor's stand-in (not a contract route): GET * /prints-editor, the address config.json names
 * `services.printsEditor` locally. "Order prints" sends the browser here with the query token, channel and
 * tempSelectionId (my-photos.md section 7). The page reads the selection back from the temporary selections
 * service (GET /temp-selections/{id} with the token as bearer) and shows the photos' thumbnails, so the whole
 * path can be tried and tested. A real editor is a separate application; this page only proves the hand-over.
 *
 * Assumptions: the page is a small accessible HTML document (a heading, a live status line, the list of
 * thumbnails named "Photo n of N"); the selection is read in the browser, as an editor on another origin would
 * (the mock's CORS allows local origins); a missing parameter, an unknown or expired selection (404) and a bad
 * token (401) are said in the status line.
 */
import { http, type HttpHandler } from 'msw';
import { SERVICE_PREFIXES } from '../../src/shared/service-prefixes';
import type { HandlerDeps } from '../deps';

/** JSON for inside a <script>: no "</script>" can end it early. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's script: reads the query, asks for the selection, lists the thumbnails. Plain ES2017, no modules. */
const PAGE_SCRIPT = `
(async function () {
  var params = new URLSearchParams(location.search);
  var status = document.getElementById('status');
  var list = document.getElementById('photos');
  var say = function (text) { status.textContent = text; };
  var token = params.get('token');
  var channel = params.get('channel');
  var id = params.get('tempSelectionId');
  document.getElementById('channel').textContent = channel || 'none';
  document.getElementById('selection').textContent = id || 'none';
  if (!token || !channel || !id) {
    say('This link is missing its token, channel or tempSelectionId.');
    return;
  }
  try {
    var response = await fetch(TEMP_SELECTIONS_API + '/temp-selections/' + encodeURIComponent(id), {
      headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' },
    });
    if (!response.ok) {
      say(response.status === 404
        ? 'This selection does not exist or has expired.'
        : response.status === 401
          ? 'You are not signed in (the token was not accepted).'
          : 'The selection could not be loaded (status ' + response.status + ').');
      return;
    }
    var body = await response.json();
    var ids = Array.isArray(body.photoIds) ? body.photoIds.filter(function (x) { return typeof x === 'string'; }) : [];
    ids.forEach(function (photoId, index) {
      var item = document.createElement('li');
      var image = document.createElement('img');
      image.src = IMAGES + '/' + encodeURIComponent(photoId) + '/300.jpg';
      image.alt = 'Photo ' + (index + 1) + ' of ' + ids.length;
      image.dataset.photoId = photoId;
      item.append(image);
      list.append(item);
    });
    say(ids.length === 1 ? '1 photo is ready for your prints.' : ids.length + ' photos are ready for your prints.');
  } catch (error) {
    say('The selection could not be loaded.');
  }
})();
`;

export function printsEditorPage(publicUrl: string): string {
  const constants =
    `var TEMP_SELECTIONS_API = ${scriptValue(`${publicUrl}${SERVICE_PREFIXES.tempSelections}`)};\n` +
    `var IMAGES = ${scriptValue(`${publicUrl}/images`)};\n`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prints editor (mock)</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d2939; background: #fff; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem; padding: 0; list-style: none; }
  img { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; background: #eaecf0; }
</style>
</head>
<body>
<main>
  <h1>Prints editor</h1>
  <p>A stand-in for the prints editor, served by the mock backend: it shows the photos handed over by Order prints.</p>
  <dl>
    <dt>Channel</dt><dd id="channel"></dd>
    <dt>Selection</dt><dd id="selection"></dd>
  </dl>
  <p id="status" role="status">Loading your photos...</p>
  <h2>Your photos</h2>
  <ul id="photos" aria-label="Photos for your prints"></ul>
</main>
<script>
${constants}${PAGE_SCRIPT}</script>
</body>
</html>
`;
}

export function createPrintsEditorHandlers(deps: HandlerDeps): HttpHandler[] {
  const page = printsEditorPage(deps.publicUrl);
  return [
    http.get(
      `*${SERVICE_PREFIXES.printsEditor}`,
      () =>
        new Response(page, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    ),
  ];
}
