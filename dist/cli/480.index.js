export const id = 480;
export const ids = [480];
export const modules = {

/***/ 6400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ planCall)
/* harmony export */ });
/* harmony import */ var _judge_advice_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/**
 * Pure: what the fix does for one call on a deprecated or revoked version, from the gate's
 * suggestion (judge.ts: `Suggestion`, whose `edit` says what to write in the version argument).
 * A rewrite is made when it moves forward in the major version in use (or to a new major with
 * `fix-major`); a constraint that already selects the suggestion is left for `terraform init
 * -upgrade`; anything else is for a person, with the reason in words.
 */


function planCall(finding, options) {
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
        return { kind: 'by-hand', why: (0,_judge_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .editText */ .i1)(edit, version, verdict.version), ...to };
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
        return {
            kind: 'by-hand',
            why: `${version} is a new major version: check its breaking changes, then change it by hand or use ${(options.words ?? _wording_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .dC).setting('fix-major', 'true')}`,
            ...to,
        };
    }
    return { kind: 'rewrite', from: edit.from, to: edit.to, version };
}


/***/ }),

/***/ 3529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ reviewDraft),
/* harmony export */   O0: () => (/* binding */ fixSummary),
/* harmony export */   gG: () => (/* binding */ fixOutputs),
/* harmony export */   ll: () => (/* binding */ reviewSummary),
/* harmony export */   um: () => (/* binding */ logFix)
/* harmony export */ });
/* unused harmony exports rewrittenCount, fixHeadline */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3553);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5209);
/**
 * What the fix says: the `fixed` and `fixes` outputs, its log lines and its part of the job
 * summary (and so of the pull request comment). Pure, apart from the log it is handed.
 */




