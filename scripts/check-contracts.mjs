#!/usr/bin/env node
// Over 500 lines on purpose: one script per `npm test` step; its four checks (AsyncAPI, GraphQL, examples, string
// limits) share the loaded documents and the one summary line.
// Checks the contracts beyond what `redocly lint` covers, and prints one summary line:
//   (a) the AsyncAPI documents in openapi/asyncapi parse and validate with @asyncapi/parser (no diagnostic of
//       severity error); when the parser is not installed they are linted with the Redocly CLI's AsyncAPI 3 rules
//       instead, and the summary says so;
//   (b) every example of every OpenAPI spec in openapi/services (media type example/examples, parameter and
//       header examples, schema example/examples) and every AsyncAPI message example validates against its
//       schema (Ajv, JSON Schema 2020-12, ajv-formats; $refs resolved across files);
//   (c) every operation has a unique camelCase operationId (across all specs), a summary, tags, a 2xx and a 4xx
//       response, a 401 when it needs a bearer token, an example on every 2xx body and, for backend services,
//       the X-CorrelationId header;
//   (d) the GraphQL SDL in openapi/graphql parses and is a valid schema, and the example queries of
//       merchandise.yaml validate against it and reproduce their example answers (skipped, and said so, when
//       the graphql package is not installed);
//   (e) every string schema has a maxLength (or is bounded by an enum, const or date/uuid format).
// Exits 1 when anything is wrong, listing each problem on its own line before the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openapiDir = path.join(root, 'openapi');
const servicesDir = path.join(openapiDir, 'services');
const asyncapiDir = path.join(openapiDir, 'asyncapi');
const graphqlDir = path.join(openapiDir, 'graphql');
const rel = (file) => path.relative(root, file);

const problems = [];
const problem = (where, message) => problems.push(`${where}: ${message}`);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const yamlFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];

// ---------------------------------------------------------------------------------------------------------
// Documents and $ref resolution. Every YAML document is added to Ajv under its file URL, so a schema is
// compiled as {$ref: '<file url>#<pointer>'} and its own $refs (local or to other files) resolve as written.

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);

const documents = new Map(); // absolute file -> parsed YAML
function loadDocument(file) {
  if (!documents.has(file)) {
    let doc;
    try {
      doc = parseYaml(readFileSync(file, 'utf8'));
    } catch (error) {
      problem(rel(file), `cannot be read or parsed: ${error.message}`);
      doc = {};
    }
    documents.set(file, doc);
    ajv.addSchema(doc, pathToFileURL(file).href);
    // Load the files it refers to as well, so Ajv can resolve every $ref when a schema is compiled.
    for (const ref of externalRefs(doc)) loadDocument(path.resolve(path.dirname(file), ref));
  }
  return documents.get(file);
}

/** The file parts of the document's $refs to other files. */
function externalRefs(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => externalRefs(item, found));
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
        found.add(value.split('#')[0]);
      else externalRefs(value, found);
    }
  return found;
}

