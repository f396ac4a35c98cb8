export const id = 267;
export const ids = [267];
export const modules = {

/***/ 1532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent)
/* harmony export */ });
/** Bounded concurrency for batches of requests; the transport's rate limiter paces them further. */
/** Runs `task` over `items` with at most `concurrency` running at once, keeping input order. */
async function mapConcurrent(items, concurrency, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 6565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ unifiedDiff)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7291);
/**
 * The unified diff of a fixed file, as `git diff` and `git apply` read it. Made with jsdiff (the
 * `diff` package), the diff library most of npm uses, rather than a hand-written one. Pure.
 */

function unifiedDiff(file, before, after) {
    return (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .createTwoFilesPatch */ .ss)(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
        context: 3,
        headerOptions: diff__WEBPACK_IMPORTED_MODULE_0__/* .FILE_HEADERS_ONLY */ .jr,
    });
}


/***/ }),

/***/ 5960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ editFindings)
});

// EXTERNAL MODULE: ./src/files/line-index.ts
var line_index = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/gate/read/blocks.ts + 2 modules
var blocks = __webpack_require__(7357);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/gate/edit/confirm.ts
/**
 * A rewritten file read back with the gate's own parsers, as renovate extracts again after it
 * replaces: the new text must parse, hold the same blocks (by name and line), each rewritten one
 * saying its new version and every other plain literal unchanged. The old text's scan is at hand.
 */


/** Why `after` does not read as `before` with the expected versions; `written` decodes a literal as the parser does. */
async function confirmRewrite(file, before, after, expected, written = (raw) => raw) {
    let now;
    try {
        now = await (0,blocks/* moduleBlocksInText */.T)(file, file, after);
    }
    catch (error) {
        return `the rewritten file does not parse: ${(0,src_text/* errorMessage */.gJ)(error)}`;
    }
    const was = [...before].flatMap(([name, blocks]) => blocks.map((block) => ({ name, block })));
    if (now.length !== was.length)
        return `the rewritten file has ${now.length} blocks where it had ${was.length}`;
    for (const { name, block } of was) {
        const read = now.find((b) => b.name === name && b.line === block.line);
        if (read === undefined)
            return `block ${JSON.stringify(name)} is not where it was`;
        const wanted = expected.find((e) => e.name === name && e.line === block.line)?.version ??
            ('span' in block.version ? written(block.version.span.raw) : undefined);
        if (wanted !== undefined && read.version !== wanted) {
            return `block ${JSON.stringify(name)} reads version ${JSON.stringify(read.version ?? null)}, not ${JSON.stringify(wanted)}`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/gate/judge/advice.ts
var advice = __webpack_require__(95);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var versions_suggestion = __webpack_require__(4365);
;// CONCATENATED MODULE: ./src/gate/edit/intent.ts
/**
 * Pure: what the edit does for one call, before its file is read, from the gate's `Suggestion`: a
 * rewrite when it moves forward in the major version in use (or to a new major with `fixMajor`);
 * `terraform init -upgrade` where the constraint already selects it; else a person, told why.
 */


function intentOf(finding, options) {
    const { verdict } = finding;
    if (verdict.status !== 'deprecated')
        return { kind: 'by-hand', why: 'the call uses no deprecated version' };
    const suggestion = verdict.suggestion;
    if (suggestion === undefined) {
        return { kind: 'by-hand', why: 'no other version of the module is free of deprecation and revocation' };
    }
    const { edit, version } = suggestion;
    const to = { version };
    if (edit.kind === 'by-hand')
        return { kind: 'by-hand', why: (0,advice/* editText */.i)(edit, version, verdict.version), ...to };
    if (edit.kind === 'init-upgrade')
        return { kind: 'upgrade-installed', version };
    if (suggestion.step === 'downgrade' || suggestion.step === 'major-downgrade') {
        return {
            kind: 'by-hand',
            why: `every newer version is deprecated or revoked: going back to ${version} is for a person to decide`,
            ...to,
        };
    }
    if (suggestion.step === 'major-upgrade' && !options.fixMajor) {
        const { unblock } = (0,versions_suggestion/* adviceWords */.eD)(suggestion, verdict.version);
        return {
            kind: 'by-hand',
            why: `${version} is a new major version: check its breaking changes, then change it by hand or use ${options.words.setting('fixMajor', 'true')}${unblock !== '' ? `; or ${unblock}` : ''}`,
            ...to,
        };
    }
    return { kind: 'rewrite', from: edit.from, to: edit.to, version };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl-json.ts
var hcl_json = __webpack_require__(6558);
// EXTERNAL MODULE: ./src/gate/read/hcl-scanner.ts
var hcl_scanner = __webpack_require__(5584);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/edit/literal.ts
/**
 * A call's version literal in a file's text, whatever its language: found by the gate's own
 * readers (the scanner of HCL's native syntax, jsonc-parser's offsets for `.tf.json`), and
 * replaced there and nowhere else, every other byte kept. Pure.
 */




/** The blocks that make module calls in a file's text, by name; undefined for text that is not of its language. */
function versionLiterals(file, text) {
    const name = external_node_path_default().basename(file);
    if (name.endsWith('.json'))
        return (0,hcl_json/* jsonVersionLiterals */.$)(text);
    const type = (0,hcl_shared/* blockTypeOf */.jy)(name);
    return type === undefined ? undefined : (0,hcl_scanner/* scanHcl */.J)(text, type).blocks;
}
/** Why a literal is missing where the gate read one: the file is no longer as the gate read it. */
const NOT_WHERE_READ = 'the block is not where the gate found it';
/** The name of the block that makes call `key` in `file`: its last part; Terragrunt's one block is `terraform`. */
const blockNameOf = (file, key) => isTerragrunt(file) ? 'terraform' : (key.split('.').at(-1) ?? '');
/** The version literal of the block of call `key` (the one at `line`, where its name repeats) in `file`. */
function callLiteral(file, literals, key, line) {
    const blocks = literals.get(blockNameOf(file, key)) ?? [];
    const block = blocks.length === 1 ? blocks[0] : blocks.find((b) => b.line === line);
    if (block === undefined)
        return { why: NOT_WHERE_READ };
    const found = block.version;
    if ('why' in found)
        return found;
    return {
        span: found.span,
        written: writtenValue(file, found.span.raw),
        encode: (v) => (isTerragrunt(file) ? encodeURIComponent(v) : v),
    };
}
const isTerragrunt = (file) => (0,hcl_shared/* blockTypeOf */.jy)(external_node_path_default().basename(file)) === 'terraform';
/** What a literal says, as the gate reads it: a `tfr://` query's value decoded as Terragrunt (Go's url.Query) does. */
const writtenValue = (file, raw) => isTerragrunt(file) ? (new URLSearchParams(`version=${raw}`).get('version') ?? raw) : raw;
/** The text with every replacement made; those of the same place are made once, overlapping ones refused. */
function replaceSpans(text, replacements) {
    const sorted = [...replacements].sort((a, b) => a.start - b.start);
    const parts = [];
    let at = 0;
    for (const [index, replacement] of sorted.entries()) {
        if (replacement.start < at) {
            const previous = sorted[index - 1];
            if (previous?.start === replacement.start &&
                previous.end === replacement.end &&
                previous.text === replacement.text) {
                continue;
            }
            throw new Error(`overlapping replacements at offset ${replacement.start}`);
        }
        parts.push(text.slice(at, replacement.start), replacement.text);
        at = replacement.end;
    }
    parts.push(text.slice(at));
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/gate/edit/edits.ts
/**
 * The edit of each call on a deprecated or revoked version, computed once and handed to every
 * surface that shows or makes it: the fix, the review's suggestions, the dry run's diff, the
 * campaign. Pure over texts: a function from a finding's file name to its text, so that the disk
 * (fix/files.ts) and a tree in memory serve alike; each rewrite is read back (confirm.ts).
 */




/** Only version characters are ever written: nothing that could end a string or start a template. */
const VERSION_TEXT = /^[0-9A-Za-z.+~>=<!, -]*$/;
async function editFindings(findings, textOf, options) {
    const decided = new Map();
    const pendingByFile = new Map();
    for (const finding of findings) {
        if (finding.verdict.status !== 'deprecated')
            continue;
        const intent = intentOf(finding, options);
        if (intent.kind === 'rewrite') {
            const { file } = finding.call.location;
            pendingByFile.set(file, [...(pendingByFile.get(file) ?? []), { finding, intent }]);
        }
        else {
            decided.set(finding, { ...intent, finding });
        }
    }
    const files = [];
    const warnings = [];
    for (const [file, pending] of pendingByFile) {
        const outcome = await editFile(file, textOf(file), pending);
        for (const call of outcome.calls)
            decided.set(call.finding, call);
        if (outcome.edit !== undefined)
            files.push(outcome.edit);
        if (outcome.warning !== undefined)
            warnings.push(outcome.warning);
    }
    return { calls: findings.flatMap((f) => decided.get(f) ?? []), files, warnings };
}
const byHand = (p, why) => ({
    kind: 'by-hand',
    finding: p.finding,
    why,
    version: p.intent.version,
});
/** One file's rewrites: all of them, or (when the file cannot be changed safely) none. */
async function editFile(file, text, pending) {
    const all = (why) => pending.map((p) => byHand(p, why));
    if (typeof text !== 'string')
        return { calls: all(text.why) };
    const literals = versionLiterals(file, text);
    if (literals === undefined)
        return { calls: all('the file does not parse') };
    const lineOf = (0,line_index/* lineIndex */.D)(text);
    const calls = [];
    const rewrites = [];
    const replacements = new Map();
    for (const p of pending) {
        const found = callLiteral(file, literals, p.finding.call.key, p.finding.call.location.line);
        // The gate read this block from this text with the same readers: a block or a literal
        // that differs now means the file changed while the gate ran. It is left alone, and said.
        const changed = 'why' in found
            ? found.why === NOT_WHERE_READ
                ? 'its block is no longer where the gate read it'
                : undefined
            : found.written !== p.intent.from
                ? `it now says ${JSON.stringify(found.written)} where the gate read ${JSON.stringify(p.intent.from)}`
                : undefined;
        if (changed !== undefined) {
            return {
                calls: all(`the file changed after the gate read it (${changed})`),
                warning: `${file} changed after the gate read it (${changed}), so the fix left it as it is: run the gate again.`,
            };
        }
        if ('why' in found) {
            calls.push(byHand(p, found.why));
            continue;
        }
        const replacement = { start: found.span.start, end: found.span.end, text: found.encode(p.intent.to) };
        if (!VERSION_TEXT.test(replacement.text)) {
            calls.push(byHand(p, `${JSON.stringify(replacement.text)} is not a version`));
            continue;
        }
        const key = `${replacement.start}:${replacement.end}`;
        const earlier = replacements.get(key);
        // One block shared by many configurations (a local module): one replacement, if they agree on it.
        if (earlier !== undefined && earlier.text !== replacement.text) {
            calls.push(byHand(p, 'calls of this block in other configurations ask for another version'));
            continue;
        }
        replacements.set(key, replacement);
        const { version, from, to } = p.intent;
        rewrites.push({
            kind: 'rewrite',
            finding: p.finding,
            version,
            from,
            to,
            file,
            line: lineOf(replacement.start),
            replacement,
        });
    }
    if (rewrites.length === 0)
        return { calls };
    const after = replaceSpans(text, [...replacements.values()]);
    const expected = rewrites.map((r) => ({
        name: blockNameOf(file, r.finding.call.key),
        line: r.finding.call.location.line ?? r.line,
        version: r.to,
    }));
    const problem = await confirmRewrite(file, literals, after, expected, (raw) => writtenValue(file, raw));
    if (problem !== undefined) {
        const why = `the rewritten file would not read back as intended (${problem})`;
        return { calls: [...calls, ...rewrites.map((r) => byHand({ finding: r.finding, intent: r }, why))] };
    }
    const lines = [...new Set(rewrites.map((r) => r.line))].sort((a, b) => a - b);
    return { calls: [...calls, ...rewrites], edit: { file, before: text, after, rewrites, lines } };
}


/***/ }),

/***/ 2126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ inspectConfigurations)
});

