export const id = 224;
export const ids = [224];
export const modules = {

/***/ 6824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ lineIndex)
/* harmony export */ });
/**
 * Line numbers from offsets, in one pass over the text: the offsets where lines start, found
 * once, then a binary search per offset. Finding each line by counting from the start instead
 * costs the file's length per lookup, which for a generated file of 20,000 blocks is minutes.
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
/* unused harmony export registryHost */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * A module call as found in a configuration, and what its source address is. Pure: no I/O.
 */

/**
 * A name Terraform accepts for a module call (hclsyntax.ValidIdentifier, checked by
 * decodeModuleBlock in hashicorp/terraform internal/configs/module_call.go): a letter or `_`,
 * then letters, digits, `_` and `-`, letters in the Unicode sense.
 */
function isValidCallName(name) {
    return /^[\p{ID_Start}_][\p{ID_Continue}-]*$/u.test(name);
}
/**
 * One version as a registry names it (`1.2.0`, `1.2.0-rc.1`; a leading `v` allowed), not a
 * constraint: what Terragrunt needs in a `tfr://` source, which it sends to the registry as is.
 */
function isOneVersion(text) {
    return ONE_VERSION.test(text);
}
const ONE_VERSION = /^v?(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** A call only one tool reads, said short for a table cell: ` (Terraform only)`; empty where both do. */
function readByLabel(call) {
    return call.readBy === undefined ? '' : ` (${call.readBy === 'terraform' ? 'Terraform' : 'OpenTofu'} only)`;
}
/** A call only one tool reads, said in full for an annotation; undefined where both do. */
function readByText(call) {
    if (call.readBy === undefined)
        return undefined;
    return call.readBy === 'terraform'
        ? 'Only Terraform reads this call: OpenTofu reads a .tofu file in its place. Input `tool` says which of the two runs the configuration.'
        : 'Only OpenTofu reads this call: Terraform ignores .tofu files. Input `tool` says which of the two runs the configuration.';
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
 * Reads a source address the way `terraform init` does, far enough to tell a registry address
 * (`[HOST/]NAMESPACE/NAME/PROVIDER[//SUBDIR]`, the host defaulting to the public registry) from
 * a local path and from everything go-getter fetches (git, Mercurial, HTTP, S3, GCS).
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
    // With a host part, the host is the one svchost reads (IDNA, case, port); when svchost refuses
    // it, Terraform does not read the address as a registry's at all (hashicorp/terraform,
    // internal/addrs/module_source.go: whatever fails the registry parse is a go-getter address).
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
 * The host part of a registry source as hashicorp/terraform-svchost's ForComparison reads it,
 * with the check hashicorp/terraform-registry-address's ParseModuleSource adds (a dot in the
 * host once normalized: `ｌｏｃａｌｈｏｓｔ:8080` is refused, `ｌｏｃａｌｈｏｓｔ.:8080` is not); null
 * where they refuse it.
 */
function registryHost(written) {
    const host = (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .svchostForComparison */ .hJ)(written);
    return host === null || !host.replace(/:\d+$/, '').includes('.') ? null : host;
}
/**
 * A host as Terraform compares hosts (hashicorp/terraform-svchost, ForComparison): IDNA (UTS #46)
 * to its ASCII form, lower case, without the default https port, so `App.Terraform.io:443` is
 * `app.terraform.io` and `tfe.bücher.example` is `tfe.xn--bcher-kva.example`.
 */
function normalizeHost(host) {
    return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .svchostForComparison */ .hJ)(host, { punycode: true }) ?? host.toLowerCase();
}


/***/ }),

/***/ 6558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ jsonBlocks),
/* harmony export */   gy: () => (/* binding */ argumentNode),
/* harmony export */   n4: () => (/* binding */ jsonModuleBodies)
/* harmony export */ });
/* unused harmony export jsonModuleLines */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_line_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6824);
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4073);
/**
 * Terraform's JSON syntax (`.tf.json`): the module blocks and the lines of their labels.
 */



/**
 * The line of each module label in Terraform's JSON syntax: the keys of the top-level
 * `"module"` object (or of the objects in a top-level `"module"` array).
 */