/** A fix as an entry of the `fixes` output. */
function fixJson(fix) {
    const { call, verdict } = fix.finding;
    return {
        call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call),
        module: 'address' in verdict ? (verdict.address ?? call.source) : call.source,
        file: call.location.file,
        line: call.location.line ?? null,
        from: 'version' in verdict ? verdict.version : null,
        to: fix.version ?? null,
        outcome: fix.outcome,
        constraint: fix.argument ?? null,
        ...(fix.why !== undefined && { why: fix.why }),
    };
}
/** `fixed` and `fixes`, the entries past GitHub's output limit left out (every one is in the log). */
function fixOutputs(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    const all = result.fixes.map(fixJson);
    const fixes = (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .fitOutput */ .fT)([all.length, 1_000, 100, 0], (n) => all.slice(0, n), limit);
    return { fixed: String(!result.dryRun && result.files.length > 0), fixes };
}
const rewrittenCount = (result) => result.fixes.filter((f) => f.outcome === 'rewritten').length;
/** The fix's one-line account: what it changed (or would), and how many failing calls that clears. */
function fixHeadline(result) {
    const rewritten = rewrittenCount(result);
    const files = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(result.files.length, 'file');
    const clears = `${rewritten === 1 ? 'it clears' : 'they clear'} ${rewritten} of the ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(result.fixes.length, 'call')} on a deprecated or revoked version`;
    if (rewritten === 0)
        return `The fix rewrote no version: none of the ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(result.fixes.length, 'call')} on a deprecated or revoked version can be rewritten in place.`;
    return result.dryRun
        ? `Dry run: the fix would rewrite ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rewritten, 'version')} in ${files}, and write nothing; ${clears}.`
        : `The fix rewrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rewritten, 'version')} in ${files}; ${clears}. The verdict is that of the files as they were.`;
}
/** What a fix says of its call, in a word or a sentence. */
function outcomeText(fix) {
    switch (fix.outcome) {
        case 'rewritten':
            return `rewritten: ${JSON.stringify(fix.argument?.from)} → ${JSON.stringify(fix.argument?.to)}`;
        case 'upgrade-installed':
            return `the constraint admits ${fix.version}: run terraform init -upgrade`;
        case 'by-hand':
            return `change by hand: ${fix.why}`;
    }
}
async function logFix(log, result) {
    await log.group(result.dryRun ? 'Fix the versions (dry run)' : 'Fix the versions', async () => {
        for (const fix of result.fixes) {
            const { call } = fix.finding;
            const line = call.location.line !== undefined ? `:${call.location.line}` : '';
            log.info(`  ${call.location.file}${line}  ${(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call)}  ${outcomeText(fix)}`);
        }
        log.info(fixHeadline(result));
    });
    if (result.dryRun && result.diff !== '') {
        await log.group('The diff the fix would apply', async () => {
            for (const line of result.diff.replace(/\n$/, '').split('\n'))
                log.info(line);
        });
    }
}
const OUTCOME_LABEL = {
    rewritten: '✏️ rewritten',
    'upgrade-installed': '⬆️ `terraform init -upgrade`',
    'by-hand': '✋ by hand',
};
/** The diff is shown in the summary up to this size; past it, the log has it. */
const SUMMARY_DIFF_BYTES = 30_000;
/** The fix's section of the job summary: its account, one row per call, and a dry run's diff. */
function fixSummary(result) {
    if (result.fixes.length === 0)
        return [];
    const rows = result.fixes.map((fix) => {
        const { call } = fix.finding;
        const place = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(call.location.file)}${call.location.line !== undefined ? `:${call.location.line}` : ''}`;
        const detail = fix.outcome === 'rewritten'
            ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(fix.argument?.from ?? '', { inTable: true })} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(fix.argument?.to ?? '', { inTable: true })}`
            : fix.outcome === 'upgrade-installed'
                ? `the constraint admits ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fix.version ?? '')}`
                : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fix.why ?? '');
        return `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call), { inTable: true })} | ${place} | ${OUTCOME_LABEL[fix.outcome]} | ${detail} |`;
    });
    const lines = [
        result.dryRun ? '#### Fixes (dry run: nothing written)' : '#### Fixes',
        '',
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fixHeadline(result)),
        '',
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module call', 'Location', 'Outcome', 'Detail'], rows, (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rows.length, 'fix', 'fixes')),
        '',
    ];
    if (result.dryRun && result.diff !== '' && Buffer.byteLength(result.diff, 'utf8') <= SUMMARY_DIFF_BYTES) {
        // A fence longer than any run of backticks in the files, so no line of them closes it.
        const longest = Math.max(2, ...[...result.diff.matchAll(/`+/g)].map((m) => m[0].length));
        const fence = '`'.repeat(longest + 1);
        lines.push('<details><summary>The diff</summary>', '', `${fence}diff`, result.diff.replace(/\n$/, ''), fence, '', '</details>', '');
    }
    return lines;
}
/** The review the runner posts, when there is a suggestion to make. */
function reviewDraft(plan) {
    if ('unavailable' in plan || plan.comments.length === 0)
        return undefined;
    return {
        pullRequest: plan.pullRequest,
        ...(plan.head !== undefined && { commitId: plan.head }),
        body: `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(plan.comments.length, 'module call')} on a deprecated or revoked version: each suggested change moves one off it.`,
        marker: _suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .SUGGESTION_MARKER */ .uy,
        comments: plan.comments,
    };
}
/** The suggestions' section of the summary (and so of the comment): those outside the diff, as a table. */
function reviewSummary(plan) {
    if ('unavailable' in plan)
        return ['#### Suggested changes', '', `No review: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(plan.unavailable)}.`, ''];
    if (plan.comments.length === 0 && plan.outside.length === 0)
        return [];
    const lines = [
        '#### Suggested changes',
        '',
        `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(plan.comments.length, 'suggested change')} in a review of this pull request, on the lines it changed.`,
        '',
    ];
    if (plan.outside.length > 0) {
        const rows = plan.outside.map((o) => `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(o.finding.call), { inTable: true })} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(o.path)}:${o.line} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(o.from, { inTable: true })} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(o.to, { inTable: true })} |`);
        lines.push("Not in the pull request's diff, where GitHub takes no suggestion: change these lines as shown.", '', ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module call', 'Line', 'Now', 'Suggested'], rows, (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rows.length, 'line')), '');
    }
    return lines;
}


/***/ }),

/***/ 8821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ct: () => (/* binding */ applyEdits),
  TA: () => (/* binding */ blockSpans),
  ol: () => (/* binding */ callLiteral)
});