// EXTERNAL MODULE: ./src/concurrency.ts
var src_concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/gate/log.ts
var gate_log = __webpack_require__(9981);
// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/constraint-syntax.ts
var constraint_syntax = __webpack_require__(7464);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var versions_suggestion = __webpack_require__(4365);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var calls = __webpack_require__(3553);
;// CONCATENATED MODULE: ./src/gate/judge/judge.ts
/** Pure: module calls and the registry's version lists → which version each call uses, its state, what to move to. */







function targetOf(call, scope) {
    // A version that is an expression still names its module: it is left out last, so that what is
    // said of the call is what kept it out of the check (another host, or the version).
    const versionExpression = call.problem?.kind === 'expression' && call.problem.argument === 'version';
    if (call.problem !== undefined && !versionExpression)
        return { why: problemText(call.problem) };
    const source = (0,calls/* classifySource */.o)(call.source);
    if (source.kind === 'local')
        return { why: 'local path' };
    if (source.kind === 'remote') {
        return { why: source.what === 'git' ? 'git repository' : source.what === 'URL' ? 'remote URL' : source.what };
    }
    const serviceHost = (0,calls/* normalizeHost */.cS)(scope.host);
    // The generic host is the checked service's own registry, whichever host that is.
    if (source.host !== address/* GENERIC_REGISTRY_HOST */.hz && !(0,address/* sameServiceHost */.iW)(source.host, serviceHost)) {
        return { why: source.host === calls/* PUBLIC_REGISTRY_HOST */.N0 ? 'public registry' : `registry on ${source.host}` };
    }
    if (scope.organization !== undefined && source.module.namespace.toLowerCase() !== scope.organization.toLowerCase()) {
        return { why: `organization ${source.module.namespace}, not ${scope.organization}`, cause: 'other-organization' };
    }
    if (call.problem !== undefined)
        return { why: problemText(call.problem), cause: 'version-expression' };
    // The service's own spelling, so `localhost.:8080/…` and `localhost:8080/…` are one module.
    return { address: (0,address/* formatModuleAddress */.wc)(serviceHost, source.module), module: source.module };
}
const keyOf = (address) => address.toLowerCase();
/** What is wrong with a block, worded as Terraform words it where it has words for it. */
function problemText(problem) {
    switch (problem.kind) {
        case 'no-source':
            return 'Missing required argument: the argument "source" is required, but no definition was found.';
        case 'invalid-name':
            return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
        case 'duplicate':
            return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
        case 'not-one-version':
            return problem.version.includes(', ')
                ? `version is given more than once (${JSON.stringify(problem.version)}): Terragrunt refuses a tfr:// source with more than one version query, so downloading the module fails. Give the one version to use, once.`
                : `version ${JSON.stringify(problem.version)} is not one version (such as 1.2.0): Terragrunt passes the version of a tfr:// source to the registry as it is, so downloading the module fails. Give the one version to use.`;
        case 'expression':
            return problem.argument === 'version'
                ? `version is the expression ${problem.text}, not a literal: which version terraform init picks cannot be known from the files`
                : `source is the expression ${problem.text}, not a literal: which module it names cannot be known from the files`;
    }
}
function parseOptional(text) {
    if (text === undefined || text.trim() === '')
        return undefined;
    try {
        return (0,constraint_syntax/* parseConstraint */.F)(text);
    }
    catch {
        return undefined;
    }
}
const isRelease = (v) => semver/* valid */.rZ(v) !== null && semver/* prerelease */.Rt(v) === null;
/**
 * The version `terraform init` picks: the exact one modules.json records, else the newest the
 * constraint allows (a prerelease only when an `=` term names it), else the newest release.
 */
