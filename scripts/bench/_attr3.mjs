import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n'); let prev = null; const out=[];
map.eachMapping((m) => { if (prev && !prev.source) { const s = m.generatedLine === prev.generatedLine ? lines[prev.generatedLine-1].slice(prev.generatedColumn, m.generatedColumn) : lines[prev.generatedLine-1].slice(prev.generatedColumn); if (s.length>80) out.push(s.slice(0,300)); } prev = m; });
console.log(out.slice(0,15).join('\n---\n'));