// UNUSED EXPORTS: literalOf

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts + 2 modules
var hcl = __webpack_require__(1644);
// EXTERNAL MODULE: ./src/gate/read/hcl-lexing.ts
var hcl_lexing = __webpack_require__(9479);
;// CONCATENATED MODULE: ./src/gate/fix/hcl-spans.ts

/**
 * Every top-level block of `type` in the text, by name (Terragrunt's `terraform` block by the
 * name `terraform`), in the order written; a name may repeat (Terraform refuses that, and the
 * gate with it).
 */
function nativeVersionSpans(text, type) {
    return new SpanScanner(text, type).scan();
}
class SpanScanner {
    found = new Map();
    n;
    i = 0;
    line = 1;
    /** Braces, brackets and parentheses open. */
    depth = 0;
    /** The header being read at depth 0: its type word, line and labels. */
    header;
    /** The block of `type` whose body is open at depth 1, with what was found in it. */
    block;
    /** At depth 1 of the block: the next word starts an item (an argument or a nested block). */
    itemStart = false;
    text;
    type;
    /** The argument that holds the version: `version`, or Terragrunt's `source`. */
    argument;
    constructor(text, type) {
        this.text = text;
        this.type = type;
        this.n = text.length;
        this.argument = type === 'terraform' ? 'source' : 'version';
    }
    scan() {
        while (this.i < this.n)
            this.step();
        const none = { why: 'the block has no version argument' };
        return new Map([...this.found].map(([name, blocks]) => [
            name,
            blocks.map((b) => ({ line: b.line, version: b.version ?? none })),
        ]));
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
            const stop = (0,hcl_lexing/* pastString */.W)(text, this.i);
            if (this.depth === 0 && this.header !== undefined) {
                this.header.labels.push(text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
            }
            this.itemStart = false;
            this.moveTo(stop);
        }
        else if (two === '<<') {
            this.itemStart = false;
            this.skipHeredoc();
        }
        else if (c === '{') {
            this.open();
        }
        else if (c === '}' || c === ']' || c === ')') {
            this.depth = Math.max(0, this.depth - 1);
            if (this.depth === 0) {
                this.block = undefined;
                this.header = undefined;
            }
            this.i++;
        }
        else if (c === '[' || c === '(') {
            if (this.depth === 0)
                this.header = undefined;
            this.depth++;
            this.itemStart = false;
            this.i++;
        }
        else if (/[A-Za-z_]/.test(c)) {
            this.word();
        }
        else if (c === ' ' || c === '\t' || c === '\r') {
            this.i++;
        }
        else {
            if (this.depth === 0)
                this.header = undefined;
            this.itemStart = false;
            this.i++;
        }
    }
    moveTo(stop) {
        for (let k = this.i; k < stop; k++)
            if (this.text[k] === '\n')
                this.line++;
        this.i = stop;
    }
    open() {
        const header = this.header;
        const labels = this.type === 'terraform' ? 0 : 1;
        if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
            const name = labels === 0 ? this.type : header.labels[0];
            const block = { line: header.line };
            this.block = block;
            this.found.set(name, [...(this.found.get(name) ?? []), block]);
        }
        this.header = undefined;
        this.depth++;
        this.itemStart = this.depth === 1;
        this.i++;
    }
    word() {
        const { text, n } = this;
        let k = this.i + 1;
        while (k < n && /[A-Za-z0-9_-]/.test(text[k]))
            k++;
        const word = text.slice(this.i, k);
        const starts = this.itemStart;
        this.itemStart = false;
        if (this.depth === 0) {
            if (this.header === undefined)
                this.header = { word, line: this.line, labels: [] };
            else
                this.header.labels.push(word);
        }
        else if (this.depth === 1 && starts && this.block !== undefined && word === this.argument) {
            this.i = k;
            this.argumentValue(this.block);
            return;
        }
        this.i = k;
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
            block.version = { why: 'the version is not written as a quoted string' };
            return;
        }
        const stop = (0,hcl_lexing/* pastString */.W)(text, k);
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
    /** From `<<`: past a heredoc's closing marker, or past the `<<` alone when no heredoc opens. */
    skipHeredoc() {
        const { end, lines } = (0,hcl_lexing/* pastHeredoc */.F)(this.text, this.i);
        this.i = end;
        this.line += lines;
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

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./src/files/line-index.ts
var line_index = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/gate/read/hcl-json.ts
var hcl_json = __webpack_require__(6558);
;// CONCATENATED MODULE: ./src/gate/fix/json-spans.ts
/**
 * Where a version literal is in Terraform's JSON syntax (`.tf.json`, `.tofu.json`): the
 * `"version"` string of each module block, read with the same parser as the gate (jsonc-parser,
 * which keeps repeated keys and gives offsets). Pure.
 */



/** Every module block of the text, by name, in the order written; undefined when it is not JSON. */
function jsonVersionSpans(text) {
    const errors = [];
    const root = (0,main.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length > 0 || root === undefined)
        return undefined;
    const lineOf = (0,line_index/* lineIndex */.D)(text);
    const found = new Map();
    for (const { name, keyOffset, body } of (0,hcl_json/* jsonModuleBodies */.n4)(root)) {
        const list = found.get(name) ?? [];
        list.push({ line: lineOf(keyOffset), version: versionOf(text, body) });
        found.set(name, list);
    }
    return found;
}
function versionOf(text, body) {
    const value = (0,hcl_json/* argumentNode */.gy)(body, 'version');
    if (value === undefined)
        return { why: 'the block has no version argument' };
    if (value.type !== 'string')
        return { why: 'the version is not written as a string' };
    const raw = text.slice(value.offset + 1, value.offset + value.length - 1);
    // JSON escapes, or an HCL template (JSON strings are templates in Terraform), are left alone.
    if (/[\\]|[$%]\{/.test(raw))
        return { why: 'the version string is written with escapes or a template' };
    return { span: { start: value.offset + 1, end: value.offset + value.length - 1, raw } };
}

;// CONCATENATED MODULE: ./src/gate/fix/spans.ts
/**
 * A version literal's exact place in a configuration file, whatever its language, and edits that
 * change those places only: every other byte of the file is kept. Pure.
 */




/** The blocks that make module calls in a file's text, by name; undefined for text that is not of its language. */
function blockSpans(file, text) {
    const name = external_node_path_default().basename(file);
    if (name.endsWith('.json'))
        return jsonVersionSpans(text);
    const type = (0,hcl/* blockTypeOf */.jy)(name);
    return type === undefined ? undefined : nativeVersionSpans(text, type);
}
/** The version literal of block `name` (the one at `line`, where the name repeats). */
function literalOf(spans, name, line) {
    const blocks = spans.get(name) ?? [];
    const block = blocks.length === 1 ? blocks[0] : blocks.find((b) => b.line === line);
    if (block === undefined)
        return { why: 'the block is not where the gate found it' };
    return block.version;
}
/** The version literal of the block of call `key` (at `line`) in `file`: Terragrunt's one block is `terraform`. */
function callLiteral(file, spans, key, line) {
    const terragrunt = (0,hcl/* blockTypeOf */.jy)(external_node_path_default().basename(file)) === 'terraform';
    const found = literalOf(spans, terragrunt ? 'terraform' : (key.split('.').at(-1) ?? ''), line);
    if ('why' in found)
        return found;
    return terragrunt
        ? { span: found.span, written: safeDecode(found.span.raw), encode: (v) => encodeURIComponent(v) }
        : { span: found.span, written: found.span.raw, encode: (v) => v };
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** The text with every edit made; edits of the same place are made once, overlapping ones refused. */
function applyEdits(text, edits) {
    const sorted = [...edits].sort((a, b) => a.start - b.start);
    const parts = [];
    let at = 0;
    for (const edit of sorted) {
        if (edit.start < at) {
            const previous = parts.length > 0 ? sorted[sorted.indexOf(edit) - 1] : undefined;
            if (previous?.start === edit.start && previous.end === edit.end && previous.text === edit.text)
                continue;
            throw new Error(`overlapping edits at offset ${edit.start}`);
        }
        parts.push(text.slice(at, edit.start), edit.text);
        at = edit.end;
    }
    parts.push(text.slice(at));
    return parts.join('');
}


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ planSuggestions),
/* harmony export */   uy: () => (/* binding */ SUGGESTION_MARKER)
/* harmony export */ });
/* unused harmony export suggestionBody */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9507);
/* harmony import */ var _files_line_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6824);
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1543);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3553);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6400);
/* harmony import */ var _spans_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8821);
/**
 * `suggest: true`: the fix's edits as suggested changes in one pull request review. Each failing
 * call whose version the fix would rewrite gets a comment on the line of its version literal,
 * holding a ```suggestion block that replaces the whole line; only lines the pull request added
 * or changed get one (GitHub refuses a comment outside the diff, and with it the whole review),
 * and the others are listed in the summary and the comment instead.
 */