function resolveVersion(versions, call, newestFirstGiven) {
    if (call.exact !== undefined) {
        const wanted = semver/* valid */.rZ(call.exact);
        const found = versions.find((v) => (wanted !== null ? semver/* valid */.rZ(v) === wanted : v === call.exact));
        return found !== undefined
            ? { version: found }
            : { error: `version ${call.exact}, installed by terraform init, is not in the registry` };
    }
    const newestFirst = newestFirstGiven ?? (0,selection/* sortNewestFirst */.BP)(versions);
    if (call.constraint !== undefined && call.constraint.trim() !== '') {
        let constraint;
        try {
            constraint = (0,constraint_syntax/* parseConstraint */.F)(call.constraint);
        }
        catch (error) {
            return { error: `version constraint ${JSON.stringify(call.constraint)} is invalid: ${error.message}` };
        }
        const found = newestFirst.find((v) => (0,versions_constraint/* satisfies */.i)(v, constraint));
        return found !== undefined
            ? { version: found }
            : { error: `no version in the registry satisfies ${JSON.stringify(call.constraint)}; terraform init would fail` };
    }
    const newest = newestFirst.find(isRelease);
    return newest !== undefined ? { version: newest } : { error: 'the registry lists no release of this module' };
}
/** A version argument of one term, `=` or `~>` or none: its operator and spacing, the version, the rest. */
const ONE_TERM = /^(\s*(?:=|~>)?\s*v?)(\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)(\s*)$/;
/**
 * What to write in a call's `version` argument so that `terraform init` picks `target`, checked by resolving the text
 * as `terraform init -upgrade` would: the argument as it is, where it already selects it; an exact version in the same
 * form; a `~>` on the target (as precise as it was, or more where a looser one would pick a newer version that is not
 * free), else the exact target; anything else by hand.
 */
