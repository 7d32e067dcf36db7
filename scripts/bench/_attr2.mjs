import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2]; const filter = process.argv[3];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n'); const sizes = {}; let prev = null;
map.eachMapping((m) => { if (prev) { const key = prev.source ?? '?'; const len = m.generatedLine === prev.generatedLine ? m.generatedColumn - prev.generatedColumn : lines[prev.generatedLine - 1].length - prev.generatedColumn; sizes[key] = (sizes[key] ?? 0) + len; } prev = m; });
for (const [k, v] of Object.entries(sizes).filter(([k]) => k.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(String(v).padStart(8), k.replace(/^.*node_modules\//, ''));