/** Marks the action's own review comments, so a re-run can tell what it already suggested. */
const SUGGESTION_MARKER = '<!-- tfe-module-lifecycle suggestion -->';
/** A fence longer than any run of backticks in `text`, so no line of it closes the block. */
const fenceFor = (text) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
function suggestionBody(finding, lineText, to) {
    const { verdict } = finding;
    const state = verdict.status === 'deprecated' && verdict.revoked === true ? 'revoked' : 'deprecated';
    const version = verdict.status === 'deprecated' ? verdict.version : '';
    const fence = fenceFor(lineText);
    return [
        SUGGESTION_MARKER,
        `\`${(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_4__/* .callLabel */ .v1)(finding.call).replace(/`/g, '')}\` uses version ${version}, which is ${state}: move it to ${to}.`,
        '',
        `${fence}suggestion`,
        lineText,
        fence,
    ].join('\n');
}
function planSuggestions(findings, options, changed) {
    const comments = new Map();
    const outside = new Map();
    const texts = new Map();
    for (const finding of findings) {
        if (finding.verdict.status !== 'deprecated' || finding.onBase === true)
            continue;
        const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .planCall */ .O)(finding, options);
        if (plan.kind !== 'rewrite')
            continue;
        const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(options.workspace, finding.call.location.file);
        if (!texts.has(file))
            texts.set(file, readText(file));
        const text = texts.get(file);
        const spans = text === undefined ? undefined : (0,_spans_js__WEBPACK_IMPORTED_MODULE_6__/* .blockSpans */ .TA)(file, text);
        if (text === undefined || spans === undefined)
            continue;
        const found = (0,_spans_js__WEBPACK_IMPORTED_MODULE_6__/* .callLiteral */ .ol)(file, spans, finding.call.key, finding.call.location.line);
        if ('why' in found || found.written !== plan.from)
            continue;
        const line = (0,_files_line_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lineIndex */ .D)(text)(found.span.start);
        const lineStart = text.lastIndexOf('\n', found.span.start - 1) + 1;
        const lineEnd = text.indexOf('\n', found.span.end);
        const whole = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
        const replaced = `${text.slice(lineStart, found.span.start)}${found.encode(plan.to)}${text.slice(found.span.end, lineEnd === -1 ? text.length : lineEnd)}`.replace(/\r$/, '');
        const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(changed.root, file).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
        const key = `${relative}:${line}`;
        // GitHub places a comment on the head's line: where the checkout is a merge, the head's number
        // for it (a line the merge changed is left to the summary).
        const onHead = changed.onHead === undefined ? line : changed.onHead(relative, line);
        if (changed.lines.get(relative)?.has(line) === true && onHead !== undefined) {
            comments.set(key, { path: relative, line: onHead, body: suggestionBody(finding, replaced, plan.version) });
        }
        else {
            outside.set(key, { finding, path: relative, line: onHead ?? line, from: whole.trim(), to: replaced.trim() });
        }
    }
    return { comments: [...comments.values()], outside: [...outside.values()] };
}
function readText(file) {
    try {
        return (0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoundedSync */ .xY)(file, _files_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .FILE_LIMITS */ .S.configuration).toString('utf8');
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 95:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ suggestedVersionText),
/* harmony export */   _T: () => (/* binding */ suggestionText),
/* harmony export */   i1: () => (/* binding */ editText)
/* harmony export */ });
/* harmony import */ var _versions_semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What the gate tells a person to do about a call on a deprecated or revoked version, in words:
 * the version to move to (an upgrade only where it is one, the major step named), and what to
 * write in the call's `version` argument. Plain text, shared by annotations, SARIF and the
 * command line; the summary renders the same parts as Markdown. Pure.
 */