function versionEdit(call, target, newestFirst) {
    if (call.via !== undefined)
        return { kind: 'by-hand', why: 'nested-call' };
    if (call.versionExpression !== undefined) {
        return { kind: 'by-hand', why: 'version-expression', from: call.versionExpression };
    }
    const from = call.constraint !== undefined && call.constraint.trim() !== '' ? call.constraint : undefined;
    const selects = (text) => {
        const picked = resolveVersion(newestFirst, text === undefined ? {} : { constraint: text }, newestFirst);
        return 'version' in picked && picked.version === target;
    };
    if (selects(from))
        return { kind: 'init-upgrade', ...(from !== undefined && { from }) };
    if (from === undefined)
        return { kind: 'by-hand', why: 'no-version-argument' };
    const terms = parseOptional(from)?.terms ?? [];
    const written = ONE_TERM.exec(from);
    const [term] = terms;
    const wanted = semver/* parse */.qg(target);
    if (terms.length === 1 && term !== undefined && written !== null && wanted !== null) {
        const [, prefix = '', , rest = ''] = written;
        const parts = [wanted.major, wanted.minor, wanted.patch];
        const forms = term.operator === '='
            ? [`${prefix}${target}${rest}`]
            : term.operator === '~>'
                ? [
                    // `~>` takes no prerelease; where no `~>` selects the target alone, the exact version does.
                    ...(wanted.prerelease.length > 0 ? [] : [1, 2, 3].filter((n) => n >= term.parts)).map((n) => `${prefix}${parts.slice(0, n).join('.')}${rest}`),
                    target,
                ]
                : [];
        const to = forms.find(selects);
        if (to !== undefined)
            return { kind: 'rewrite', from, to };
    }
    return { kind: 'by-hand', why: 'unusual-constraint', from };
}
/** What to move a call on `inUse` to, and what to write for it; undefined where no version is free. */
function suggest(states, call, inUse, newestFirst = (0,selection/* sortNewestFirst */.BP)(states.map((s) => s.version))) {
    const suggested = (0,versions_suggestion/* suggestVersion */.bM)(inUse, states, newestFirst);
    return suggested === undefined
        ? undefined
        : { ...suggested, edit: versionEdit(call, suggested.version, newestFirst) };
}
function judge(calls, scope, lists) {
    // Many calls share a module and a constraint (28,000 calls of 400 modules in a monorepo): each
    // module's versions are sorted once, and each distinct call resolved and suggested for once.
    const newestFirstOf = new Map();
    const resolvedFor = new Map();
    const suggestedFor = new Map();
    const findings = calls.map((call) => {
        // Terraform refuses these blocks: so does the gate, at the block.
        if (call.problem !== undefined && call.problem.kind !== 'expression') {
            return { call, verdict: { status: 'error', error: problemText(call.problem), cause: 'configuration' } };
        }
        const target = targetOf(call, scope);
        if (!('address' in target))
            return { call, verdict: { status: 'not-checked', ...target } };
        const { address } = target;
        const list = lists.get(keyOf(address));
        if (list === undefined)
            return { call, verdict: { status: 'error', address, error: 'the versions were not read' } };
        if ('error' in list)
            return { call, verdict: { status: 'error', address, error: list.error } };
        const key = keyOf(address);
        const callKey = `${key}\u0000${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
        let newestFirst = newestFirstOf.get(key);
        if (newestFirst === undefined) {
            newestFirstOf.set(key, (newestFirst = (0,selection/* sortNewestFirst */.BP)(list.flatMap((s) => (s.unlisted ? [] : [s.version])))));
        }
        let resolved = resolvedFor.get(callKey);
        if (resolved === undefined) {
            // A constraint picks from the list, as terraform init does; an installed version may be unlisted.
            resolved = resolveVersion(list.map((s) => s.version), call, newestFirst);
            resolvedFor.set(callKey, resolved);
        }
        if ('error' in resolved) {
            return { call, verdict: { status: 'error', address, error: resolved.error, cause: 'configuration' } };
        }
        const state = list.find((s) => s.version === resolved.version);
        // A revoked version counts even where the read shows no deprecation: its runs fail all the same.
        if (state === undefined || (state.deprecation === null && state.revoked !== true)) {
            const revocation = state?.revoked === false ? { revoked: false } : {};
            return { call, verdict: { status: 'ok', address, version: resolved.version, ...revocation } };
        }
        // The version in use follows from the call's key; what to write, from how its block sets it too.
        const suggestionKey = `${callKey}\u0000${call.via !== undefined}\u0000${call.versionExpression ?? '\u0001'}`;
        if (!suggestedFor.has(suggestionKey)) {
            suggestedFor.set(suggestionKey, suggest(list, call, resolved.version, newestFirst));
        }
        const suggestion = suggestedFor.get(suggestionKey);
        return {
            call,
            verdict: {
                status: 'deprecated',
                address,
                version: resolved.version,
                deprecation: state.deprecation ?? { reason: '', link: '' },
                ...(suggestion !== undefined && { suggestion }),
                ...(state.revoked !== undefined && { revoked: state.revoked }),
            },
        };
    });
    const groups = new Map();
    for (const finding of findings) {
        const v = finding.verdict;
        if (v.status !== 'deprecated')
            continue;
        const id = `${keyOf(v.address)}@${v.version}`;
        const group = groups.get(id) ?? {
            address: v.address,
            version: v.version,
            deprecation: v.deprecation,
            ...(v.revoked === true && { revoked: true }),
            calls: [],
        };
        group.calls.push(finding);
        groups.set(id, group);
    }
    const deprecated = [...groups.values()].map((g) => {
        const list = lists.get(keyOf(g.address));
        // Only calls whose own block sets the version can take a suggestion; nested ones cannot.
        const direct = g.calls.some((f) => f.call.via === undefined);
        const suggestion = direct ? (0,versions_suggestion/* suggestVersion */.bM)(g.version, list, newestFirstOf.get(keyOf(g.address))) : undefined;
        return { ...g, ...(suggestion !== undefined && { suggestion }) };
    });
    return { findings, deprecated };
}


// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/gate/judge/version-reads.ts



/**
 * The reads of a run: at most `concurrency` in flight (the transport's rate limiter paces them
 * further), each read once per module. A read that fails is the module's error, never the run's.
 */
class VersionReads {
    modules = new Map();
    waiting = [];
    running = 0;
    registry;
    concurrency;
    constructor(registry, concurrency) {
        this.registry = registry;
        this.concurrency = Math.max(1, concurrency);
    }
    /** A call of `target` found: the module's list is read (once), and its revocations if this call's version needs them. */
    called(target, call) {
        const module = this.moduleOf(target);
        const key = `${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
        if (module.seen.has(key))
            return;
        module.seen.add(key);
        if (module.listed !== undefined)
            this.consider(module, call);
        else
            module.pending.push(call);
    }
    /** The modules read, in the order their first call was found. */
    targets() {
        return [...this.modules.values()].map((m) => m.target);
    }
    /** Every module's versions, once all reads are in, in the order found. */
    async results() {
        const reads = await Promise.all([...this.modules.values()].map(async (m) => {
            // The list first: resolving the calls against it is what starts the module read.
            const list = await m.list;
            return { target: m.target, list, revoked: m.revoked === undefined ? 'not-read' : await m.revoked };
        }));
        // Where any module read shows no revocation, the service has none: nothing is known revoked or not.
        const noRevocation = reads.some((r) => r.revoked === undefined);
        return reads.map(({ target, list, revoked }) => {
            const revocationRead = revoked !== 'not-read';
            if ('error' in list)
                return { target, versions: list, revocationRead };
            if (revoked !== undefined && typeof revoked === 'object' && 'error' in revoked) {
                // A revoked version could hide behind a read that failed: the module is not judged without it.
                return { target, versions: revoked, revocationRead };
            }
            return { target, versions: withRevocation(list, revoked, noRevocation), revocationRead };
        });
    }
    moduleOf(target) {
        const key = keyOf(target.address);
        const found = this.modules.get(key);
        if (found !== undefined)
            return found;
        const pending = [];
        const module = {
            target,
            seen: new Set(),
            pending,
            list: this.slot(() => this.registry.listVersions(target.module)).then((states) => {
                const versions = states.map((s) => s.version);
                module.listed = {
                    versions,
                    newestFirst: (0,selection/* sortNewestFirst */.BP)(versions),
                    deprecated: new Set(states.filter((s) => s.deprecation !== null).map((s) => s.version)),
                };
                for (const call of pending.splice(0))
                    this.consider(module, call);
                return states;
            }, (error) => ({ error: (0,src_text/* errorMessage */.gJ)(error) })),
        };
        this.modules.set(key, module);
        return module;
    }
    /** Starts the module read when the version `call` uses is deprecated in the list, or missing from it. */
    consider(module, call) {
        const listed = module.listed;
        if (module.revoked !== undefined || listed === undefined || this.registry.readRevokedVersions === undefined)
            return;
        const resolved = resolveVersion(listed.versions, call, listed.newestFirst);
        // A constraint no version satisfies calls no version; an installed version the list lacks may be revoked.
        const needed = 'error' in resolved ? call.exact !== undefined : listed.deprecated.has(resolved.version);
        if (!needed)
            return;
        const read = this.registry.readRevokedVersions.bind(this.registry);
        module.revoked = this.slot(() => read(module.target.module)).catch((error) => ({
            error: (0,src_text/* errorMessage */.gJ)(error),
        }));
    }
    async slot(task) {
        // A finished task hands its slot straight to the next one waiting.
        if (this.running >= this.concurrency)
            await new Promise((resolve) => this.waiting.push(resolve));
        else
            this.running++;
        try {
            return await task();
        }
        finally {
            const next = this.waiting.shift();
            if (next !== undefined)
                next();
            else
                this.running--;
        }
    }
}
/**
 * The list with what the module read adds: each version revoked or not, and a revoked version the
 * list lacks (a lagging or filtered list), for a call of exactly that version. Without a module
 * read, a version the list shows as not deprecated is not revoked, on a service with revocation.
 */
function withRevocation(list, revoked, noRevocation) {
    if (revoked === undefined || (revoked === 'not-read' && noRevocation))
        return [...list];
    if (revoked === 'not-read')
        return list.map((v) => (v.deprecation === null ? { ...v, revoked: false } : v));
    const listed = new Set(list.map((v) => v.version));
    const unlisted = [...revoked]
        .filter((version) => !listed.has(version))
        .map((version) => ({ version, deprecation: null, revoked: true, unlisted: true }));
    return [...list.map((v) => ({ ...v, revoked: revoked.has(v.version) })), ...unlisted];
}

// EXTERNAL MODULE: ./src/gate/read/scan.ts + 2 modules
var read_scan = __webpack_require__(9992);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts
var hcl = __webpack_require__(5991);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/judge/baseline.ts
/**
 * `onlyNew`: the base commit's module calls, found as the head's are, and which of the head's
 * deprecated calls were already there. A call is the same across the two by directory and key
 * (`module.network.module.subnets`): moving a block within a directory is not new, renaming it is.
 */






/**
 * Where `absolute` (a path of the workspace) is in the base tree; undefined outside the repository.
 * Taken as the head spells it, not where its links lead: a directory new in the head is new, even a
 * link to one the base has. Only the workspace is resolved (git names the repository by its real path).
 */
async function inBase(absolute, workspace, tree) {
    const inWorkspace = external_node_path_default().relative(workspace.path, absolute);
    const within = !inWorkspace.startsWith('..') && !external_node_path_default().isAbsolute(inWorkspace);
    const real = within ? external_node_path_default().join(workspace.real, inWorkspace) : await (0,promises_.realpath)(absolute).catch(() => absolute);
    const relative = external_node_path_default().relative(tree.repository, real);
    if (relative.startsWith('..') || external_node_path_default().isAbsolute(relative))
        return undefined;
    return external_node_path_default().join(tree.root, relative);
}
async function holdsConfiguration(directory) {
    const isDirectory = await (0,promises_.stat)(directory)
        .then((s) => s.isDirectory())
        .catch(() => false);
    if (!isDirectory)
        return false;
    return (await (0,promises_.readdir)(directory)).some((name) => !name.startsWith('.') && (0,hcl/* isConfigurationFile */.lJ)(name));
}
/** The base's calls of the same directories, by the head's names: where the base lacks one, all its calls are new. */
async function scanBase(directories, options, tree, 
/** The head's parsed files: a base file the change left alone is not parsed again. */
parsed) {
    const head = { path: options.workspace, real: await (0,promises_.realpath)(options.workspace).catch(() => options.workspace) };
    const workspace = await inBase(options.workspace, head, tree);
    if (workspace === undefined)
        return { unreadable: 'the workspace is outside the git repository' };
    const cache = new read_scan/* ScanCache */.E(parsed);
    const calls = [];
    try {
        for (const directory of directories) {
            const basePath = await inBase(directory.path, head, tree);
            if (basePath === undefined || !(await holdsConfiguration(basePath)))
                continue;
            // The base's modules.json, if committed, is the base's; a data directory is rarely committed.
            const scan = await (0,read_scan/* scanDirectory */.v)({ path: basePath, display: directory.display }, { workspace, dataDir: options.dataDir, cache, ...(options.tool !== undefined && { tool: options.tool }) });
            calls.push(...scan.calls);
        }
    }
    catch (error) {
        if (error instanceof hcl_shared/* GateError */.ue)
            return { unreadable: `its configuration cannot be read: ${(0,src_text/* errorMessage */.gJ)(error)}` };
        throw error;
    }
    return { calls };
}
/**
 * The base's calls that can mark a head finding: those of a directory and key whose head call is
 * deprecated. The others need no judging (28,000 calls in a monorepo, a few hundred of them deprecated).
 */
function baseCallsToJudge(base, head) {
    const deprecated = new Set(head.flatMap((f) => (f.verdict.status === 'deprecated' ? [callId(f.call)] : [])));
    return base.filter((call) => deprecated.has(callId(call)));
}
/** A call across the two commits: its directory, its key, and the one tool that reads it, if only one does. */
const callId = (call) => JSON.stringify([call.directory, call.key, call.readBy ?? null]);
const sameCall = (call, address, version) => JSON.stringify([callId(call), address.toLowerCase(), version]);
/** The head's findings, each retired call the base already made (same module, same version) marked `onBase`. */
function markOnBase(head, base) {
    const before = new Set(base.flatMap((f) => f.verdict.status === 'deprecated' ? [sameCall(f.call, f.verdict.address, f.verdict.version)] : []));
    return head.map((f) => f.verdict.status === 'deprecated' && before.has(sameCall(f.call, f.verdict.address, f.verdict.version))
        ? { ...f, onBase: true }
        : f);
}

;// CONCATENATED MODULE: ./src/gate/inspect.ts
/**
 * The gate short of reporting: find each directory's module calls, read the versions of each
 * private-registry module they use (once per module: version-reads.ts), and judge every call.
 */








const DIRECTORIES_AT_ONCE = 2;
async function inspectConfigurations({ configurations: request, service, }, { registry, log, concurrency, tree }, 
/** With `onlyNew`: the base commit's tree, or why it cannot be read (awaited once the head is read). */
base, 
/** The base commit as the request names it, for the log. */
baseName) {
    const { host } = service;
    const scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
    // Hosts are compared through UTS #46, whose table is loaded only for a host beyond plain ASCII.
    await (0,address/* loadIdnaFor */.Yv)([host]);
    // One cache for the whole run: a local module shared by many stacks is read and parsed once.
    const cache = new read_scan/* ScanCache */.E(undefined, tree);
    // Each module's list is read when its first call is found, while other directories are still read.
    const reader = new VersionReads(registry, concurrency);
    const scans = await log.group('Find module calls', async () => {
        // Several directories at once: one at a time left the process waiting on the disk more than it parsed.
        const settled = await (0,src_concurrency/* mapConcurrent */._)(request.directories, DIRECTORIES_AT_ONCE, async (directory) => {
            try {
                // The disk is read synchronously (tree.ts): let the version reads' timers and answers in between.
                await new Promise((resolve) => setImmediate(resolve));
                const scan = await (0,read_scan/* scanDirectory */.v)(directory, {
                    workspace: request.workspace,
                    dataDir: request.dataDir,
                    cache,
                    ...(request.tool !== undefined && { tool: request.tool }),
                });
                await (0,address/* loadIdnaFor */.Yv)(scan.calls.map((call) => call.source));
                for (const call of scan.calls) {
                    const target = targetOf(call, scope);
                    if ('address' in target)
                        reader.called(target, call);
                }
                return { scan };
            }
            catch (error) {
                return { error };
            }
        });
        // In the directories' order: the log, and the first directory that cannot be read stops the run.
        const found = [];
        for (const outcome of settled) {
            if ('error' in outcome)
                throw outcome.error;
            (0,gate_log/* logScan */.yc)(log, outcome.scan);
            found.push(outcome.scan);
        }
        (0,gate_log/* filesRead */.En)(log, cache.files.read);
        return found;
    });
    const calls = scans.flatMap((s) => s.calls);
    // The base's calls are judged with the head's reads: a module only the base calls cannot
    // match a head call, so it needs no read of its own.
    const targets = reader.targets();
    const baseTree = await base;
    if (baseTree !== undefined && baseName !== undefined) {
        await log.group('Read the base commit', async () => (0,gate_log/* logBase */.Cm)(log, baseName, baseTree));
    }
    const baseScan = baseTree === undefined || 'unreadable' in baseTree
        ? baseTree
        : await log.group('Find the module calls of the base commit', async () => {
            const scanned = await scanBase(request.directories, request, baseTree, cache.parsed);
            (0,gate_log/* logBaseScan */.LR)(log, scanned);
            return scanned;
        });
    if (baseScan !== undefined && 'calls' in baseScan)
        await (0,address/* loadIdnaFor */.Yv)(baseScan.calls.map((call) => call.source));
    const lists = new Map();
    if (targets.length > 0) {
        // The reads' lines in one group, in the order the modules were found, once all are in.
        await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
            const read = await reader.results();
            for (const { target, versions, revocationRead: revocationsListed } of read) {
                lists.set(keyOf(target.address), versions);
                if ('error' in versions)
                    (0,gate_log/* readFailed */.gj)(log, target.address, versions.error);
                else
                    (0,gate_log/* versionsRead */.sT)(log, target.address, versions, revocationsListed);
            }
            (0,gate_log/* revocationsRead */.km)(log, read.filter((r) => r.revocationRead).length, read.length);
        });
    }
    const judged = judge(calls, scope, lists);
    const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
    const withRevocation = (item) => {
        const revocation = revocations.get(useKey(item.address, item.version));
        return revocation === undefined ? item : { ...item, revocation };
    };
    const revoked = judged.findings.map((f) => f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f);
    const findings = baseScan !== undefined && 'calls' in baseScan
        ? markOnBase(revoked, judge(baseCallsToJudge(baseScan.calls, revoked), scope, lists).findings)
        : revoked;
    // The uses list the same findings, marked alike.
    const marked = new Map(findings.map((f) => [f.call, f]));
    const deprecated = judged.deprecated.map((use) => withRevocation({ ...use, calls: use.calls.map((f) => marked.get(f.call) ?? f) }));
    const baseline = baseScan === undefined
        ? undefined
        : 'unreadable' in baseScan
            ? baseScan
            : { onBase: findings.filter((f) => f.onBase === true).length };
    return { scans, findings, deprecated, modulesRead: targets.length, ...(baseline !== undefined && { baseline }) };
}
const useKey = (address, version) => `${keyOf(address)}@${version}`;
/**
 * The message and link of each revoked version in use (what its consumers most need, often
 * "CVE-…: upgrade to 2.x"): one read per version, not per call. Best effort: a version whose
 * read fails is still reported revoked, without them.
 */
