export const id = 992;
export const ids = [992];
export const modules = {

/***/ 6824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ lineIndex)
/* harmony export */ });
/**
 * Line numbers from offsets: the offsets where lines start, found once, then a binary search per offset. Counting from
 * the start instead costs the file's length per lookup, which for a generated file of 20,000 blocks is minutes.
 */
function lineIndex(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (offset) => {
        // The last line start at or before the offset.
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >>> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return low + 1;
    };
}


/***/ }),

/***/ 7357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ moduleBlocksInText)
});

// UNUSED EXPORTS: templateLiteral

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl-json.ts
var hcl_json = __webpack_require__(6558);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/@cdktn/hcl2json/wasm/wasm_exec.js
var wasm_exec = __webpack_require__(7783);
;// CONCATENATED MODULE: ./src/gate/read/hcl-parser.ts
/**
 * HashiCorp's own HCL parser, compiled to WebAssembly by `@cdktn/hcl2json` (the maintained
 * continuation of `@cdktf/hcl2json`), turning a `.tf` file into plain JSON.
 *
 * The package's own entry loads its WebAssembly from `__dirname` the moment it is imported,
 * which an ESM bundle does not have. So this loads the same two pieces itself: Go's
 * `wasm_exec.js` runtime and `main.wasm.gz`, named with `new URL(…, import.meta.url)` so ncc
 * copies the file into `dist/` and points the bundle at it. Loaded on first use only, once.
 *
 * The bundle carries the file unzipped (scripts/bundle.mjs writes `dist/main.wasm` in place of
 * `main.wasm.gz`): unzipping 7.4 MB took about 30 ms of every gate run, and a download of the
 * action or of the command line's package is compressed whole anyway.
 */



// A literal path, so the bundler can find the file and emit it as an asset.
const WASM = __webpack_require__.ab + "main.wasm.gz";
let ready;
/**
 * The parser's bytes. In the bundle, ncc has turned `WASM` into a path (`…/dist/main.wasm.gz`),
 * and the file beside it without `.gz` is the unzipped one; the sources read the package's zipped
 * file, as a URL.
 */
async function wasmBytes(file) {
    if (typeof file === 'string')
        return await (0,promises_.readFile)(file.replace(/\.gz$/, ''));
    // One output chunk as large as the whole module: unzipping in zlib's default 64 KB chunks and
    // joining them took a third longer.
    return (0,external_node_zlib_.gunzipSync)(await (0,promises_.readFile)(file), { chunkSize: 8 * 1024 * 1024 });
}
function load() {
    // (No `??=` here: ncc's asset relocator cannot parse it, and would leave the file to a
    // webpack path that copies the binary as text.)
    if (ready === undefined)
        ready = (async () => {
            const globals = globalThis;
            const bytes = await wasmBytes(WASM);
            const go = new globals.Go();
            // Go's collector at twice its default target: on a configuration of 2,000 calls the gate ran
            // in 1.5 s instead of 2.3 for the same CPU time (the rest was waiting), and 8 MB more memory;
            // a small configuration is the same either way.
            go.env = { GOGC: '200' };
            // The Buffer itself (a Uint8Array): `new Uint8Array(bytes)` copied the 7.4 MB, 8 ms of each gate.
            const { instance } = await globals.WebAssembly.instantiate(bytes, go.importObject);
            // The Go program registers its functions on this object when it starts.
            const exports = {};
            globals.__parse_terraform_config_wasm__ = exports;
            void go.run(instance);
            return exports;
        })();
    return ready;
}
/** Parses HCL native syntax into JSON; rejects with HCL's own message (`file:line,col: …`). */
async function parseHcl(filename, contents) {
    const exports = await load();
    const parse = exports.parse;
    if (parse === undefined)
        throw new Error('the HCL parser did not start');
    const json = await new Promise((resolve, reject) => parse(filename, contents, (error, result) => (error ? reject(new Error(error)) : resolve(result ?? '{}'))));
    return JSON.parse(json);
}

// EXTERNAL MODULE: ./src/gate/read/hcl-scanner.ts
var hcl_scanner = __webpack_require__(5584);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/read/hcl-native.ts
/**
 * HCL's native syntax: the arguments of module blocks from HashiCorp's parser, and their lines
 * from the scanner of the file's text (hcl-scanner.ts), since the parser returns no positions.
 */



/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
async function nativeBlocks(shownAs, text, type = 'module') {
    const { blocks, maxNesting } = (0,hcl_scanner/* scanHcl */.J)(text, type);
    if (maxNesting > hcl_shared/* MAX_NESTING */.M1)
        throw (0,hcl_shared/* tooDeep */.DI)(shownAs);
    // A file that never spells the block type holds none of its blocks: most of a stack's files
    // (variables.tf, outputs.tf) are not parsed, and a configuration without any call never starts
    // the parser (about 250 ms of CPU). A syntax error in such a file is left to Terraform.
    if (!new RegExp(`\\b${type}\\b`).test(text))
        return [];
    let parsed;
    try {
        parsed = await parseHcl(shownAs, text);
    }
    catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).replace(/^parse config: \[|\]$/g, '');
        const at = new RegExp(`${escapeRegExp(shownAs)}:(\\d+),`).exec(message);
        throw new hcl_shared/* GateError */.ue(`Cannot parse ${shownAs}: ${message}`, shownAs, at?.[1] !== undefined ? Number(at[1]) : undefined);
    }
    if (type === 'terraform')
        return terragruntBlocks(parsed.terraform, blocks.get('terraform')?.[0]?.line);
    const modules = parsed[type];
    if (typeof modules !== 'object' || modules === null)
        return [];
    // JSON.parse makes every label an own property, `__proto__` included; each holds its blocks.
    return Object.entries(modules).flatMap(([name, bodies]) => (Array.isArray(bodies) ? bodies : [bodies]).map((body, index) => {
        const line = blocks.get(name)?.[index]?.line;
        const b = (typeof body === 'object' && body !== null ? body : {});
        return { name, ...(line !== undefined && { line }), source: b.source, version: b.version };
    }));
}
/**
 * Terragrunt's `terraform { source = "…" }`: one module per terragrunt.hcl. A registry module is
 * `tfr://HOST/NAMESPACE/NAME/PROVIDER[//SUBDIR]?version=X` (an exact version; `tfr:///` is the
 * public registry), read here as the module source and version Terraform would be given. Any
 * other source (git, a local path) is passed on as written.
 */