const quote = (text) => JSON.stringify(text);
const line = (version) => `${_versions_semver_js__WEBPACK_IMPORTED_MODULE_0__/* .major */ .eR(version)}.x`;
/** The version to move to and how it stands to the one in use, as a sentence. */
function suggestedVersionText(suggestion, inUse) {
    if (suggestion === undefined) {
        return 'There is no version to move to: every other release of this module is deprecated or revoked.';
    }
    const { version } = suggestion;
    switch (suggestion.step) {
        case 'upgrade':
            return `Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`;
        case 'major-upgrade':
            return `Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`;
        case 'downgrade':
            return `Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`;
        case 'major-downgrade':
            return `Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`;
    }
}
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
/** The advice for one call: the version to move to, then what to write. */
function suggestionText(suggestion, inUse) {
    const moveTo = suggestedVersionText(suggestion, inUse);
    return suggestion === undefined ? moveTo : `${moveTo} ${editText(suggestion.edit, suggestion.version, inUse)}`;
}


/***/ }),

/***/ 7289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ directoriesText),
/* harmony export */   Cx: () => (/* binding */ DIRECTORIES_NAMED)
/* harmony export */ });
/* unused harmony export commonParent */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/**
 * Many configuration directories said in a few words: a heading or a log line that named each of
 * 2,000 stacks would be one line of 68 KB. Pure.
 */