async function readRevocations(uses, targets, registry, log, concurrency) {
    const revoked = uses.filter((u) => u.revoked === true);
    const found = new Map();
    const read = registry.readRevocation?.bind(registry);
    if (revoked.length === 0 || read === undefined)
        return found;
    const modules = new Map(targets.map((t) => [keyOf(t.address), t.module]));
    await log.group(`Read the revocation of ${(0,src_text/* plural */.LS)(revoked.length, 'revoked version')} in use`, async () => {
        await (0,src_concurrency/* mapConcurrent */._)(revoked, concurrency, async (use) => {
            const module = modules.get(keyOf(use.address));
            if (module === undefined)
                return;
            try {
                // A private module's namespace is its organization.
                const revocation = await read(module.namespace, module, use.version);
                if (revocation !== null)
                    found.set(useKey(use.address, use.version), revocation);
                (0,gate_log/* revocationRead */.Rq)(log, `${use.address} ${use.version}`, revocation);
            }
            catch (error) {
                (0,gate_log/* readFailed */.gj)(log, `${use.address} ${use.version}`, (0,src_text/* errorMessage */.gJ)(error));
            }
        });
    });
    return found;
}


/***/ }),

/***/ 95:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ suggestionText),
/* harmony export */   i: () => (/* binding */ editText)
/* harmony export */ });
/* harmony import */ var _versions_suggestion_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4365);
/**
 * What to do about a call on a retired version, in plain words: the suggestion rule's, then what to
 * write in its `version` argument. Shared by annotations, SARIF and the command line. Pure.
 */