function jsonModuleLines(text) {
    const found = new Map();
    for (const block of jsonBlocks('', text))
        if (!found.has(block.name) && block.line !== undefined)
            found.set(block.name, block.line);
    return found;
}
/**
 * Every module block of Terraform's JSON syntax, in order: `{"module": {"NAME": {...}}}`, where
 * the `module` key may repeat and any level may be an array of objects (HCL's JSON syntax merges
 * them all; hashicorp/hcl json/structure.go). Read with a parser that keeps repeated keys and
 * their positions (jsonc-parser), so no block is lost to a later key of the same name and no
 * name (`__proto__`) is special.
 */
function jsonBlocks(shownAs, text) {
    if (jsonNesting(text) > _hcl_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M1)
        throw (0,_hcl_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .tooDeep */ .DI)(shownAs);
    const errors = [];
    const root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    const lineOf = (0,_files_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lineIndex */ .D)(text);
    if (errors.length > 0 || root === undefined) {
        const first = errors[0];
        const line = first !== undefined ? lineOf(first.offset) : undefined;
        throw new _hcl_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .GateError */ .ue(`Cannot parse ${shownAs}: ${first !== undefined ? (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(first.error) : 'not JSON'}${line !== undefined ? ` at line ${line}` : ''}`, shownAs, line);
    }
    const argument = (body, name) => {
        const value = argumentNode(body, name);
        if (value === undefined)
            return undefined;
        return value.type === 'string' || value.type === 'number' ? value.value : _hcl_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .NOT_A_VALUE */ .wj;
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
 * Each module block's body in a parsed `.tf.json`, in order, with its name and the offset of the
 * name's key: the one walk the gate (above) and the fix (fix/json-spans.ts) both read blocks by.
 */
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

/***/ 9479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ pastHeredoc),
/* harmony export */   W: () => (/* binding */ pastString)
/* harmony export */ });
/* harmony import */ var _hcl_shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4073);
/**
 * The pieces of HCL's native syntax that both of its scanners skip the same way: strings with
 * their `${…}` templates, and heredocs. The gate's scanner (hcl-native.ts) finds the lines of
 * blocks with them; the fix's (fix/hcl-spans.ts) finds a version literal's bytes. Pure.
 */

/**
 * From an opening quote at `start`, the offset just past the closing one (or the end of the
 * line, for a string left open: the parser reports it). `level` counts the strings and templates
 * open around this one, and `seen` hears each level reached: past MAX_NESTING the walk stops at
 * the end of the text, so `"${"${"${…` cannot exhaust the stack.
 */
function pastString(text, start, level = 0, seen) {
    const n = text.length;
    seen?.(level);
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
    seen?.(level);
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
/* harmony export */   ue: () => (/* binding */ GateError),
/* harmony export */   wj: () => (/* binding */ NOT_A_VALUE)
/* harmony export */ });
/**
 * What the readers of both syntaxes share: the error naming a file at fault, a module block as a
 * parser read it, and the bound on nesting.
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
const TOOLS = ['terraform', 'opentofu'];
/** Stands for an argument whose value is no string or number (an object, a list). */
const NOT_A_VALUE = Symbol('not a value');
const tooDeep = (shownAs) => new GateError(`Cannot read ${shownAs}: it nests brackets more than ${MAX_NESTING} levels deep, which no Terraform configuration does`, shownAs);


/***/ }),

/***/ 1644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jy: () => (/* binding */ blockTypeOf),
  xn: () => (/* binding */ configurationKind),
  ZG: () => (/* binding */ filesReadBy),
  lJ: () => (/* binding */ isConfigurationFile),
  Bt: () => (/* binding */ readConfigurationFile),
  bG: () => (/* binding */ readModuleBlocks)
});

// UNUSED EXPORTS: describeIoError, isIgnoredFile, isOverrideFile, isTofuFile, moduleBlocksInText, templateLiteral, withTofuPrecedence

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
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

// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
// EXTERNAL MODULE: ./src/gate/read/hcl-lexing.ts
var hcl_lexing = __webpack_require__(9479);
;// CONCATENATED MODULE: ./src/gate/read/hcl-native.ts
/**
 * HCL's native syntax: the arguments of module blocks from HashiCorp's parser, and their lines
 * from a small scanner of the file's text, since the parser returns no positions.
 */



/**
 * The line of each top-level `module "NAME" {` (or `module NAME {`) in HCL text. Comments,
 * quoted strings with their `${…}` templates, and heredocs are skipped, so a block that only
 * appears inside one of them is not found.
 */
function moduleBlockLines(text) {
    return new Map([...scanHcl(text).lines].map(([name, lines]) => [name, lines[0]]));
}
/**
 * Reads HCL text the way `moduleBlockLines` describes: the lines of every `module` block of each
 * name (a name may repeat), and the deepest nesting of brackets outside strings and comments.
 */
function scanHcl(text, 
/** The block type to find: `module "NAME"`, `component "NAME"`, or Terragrunt's `terraform` (no label). */
type = 'module') {
    const scanner = new HclScanner(text, type);
    scanner.scan();
    return { lines: scanner.found, maxNesting: scanner.maxNesting };
}
/** The scan's state as it walks the text once, character by character. */
class HclScanner {
    found = new Map();
    /** The deepest nesting of brackets of every kind, for the nesting bound. */
    maxNesting = 0;
    text;
    n;
    i = 0;
    line = 1;
    /** Braces open: block bodies and objects. */
    depth = 0;
    /** Brackets of every kind open. */
    nesting = 0;
    /** The block header being read at depth 0: its type word, its line and its labels. */
    header;
    type;
    constructor(text, type) {
        this.type = type;
        this.text = text;
        this.n = text.length;
    }
    scan() {
        while (this.i < this.n)
            this.step(this.text[this.i]);
    }
    step(c) {
        const rest = (len) => this.text.slice(this.i, this.i + len);
        if (c === '\n') {
            this.line++;
            this.i++;
            if (this.depth === 0)
                this.header = undefined;
        }
        else if (c === '#' || rest(2) === '//') {
            while (this.i < this.n && this.text[this.i] !== '\n')
                this.i++;
        }
        else if (rest(2) === '/*') {
            const end = this.text.indexOf('*/', this.i + 2);
            this.moveTo(end === -1 ? this.n : end + 2);
        }
        else if (c === '"') {
            const stop = this.skipString(this.i);
            if (this.depth === 0 && this.header !== undefined) {
                this.header.labels.push(this.text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
            }
            this.moveTo(stop);
        }
        else if (rest(2) === '<<') {
            this.skipHeredoc();
        }
        else if (c === '{') {
            this.openBrace();
        }
        else if (c === '}') {
            this.depth = Math.max(0, this.depth - 1);
            this.nesting = Math.max(0, this.nesting - 1);
            this.header = undefined;
            this.i++;
        }
        else if (c === '[' || c === '(') {
            this.maxNesting = Math.max(this.maxNesting, ++this.nesting);
            if (this.depth === 0)
                this.header = undefined;
            this.i++;
        }
        else if (c === ']' || c === ')') {
            this.nesting = Math.max(0, this.nesting - 1);
            this.i++;
        }
        else if (/[A-Za-z_]/.test(c)) {
            this.readWord();
        }
        else if (c === ' ' || c === '\t' || c === '\r') {
            this.i++;
        }
        else {
            // Anything else at the top level (`=`, operators) means this is not a block header.
            if (this.depth === 0)
                this.header = undefined;
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
    /** A `{`: a `module` header with one label before it is a module block. */
    openBrace() {
        const header = this.header;
        const labels = this.type === 'terraform' ? 0 : 1;
        if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
            const name = labels === 0 ? this.type : header.labels[0];
            this.found.set(name, [...(this.found.get(name) ?? []), header.line]);
        }
        this.header = undefined;
        this.depth++;
        this.maxNesting = Math.max(this.maxNesting, ++this.nesting);
        this.i++;
    }
    /** An identifier: at the top level, a header's type word or one of its labels. */
    readWord() {
        let k = this.i + 1;
        while (k < this.n && /[A-Za-z0-9_-]/.test(this.text[k]))
            k++;
        const word = this.text.slice(this.i, k);
        if (this.depth === 0) {
            if (this.header === undefined)
                this.header = { word, line: this.line, labels: [] };
            else
                this.header.labels.push(word);
        }
        this.i = k;
    }
    /** From `<<`: past a heredoc's closing marker, or past the `<<` alone when no heredoc opens. */
    skipHeredoc() {
        const { end, lines } = (0,hcl_lexing/* pastHeredoc */.F)(this.text, this.i);
        this.i = end;
        this.line += lines;
    }
    /** From an opening quote, past the closing one, minding the nesting bound (hcl-lexing.ts). */
    skipString(start) {
        return (0,hcl_lexing/* pastString */.W)(this.text, start, 0, (level) => {
            this.maxNesting = Math.max(this.maxNesting, this.nesting + level);
        });
    }
}
/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
async function nativeBlocks(shownAs, text, type = 'module') {
    const { lines, maxNesting } = scanHcl(text, type);
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
        return terragruntBlocks(parsed.terraform, lines.get('terraform')?.[0]);
    const modules = parsed[type];
    if (typeof modules !== 'object' || modules === null)
        return [];
    // JSON.parse makes every label an own property, `__proto__` included; each holds its blocks.
    return Object.entries(modules).flatMap(([name, bodies]) => (Array.isArray(bodies) ? bodies : [bodies]).map((body, index) => {
        const line = lines.get(name)?.[index];
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

;// CONCATENATED MODULE: ./src/gate/read/hcl.ts
/**
 * Module blocks in a Terraform configuration directory: which files Terraform reads, what each
 * block says and where it is. The syntaxes are read in hcl-native.ts (HCL) and hcl-json.ts
 * (`.tf.json`); this file reads the files and merges their blocks as Terraform does.
 */








async function readConfigurationFile(file, shownAs, missing) {
    try {
        // Read at once, not in four trips through the thread pool (open, stat, read, close): a
        // configuration file is small and local, and at 4,000 files those trips were most of the
        // reading phase's time, spent waiting.
        return (0,read_bounded/* readBoundedSync */.xY)(file, limits/* FILE_LIMITS */.S.configuration).toString('utf8');
    }
    catch (error) {
        const code = error?.code;
        if (missing === 'absent' && (code === 'ENOENT' || code === 'ENOTDIR'))
            return undefined;
        const expected = error instanceof read_bounded/* FileRefusedError */.rr
            ? error.reason === 'too-large'
                ? `; the gate reads configuration files of up to ${(0,read_bounded/* formatBytes */.z3)(limits/* FILE_LIMITS */.S.configuration)}`
                : '; a configuration file must be a regular file'
            : '';
        throw new hcl_shared/* GateError */.ue(`Cannot read ${shownAs}: ${describeIoError(error)}${expected}`, shownAs);
    }
}
/**
 * Terraform merges `override.tf` and `*_override.tf` (or `.tf.json`) into the blocks of the other
 * files; OpenTofu the same of `.tofu` and `.tofu.json`.
 */
function isOverrideFile(name) {
    return /^(.*_)?override\.(tf|tofu)(\.json)?$/.test(name);
}
/**
 * The files a configuration is read from: Terraform's `.tf` and `.tf.json`, OpenTofu's `.tofu`
 * and `.tofu.json`, a Terraform Stack's components (`.tfcomponent.hcl`, formerly `.tfstack.hcl`)
 * and Terragrunt's `terragrunt.hcl`; not ignored files.
 */
function isConfigurationFile(name) {
    return !isIgnoredFile(name) && blockTypeOf(name) !== undefined;
}
/** A configuration file's kind, by its name (`main.tf.json` is `.tf`); undefined for any other file. */
function configurationKind(name) {
    if (name === 'terragrunt.hcl')
        return name;
    return /(\.tf|\.tofu)(?:\.json)?$|(\.tfcomponent\.hcl|\.tfstack\.hcl)$/
        .exec(name)
        ?.slice(1)
        .find((kind) => kind !== undefined);
}
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
/**
 * OpenTofu's precedence: where `x.tofu` is beside `x.tf` (or `x.tofu.json` beside `x.tf.json`),
 * it reads the `.tofu` file and skips the other (opentofu/opentofu, internal/configs/parser_config_dir.go).
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
/** The configuration files of a directory that `tool` reads, of the names given. */
function filesReadBy(names, tool) {
    return tool === 'terraform' ? names.filter((name) => !isTofuFile(name)) : withTofuPrecedence(names);
}
/**
 * Files Terraform skips in a configuration directory, as its own IsIgnoredFile says
 * (hashicorp/terraform, internal/configs/parser_config_dir.go, used by rootFiles in
 * parser_file_matcher.go): hidden files, editor backups (`main.tf~`) and Emacs autosaves
 * (`#main.tf#`, a `#` at both ends). Test and query files (`.tftest.hcl`, `.tftest.json`,
 * `.tfquery.hcl`, `.tfquery.json`) are matched there too, but are not the module's configuration:
 * they end in neither `.tf` nor `.tf.json`, so `isConfigurationFile` leaves them out.
 */
function isIgnoredFile(name) {
    return name.startsWith('.') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#'));
}
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
/** `moduleBlocksInText`, parsed once per name and text where `parsed` is given. */
async function blocksOfText(file, shownAs, text, parsed) {
    if (parsed === undefined)
        return moduleBlocksInText(file, shownAs, text);
    const key = (0,external_node_crypto_.createHash)('sha256').update(shownAs).update('\u0000').update(text).digest('base64');
    const known = parsed.get(key);
    if (known !== undefined)
        return known.map((block) => (block.file === file ? block : { ...block, file }));
    const blocks = await moduleBlocksInText(file, shownAs, text);
    parsed.set(key, blocks);
    return blocks;
}
/** Module blocks in one file's text: arguments from the parser, lines from the scanner. */
async function moduleBlocksInText(file, shownAs, text) {
    const type = blockTypeOf(external_node_path_default().basename(file)) ?? 'module';
    const raw = file.endsWith('.json') ? (0,hcl_json/* jsonBlocks */.Rs)(shownAs, text) : await nativeBlocks(shownAs, text, type);
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
/**
 * Every module block of the configuration in `dir`: its configuration files in name order, then
 * its override files merged in as Terraform does. A second block of a name is kept, marked as
 * the duplicate Terraform refuses. `show` turns an absolute path into the name errors and
 * annotations use. A file that cannot be read or parsed is a GateError naming it.
 *
 * The files are those `tool` reads; with no tool, where a `.tofu` file makes the two tools read
 * different files, the blocks of both, each block only one of them reads marked with that tool.
 */
async function readModuleBlocks(dir, show, 
/** Counts the files read, for the benchmark. */
files = { read: 0 }, tool, 
/** Blocks by file text, shared across scans: a text read again (the base of only-new) is not parsed again. */
parsed) {
    let names;
    try {
        const entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        names = entries
            .filter((e) => isConfigurationFile(e.name) && !e.isDirectory())
            .map((e) => e.name)
            .sort();
    }
    catch (error) {
        throw new hcl_shared/* GateError */.ue(`Cannot read the configuration directory ${show(dir)}: ${describeIoError(error)}`, show(dir));
    }
    // Each file read and parsed once, whichever tools read it.
    const inDirectory = new Map();
    const blocksIn = (name) => {
        let found = inDirectory.get(name);
        if (found === undefined) {
            const file = external_node_path_default().join(dir, name);
            found = readConfigurationFile(file, show(file)).then((text) => {
                files.read++;
                return blocksOfText(file, show(file), text, parsed);
            });
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
/** The blocks of the files `names`, merged as Terraform (and OpenTofu) merge them: overrides last. */
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
                // An override replaces the arguments it sets; the version to change is then the override's.
                // A literal it sets also replaces an expression the base had for that argument.
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

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6599);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */









/***/ })

};