/** Up to this many directories are named; past it, they are counted under their common parent. */
const DIRECTORIES_NAMED = 20;
/** `a`, `b` for a few; `2,000 directories under stacks/` for many (`quote` marks each name). */
function directoriesText(directories, quote) {
    if (directories.length <= DIRECTORIES_NAMED)
        return directories.map(quote).join(', ');
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


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ boundedResult),
/* harmony export */   QP: () => (/* binding */ gateOutputs),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   d5: () => (/* binding */ boundedDeprecatedUses),
/* harmony export */   jG: () => (/* binding */ leftOutText),
/* harmony export */   mT: () => (/* binding */ GATE_RECORD),
/* harmony export */   tL: () => (/* binding */ RESULT_FILE_NAME)
/* harmony export */ });
/* unused harmony export boundedUses */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3553);
/**
 * The gate's outputs: `result` (one entry per call), `deprecated-uses` (one per version in use)
 * and the lists, each bounded by GitHub's output limit. Pure.
 */



const statusOf = (f) => f.verdict.status === 'deprecated'
    ? f.verdict.revoked === true
        ? 'revoked'
        : 'deprecated'
    : f.verdict.status === 'ok'
        ? 'not-deprecated'
        : f.verdict.status === 'not-checked'
            ? 'not-checked'
            : 'failed';
/** The file every call is in, whatever the size: the `result-file` output names it. */
const RESULT_FILE_NAME = 'gate-result.json';
/**
 * Where every call is, for the notes of whatever GitHub caps (outputs, the summary, annotations):
 * the result file, and how to keep it past the job.
 */