const quote = (text) => JSON.stringify(text);
/** What to write in the `version` argument, as a sentence. */
function editText(edit, version, inUse) {
    switch (edit.kind) {
        case 'rewrite':
            return `Change version ${quote(edit.from)} to ${quote(edit.to)}.`;
        case 'init-upgrade':
            return edit.from !== undefined
                ? `The constraint ${quote(edit.from)} already selects it: run terraform init -upgrade (terraform init installed ${inUse}).`
                : `The block sets no version, so terraform init -upgrade installs it (terraform init installed ${inUse}).`;
        case 'by-hand':
            switch (edit.why) {
                case 'no-version-argument':
                    return `Set version = ${quote(version)} in the block: without one, terraform init picks the newest version.`;
                case 'version-expression':
                    return `The version is the expression ${edit.from ?? ''}: set it to ${quote(version)} where its value comes from.`;
                case 'nested-call':
                    return 'The enclosing module sets this version in its own files: upgrade that module.';
                case 'unusual-constraint':
                    return `Change the constraint ${quote(edit.from ?? '')} by hand so that it selects ${version} (for example to ${quote(version)}).`;
            }
    }
}
/** The advice for one call: the version to move to, what to write for it, then the quick way off a major upgrade. */
function suggestionText(suggestion, inUse) {
    const edit = suggestion === undefined ? '' : editText(suggestion.edit, suggestion.version, inUse);
    return (0,_versions_suggestion_js__WEBPACK_IMPORTED_MODULE_0__/* .adviceWords */ .eD)(suggestion, inUse, edit).sentence;
}


/***/ }),

/***/ 9981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ logBase),
/* harmony export */   En: () => (/* binding */ filesRead),
/* harmony export */   H0: () => (/* binding */ logFindings),
/* harmony export */   Hy: () => (/* binding */ logGateInputs),
/* harmony export */   LR: () => (/* binding */ logBaseScan),
/* harmony export */   Rq: () => (/* binding */ revocationRead),
/* harmony export */   gj: () => (/* binding */ readFailed),
/* harmony export */   km: () => (/* binding */ revocationsRead),
/* harmony export */   sT: () => (/* binding */ versionsRead),
/* harmony export */   yc: () => (/* binding */ logScan)
/* harmony export */ });
/* harmony import */ var _inputs_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7803);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _report_directories_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7289);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3553);