function terragruntBlocks(terraform, line) {
    const bodies = Array.isArray(terraform) ? terraform : terraform === undefined ? [] : [terraform];
    return bodies.flatMap((body) => {
        const source = (typeof body === 'object' && body !== null ? body : {});
        if (!('source' in source))
            return [];
        const raw = source.source;
        const where = line !== undefined ? { line } : {};
        const registry = typeof raw === 'string' ? /^tfr:\/\/([^/?#]*)\/([^?#]*)\?([^#]*)/.exec(raw) : null;
        // Terragrunt reads the query as Go's url.Query does, and refuses a source with no `version`
        // or more than one ("more than one version query"): those are shown as not one version.
        const versions = registry === null ? [] : new URLSearchParams(registry[3]).getAll('version');
        if (registry === null || versions.length === 0)
            return [{ name: 'terraform', ...where, source: raw }];
        const [, host = '', path = ''] = registry;
        // `tfr:///NAMESPACE/…` names the public registry, as Terragrunt reads it.
        return [
            {
                name: 'terraform',
                ...where,
                source: `${host === '' ? 'registry.terraform.io' : host}/${path}`,
                version: versions.join(', '),
            },
        ];
    });
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/gate/read/blocks.ts
/**
 * Module blocks in one file's text, in either syntax: the arguments from the parsers (HashiCorp's
 * for HCL, jsonc-parser for `.tf.json`), the lines from the scanner (hcl-scanner.ts). Pure but
 * for the parser's WebAssembly, loaded on first use.
 */




/**
 * An argument as the gate can use it: a literal string (or number), or the expression it is
 * written as. Both syntaxes arrive here as HCL templates (the JSON syntax's strings are templates;
 * the native syntax comes through HashiCorp's parser in that same JSON form), so a template whose
 * value is known without evaluating anything (`"${"./modules/net"}"`, an escaped `$${`) is a
 * literal after all, as Terraform evaluates it; anything that reads a variable, calls a function
 * or holds a directive is an expression.
 */
function argumentOf(value) {
    if (value === undefined)
        return undefined;
    if (typeof value === 'number')
        return { literal: String(value) };
    if (typeof value !== 'string')
        return { expression: '(not a string)' };
    const literal = templateLiteral(value);
    if (literal !== undefined)
        return { literal };
    const whole = /^\$\{([^{}]*)\}$/.exec(value);
    return { expression: whole?.[1]?.trim() ?? value };
}
/**
 * The value of an HCL template (hashicorp/hcl, hclsyntax/spec.md, "Template Expressions") when
 * it has no part that needs evaluating: literal text, the escapes `$${` and `%%{`, and
 * interpolations of a quoted string without templates of its own, or of a whole number.
 * Undefined when any part needs more (a variable, a function, a directive, strip markers).
 */
function templateLiteral(template) {
    let out = '';
    let i = 0;
    while (i < template.length) {
        const rest = template.slice(i, i + 3);
        if (rest === '$${' || rest === '%%{') {
            out += rest.slice(1);
            i += 3;
        }
        else if (rest.startsWith('%{')) {
            return undefined;
        }
        else if (rest.startsWith('${')) {
            const close = interpolationEnd(template, i + 2);
            if (close === undefined)
                return undefined;
            const value = literalExpression(template.slice(i + 2, close).trim());
            if (value === undefined)
                return undefined;
            out += value;
            i = close + 1;
        }
        else {
            out += template[i];
            i++;
        }
    }
    return out;
}
/** The index of the `}` that closes an interpolation opened just before `from`, skipping quoted strings. */
function interpolationEnd(template, from) {
    for (let k = from; k < template.length; k++) {
        const c = template[k];
        if (c === '}')
            return k;
        if (c === '{')
            return undefined; // an object or a nested template: not a plain literal
        if (c === '"') {
            for (k++; k < template.length && template[k] !== '"'; k++)
                if (template[k] === '\\')
                    k++;
        }
    }
    return undefined;
}
/** A quoted string with no template in it, or a whole number: the only expressions read as literals. */
function literalExpression(expression) {
    if (/^(0|[1-9][0-9]{0,15})$/.test(expression))
        return expression;
    const quoted = /^"((?:[^"\\$%]|\\["\\nrt]|\$(?!\{)|%(?!\{))*)"$/.exec(expression);
    if (quoted === null)
        return undefined;
    const escapes = { '"': '"', '\\': '\\', n: '\n', r: '\r', t: '\t' };
    return quoted[1].replace(/\\(.)/g, (_, c) => escapes[c]);
}
/** Module blocks in one file's text: arguments from the parser, lines from the scanner. */
async function moduleBlocksInText(file, shownAs, text) {
    const type = (0,hcl_shared/* blockTypeOf */.jy)(external_node_path_default().basename(file)) ?? 'module';
    const raw = file.endsWith('.json') ? (0,hcl_json/* jsonBlocks */.R)(shownAs, text) : await nativeBlocks(shownAs, text, type);
    const blocks = raw.map((r) => {
        const source = argumentOf(r.source);
        const version = argumentOf(r.version);
        const expression = source !== undefined && 'expression' in source
            ? { argument: 'source', text: source.expression }
            : version !== undefined && 'expression' in version
                ? { argument: 'version', text: version.expression }
                : undefined;
        return {
            name: r.name,
            ...(type !== 'module' && { type }),
            file,
            ...(r.line !== undefined && { line: r.line }),
            ...(source !== undefined && 'literal' in source && { source: source.literal }),
            ...(version !== undefined && 'literal' in version && { version: version.literal }),
            ...(expression !== undefined && { expression }),
        };
    });
    // The parser orders blocks by name; the file's own order reads better.
    return blocks.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}


/***/ }),

/***/ 3553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cj: () => (/* binding */ isValidCallName),
/* harmony export */   EC: () => (/* binding */ readByLabel),
/* harmony export */   Fp: () => (/* binding */ readByText),
/* harmony export */   N0: () => (/* binding */ PUBLIC_REGISTRY_HOST),
/* harmony export */   Zo: () => (/* binding */ isLocalSource),
/* harmony export */   cS: () => (/* binding */ normalizeHost),
/* harmony export */   hD: () => (/* binding */ callAddress),
/* harmony export */   l0: () => (/* binding */ isOneVersion),
/* harmony export */   o: () => (/* binding */ classifySource),
/* harmony export */   v1: () => (/* binding */ callLabel)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/** A module call as found in a configuration, and what its source address is. Pure. */


/**
 * A name Terraform accepts for a module call (hclsyntax.ValidIdentifier, checked by decodeModuleBlock): a letter or
 * `_`, then letters, digits, `_` and `-`, letters in the Unicode sense.
 */
function isValidCallName(name) {
    return /^[\p{ID_Start}_][\p{ID_Continue}-]*$/u.test(name);
}
/** One version (`1.2.0-rc.1`, a leading `v` allowed), not a constraint: what Terragrunt sends as is in `tfr://`. */
function isOneVersion(text) {
    return ONE_VERSION.test(text);
}
const ONE_VERSION = /^v?(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** A call only one tool reads, said short for a table cell: ` (Terraform only)`; empty where both do. */
function readByLabel(call) {
    return call.readBy === undefined ? '' : ` (${call.readBy === 'terraform' ? 'Terraform' : 'OpenTofu'} only)`;
}
/** A call only one tool reads, said in full for an annotation; undefined where both do. */
function readByText(call, words) {
    if (call.readBy === undefined)
        return undefined;
    const tool = `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('tool'))} says which of the two runs the configuration.`;
    return call.readBy === 'terraform'
        ? `Only Terraform reads this call: OpenTofu reads a .tofu file in its place. ${tool}`
        : `Only OpenTofu reads this call: Terraform ignores .tofu files. ${tool}`;
}
/** `network.subnets` → `module.network.module.subnets`, the address Terraform prints. */
function callAddress(key) {
    return key
        .split('.')
        .map((name) => `module.${name}`)
        .join('.');
}
/** The call as its block names it: `module.vpc`, a Stack's `component.vpc`, Terragrunt's `terraform.source`. */
function callLabel(call) {
    if (call.type === 'component')
        return `component.${call.key}`;
    if (call.type === 'terraform')
        return 'terraform.source';
    return callAddress(call.key);
}
const PUBLIC_REGISTRY_HOST = 'registry.terraform.io';
/** Terraform reads a source that starts with `./` or `../` as a path in the same repository. */
function isLocalSource(source) {
    return /^\.\.?[\\/]/.test(source.trim());
}
/**
 * Reads a source address as `terraform init` does, far enough to tell a registry address
 * (`[HOST/]NAMESPACE/NAME/PROVIDER[//SUBDIR]`) from a local path and from everything go-getter fetches.
 */
function classifySource(raw) {
    // A monorepo calls a few hundred sources tens of thousands of times: each is read once.
    const known = sourcesSeen.get(raw);
    if (known !== undefined)
        return known;
    const kind = readSource(raw);
    if (sourcesSeen.size < SOURCES_REMEMBERED)
        sourcesSeen.set(raw, kind);
    return kind;
}
/** Enough for any repository's sources; a bound, so a hostile one cannot grow the map without end. */
const SOURCES_REMEMBERED = 10_000;
const sourcesSeen = new Map();
function readSource(raw) {
    const source = raw.trim();
    if (source === '')
        return { kind: 'remote', what: 'no literal source' };
    if (isLocalSource(source))
        return { kind: 'local' };
    const forced = /^([a-z0-9]+)::/i.exec(source);
    if (forced)
        return { kind: 'remote', what: forced[1]?.toLowerCase() === 'git' ? 'git' : `${forced[1]}::` };
    if (/^git@/.test(source) || /^(github\.com|bitbucket\.org)\//i.test(source))
        return { kind: 'remote', what: 'git' };
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
        return { kind: 'remote', what: 'URL' };
    const [written = '', ...rest] = source.split('//');
    const subdir = rest.join('//');
    const parts = written.split('/');
    // With a host part, the host is the one svchost reads; where svchost refuses it, Terraform does not read the address
    // as a registry's at all (internal/addrs/module_source.go: what fails the registry parse is a go-getter address).
    const host = parts.length === 4 ? registryHost(parts[0]) : undefined;
    if (host === null)
        return { kind: 'remote', what: 'not a registry address' };
    try {
        const parsed = (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseModuleSource */ .vL)(host === undefined ? written : parts.slice(1).join('/'));
        // Terraform reserves these hosts for version control shorthands, never registries.
        if (host !== undefined && /^(github\.com|bitbucket\.org)$/.test(host)) {
            return { kind: 'remote', what: 'git' };
        }
        return {
            kind: 'registry',
            host: host ?? PUBLIC_REGISTRY_HOST,
            module: parsed.module,
            ...(subdir !== '' && { subdir }),
        };
    }
    catch {
        return { kind: 'remote', what: 'not a registry address' };
    }
}
/**
 * The host of a registry source as svchost's ForComparison reads it, with the check terraform-registry-address's
 * ParseModuleSource adds (a dot in the host once normalized: `ｌｏｃａｌｈｏｓｔ:8080` is refused, `ｌｏｃａｌｈｏｓｔ.:8080`
 * is not); null where they refuse it.
 */
function registryHost(written) {
    const host = (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .svchostForComparison */ .hJ)(written);
    return host === null || !host.replace(/:\d+$/, '').includes('.') ? null : host;
}
/** A host as Terraform compares hosts: `App.Terraform.io:443` is `app.terraform.io`, `bücher` is `xn--bcher-kva`. */
function normalizeHost(host) {
    return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .svchostForComparison */ .hJ)(host, { punycode: true }) ?? host.toLowerCase();
}


/***/ }),