const GATE_RECORD = `\`${RESULT_FILE_NAME}\`, the file the \`result-file\` output names (the gate example in the README keeps it as the \`module-gate-result\` artifact)`;
/** Calls left out, counted by status: `20,000 not deprecated, 811 not checked`. */
function leftOutText(left) {
    const byStatus = new Map();
    for (const f of left)
        byStatus.set(statusOf(f), (byStatus.get(statusOf(f)) ?? 0) + 1);
    const order = ['revoked', 'deprecated', 'failed', 'not-deprecated', 'not-checked'];
    return order
        .filter((s) => (byStatus.get(s) ?? 0) > 0)
        .map((s) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(byStatus.get(s) ?? 0)} ${s.replace('-', ' ')}`)
        .join(', ');
}
function callJson(finding) {
    const { call, verdict } = finding;
    return {
        call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call),
        directory: call.directory,
        source: call.source,
        version: 'version' in verdict ? verdict.version : (call.exact ?? null),
        constraint: call.constraint ?? null,
        status: statusOf(finding),
        // As in the other modes' entries: null where the service shows no revocation, or none was read.
        revoked: verdict.status === 'ok' || verdict.status === 'deprecated' ? (verdict.revoked ?? null) : null,
        file: call.location.file,
        line: call.location.line ?? null,
        ...(call.via !== undefined && { via: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callAddress */ .hD)(call.via) }),
        ...(call.readBy !== undefined && { tool: call.readBy }),
        ...(verdict.status === 'deprecated' && {
            reason: verdict.deprecation.reason,
            link: verdict.deprecation.link,
            revocation: verdict.revocation ?? null,
            // A nested call's version is set by the enclosing module: no version to suggest here.
            suggested: call.via === undefined ? (verdict.suggestion?.version ?? null) : null,
        }),
        ...(verdict.status === 'not-checked' && { why: verdict.why }),
        ...(verdict.status === 'error' && { error: verdict.error }),
    };
}
function deprecatedJson(use, maxCalls = Infinity) {
    const calls = use.calls.slice(0, maxCalls);
    return {
        source: use.address,
        version: use.version,
        ...(calls.length < use.calls.length && { 'calls-omitted': use.calls.length - calls.length }),
        calls: calls.map((f) => ({
            call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(f.call),
            file: f.call.location.file,
            line: f.call.location.line ?? null,
            constraint: f.call.constraint ?? null,
            suggested: f.verdict.status === 'deprecated' && f.call.via === undefined ? (f.verdict.suggestion?.version ?? null) : null,
        })),
        reason: use.deprecation.reason,
        link: use.deprecation.link,
        revocation: use.revocation ?? null,
        suggested: use.suggestion?.version ?? null,
    };
}
/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
function gateOutputs(result, bounded = boundedResult(result), uses = boundedDeprecatedUses(result)) {
    return {
        result: bounded.json,
        deprecated: String(result.deprecated.length > 0),
        'deprecated-versions': result.deprecated.map((use) => `${use.address}@${use.version}`).join(','),
        'revoked-versions': result.deprecated
            .filter((use) => use.revoked === true)
            .map((use) => `${use.address}@${use.version}`)
            .join(','),
        'deprecated-uses': uses.json,
    };
}
/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. The annotations and `result` still name every call.
 */
function boundedUses(result, limit = OUTPUT_LIMIT_BYTES) {
    return boundedDeprecatedUses(result, limit).json;
}
/**
 * `boundedUses`, and past even that (so many versions in use, or such long reasons, that they do
 * not fit without their calls) the versions that fit, in order, with how many were left out
 * (`omitted`, for a warning): `deprecated-versions` still names every one.
 */
function boundedDeprecatedUses(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    const json = (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .fitOutput */ .fT)([Infinity, 100, 10, 1, 0], (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)), limit);
    if (Buffer.byteLength(json, 'utf8') <= limit)
        return { json, omitted: 0 };
    const kept = [];
    let used = 2;
    for (const use of result.deprecated) {
        const item = JSON.stringify(deprecatedJson(use, 0));
        if (used + Buffer.byteLength(item, 'utf8') + 1 > limit)
            break;
        kept.push(item);
        used += Buffer.byteLength(item, 'utf8') + 1;
    }
    return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}
/**
 * The `result` JSON, one object per call, within `limit` bytes: past it, the calls that need
 * attention (deprecated, failed) are kept and calls that passed or were not checked are left
 * out (`left`, for the warning that says which). `file` is every call, whatever the size: the
 * result file the notes point to.
 */
function boundedResult(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    // The whole array, made a thousand entries at a time so that each batch's objects die young:
    // at 28,000 calls it is 8 MB, and the cut below (rare) makes the entries it keeps again rather
    // than hold two copies.
    const batches = [];
    for (let start = 0; start < result.findings.length; start += 1_000) {
        batches.push(result.findings
            .slice(start, start + 1_000)
            .map((f) => JSON.stringify(callJson(f)))
            .join(','));
    }
    const all = `[${batches.join(',')}]`;
    const file = { output: 'result-file', name: RESULT_FILE_NAME, content: all };
    // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
    const size = (text) => Buffer.byteLength(text, 'utf8');
    if (size(all) <= limit)
        return { json: all, omitted: 0, left: [], file };
    const urgent = (i) => result.findings[i]?.verdict.status === 'deprecated' || result.findings[i]?.verdict.status === 'error';
    const indices = result.findings.map((_, i) => i);
    const kept = [];
    const keptIndices = new Set();
    let used = 2;
    // Every deprecated or failed call first, then the others, each group in the calls' order.
    for (const i of [...indices.filter(urgent), ...indices.filter((i) => !urgent(i))]) {
        const item = JSON.stringify(callJson(result.findings[i]));
        if (used + size(item) + 1 > limit)
            break;
        kept.push(item);
        keptIndices.add(i);
        used += size(item) + 1;
    }
    return {
        json: `[${kept.join(',')}]`,
        omitted: result.findings.length - kept.length,
        left: result.findings.filter((_, i) => !keptIndices.has(i)),
        file,
    };
}


/***/ }),

/***/ 1061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ placeMarkdown),
/* harmony export */   F3: () => (/* binding */ outsideText),
/* harmony export */   G1: () => (/* binding */ placer),
/* harmony export */   UB: () => (/* binding */ ownBlock)
/* harmony export */ });
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);


/** Each call at its own block: where every file is known to be in the repository (a unit test's findings). */
const ownBlock = (finding) => ({ at: finding.call.location, inRepository: finding.call.location.file });
/** The placer of a run's findings: each placed at its own block, or its nearest enclosing block in the repository. */
function placer(findings, roots) {
    const root = roots.repositoryRoot ?? roots.workspace;
    const known = new Map();
    const inRepository = (file) => {
        if (!known.has(file))
            known.set(file, (0,_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryPath */ .SH)(root, roots.workspace, file));
        return known.get(file);
    };
    const byKey = new Map(findings.map((f) => [`${f.call.directory}\u0000${f.call.key}`, f]));
    return (finding) => {
        const { location } = finding.call;
        const own = inRepository(location.file);
        if (own !== undefined)
            return { at: location, inRepository: own };
        // `net.vpc` is inside `net`: the enclosing calls, nearest first.
        const parts = finding.call.key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const enclosing = byKey.get(`${finding.call.directory}\u0000${parts.slice(0, n).join('.')}`);
            const file = enclosing === undefined ? undefined : inRepository(enclosing.call.location.file);
            if (enclosing !== undefined && file !== undefined) {
                return { at: enclosing.call.location, inRepository: file, outside: location };
            }
        }
        return undefined;
    };
}
/** "../shared/net/main.tf line 3": where a call outside the repository is. */
const outsideText = (location) => `${location.file}${location.line !== undefined ? ` line ${location.line}` : ''}`;
/**
 * A call's place in a summary: `file:line`, linked to the line at the run's commit (`blob`) where
 * there is one; a call outside the repository names its file and links the block that brings it
 * in, since a link can only lead to a file of the repository.
 */
function placeMarkdown(finding, place, blob) {
    const label = (l) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(l.file)}${l.line !== undefined ? `:${l.line}` : ''}`;
    const linked = (l, inRepository) => blob === undefined ? label(l) : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineLink */ .lz)(label(l), blob, inRepository, l.line);
    const placement = place(finding);
    if (placement === undefined)
        return `${label(finding.call.location)} (outside the repository)`;
    if (placement.outside === undefined)
        return linked(placement.at, placement.inRepository);
    return `${label(placement.outside)} (outside the repository; brought in at ${linked(placement.at, placement.inRepository)})`;
}


/***/ })

};