async function logGateInputs(log, request) {
    const { configurations: gate, onlyNew } = request;
    const directories = (0,_report_directories_js__WEBPACK_IMPORTED_MODULE_1__/* .directoriesText */ .BX)(gate.directories.map((d) => d.display), JSON.stringify);
    const organization = gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization';
    const lines = [
        (0,_inputs_log_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceLine */ .o2)(request),
        ['Status', `check the module calls of ${directories}`],
        ['Checks', `modules of the private registry on ${request.service.host}, ${organization}`],
    ];
    if (gate.tool === 'terraform')
        lines.push(['Tool', 'terraform: .tofu files are ignored']);
    if (gate.tool === 'opentofu')
        lines.push(['Tool', 'opentofu: x.tofu is read in place of x.tf']);
    if (onlyNew !== undefined && 'base' in onlyNew) {
        lines.push(['Only new', `fail only on calls not already on the base commit ${onlyNew.base}`]);
    }
    if (onlyNew !== undefined && 'unreadable' in onlyNew) {
        lines.push(['Only new', `no (${onlyNew.unreadable}): every call is judged`]);
    }
    await (0,_inputs_log_js__WEBPACK_IMPORTED_MODULE_3__/* .logInputs */ .iA)(log, request.warnings, lines);
}
/** The base commit `onlyNew` compares with: where it was read, or why it could not be. */
function logBase(log, name, read) {
    log.info('root' in read
        ? `${name}: checked out into a temporary worktree (${read.root}), removed after the run`
        : `${name} cannot be read: ${read.unreadable}`);
}
/** What one directory holds, and where its versions come from. */
function logScan(log, scan) {
    log.info(`${scan.directory}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(scan.calls.length, 'module call')}, ${(0,_report_directories_js__WEBPACK_IMPORTED_MODULE_1__/* .readFromText */ .I0)(scan, (t) => t)}`);
    const { missing, outdated } = scan.stale > 0 ? (0,_report_directories_js__WEBPACK_IMPORTED_MODULE_1__/* .staleCalls */ .rK)(scan) : { missing: 0, outdated: 0 };
    if (missing > 0) {
        log.info(`  ${scan.manifest} lacks ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(missing, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`);
    }
    if (outdated > 0) {
        log.info(`  ${scan.manifest}: the version terraform init installed for ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(outdated, 'call')} no longer satisfies the constraint in the files (changed since, by hand or by a fix), so ${outdated === 1 ? 'its version is' : 'their versions are'} resolved from the constraint; run terraform init`);
    }
    if (scan.ignored > 0) {
        log.info(`  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`);
    }
}
const filesRead = (log, files) => log.info(`Read ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(files, 'configuration file')} in all.`);
/** A module's versions read (and how many are revoked, where its revocations were read), or why not. */
function versionsRead(log, address, versions, revocationRead) {
    const count = versions.filter((v) => v.unlisted !== true).length;
    const revoked = versions.filter((v) => v.revoked === true).length;
    const shown = versions.some((v) => v.revoked !== undefined);
    // None revoked goes unsaid, as for the modules whose revocations were not read (the line after the group says which were).
    const revocation = !revocationRead
        ? ''
        : !shown
            ? ', the service shows no revocation'
            : revoked > 0
                ? `, ${revoked} revoked`
                : '';
    log.info(`  ${address}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(count, 'version')}${revocation}`);
}
/** Which modules' revocations were read, and why only those. */
const revocationsRead = (log, read, modules) => log.info(`Read the revoked versions of ${read} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(modules, 'module')}: those with a called version that the version list shows deprecated or lacks (only a deprecated version can be revoked).`);
/** Why a read failed: a module's versions, or a revoked version's revocation. */
const readFailed = (log, what, message) => log.info(`  ${what}: ${message}`);
const revocationRead = (log, what, revocation) => log.info(`  ${what}: ${revocation === null ? 'no revocation shown' : `revoked: ${JSON.stringify(revocation.message)}`}`);
/** What the base commit's configurations call, or why they could not be read. */
const logBaseScan = (log, scan) => log.info('calls' in scan
    ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(scan.calls.length, 'module call')} on the base commit, in the same directories`
    : `The base commit cannot be read: ${scan.unreadable}`);
/** One line per module call: where, which, and its status. */
async function logFindings(log, findings) {
    await log.group('Deprecation status of each module call', async () => {
        for (const f of findings) {
            const v = f.verdict;
            const what = v.status === 'deprecated'
                ? `${v.version} ${v.revoked === true ? 'REVOKED' : 'DEPRECATED'}`
                : v.status === 'ok'
                    ? `${v.version} not deprecated`
                    : v.status === 'not-checked'
                        ? `not checked (${v.why})`
                        : `failed: ${v.error}`;
            const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
            log.info(`  ${f.call.location.file}${line}  ${f.call.key}${(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .readByLabel */ .EC)(f.call)}  ${f.call.source}  ${what}`);
        }
    });
}


/***/ }),

/***/ 7289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ directoriesText),
/* harmony export */   Cx: () => (/* binding */ DIRECTORIES_NAMED),
/* harmony export */   I0: () => (/* binding */ readFromText),
/* harmony export */   rK: () => (/* binding */ staleCalls)
/* harmony export */ });
/* unused harmony export commonParent */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/**
 * Many configuration directories said in a few words: a heading or a log line that named each of
 * 2,000 stacks would be one line of 68 KB. Pure.
 */


/** Up to this many directories are named; past it, they are counted under their common parent. */
const DIRECTORIES_NAMED = 20;
/** `a`, `b` for a few; `2,000 directories under stacks/` for many (`quote` marks each name). */
function directoriesText(directories, quote = (text) => text) {
    if (directories.length <= DIRECTORIES_NAMED)
        return directories.map((d) => quote(d)).join(', ');
    const parent = commonParent(directories);
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(directories.length)} directories${parent !== '' ? ` under ${quote(`${parent}/`)}` : ''}`;
}
/** The longest folder every directory is in, `''` when none (or they are the workspace's own). */
function commonParent(directories) {
    const [first, ...rest] = directories.map((d) => d.split('/').slice(0, -1));
    if (first === undefined)
        return '';
    let length = first.length;
    for (const parts of rest) {
        let same = 0;
        while (same < Math.min(length, parts.length) && parts[same] === first[same])
            same++;
        length = same;
    }
    return first.slice(0, length).join('/');
}
/** Where a directory's calls and versions were read from, as the log and the summary say it (`code` marks names). */
function readFromText(scan, code) {
    if (scan.from === 'modules.json') {
        return `from ${code(scan.manifest ?? 'modules.json')}, the exact versions ${code('terraform init')} installed`;
    }
    const kinds = scan.read ?? [];
    const modules = kinds.filter((k) => k === '.tf' || k === '.tf.json' || k === '.tofu' || k === '.tofu.json');
    const components = kinds.filter((k) => k === '.tfcomponent.hcl' || k === '.tfstack.hcl');
    const terragrunt = kinds.includes('terragrunt.hcl');
    const parts = [
        ...(modules.length > 0 ? [`the ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listed */ .KE)(modules.map(code))} files`] : []),
        ...(components.length > 0 ? [`the Stack's components (${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listed */ .KE)(components.map(code))})`] : []),
        ...(terragrunt ? [code('terragrunt.hcl')] : []),
    ];
    const versions = terragrunt && parts.length === 1
        ? `the version its ${code('tfr://')} source names`
        : `each version constraint resolved as ${code('terraform init')} would${modules.length > 0 ? ` (run ${code('terraform init')} first for exact versions and nested calls)` : ''}`;
    return `from ${parts.length > 0 ? (0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listed */ .KE)(parts) : 'the configuration files'}, ${versions}`;
}
/** Calls modules.json lacks (it predates them), and calls whose recorded version the constraint no longer admits. */
function staleCalls(scan) {
    let missing = 0;
    let outdated = 0;
    for (const call of scan.calls) {
        if (call.stale === 'missing')
            missing++;
        else if (call.stale === 'outdated')
            outdated++;
    }
    return { missing, outdated };
}