/***/ 6558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ jsonVersionLiterals),
/* harmony export */   R: () => (/* binding */ jsonBlocks)
/* harmony export */ });
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6824);
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4073);
/**
 * Terraform's JSON syntax (`.tf.json`): the module blocks, the lines of their labels and the
 * exact place of their version strings, read with a parser that keeps repeated keys and gives
 * offsets (jsonc-parser).
 */



/**
 * Every module block of Terraform's JSON syntax, in order: `{"module": {"NAME": {...}}}`, where
 * the `module` key may repeat and any level may be an array of objects (HCL's JSON syntax merges
 * them all; hashicorp/hcl json/structure.go). Read with a parser that keeps repeated keys and
 * their positions (jsonc-parser), so no block is lost to a later key of the same name and no
 * name (`__proto__`) is special.
 */
function jsonBlocks(shownAs, text) {
    if (jsonNesting(text) > _hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NESTING */ .M1)
        throw (0,_hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .tooDeep */ .DI)(shownAs);
    const errors = [];
    const root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    const lineOf = (0,_files_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lineIndex */ .D)(text);
    if (errors.length > 0 || root === undefined) {
        const first = errors[0];
        const line = first !== undefined ? lineOf(first.offset) : undefined;
        throw new _hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .ue(`Cannot parse ${shownAs}: ${first !== undefined ? (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(first.error) : 'not JSON'}${line !== undefined ? ` at line ${line}` : ''}`, shownAs, line);
    }
    const argument = (body, name) => {
        const value = argumentNode(body, name);
        if (value === undefined)
            return undefined;
        return value.type === 'string' || value.type === 'number' ? value.value : _hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_A_VALUE */ .wj;
    };
    return jsonModuleBodies(root).map(({ name, keyOffset, body }) => ({
        name,
        line: lineOf(keyOffset),
        source: argument(body, 'source'),
        version: argument(body, 'version'),
    }));
}
/** An object, or the objects of an array: HCL's JSON syntax takes either at any level. */
const objects = (node) => node?.type === 'object'
    ? [node]
    : node?.type === 'array'
        ? (node.children ?? []).filter((c) => c.type === 'object')
        : [];
/**
 * Every module block of the text, by name, in the order written, with the line of its label and
 * its version literal: what the scanner (hcl-scanner.ts) finds in the native syntax. Undefined
 * when the text is not JSON.
 */
function jsonVersionLiterals(text) {
    const errors = [];
    const root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length > 0 || root === undefined)
        return undefined;
    const lineOf = (0,_files_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lineIndex */ .D)(text);
    const found = new Map();
    for (const { name, keyOffset, body } of jsonModuleBodies(root)) {
        found.set(name, [...(found.get(name) ?? []), { line: lineOf(keyOffset), version: versionLiteral(text, body) }]);
    }
    return found;
}
function versionLiteral(text, body) {
    const value = argumentNode(body, 'version');
    if (value === undefined)
        return { why: _hcl_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_VERSION_ARGUMENT */ .x8 };
    if (value.type !== 'string')
        return { why: 'the version is not written as a string' };
    const raw = text.slice(value.offset + 1, value.offset + value.length - 1);
    // JSON escapes, or an HCL template (JSON strings are templates in Terraform), are left alone.
    if (/[\\]|[$%]\{/.test(raw))
        return { why: 'the version string is written with escapes or a template' };
    return { span: { start: value.offset + 1, end: value.offset + value.length - 1, raw } };
}
/** Each module block's body in a parsed `.tf.json`, in order, with its name and the offset of the name's key. */
function jsonModuleBodies(root) {
    const found = [];
    for (const property of objects(root).flatMap((o) => o.children ?? [])) {
        if (property.children?.[0]?.value !== 'module')
            continue;
        for (const label of objects(property.children[1]).flatMap((o) => o.children ?? [])) {
            const [key, bodies] = label.children ?? [];
            if (typeof key?.value !== 'string')
                continue;
            for (const body of objects(bodies))
                found.push({ name: key.value, keyOffset: key.offset, body });
        }
    }
    return found;
}
/** The value node of a block's argument; undefined when the block has none. */
const argumentNode = (body, name) => (body.children ?? []).find((p) => p.children?.[0]?.value === name)?.children?.[1];
/** The deepest nesting of JSON brackets outside strings. */
function jsonNesting(text) {
    let depth = 0;
    let max = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"') {
            for (i++; i < text.length && text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
        }
        else if (c === '{' || c === '[')
            max = Math.max(max, ++depth);
        else if (c === '}' || c === ']')
            depth--;
    }
    return max;
}


/***/ }),

/***/ 5584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ scanHcl)
/* harmony export */ });
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4073);
/**
 * The one scanner of HCL's native syntax. HashiCorp's parser (hcl-parser.ts) gives the values of
 * a file's arguments but no positions, so the text is walked once, as HCL reads it, for what the
 * parser cannot say: the line of each top-level block of a type (`module "NAME"`, a Stack's
 * `component "NAME"`, Terragrunt's `terraform`), the exact bytes of its version literal (the
 * `version` argument, or the `?version=` query of Terragrunt's `tfr://` source), and the deepest
 * nesting of brackets. Comments, quoted strings with their `${…}` templates and heredocs are
 * skipped, so a block or a `version` inside one of them is never taken for the real one. Pure.
 */