const escapePart = (part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePart = (part) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const pointerOf = (parts) => parts.map(escapePart).join('/');

function atPointer(doc, pointer) {
  return pointer
    .split('/')
    .slice(1)
    .reduce(
      (node, part) => (node === undefined ? undefined : node[unescapePart(decodeURIComponent(part))]),
      doc,
    );
}

/** A located node: the file it is in, its JSON pointer there ('' is the root) and the node itself. */
function at(file, pointer) {
  return {
    file,
    pointer,
    node: pointer === '' ? loadDocument(file) : atPointer(loadDocument(file), pointer),
  };
}

/** Follows $ref objects (not schemas: those are left to Ajv) until a node without $ref. */
function deref(located, trail = []) {
  const { file, node } = located;
  if (!isObject(node) || typeof node.$ref !== 'string') return located;
  const [target = '', fragment = ''] = node.$ref.split('#');
  const targetFile = target ? path.resolve(path.dirname(file), target) : file;
  const key = `${targetFile}#${fragment}`;
  if (trail.includes(key)) {
    problem(rel(file), `circular $ref ${node.$ref}`);
    return { file, pointer: located.pointer, node: undefined };
  }
  const next = at(targetFile, fragment);
  if (next.node === undefined) problem(`${rel(file)}#${located.pointer}`, `cannot resolve $ref ${node.$ref}`);
  return deref(next, [...trail, key]);
}

const child = (located, ...parts) => ({
  file: located.file,
  pointer: `${located.pointer}/${pointerOf(parts)}`,
  node: parts.reduce((n, p) => (n === undefined || n === null ? undefined : n[p]), located.node),
});

// ---------------------------------------------------------------------------------------------------------
// Example validation.

const validators = new Map();
let examplesChecked = 0;

function validatorFor(schemaAt) {
  const url = `${pathToFileURL(schemaAt.file).href}#${schemaAt.pointer
    .split('/')
    .map((p) => encodeURIComponent(p))
    .join('/')}`;
  if (!validators.has(url)) {
    try {
      validators.set(url, ajv.compile({ $ref: url }));
    } catch (error) {
      problem(`${rel(schemaAt.file)}#${schemaAt.pointer}`, `schema does not compile: ${error.message}`);
      validators.set(url, null);
    }
  }
  return validators.get(url);
}

const checkedExamples = new Set();
function checkExample(schemaAt, value, where, exampleKey) {
  if (schemaAt.node === undefined) return;
  // An example reached twice (a shared response or parameter) is checked once.
  if (exampleKey) {
    if (checkedExamples.has(exampleKey)) return;
    checkedExamples.add(exampleKey);
  }
  const validate = validatorFor(schemaAt);
  examplesChecked += 1;
  if (!validate || validate(value)) return;
  const details = (validate.errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is not valid'}`)
    .slice(0, 5)
    .join('; ');
  problem(where, `example does not match its schema: ${details}`);
}

/** Checks `example` and `examples` (a map of Example objects) of a parameter, header or media type. */
function checkExamplesOf(located, schemaAt, where) {
  const { node } = located;
  if (!isObject(node)) return;
  const key = `${located.file}#${located.pointer}`;
  if ('example' in node) checkExample(schemaAt, node.example, `${where} example`, `${key}/example`);
  if (isObject(node.examples)) {
    for (const name of Object.keys(node.examples)) {
      const example = deref(child(located, 'examples', name));
      if (!isObject(example.node) || !('value' in example.node)) continue;
      checkExample(
        schemaAt,
        example.node.value,
        `${where} examples.${name}`,
        `${example.file}#${example.pointer}`,
      );
    }
  }
}

// Schema keywords whose value is a schema, a map of schemas or a list of schemas.
const SCHEMA_ONE = [
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const SCHEMA_MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const visitedSchemas = new Set();

/** Walks a schema and its subschemas (in the same file), validating each one's example / examples. */
function walkSchema(schemaAt, where) {
  const key = `${schemaAt.file}#${schemaAt.pointer}`;
  if (visitedSchemas.has(key) || !isObject(schemaAt.node)) return;
  visitedSchemas.add(key);
  const { node } = schemaAt;
  if ('example' in node) checkExample(schemaAt, node.example, `${where} (schema example)`);
  if (Array.isArray(node.examples))
    node.examples.forEach((value, i) => checkExample(schemaAt, value, `${where} (schema examples[${i}])`));
  for (const k of SCHEMA_ONE) if (isObject(node[k])) walkSchema(child(schemaAt, k), `${where}.${k}`);
  for (const k of SCHEMA_MAP)
    if (isObject(node[k]))
      for (const name of Object.keys(node[k])) walkSchema(child(schemaAt, k, name), `${where}.${k}.${name}`);
  for (const k of SCHEMA_LIST)
    if (Array.isArray(node[k]))
      node[k].forEach((_, i) => walkSchema(child(schemaAt, k, i), `${where}.${k}[${i}]`));
}

function checkParameterLike(located, where) {
  const resolved = deref(located);
  if (!isObject(resolved.node)) return resolved;
  if (resolved.node.schema !== undefined) {
    const schemaAt = child(resolved, 'schema');
    walkSchema(schemaAt, `${where} schema`);
    checkExamplesOf(resolved, schemaAt, where);
  }
  if (isObject(resolved.node.content)) checkContent(child(resolved, 'content'), where);
  return resolved;
}

function checkContent(contentAt, where) {
  for (const mediaType of Object.keys(contentAt.node ?? {})) {
    const mediaAt = child(contentAt, mediaType);
    if (!isObject(mediaAt.node) || mediaAt.node.schema === undefined) continue;
    const schemaAt = child(mediaAt, 'schema');
    walkSchema(schemaAt, `${where} ${mediaType} schema`);
    checkExamplesOf(mediaAt, schemaAt, `${where} ${mediaType}`);
    if (isObject(mediaAt.node.encoding))
      for (const [name, encoding] of Object.entries(mediaAt.node.encoding))
        if (isObject(encoding?.headers))
          for (const header of Object.keys(encoding.headers))
            checkParameterLike(
              child(mediaAt, 'encoding', name, 'headers', header),
              `${where} encoding ${name} header ${header}`,
            );
  }
}

// ---------------------------------------------------------------------------------------------------------
// (b) and (c): OpenAPI specs.

const specFiles = yamlFiles(servicesDir);
const operationIds = new Map(); // operationId -> where first seen
let operationCount = 0;

for (const file of specFiles) {
  const spec = path.basename(file, path.extname(file));
  const doc = loadDocument(file);
  const rootAt = at(file, '');
  if (!String(doc.openapi ?? '').startsWith('3.1')) problem(rel(file), 'is not an OpenAPI 3.1 document');
  // Backend services run behind the correlation-id middleware; the app's own static files do not.
  const backend = /^'?\{origin\}\/./.test(String(doc.servers?.[0]?.url ?? ''));

  for (const pathName of Object.keys(doc.paths ?? {})) {
    const itemAt = deref(child(rootAt, 'paths', pathName));
    const item = itemAt.node;
    if (!isObject(item)) continue;
    const itemParams = (item.parameters ?? []).map((_, i) =>
      checkParameterLike(child(itemAt, 'parameters', i), `${spec} ${pathName} parameter ${i}`),
    );
    for (const method of METHODS) {
      if (!isObject(item[method])) continue;
      operationCount += 1;
      const opAt = child(itemAt, method);
      const op = opAt.node;
      const where = `${spec} ${method.toUpperCase()} ${pathName}`;

      // (c) identity and documentation
      if (typeof op.operationId !== 'string' || op.operationId === '') problem(where, 'has no operationId');
      else {
        if (!/^[a-z][a-zA-Z0-9]*$/.test(op.operationId))
          problem(where, `operationId ${op.operationId} is not camelCase`);
        if (operationIds.has(op.operationId))
          problem(where, `operationId ${op.operationId} is also used by ${operationIds.get(op.operationId)}`);
        else operationIds.set(op.operationId, where);
      }
      if (typeof op.summary !== 'string' || op.summary.trim() === '') problem(where, 'has no summary');
      if (!Array.isArray(op.tags) || op.tags.length === 0) problem(where, 'has no tags');

      // (b) parameters (path item's and operation's) and request body
      const opParams = (op.parameters ?? []).map((_, i) =>
        checkParameterLike(child(opAt, 'parameters', i), `${where} parameter ${i}`),
      );
      const params = [...itemParams, ...opParams].map((p) => p.node).filter(isObject);
      if (backend && !params.some((p) => p.in === 'header' && p.name === 'X-CorrelationId'))
        problem(where, 'has no X-CorrelationId header parameter');
      // A parameter or body the service validates is answered 400 when it is wrong: declared (issue 12).
      if (backend && (params.length > 0 || op.requestBody !== undefined) && !isObject(op.responses?.['400']))
        problem(where, 'validates its input but does not declare 400');
      // A body the service reads has a limit: 413 declared (issue 12).
      if (isObject(op.requestBody?.content?.['application/json']) && !isObject(op.responses?.['413']))
        problem(where, 'reads a JSON body but does not declare 413');
      if (op.requestBody !== undefined) {
        const bodyAt = deref(child(opAt, 'requestBody'));
        if (isObject(bodyAt.node?.content)) checkContent(child(bodyAt, 'content'), `${where} request body`);
      }

      // (c) responses, (b) their examples and headers
      const codes = Object.keys(op.responses ?? {});
      if (!codes.some((c) => /^2(\d\d|XX)$/.test(c))) problem(where, 'has no 2xx response');
      if (!codes.some((c) => /^4(\d\d|XX)$/.test(c))) problem(where, 'has no 4xx response');
      const security = op.security ?? doc.security ?? [];
      const needsToken = security.length > 0 && security.every((req) => Object.keys(req).length > 0);
      if (needsToken && !codes.includes('401'))
        problem(where, 'needs a bearer token but has no 401 response');
      for (const code of codes) {
        const responseAt = deref(child(opAt, 'responses', code));
        const response = responseAt.node;
        if (!isObject(response)) continue;
        if (isObject(response.headers))
          for (const header of Object.keys(response.headers))
            checkParameterLike(child(responseAt, 'headers', header), `${where} ${code} header ${header}`);
        if (!isObject(response.content)) continue;
        checkContent(child(responseAt, 'content'), `${where} ${code}`);
        if (code.startsWith('2'))
          for (const [mediaType, media] of Object.entries(response.content))
            if (isObject(media) && !('example' in media) && !isObject(media.examples))
              problem(where, `${code} ${mediaType} has no example`);
      }
    }
  }
  // Schemas of the components, whether or not an operation reaches them.
  for (const name of Object.keys(doc.components?.schemas ?? {}))
    walkSchema(child(rootAt, 'components', 'schemas', name), `${spec} components.schemas.${name}`);
}

// Shared component files: their schemas and parameters on their own.
for (const file of yamlFiles(path.join(openapiDir, 'components'))) {
  const doc = loadDocument(file);
  const rootAt = at(file, '');
  const name = rel(file);
  for (const schema of Object.keys(doc.components?.schemas ?? {}))
    walkSchema(child(rootAt, 'components', 'schemas', schema), `${name} components.schemas.${schema}`);
  for (const param of Object.keys(doc.components?.parameters ?? {}))
    checkParameterLike(
      child(rootAt, 'components', 'parameters', param),
      `${name} components.parameters.${param}`,
    );
  for (const response of Object.keys(doc.components?.responses ?? {})) {
    const responseAt = child(rootAt, 'components', 'responses', response);
    if (isObject(responseAt.node?.content))
      checkContent(child(responseAt, 'content'), `${name} components.responses.${response}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// (a) AsyncAPI documents, and (b) their message examples.

const asyncFiles = yamlFiles(asyncapiDir);
let asyncMethod;
let parserModule;
try {
  parserModule = await import('@asyncapi/parser');
} catch {
  parserModule = undefined;
}

if (parserModule?.Parser) {
  asyncMethod = '@asyncapi/parser';
  const parser = new parserModule.Parser();
  const ERROR = parserModule.DiagnosticSeverity?.Error ?? 0;
  for (const file of asyncFiles) {
    const { document, diagnostics = [] } = await parser.parse(readFileSync(file, 'utf8'), { source: file });
    for (const d of diagnostics.filter((x) => x.severity === ERROR))
      problem(rel(file), `${d.code ?? 'asyncapi'} ${(d.path ?? []).join('.')}: ${d.message}`);
    if (!document && !diagnostics.some((x) => x.severity === ERROR))
      problem(rel(file), 'the AsyncAPI parser returned no document');
  }
} else {
  asyncMethod = 'Redocly AsyncAPI 3 rules (@asyncapi/parser is not installed)';
  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const config = path.join(openapiDir, 'redocly.yaml');
  for (const file of asyncFiles) {
    const run = spawnSync(process.execPath, [cli, 'lint', '--config', config, '--format', 'json', file], {
      encoding: 'utf8',
    });
    let report;
    try {
      report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
    } catch {
      problem(
        rel(file),
        `Redocly lint did not answer JSON: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`,
      );
      continue;
    }
    for (const p of report.problems ?? [])
      problem(rel(file), `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
  }
}

for (const file of asyncFiles) {
  const doc = loadDocument(file);
  if (!String(doc.asyncapi ?? '').startsWith('3.')) problem(rel(file), 'is not an AsyncAPI 3 document');
  const rootAt = at(file, '');
  for (const name of Object.keys(doc.components?.schemas ?? {}))
    walkSchema(child(rootAt, 'components', 'schemas', name), `${rel(file)} components.schemas.${name}`);
  const messages = [
    ...Object.keys(doc.components?.messages ?? {}).map((n) => child(rootAt, 'components', 'messages', n)),
    ...Object.entries(doc.channels ?? {}).flatMap(([channel, c]) =>
      Object.keys(c?.messages ?? {}).map((n) => child(rootAt, 'channels', channel, 'messages', n)),
    ),
  ].map((m) => deref(m));
  const seen = new Set();
  for (const messageAt of messages) {
    const key = `${messageAt.file}#${messageAt.pointer}`;
    if (seen.has(key) || !isObject(messageAt.node)) continue;
    seen.add(key);
    const where = `${rel(file)} message ${messageAt.node.name ?? messageAt.pointer}`;
    (messageAt.node.examples ?? []).forEach((example, i) => {
      const label = `${where} examples[${i}]${example?.name ? ` (${example.name})` : ''}`;
      if (example?.payload !== undefined && messageAt.node.payload !== undefined)
        checkExample(deref(child(messageAt, 'payload')), example.payload, label);
      if (example?.headers !== undefined && messageAt.node.headers !== undefined)
        checkExample(deref(child(messageAt, 'headers')), example.headers, `${label} headers`);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// (d) GraphQL SDL, and the merchandise examples against it.

let graphqlSummary;
const sdlFiles = existsSync(graphqlDir)
  ? readdirSync(graphqlDir)
      .filter((f) => f.endsWith('.graphql'))
      .sort()
      .map((f) => path.join(graphqlDir, f))
  : [];
let graphql;
try {
  graphql = await import('graphql');
} catch {
  graphql = undefined;
}

/** Deep equality of JSON values, ignoring the order of object keys. */
function sameJson(a, b) {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    );
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return a === b;
}

if (!graphql) {
  graphqlSummary = `GraphQL skipped (the graphql package is not installed; ${sdlFiles.length} SDL files unchecked)`;
} else {
  let queries = 0;
  for (const file of sdlFiles) {
    let schema;
    try {
      schema = graphql.buildSchema(readFileSync(file, 'utf8'));
    } catch (error) {
      problem(rel(file), `does not parse: ${error.message}`);
      continue;
    }
    for (const error of graphql.validateSchema(schema)) problem(rel(file), error.message);
    // The OpenAPI transport of the same name (merchandise.graphql -> services/merchandise.yaml).
    const transport = path.join(servicesDir, `${path.basename(file, '.graphql')}.yaml`);
    if (!existsSync(transport)) continue;
    for (const [pathName, item] of Object.entries(loadDocument(transport).paths ?? {})) {
      const post = item?.post;
      const requests = post?.requestBody?.content?.['application/json']?.examples ?? {};
      const answers = post?.responses?.['200']?.content?.['application/json']?.examples ?? {};
      for (const [name, example] of Object.entries(requests)) {
        const where = `${rel(transport)} POST ${pathName} example ${name}`;
        const request = example?.value ?? {};
        let document;
        try {
          document = graphql.parse(request.query);
        } catch (error) {
          problem(where, `query does not parse: ${error.message}`);
          continue;
        }
        queries += 1;
        const errors = graphql.validate(schema, document);
        for (const error of errors) problem(where, `query is not valid: ${error.message}`);
        const answer = answers[name]?.value;
        if (errors.length > 0 || !isObject(answer?.data)) continue;
        // Run the query over the example answer (default resolvers read its fields): the result must be the
        // example itself, so the answer has exactly the selected fields, with the schema's types and nullability.
        const result = graphql.executeSync({
          schema,
          document,
          rootValue: answer.data,
          variableValues: request.variables,
          operationName: request.operationName,
        });
        for (const error of result.errors ?? [])
          problem(where, `example answer does not fit: ${error.message}`);
        if (!result.errors?.length && !sameJson(result.data, answer.data))
          problem(where, 'example answer has fields the query does not select');
      }
    }
  }
  graphqlSummary = `GraphQL SDL checked (${sdlFiles.length} file${sdlFiles.length === 1 ? '' : 's'}, ${queries} example queries checked)`;
}

// ---------------------------------------------------------------------------------------------------------
// (e) every string has a maxLength (issue 12; scripts/string-limits.mjs --write adds the house limits).

const { contractFiles, findUnboundedStrings } = await import('./string-limits.mjs');
for (const relFile of contractFiles())
  for (const found of findUnboundedStrings(path.join(root, relFile)))
    problem(
      `${relFile}:${found.line}`,
      `string ${found.name ?? ''} has no maxLength (node scripts/string-limits.mjs --write adds one)`,
    );

// ---------------------------------------------------------------------------------------------------------

for (const line of problems) console.error(line);
const summary =
  `contracts: ${specFiles.length} OpenAPI specs, ${operationCount} operations; ` +
  `${examplesChecked} examples validated; ${asyncFiles.length} AsyncAPI documents checked with ${asyncMethod}; ` +
  `${graphqlSummary} - ` +
  `${problems.length === 0 ? 'no problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}`;
console.log(summary);
process.exit(problems.length === 0 ? 0 : 1);