/***/ }),

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i$: () => (/* binding */ runOptionsLine),
/* harmony export */   iA: () => (/* binding */ logInputs),
/* harmony export */   o2: () => (/* binding */ serviceLine)
/* harmony export */ });
/** The "Inputs" group every mode starts its log with: warnings first, then one line per input. */
async function logInputs(log, warnings, lines) {
    await log.group('Inputs', async () => {
        for (const warning of warnings)
            log.warning(warning);
        for (const [label, value] of lines)
            log.info(`${`${label}:`.padEnd(14)}${value}`);
    });
}
const serviceLine = (connection) => [
    'Service',
    `${connection.service.baseUrl} (token from ${connection.tokenSource})`,
];
/** Verifying concerns writes only: a dry run or a check writes nothing, so its line says so. */
const runOptionsLine = (options, writes = true) => options.dryRun || !writes
    ? ['Dry run', `${options.dryRun}${writes ? ' (nothing is written, so nothing is verified)' : ''}`]
    : ['Dry run', `false; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`];


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/**
 * Which of the registry's versions what the user asked for (selector.ts) picks. Pure: no I/O.
 * Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */


/** Newest first, by semver; versions that are not semver sort last, as given. */
function sortNewestFirst(versions) {
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBuild */ .qs(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keepLatest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .valid */ .rZ(v) !== null && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .prerelease */ .Rt(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(rules.protect)?.version : undefined;
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .i)(v, selector.constraint));
    const selected = [];
    const missing = [];
    const reasons = new Map();
    for (const version of wanted) {
        const found = byNormal.get(version);
        if (found === undefined)
            missing.push(version);
        else if (version === protectedVersion)
            reasons.set(version, 'released-now');
        else if (kept.has(version))
            reasons.set(version, 'newest-kept');
        else
            selected.push(found);
    }
    const skipped = newestFirst
        .filter((v) => !selected.includes(byNormal.get(v)))
        .map((v) => ({ version: byNormal.get(v), reason: reasons.get(v) ?? 'not-selected' }));
    return { selected, missing, skipped };
}


/***/ }),

/***/ 4365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ advise),
/* harmony export */   bM: () => (/* binding */ suggestVersion),
/* harmony export */   eD: () => (/* binding */ adviceWords)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);


const usable = (v) => 'state' in v ? v.state === 'active' : v.deprecation === null && v.revoked !== true;
/**
 * The version to move to from `inUse`, among the usable ones: the newest newer one of the same major;
 * else the newest newer one (a major step), with the newest usable one of the major in use beside it;
 * else the newest older one of the same major, else of any. A prerelease only when `inUse` is one.
 */
function suggestVersion(inUse, versions, newestFirst = (0,_selection_js__WEBPACK_IMPORTED_MODULE_1__/* .sortNewestFirst */ .BP)(versions.map((v) => v.version))) {
    const used = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(inUse);
    if (used === null)
        return undefined;
    const free = new Set(versions.filter(usable).map((v) => v.version));
    let newer;
    let older;
    let olderSameMajor;
    for (const version of newestFirst) {
        const v = free.has(version) ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version) : null;
        if (v === null || (v.prerelease.length > 0 && used.prerelease.length === 0))
            continue;
        const order = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(v, used);
        const inMajor = v.major === used.major;
        // Newest first: the first newer one of the same major is the answer.
        if (order > 0 && inMajor)
            return { version, step: 'upgrade' };
        if (order > 0)
            newer ??= version;
        if (order < 0)
            older ??= version;
        if (order < 0 && inMajor)
            olderSameMajor ??= version;
    }
    if (newer !== undefined) {
        return {
            version: newer,
            step: 'major-upgrade',
            ...(olderSameMajor !== undefined && { sameMajor: olderSameMajor }),
        };
    }
    if (olderSameMajor !== undefined)
        return { version: olderSameMajor, step: 'downgrade' };
    return older !== undefined ? { version: older, step: 'major-downgrade' } : undefined;
}
/** `1.x`: a major version as the words name it. */
const line = (version) => `${_semver_js__WEBPACK_IMPORTED_MODULE_0__/* .major */ .eR(version)}.x`;
/** The suggestion in words; `then` follows the move, before the quick way off (the gate's edit, where there is one). */
function adviceWords(suggested, inUse, then = '') {
    if (suggested === undefined) {
        const move = 'There is no version to move to: every other release of this module is deprecated or revoked.';
        return { move, unblock: '', sentence: move, brief: 'no other version is usable', note: '' };
    }
    const { version, step, sameMajor } = suggested;
    const quick = sameMajor !== undefined ? `go back to ${sameMajor}, the newest usable ${line(inUse)}, to unblock now` : '';
    const said = (move, brief, note) => ({
        move,
        unblock: quick,
        sentence: [move, then, quick !== '' ? `Or ${quick}.` : ''].filter((part) => part !== '').join(' '),
        brief,
        note,
    });
    switch (step) {
        case 'upgrade':
            return said(`Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`, `upgrade to ${version}`, '');
        case 'major-upgrade':
            return said(`Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`, `upgrade to ${version}, a new major version${quick !== '' ? `; or ${quick}` : ''}`, `new major version${quick !== '' ? `; or ${quick}` : ''}`);
        case 'downgrade':
            return said(`Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`, `go back to ${version}: nothing newer is usable`, 'older: nothing newer is usable');
        case 'major-downgrade':
            return said(`Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`, `go back to ${version}, an earlier major version: nothing newer is usable`, 'older major: nothing newer is usable');
    }
}
/** The suggestion rule in one call, as the campaign and change requests take it. */
function advise(inUse, versions) {
    const suggested = suggestVersion(inUse, versions);
    return { ...(suggested !== undefined && { suggested }), words: adviceWords(suggested, inUse) };
}


/***/ })

};