function scanHcl(text, type) {
    return new HclScanner(text, type).scan();
}
/** The walk's state, character by character. */
class HclScanner {
    found = new Map();
    maxNesting = 0;
    n;
    i = 0;
    line = 1;
    /** Brackets of every kind open: braces, square brackets, parentheses. */
    depth = 0;
    /** The header being read at depth 0: its type word, its line and its labels. */
    header;
    /** The block of the type whose body is open (depth 1 and below). */
    block;
    /** At depth 1 of a body: the next word starts an item (an argument or a nested block). */
    itemStart = false;
    /** The argument that holds the version: `version`, or Terragrunt's `source`. */
    argument;
    text;
    type;
    constructor(text, type) {
        this.text = text;
        this.type = type;
        this.n = text.length;
        this.argument = type === 'terraform' ? 'source' : 'version';
    }
    scan() {
        while (this.i < this.n)
            this.step();
        const none = { why: _hcl_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_VERSION_ARGUMENT */ .x8 };
        return {
            blocks: new Map([...this.found].map(([name, blocks]) => [
                name,
                blocks.map((b) => ({ line: b.line, version: b.version ?? none })),
            ])),
            maxNesting: this.maxNesting,
        };
    }
    step() {
        const { text } = this;
        const c = text[this.i];
        const two = text.slice(this.i, this.i + 2);
        if (c === '\n') {
            this.line++;
            this.i++;
            if (this.depth === 0)
                this.header = undefined;
            if (this.depth === 1)
                this.itemStart = true;
        }
        else if (c === '#' || two === '//') {
            while (this.i < this.n && text[this.i] !== '\n')
                this.i++;
        }
        else if (two === '/*') {
            const end = text.indexOf('*/', this.i + 2);
            this.moveTo(end === -1 ? this.n : end + 2);
        }
        else if (c === '"') {
            const stop = this.pastString(this.i);
            if (this.depth === 0 && this.header !== undefined) {
                this.header.labels.push(text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
            }
            this.itemStart = false;
            this.moveTo(stop);
        }
        else if (two === '<<') {
            this.itemStart = false;
            const { end, lines } = pastHeredoc(text, this.i);
            this.i = end;
            this.line += lines;
        }
        else if (c === '{') {
            this.openBrace();
        }
        else if (c === '[' || c === '(') {
            // A list or a call at the top level: no block header.
            if (this.depth === 0)
                this.header = undefined;
            this.open();
            this.itemStart = false;
        }
        else if (c === '}' || c === ']' || c === ')') {
            this.depth = Math.max(0, this.depth - 1);
            if (this.depth === 0) {
                this.block = undefined;
                this.header = undefined;
            }
            this.i++;
        }
        else if (/[A-Za-z_]/.test(c)) {
            this.word();
        }
        else if (c === ' ' || c === '\t' || c === '\r') {
            this.i++;
        }
        else {
            // Anything else at the top level (`=`, operators) means this is not a block header.
            if (this.depth === 0)
                this.header = undefined;
            this.itemStart = false;
            this.i++;
        }
    }
    /** Moves to `stop`, counting the lines passed. */
    moveTo(stop) {
        for (let k = this.i; k < stop; k++)
            if (this.text[k] === '\n')
                this.line++;
        this.i = stop;
    }
    /** One more bracket open. */
    open() {
        this.depth++;
        this.maxNesting = Math.max(this.maxNesting, this.depth);
        this.i++;
    }
    /** A `{`: after a header of the type with its labels (one; none for `terraform`), a block's body. */
    openBrace() {
        const header = this.header;
        const labels = this.type === 'terraform' ? 0 : 1;
        if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
            const name = labels === 0 ? this.type : header.labels[0];
            const block = { line: header.line };
            this.block = block;
            this.found.set(name, [...(this.found.get(name) ?? []), block]);
        }
        this.header = undefined;
        this.open();
        this.itemStart = this.depth === 1;
    }
    /** An identifier: at the top level a header's type word or label; at an item's start in a block, maybe its version. */
    word() {
        const { text, n } = this;
        let k = this.i + 1;
        while (k < n && /[A-Za-z0-9_-]/.test(text[k]))
            k++;
        const word = text.slice(this.i, k);
        const starts = this.itemStart;
        this.itemStart = false;
        this.i = k;
        if (this.depth === 0) {
            if (this.header === undefined)
                this.header = { word, line: this.line, labels: [] };
            else
                this.header.labels.push(word);
        }
        else if (this.depth === 1 && starts && this.block !== undefined && word === this.argument) {
            this.argumentValue(this.block);
        }
    }
    /** After the argument's name: `=`, then the value, read as far as a quoted string goes. */
    argumentValue(block) {
        const { text, n } = this;
        let k = this.i;
        while (k < n && (text[k] === ' ' || text[k] === '\t'))
            k++;
        // `version {` would be a nested block, `version ==` no argument: neither is the argument.
        if (text[k] !== '=' || text[k + 1] === '=')
            return;
        k++;
        while (k < n && (text[k] === ' ' || text[k] === '\t'))
            k++;
        this.i = k;
        if (text[k] !== '"') {
            block.version ??= { why: 'the version is not written as a quoted string' };
            return;
        }
        const stop = this.pastString(k);
        const raw = text.slice(k + 1, Math.max(k + 1, stop - 1));
        // The string must be the whole value: a line end, a comment or the block's end comes next.
        const after = /^[ \t]*(?:$|\r?\n|#|\/\/|\/\*|\})/.exec(text.slice(stop, stop + 256));
        const lookup = text[stop - 1] !== '"' || stop - 1 <= k
            ? { why: 'the version string is not closed on its line' }
            : after === null
                ? { why: 'the version is an expression, not a plain quoted string' }
                : /[\\]|[$%]\{/.test(raw)
                    ? { why: 'the version string is written with escapes or a template' }
                    : this.type === 'terraform'
                        ? querySpan(raw, k + 1)
                        : { span: { start: k + 1, end: k + 1 + raw.length, raw } };
        // A second argument of the name is an error Terraform reports; the first one stands here.
        block.version ??= lookup;
        this.moveTo(stop);
    }
    /** From an opening quote, past the closing one, minding the nesting bound. */
    pastString(start) {
        return pastString(this.text, start, 0, (level) => {
            this.maxNesting = Math.max(this.maxNesting, this.depth + level);
        });
    }
}
/** The `version=` query value of a `tfr://` source written as `raw` at `offset`. */
function querySpan(raw, offset) {
    const match = /^tfr:\/\/[^?#]*\?(?:[^#]*?&)?version=([^&#]*)/.exec(raw);
    if (match === null)
        return { why: 'the source is not a tfr:// address with a version' };
    const value = match[1];
    const start = offset + match[0].length - value.length;
    return { span: { start, end: start + value.length, raw: value } };
}
/**
 * From an opening quote at `start`, the offset just past the closing one (or the end of the
 * line, for a string left open: the parser reports it). `level` counts the strings and templates
 * open around this one, and `seen` hears each level reached: past MAX_NESTING the walk stops at
 * the end of the text, so `"${"${"${…` cannot exhaust the stack.
 */
function pastString(text, start, level, seen) {
    const n = text.length;
    seen(level);
    if (level > _hcl_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NESTING */ .M1)
        return n;
    let k = start + 1;
    while (k < n) {
        const c = text[k];
        if (c === '\\')
            k += 2;
        else if (c === '"')
            return k + 1;
        else if ((c === '$' || c === '%') && text[k + 1] === c && text[k + 2] === '{')
            k += 3;
        else if ((c === '$' || c === '%') && text[k + 1] === '{')
            k = pastTemplate(text, k + 2, level + 1, seen);
        else if (c === '\n')
            return k;
        else
            k++;
    }
    return k;
}
/** From just inside `${`, past its closing brace. */
function pastTemplate(text, start, level, seen) {
    const n = text.length;
    seen(level);
    if (level > _hcl_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NESTING */ .M1)
        return n;
    let k = start;
    let braces = 0;
    while (k < n) {
        const c = text[k];
        if (c === '"')
            k = pastString(text, k, level + 1, seen);
        else if (c === '{') {
            braces++;
            k++;
        }
        else if (c === '}') {
            if (braces === 0)
                return k + 1;
            braces--;
            k++;
        }
        else
            k++;
    }
    return k;
}
/**
 * From `<<` at `start`: the offset past a heredoc's closing marker line, and the line breaks
 * passed; past the `<<` alone when no heredoc opens there.
 */
function pastHeredoc(text, start) {
    const n = text.length;
    const opener = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)[ \t]*\r?\n/.exec(text.slice(start, start + 300));
    if (opener === null)
        return { end: start + 2, lines: 0 };
    const marker = opener[1];
    let i = start + opener[0].length;
    let lines = 1;
    // The heredoc ends at a line holding only its marker (indentation allowed).
    const closing = new RegExp(`^[ \\t]*${marker}[ \\t]*\\r?$`);
    while (i < n) {
        const eol = text.indexOf('\n', i);
        const lineEnd = eol === -1 ? n : eol;
        const done = closing.test(text.slice(i, lineEnd));
        i = lineEnd;
        if (done)
            break;
        if (eol !== -1) {
            lines++;
            i++;
        }
    }
    return { end: i, lines };
}


/***/ }),

/***/ 4073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   It: () => (/* binding */ TOOLS),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   jy: () => (/* binding */ blockTypeOf),
/* harmony export */   ue: () => (/* binding */ GateError),
/* harmony export */   wj: () => (/* binding */ NOT_A_VALUE),
/* harmony export */   x8: () => (/* binding */ NO_VERSION_ARGUMENT)
/* harmony export */ });
/**
 * What the readers of both syntaxes share: the error naming a file at fault, a module block as a
 * parser read it and as the scanners found it (its line and version literal), and the bound on
 * nesting.
 */
/** A configuration file that cannot be read or parsed; the message names it. */
class GateError extends Error {
    name = 'GateError';
    /** The file at fault, relative to the workspace, and the line when the parser names one. */
    file;
    line;
    constructor(message, file, line) {
        super(message);
        if (file !== undefined)
            this.file = file;
        if (line !== undefined)
            this.line = line;
    }
}
/** Configurations nest a few levels; past this the parsers would run out of stack. */
const MAX_NESTING = 256;
/** Which blocks of a file make module calls, by its name; undefined for a file no configuration is read from. */
function blockTypeOf(name) {
    if (/\.(tf|tofu)(\.json)?$/.test(name))
        return 'module';
    if (/\.(tfcomponent|tfstack)\.hcl$/.test(name))
        return 'component';
    if (name === 'terragrunt.hcl')
        return 'terraform';
    return undefined;
}
const TOOLS = ['terraform', 'opentofu'];
const NO_VERSION_ARGUMENT = 'the block has no version argument';
/** Stands for an argument whose value is no string or number (an object, a list). */
const NOT_A_VALUE = Symbol('not a value');
const tooDeep = (shownAs) => new GateError(`Cannot read ${shownAs}: it nests brackets more than ${MAX_NESTING} levels deep, which no Terraform configuration does`, shownAs);


/***/ }),

/***/ 5991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZG: () => (/* binding */ filesReadBy),
/* harmony export */   bG: () => (/* binding */ readModuleBlocks),
/* harmony export */   lJ: () => (/* binding */ isConfigurationFile),
/* harmony export */   xn: () => (/* binding */ configurationKind)
/* harmony export */ });
/* unused harmony exports isOverrideFile, withTofuPrecedence, isIgnoredFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _blocks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7357);
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4073);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1350);
/**
 * Module blocks in a configuration directory: which files Terraform reads, what each block says and where. A file's
 * text is read in blocks.ts; this file lists a directory's files (on disk or in memory) and merges their blocks.
 */





/** `override.tf` and `*_override.tf` (or `.tf.json`; OpenTofu's `.tofu`), merged into the other files' blocks. */
function isOverrideFile(name) {
    return /^(.*_)?override\.(tf|tofu)(\.json)?$/.test(name);
}
/**
 * Terraform's `.tf` and `.tf.json`, OpenTofu's `.tofu` and `.tofu.json`, a Stack's components (`.tfcomponent.hcl`,
 * formerly `.tfstack.hcl`) and Terragrunt's `terragrunt.hcl`; not ignored files.
 */
function isConfigurationFile(name) {
    return !isIgnoredFile(name) && (0,_hcl_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .blockTypeOf */ .jy)(name) !== undefined;
}
/** By its name (`main.tf.json` is `.tf.json`); undefined for any other file. */
function configurationKind(name) {
    if (name === 'terragrunt.hcl')
        return name;
    return /(\.tf(?:\.json)?|\.tofu(?:\.json)?)$|(\.tfcomponent\.hcl|\.tfstack\.hcl)$/
        .exec(name)
        ?.slice(1)
        .find((kind) => kind !== undefined);
}
/**
 * OpenTofu reads `x.tofu` and skips `x.tf` beside it (or `x.tofu.json`, `x.tf.json`): internal/configs/
 * parser_config_dir.go.
 */
function withTofuPrecedence(names) {
    const present = new Set(names);
    return names.filter((name) => {
        const tofu = /^(.*)\.tf(\.json)?$/.exec(name);
        return tofu === null || !present.has(`${tofu[1]}.tofu${tofu[2] ?? ''}`);
    });
}
/** OpenTofu's own files, which Terraform ignores. */
const isTofuFile = (name) => /\.tofu(\.json)?$/.test(name);
function filesReadBy(names, tool) {
    return tool === 'terraform' ? names.filter((name) => !isTofuFile(name)) : withTofuPrecedence(names);
}
/**
 * Files Terraform skips, as its IsIgnoredFile says (internal/configs/parser_config_dir.go): hidden files, editor
 * backups (`main.tf~`) and Emacs autosaves (`#main.tf#`). Test and query files (`.tftest.hcl`, `.tfquery.json`, …)
 * are matched there too, but end in neither `.tf` nor `.tf.json`, so `isConfigurationFile` leaves them out.
 */
function isIgnoredFile(name) {
    return name.startsWith('.') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#'));
}
async function blocksOfText(file, shownAs, text, parsed) {
    if (parsed === undefined)
        return (0,_blocks_js__WEBPACK_IMPORTED_MODULE_2__/* .moduleBlocksInText */ .T)(file, shownAs, text);
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(shownAs).update('\u0000').update(text).digest('base64');
    const known = parsed.get(key);
    if (known !== undefined)
        return known.map((block) => (block.file === file ? block : { ...block, file }));
    const blocks = await (0,_blocks_js__WEBPACK_IMPORTED_MODULE_2__/* .moduleBlocksInText */ .T)(file, shownAs, text);
    parsed.set(key, blocks);
    return blocks;
}
/**
 * Every module block of the configuration in `dir`: its files in name order, then its override files merged in as
 * Terraform does; a second block of a name is kept, marked as the duplicate Terraform refuses. A file that cannot be
 * read or parsed is a GateError naming it. The files are those `tool` reads; with no tool, where a `.tofu` file makes
 * the two tools read different files, the blocks of both, each block only one of them reads marked with that tool.
 */
async function readModuleBlocks(dir, show, options = {}) {
    const { files = { read: 0 }, tool, parsed, tree = _tree_js__WEBPACK_IMPORTED_MODULE_4__/* .DISK */ .KK } = options;
    let names;
    try {
        names = tree
            .list(dir)
            .filter((e) => isConfigurationFile(e.name) && !e.directory)
            .map((e) => e.name)
            .sort();
    }
    catch (error) {
        throw new _hcl_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .GateError */ .ue(`Cannot read the configuration directory ${show(dir)}: ${(0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .describeIoError */ .QY)(error)}`, show(dir));
    }
    // Each file read and parsed once, whichever tools read it.
    const inDirectory = new Map();
    const blocksIn = (name) => {
        let found = inDirectory.get(name);
        if (found === undefined) {
            const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
            found = (async () => {
                const text = (0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .readConfigurationFile */ .Bt)(tree, file, show(file));
                files.read++;
                return blocksOfText(file, show(file), text, parsed);
            })();
            inDirectory.set(name, found);
        }
        return found;
    };
    if (tool !== undefined || !names.some(isTofuFile)) {
        return mergedBlocks(filesReadBy(names, tool ?? 'terraform'), show, blocksIn);
    }
    const terraform = await mergedBlocks(filesReadBy(names, 'terraform'), show, blocksIn);
    const opentofu = await mergedBlocks(filesReadBy(names, 'opentofu'), show, blocksIn);
    // A block both read alike is one call; one only a tool reads (or reads so) is that tool's.
    const key = (block) => JSON.stringify(block);
    const inTerraform = new Set(terraform.map(key));
    const inOpentofu = new Set(opentofu.map(key));
    return [
        ...terraform.map((b) => (inOpentofu.has(key(b)) ? b : { ...b, readBy: 'terraform' })),
        ...opentofu.filter((b) => !inTerraform.has(key(b))).map((b) => ({ ...b, readBy: 'opentofu' })),
    ];
}
/** The blocks of the files `names`, merged as Terraform and OpenTofu merge them: overrides last. */
async function mergedBlocks(names, show, blocksIn) {
    const blocks = [];
    const first = new Map();
    const ordered = [...names.filter((f) => !isOverrideFile(f)), ...names.filter(isOverrideFile)];
    for (const name of ordered) {
        for (const block of await blocksIn(name)) {
            const index = first.get(block.name);
            const base = index !== undefined ? blocks[index] : undefined;
            if (base === undefined) {
                first.set(block.name, blocks.length);
                blocks.push(block);
            }
            else if (!isOverrideFile(name)) {
                blocks.push({
                    ...block,
                    duplicateOf: { file: show(base.file), ...(base.line !== undefined && { line: base.line }) },
                });
            }
            else {
                // An override replaces the arguments it sets (the version to change is then the override's), and an expression
                // the base had for an argument it sets.
                const { expression: baseExpression, ...rest } = base;
                const replaced = (baseExpression?.argument === 'source' && block.source !== undefined) ||
                    (baseExpression?.argument === 'version' && block.version !== undefined);
                blocks[index] = {
                    ...rest,
                    ...(baseExpression !== undefined && !replaced && { expression: baseExpression }),
                    ...(block.source !== undefined && { source: block.source }),
                    ...(block.version !== undefined && {
                        version: block.version,
                        file: block.file,
                        ...(block.line !== undefined ? { line: block.line } : {}),
                    }),
                    ...(block.expression !== undefined && { expression: block.expression }),
                };
            }
        }
    }
    return blocks;
}


/***/ }),

/***/ 9992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* reexport */ ScanCache),
  v: () => (/* binding */ scanDirectory)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var read_calls = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts
var hcl = __webpack_require__(5991);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/read/modules-json.ts
/**
 * `.terraform/modules/modules.json`, which `terraform init` writes: every module call of the
 * configuration, nested ones included, with the exact version installed. Pure: parses text.
 *
 * Terraform versions write it differently: up to 1.0 a registry source as written in the
 * block (`hashicorp/consul/aws`), from 1.1 fully qualified (`registry.terraform.io/hashicorp/consul/aws`),
 * and a subdirectory after `//` in both. Both forms go through the same source classifier.
 */

function parseModulesJson(text, shownAs) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch (error) {
        throw new hcl_shared/* GateError */.ue(`Cannot parse ${shownAs}: ${error.message}. Run \`terraform init\` again to rewrite it.`, shownAs);
    }
    const modules = document?.Modules;
    if (!Array.isArray(modules)) {
        throw new hcl_shared/* GateError */.ue(`Cannot read ${shownAs}: it has no "Modules" list. Run \`terraform init\` again.`, shownAs);
    }
    const entries = [];
    for (const raw of modules) {
        const m = (raw ?? {});
        if (typeof m.Key !== 'string' || typeof m.Source !== 'string') {
            throw new hcl_shared/* GateError */.ue(`Cannot read ${shownAs}: an entry has no "Key" or "Source".`, shownAs);
        }
        if (m.Key === '')
            continue; // the root module itself
        entries.push({
            key: m.Key,
            source: m.Source,
            ...(typeof m.Version === 'string' && m.Version !== '' && { version: m.Version }),
            dir: typeof m.Dir === 'string' ? m.Dir : '',
        });
    }
    return entries;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/gate/read/tree.ts
var read_tree = __webpack_require__(1350);
;// CONCATENATED MODULE: ./src/gate/read/scan-cache.ts


/** What a run has read: each directory's module blocks, by real path, and how many files. */
class ScanCache {
    blocks = new Map();
    /** The path each of `blocks` was read by: their files lie under it. */
    readBy = new Map();
    files = { read: 0 };
    /** Each file's blocks by its name and text: shared with the scan of `onlyNew`'s base, which holds mostly the same files. */
    parsed;
    /** Where the files are: the disk, or a tree in memory. */
    tree;
    constructor(parsed = new Map(), tree = read_tree/* DISK */.KK) {
        this.parsed = parsed;
        this.tree = tree;
    }
    realPaths = new Map();
    shownPaths = new Map();
    /**
     * A file as the workspace sees it (`showPath`), worked out once per file: every call of a
     * shared module points at its file, 800 times over in a monorepo.
     */
    show(workspace, file) {
        const key = `${workspace}\u0000${file}`;
        let shown = this.shownPaths.get(key);
        if (shown === undefined) {
            shown = (0,src_text/* showPath */.P8)(workspace, file);
            this.shownPaths.set(key, shown);
        }
        return shown;
    }
    /**
     * A directory's real path, asked of the tree once per run: 200 stacks calling one shared module
     * name the same directory 200 times.
     */
    realPath(dir) {
        let found = this.realPaths.get(dir);
        if (found === undefined) {
            // At once, like the files (hcl.ts): a trip through the thread pool per directory was
            // time spent waiting, not reading.
            found = Promise.resolve(this.tree.realPath(dir));
            this.realPaths.set(dir, found);
        }
        return found;
    }
}

// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/constraint-syntax.ts
var constraint_syntax = __webpack_require__(7464);
;// CONCATENATED MODULE: ./src/gate/read/scan.ts
/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json` when `terraform init`
 * wrote it (exact versions, nested calls included), else from the files, following local module paths. Sends nothing.
 */










/** More calls than any configuration has: a local module fanning out without end. */
const MAX_CALLS = 100_000;
/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;
async function scanDirectory(directory, options) {
    const cache = options.cache ?? new ScanCache();
    const show = (file) => cache.show(options.workspace, file);
    const manifestPath = external_node_path_default().resolve(directory.path, options.dataDir, 'modules', 'modules.json');
    // No manifest (terraform init has not run): the calls come from the files alone.
    const manifest = (0,read_tree/* readConfigurationFile */.Bt)(cache.tree, manifestPath, show(manifestPath), 'absent');
    const fromFiles = await callsFromFiles(directory, show, cache, options.tool);
    if (manifest === undefined) {
        const read = kindsRead(cache.tree, directory.path, options.tool);
        return { directory: directory.display, from: 'configuration', read, calls: fromFiles, stale: 0, ignored: 0 };
    }
    // The files are the truth; the manifest adds the versions installed, and the calls inside installed modules.
    const entries = parseModulesJson(manifest, show(manifestPath));
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const inFiles = new Map(fromFiles.map((c) => [c.key, c]));
    let stale = 0;
    const calls = fromFiles.map((call) => {
        const entry = byKey.get(call.key);
        // A version written as an expression is known after all where terraform init recorded it.
        const versionKnown = call.problem?.kind === 'expression' && call.problem.argument === 'version' && entry?.version !== undefined;
        if (call.problem !== undefined && !versionKnown)
            return call;
        // A version installed that the files' constraint no longer admits (changed since): Terraform refuses to run until
        // init runs again, so the files' constraint is what counts.
        if (entry === undefined || !admits(call.constraint, entry.version)) {
            stale++;
            return { ...call, stale: entry === undefined ? 'missing' : 'outdated' };
        }
        // The manifest's source is the one terraform init resolved (`registry.terraform.io/...`).
        const { problem, ...rest } = call;
        return {
            ...rest,
            ...(versionKnown && problem?.kind === 'expression' && { versionExpression: problem.text }),
            source: entry.source,
            ...(entry.version !== undefined && { exact: entry.version }),
            from: 'modules.json',
        };
    });
    // The calls as merged: a parent whose variable version the manifest resolved has no problem now.
    const merged = new Map(calls.map((c) => [c.key, c]));
    const enclosing = (key) => {
        const parts = key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const found = merged.get(parts.slice(0, n).join('.'));
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    // Inside an installed (not local) module: a call the files cannot show. Anything else the manifest lists but the
    // files lack is a call removed since, or a `terraform test` module.
    const nested = entries.filter((e) => {
        if (inFiles.has(e.key))
            return false;
        const parent = enclosing(e.key);
        return parent !== undefined && parent.problem === undefined && !(0,read_calls/* isLocalSource */.Zo)(parent.source);
    });
    const ignored = entries.filter((e) => !inFiles.has(e.key)).length - nested.length;
    const installed = await callsFromManifest(directory, entries, nested, show(manifestPath), show, cache, options.tool);
    return {
        directory: directory.display,
        from: 'modules.json',
        manifest: show(manifestPath),
        calls: inManifestOrder([...calls, ...installed], entries),
        stale,
        ignored,
    };
}
/** Whether the constraint admits the version installed; one that cannot be read is left to the judge. */
function admits(constraint, installed) {
    if (constraint === undefined || installed === undefined || constraint.trim() === '')
        return true;
    try {
        return (0,versions_constraint/* satisfies */.i)(installed, (0,constraint_syntax/* parseConstraint */.F)(constraint));
    }
    catch {
        return true;
    }
}
/** Calls in the manifest's order (terraform init's), those it lacks last, in the files' order. */
function inManifestOrder(calls, entries) {
    const order = new Map(entries.map((e, i) => [e.key, i]));
    return [...calls].sort((a, b) => (order.get(a.key) ?? Infinity) - (order.get(b.key) ?? Infinity));
}
const readBlocks = (dir, show, cache, tool) => (0,hcl/* readModuleBlocks */.bG)(dir, show, { files: cache.files, tool, parsed: cache.parsed, tree: cache.tree });
/** The module blocks of a directory, read once per run whatever path leads to it. */
async function blocksOf(dir, show, cache, tool) {
    const real = await cache.realPath(dir);
    let found = cache.blocks.get(real);
    if (found === undefined) {
        found = readBlocks(dir, show, cache, tool);
        cache.blocks.set(real, found);
        cache.readBy.set(real, dir);
    }
    const first = cache.readBy.get(real) ?? dir;
    if (first === dir)
        return found;
    // The same directory by another path (a link): its calls are at this path's files, or a second configuration
    // directory would point at the first one's.
    const moved = (file) => external_node_path_default().join(dir, external_node_path_default().relative(first, file));
    const [shownFirst, shownHere] = [show(first), show(dir)];
    return (await found).map((block) => ({
        ...block,
        file: moved(block.file),
        ...(block.duplicateOf?.file.startsWith(`${shownFirst}/`) === true && {
            duplicateOf: { ...block.duplicateOf, file: `${shownHere}${block.duplicateOf.file.slice(shownFirst.length)}` },
        }),
    }));
}
/**
 * The kinds of configuration file a directory holds that `tool` reads, for the log (`terragrunt.hcl`, not ".tf
 * files"). The directory was read already: a listing that fails now says nothing rather than failing the scan.
 */
function kindsRead(tree, dir, tool) {
    let names;
    try {
        names = tree
            .list(dir)
            .filter((e) => !e.directory && (0,hcl/* isConfigurationFile */.lJ)(e.name))
            .map((e) => e.name);
    }
    catch {
        return [];
    }
    const kinds = (tool === undefined ? names : (0,hcl/* filesReadBy */.ZG)(names, tool)).flatMap((name) => (0,hcl/* configurationKind */.xn)(name) ?? []);
    return [...new Set(kinds)].sort();
}
/** What keeps the gate from checking a block as written, if anything. */
function problemOf(block) {
    if (!(0,read_calls/* isValidCallName */.Cj)(block.name))
        return { kind: 'invalid-name' };
    if (block.duplicateOf !== undefined)
        return { kind: 'duplicate', first: block.duplicateOf };
    if (block.expression !== undefined)
        return { kind: 'expression', ...block.expression };
    if (block.source === undefined)
        return { kind: 'no-source' };
    if (block.type === 'terraform' && block.version !== undefined && !(0,read_calls/* isOneVersion */.l0)(block.version)) {
        return { kind: 'not-one-version', version: block.version };
    }
    return undefined;
}
async function callsFromFiles(directory, show, cache, tool) {
    const calls = [];
    // `chain` holds the real paths from the root down: a local module reached again through a link, or one that calls
    // itself, is not walked twice. `only` is the one tool that reads the calls that led here, if only one does.
    const walk = async (dir, prefix, chain, only) => {
        for (const block of await blocksOf(dir, show, cache, tool)) {
            // A block the other tool alone reads, in a module only this one reaches, is no one's call.
            if (only !== undefined && block.readBy !== undefined && block.readBy !== only)
                continue;
            const readBy = only ?? block.readBy;
            const key = prefix === '' ? block.name : `${prefix}.${block.name}`;
            const problem = problemOf(block);
            calls.push({
                directory: directory.display,
                key,
                source: block.source ?? '',
                ...(block.version !== undefined && { constraint: block.version }),
                location: locationOf(block, show),
                from: 'configuration',
                ...(block.type !== undefined && prefix === '' && { type: block.type }),
                ...(problem !== undefined && { problem }),
                ...(readBy !== undefined && { readBy }),
            });
            if (calls.length > MAX_CALLS) {
                throw new hcl_shared/* GateError */.ue(`${directory.display} has more than ${MAX_CALLS} module calls through its local modules; is a local module calling itself?`, directory.display);
            }
            if (problem !== undefined || block.source === undefined || !(0,read_calls/* isLocalSource */.Zo)(block.source))
                continue;
            // A local module is part of this configuration: its own calls are this configuration's too.
            const child = external_node_path_default().resolve(dir, block.source);
            const real = await cache.realPath(child);
            if (chain.includes(real) || chain.length >= MAX_DEPTH)
                continue;
            try {
                await walk(child, key, [...chain, real], readBy);
            }
            catch (error) {
                if (error instanceof hcl_shared/* GateError */.ue && error.file === show(child)) {
                    throw new hcl_shared/* GateError */.ue(`Module "${block.name}" in ${show(block.file)} line ${block.line ?? '?'} has source ${JSON.stringify(block.source)}, but ${error.message.replace(/^Cannot read the configuration directory /, '')}`, show(block.file), block.line);
                }
                throw error;
            }
        }
    };
    await walk(directory.path, '', [await cache.realPath(directory.path)]);
    return calls;
}
/** The calls `wanted` (manifest entries), each pointed at the block to change: the nearest enclosing in these files. */
async function callsFromManifest(directory, entries, wanted, manifest, show, scanCache, tool) {
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const cache = new Map();
    /** Directories of this repository must parse; installed modules' are read for constraints, and may be missing. */
    const blocksIn = (dir, ours) => {
        const id = `${ours}:${dir}`;
        let found = cache.get(id);
        if (found === undefined) {
            found = (ours ? blocksOf(dir, show, scanCache, tool) : readBlocks(dir, show, scanCache, tool)).then((blocks) => new Map(blocks.map((b) => [b.name, b])), (error) => {
                if (ours)
                    throw error;
                return undefined;
            });
            cache.set(id, found);
        }
        return found;
    };
    /** The directory whose files hold the block of call `key`: the root's, or its parent's. */
    const declaringDir = (key) => {
        const dot = key.lastIndexOf('.');
        if (dot === -1)
            return directory.path;
        const parent = byKey.get(key.slice(0, dot));
        return parent === undefined || parent.dir === '' ? undefined : external_node_path_default().resolve(directory.path, parent.dir);
    };
    const calls = [];
    for (const entry of wanted) {
        const parts = entry.key.split('.');
        // Point at the deepest block in this repository's own files: follow the chain of calls while each is a local path;
        // the first call from elsewhere is the block to change, since the calls inside it are that module's author's.
        let pointAt = parts.length - 1;
        for (let i = 0; i < parts.length - 1; i++) {
            const ancestor = byKey.get(parts.slice(0, i + 1).join('.'));
            if (ancestor === undefined || !(0,read_calls/* isLocalSource */.Zo)(ancestor.source)) {
                pointAt = i;
                break;
            }
        }
        const pointKey = parts.slice(0, pointAt + 1).join('.');
        const pointDir = declaringDir(pointKey);
        const pointBlock = pointDir === undefined ? undefined : (await blocksIn(pointDir, true))?.get(parts[pointAt]);
        const ownDir = declaringDir(entry.key);
        const ownBlock = pointKey === entry.key
            ? pointBlock
            : ownDir === undefined
                ? undefined
                : (await blocksIn(ownDir, false))?.get(parts[parts.length - 1]);
        calls.push({
            directory: directory.display,
            key: entry.key,
            source: entry.source,
            ...(entry.version !== undefined && { exact: entry.version }),
            ...(ownBlock?.version !== undefined && { constraint: ownBlock.version }),
            location: pointBlock !== undefined ? locationOf(pointBlock, show) : { file: manifest },
            ...(pointKey !== entry.key && { via: pointKey }),
            from: 'modules.json',
        });
    }
    return calls;
}
function locationOf(block, show) {
    return { file: show(block.file), ...(block.line !== undefined && { line: block.line }) };
}


/***/ }),

/***/ 1350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ readConfigurationFile),
/* harmony export */   KJ: () => (/* binding */ memoryTree),
/* harmony export */   KK: () => (/* binding */ DISK),
/* harmony export */   QY: () => (/* binding */ describeIoError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1543);
/* harmony import */ var _files_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4073);
/**
 * Where the gate reads configurations from: the disk, or a tree of files held in memory (files
 * read from GitHub's API, with no checkout). The readers list directories, read files and resolve
 * links only through a `ConfigurationTree`, by absolute paths, so the same reading serves both.
 */





/** The disk: every read bounded by the bytes read, a link to a device or a FIFO refused (read-bounded.ts). */
const DISK = {
    list: (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).map((e) => ({ name: e.name, directory: e.isDirectory() })),
    // Read at once, not in four trips through the thread pool (open, stat, read, close): a
    // configuration file is small and local, and at 4,000 files those trips were most of the
    // reading phase's time, spent waiting.
    read: (file) => (0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedSync */ .xY)(file, _files_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FILE_LIMITS */ .S.configuration).toString('utf8'),
    realPath: (dir) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir);
        }
        catch {
            return dir;
        }
    },
};
/** An error as the disk gives it, with its code. */
const missing = (code, what) => Object.assign(new Error(`${code}: ${what}`), { code });
/**
 * Files held in memory, by absolute path: the directories are those their paths name. There are
 * no links, so a path is its own real path.
 */
function memoryTree(files) {
    const directories = new Map();
    for (const file of files.keys()) {
        let child = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file);
        let directory = false;
        for (let parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(child);; parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(parent)) {
            const entries = directories.get(parent) ?? new Map();
            const known = entries.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(child));
            entries.set(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(child), directory);
            directories.set(parent, entries);
            if (known || parent === child || parent === node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(parent))
                break;
            child = parent;
            directory = true;
        }
    }
    return {
        list(dir) {
            const entries = directories.get(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir));
            if (entries === undefined) {
                throw missing(files.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir)) ? 'ENOTDIR' : 'ENOENT', `no such directory, scandir '${dir}'`);
            }
            return [...entries].map(([name, directory]) => ({ name, directory }));
        },
        read(file) {
            const text = files.get(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
            if (text === undefined) {
                throw missing(directories.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file)) ? 'EISDIR' : 'ENOENT', `no such file, open '${file}'`);
            }
            const limit = _files_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FILE_LIMITS */ .S.configuration;
            if (Buffer.byteLength(text, 'utf8') > limit) {
                throw new _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__/* .FileRefusedError */ .rr('too-large', `it is larger than ${(0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(limit)}`);
            }
            return text;
        },
        realPath: (dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir),
    };
}
function readConfigurationFile(tree, file, shownAs, missing) {
    try {
        return tree.read(file);
    }
    catch (error) {
        const code = error?.code;
        if (missing === 'absent' && (code === 'ENOENT' || code === 'ENOTDIR'))
            return undefined;
        const expected = error instanceof _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__/* .FileRefusedError */ .rr
            ? error.reason === 'too-large'
                ? `; the gate reads configuration files of up to ${(0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(_files_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FILE_LIMITS */ .S.configuration)}`
                : '; a configuration file must be a regular file'
            : '';
        throw new _hcl_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .GateError */ .ue(`Cannot read ${shownAs}: ${describeIoError(error)}${expected}`, shownAs);
    }
}
function describeIoError(error) {
    const code = error?.code;
    if (code === 'ENOENT')
        return 'no such file or directory';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'ENOTDIR')
        return 'not a directory';
    if (code === 'EISDIR')
        return 'is a directory';
    if (code === 'ELOOP')
        return 'symbolic links that lead back to each other';
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 7464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseConstraint),
/* harmony export */   H: () => (/* binding */ hasOperator)
/* harmony export */ });
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
 */


const TERM = /^(=|!=|>=|<=|>|<|~>)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** True when the text reads as a constraint rather than a bare version. */
function hasOperator(text) {
    return /^\s*(=|!=|>=|<=|>|<|~>)/.test(text);
}
function parseConstraint(text) {
    const raw = text.split(',').map((t) => t.trim());
    if (raw.length === 0 || raw.every((t) => t === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q('is an empty version constraint');
    }
    const terms = raw.map((term) => {
        const m = TERM.exec(term);
        if (m === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = (0,_version_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionText */ .b)(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What Terraform's version constraints mean, mapped onto semver's comparison (constraint-syntax.ts
 * reads them). Missing minor and patch parts count as zero. `~>` lets only the right-most given part
 * grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as
 * Terraform's module installer (go-version) reads it. As in Terraform, a prerelease matches only `=` naming it.
 */

function satisfiesTerm(version, term) {
    const cmp = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, term.version);
    switch (term.operator) {
        case '=':
            return cmp === 0;
        case '!=':
            return cmp !== 0;
        case '>':
            return cmp > 0;
        case '>=':
            return cmp >= 0;
        case '<':
            return cmp < 0;
        case '<=':
            return cmp <= 0;
        case '~>': {
            const base = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */








/***/ }),

/***/ 8317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseVersionText)
/* harmony export */ });
/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver, which builds
 * about 100 regular expressions as it loads: reading the inputs (where most failing runs stop) only
 * checks versions. semver's strict grammar, a leading `v` allowed; version-text.test.ts holds it
 * to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
/** semver's MAX_LENGTH; each of MAJOR.MINOR.PATCH is at most Number.MAX_SAFE_INTEGER too. */
const MAX_LENGTH = 256;
/** `semver.parse(text)`'s version, or null where semver refuses the text. */
function parseVersionText(text) {
    if (text.length > MAX_LENGTH)
        return null;
    const m = STRICT.exec(text.trim());
    if (m === null)
        return null;
    const [, major = '', minor = '', patch = '', prerelease] = m;
    if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER))
        return null;
    return {
        version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
        prerelease: prerelease !== undefined,
    };
}


/***/ })

};
