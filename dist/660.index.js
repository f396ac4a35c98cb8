export const id = 660;
export const ids = [660,485];
export const modules = {

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  x: () => (/* binding */ VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/action-version.ts
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = package_namespaceObject.rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ }),

/***/ 5485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ pullRequestNumber),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   commentOwner: () => (/* binding */ commentOwner),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   jl: () => (/* binding */ draftComment)
/* harmony export */ });
/* unused harmony export fitComment */
/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The step, from the variables the runner sets (GITHUB_ACTION names the step). */
function commentOwner(env) {
    return {
        workflow: env.GITHUB_WORKFLOW?.trim() ?? '',
        job: env.GITHUB_JOB?.trim() ?? '',
        step: env.GITHUB_ACTION?.trim() ?? '',
    };
}
/** The hidden line that marks the step's comment: percent-encoded, no name can close it or pass for another step's. */
function commentMarker(owner) {
    const part = (value) => encodeURIComponent(value);
    return `<!-- tfe-module-lifecycle comment workflow=${part(owner.workflow)} job=${part(owner.job)} step=${part(owner.step)} -->`;
}
/** The pull request the run is about, from a pull_request or pull_request_target event. */
function pullRequestNumber(event) {
    if (event.name !== 'pull_request' && event.name !== 'pull_request_target')
        return undefined;
    const number = event.payload?.pull_request?.number;
    return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
/** Whether a report has something to say on a pull request: what the mode says, else a failure, a warning or an error. */
function hasSomethingToReport(report) {
    return (report.noteworthy ??
        (report.verdict.failed || report.warnings.length > 0 || report.annotations.some((a) => a.level !== 'notice')));
}
/** The comment for a report; `setting` is `always` or `changes`. */
function draftComment(report, setting, owner, context) {
    const marker = commentMarker(owner);
    const noteworthy = hasSomethingToReport(report);
    const run = context.runUrl === undefined ? 'the latest run' : `[${context.runLabel ?? 'the latest run'}](${context.runUrl})`;
    const content = noteworthy
        ? report.summary.trim() === ''
            ? `The step ended without a summary: see ${run}.`
            : report.summary
        : [
            `✅ **Nothing to report** as of ${run}.`,
            ...(report.summary.trim() === ''
                ? []
                : ['', '<details><summary>Details</summary>', '', report.summary.trim(), '', '</details>']),
        ].join('\n');
    return {
        body: fitComment(`${marker}\n${content}`, context),
        onlyToUpdate: !noteworthy && setting === 'changes',
    };
}
/**
 * The body cut at a line below GitHub's limit, with a link to the run's summary where all of it is. A `<details>`
 * left open by the cut is closed, so the note renders.
 */
function fitComment(body, context, limit = COMMENT_LIMIT_CHARS) {
    if (body.length <= limit)
        return body;
    const where = context.runUrl === undefined
        ? "the run's job summary"
        : `the job summary of [${context.runLabel ?? 'the run'}](${context.runUrl})`;
    const note = [
        '',
        '> **Note**',
        `> This comment stops here: GitHub takes at most ${limit} characters. All of it is in ${where}.`,
        '',
    ];
    const room = limit - note.join('\n').length - 200;
    const lines = body.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        if (size + line.length + 1 > room)
            break;
        kept.push(line);
        size += line.length + 1;
    }
    // A single line longer than the room (a table row cannot be): cut inside it.
    if (kept.length === 0)
        kept.push((lines[0] ?? '').slice(0, room));
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [...kept, ...Array.from({ length: Math.max(0, open) }, () => '</details>'), ...note].join('\n');
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

/***/ 2514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gateHints: () => (/* binding */ gateHints),
  gateVerdict: () => (/* binding */ gateVerdict),
  report: () => (/* binding */ report_report)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var read_calls = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/gate/judge/advice.ts
var advice = __webpack_require__(95);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var suggestion = __webpack_require__(4365);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/gate/report/outputs.ts
var outputs = __webpack_require__(8744);
// EXTERNAL MODULE: ./src/gate/report/placement.ts
var report_placement = __webpack_require__(1061);
// EXTERNAL MODULE: ./src/gate/report/directories.ts
var report_directories = __webpack_require__(7289);
;// CONCATENATED MODULE: ./src/gate/report/annotations.ts








function nestedText(finding) {
    const { call } = finding;
    return call.via === undefined
        ? undefined
        : `Used by the nested call ${(0,read_calls/* callLabel */.v1)(call)}, inside ${(0,read_calls/* callAddress */.hD)(call.via)} shown here.`;
}
/** `place` puts each annotation in a file of the repository, where GitHub shows it (placement.ts). */
function gateAnnotations(result, failOnDeprecated, words, failOnRevoked = true, place = report_placement/* ownBlock */.UB) {
    const judging = { failOnDeprecated, failOnRevoked, words, place };
    return [...deprecationAnnotations(result, judging), ...staleAnnotations(result, place)];
}
/** An annotation's file and line: its placement's block; none where no block is in the repository. */
function whereOf(placement) {
    if (placement === undefined)
        return {};
    const { file, line } = placement.at;
    return { file, ...(line !== undefined && { line }) };
}
/** Where the call itself is, when it is not where its annotation is shown. */
function outsideLine(finding, placement) {
    if (placement !== undefined && placement.outside === undefined)
        return '';
    const { location } = finding.call;
    const shown = placement === undefined ? '' : ': shown at the module block that brings it in';
    return `The call is in ${(0,report_placement/* outsideText */.F3)(location)}, outside the repository${shown}.`;
}
/** A revoked version fails the step even when a deprecated one only warns, unless told otherwise. */
const levelOf = (revoked, judging) => (revoked ? judging.failOnRevoked : judging.failOnDeprecated) ? 'error' : 'warning';
const titleOf = (version, address, revoked) => `Module version ${version} of ${address} is ${revoked ? 'revoked' : 'deprecated'}`;
/**
 * A manifest older than the files: said once per directory and cause, at the first call it
 * concerns: calls it lacks (it predates them), and calls whose installed version the files'
 * constraint no longer admits (changed since, by hand or by the fix).
 */
function staleAnnotations(result, place) {
    // The first stale call of each directory, found in one pass: 2,000 directories by 28,000 calls
    // searched directory by directory took a second.
    const first = new Map();
    for (const f of result.findings) {
        const key = `${f.call.stale}\u0000${f.call.directory}`;
        if (f.call.stale !== undefined && !first.has(key))
            first.set(key, f);
    }
    return result.scans.flatMap((scan) => {
        if (scan.manifest === undefined || scan.stale === 0)
            return [];
        const { missing, outdated } = (0,report_directories/* staleCalls */.rK)(scan);
        const at = (cause, message) => {
            const finding = first.get(`${cause}\u0000${scan.directory}`);
            const title = `${scan.manifest} is older than the configuration`;
            return finding === undefined ? [] : [{ level: 'warning', title, message, ...whereOf(place(finding)) }];
        };
        return [
            ...at('missing', `${(0,src_text/* plural */.LS)(missing, 'module call')} of ${scan.directory}, this one first, ${missing === 1 ? 'is' : 'are'} missing from the manifest terraform init wrote: ${missing === 1 ? 'its version is' : 'their versions are'} resolved from the constraints instead. Run terraform init again (and do not commit .terraform/).`),
            ...at('outdated', outdatedText(outdated, scan.directory)),
        ];
    });
}
/** Calls whose installed version the files' constraint no longer admits: what Terraform does, and what to run. */
const outdatedText = (calls, directory) => `The version terraform init installed for ${(0,src_text/* plural */.LS)(calls, 'module call')} of ${directory}${calls > 1 ? ', this one first,' : ''} no longer satisfies the constraint in the files (changed since, by hand or by a fix), so ${calls === 1 ? 'its version is' : 'their versions are'} resolved from the constraint, as terraform init would install ${calls === 1 ? 'it' : 'them'}. Run terraform init.`;
function deprecationAnnotations(result, judging) {
    const perCall = callAnnotations(result, judging);
    // One annotation per call while they fit in GitHub's per-step limit (one error is kept for the
    // verdict); past it, one per deprecated module version, listing its calls, as every other place lists each.
    const fits = ['error', 'warning'].every((level) => perCall.filter((a) => a.level === level).length < report/* ANNOTATIONS_PER_STEP */.Sg);
    if (fits)
        return perCall;
    // With `onlyNew`, the calls the base already made are grouped apart, as warnings.
    const parts = result.deprecated.flatMap((use) => [use.calls.filter((f) => f.onBase !== true), use.calls.filter((f) => f.onBase === true)]
        .filter((calls) => calls.length > 0)
        .map((calls) => ({ ...use, calls })));
    const grouped = parts.map((use) => {
        const [first] = use.calls;
        const calls = use.calls.map((f) => `${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''} ${(0,read_calls/* callLabel */.v1)(f.call)}${(0,read_calls/* readByLabel */.EC)(f.call)}`);
        const shown = calls.slice(0, MAX_CALLS_LISTED);
        const revoked = use.revoked === true;
        const onBase = use.calls.filter((f) => f.onBase === true).length;
        return {
            level: onBase === use.calls.length ? 'warning' : levelOf(revoked, judging),
            title: titleOf(use.version, use.address, revoked),
            message: [
                ...retiredLines(use.deprecation, revoked ? use.revocation : undefined, revoked),
                `Used by ${(0,src_text/* plural */.LS)(use.calls.length, 'module call')}${onBase > 0 ? ` (${onBase} already on the base branch)` : ''}:`,
                ...shown.map((c) => `- ${c}`),
                calls.length > shown.length
                    ? `- and ${calls.length - shown.length} more (see ${judging.words.summary}; every call is in the result file, \`${outputs/* RESULT_FILE_NAME */.tL}\`)`
                    : '',
                use.calls.some((f) => f.call.via === undefined) ? (0,suggestion/* adviceWords */.eD)(use.suggestion, use.version).sentence : '',
                linksOf(use.deprecation, revoked ? use.revocation : undefined),
            ]
                .filter((l) => l.trim() !== '')
                .join('\n'),
            ...(first !== undefined && whereOf(judging.place(first))),
            fold: 'folded',
        };
    });
    const folds = (a) => / is (deprecated|revoked)$/.test(a.title);
    return [...perCall.map((a) => (folds(a) ? { ...a, fold: 'per-finding' } : a)), ...grouped];
}
/**
 * What a retired version says, a sentence a line: what revocation means, the revocation's message
 * (what consumers most need), and the deprecation's reason where it differs. Links go last (`linksOf`).
 */
function retiredLines(d, revocation, revoked) {
    const message = revocation?.message ?? '';
    return [revoked ? report/* REVOKED_CONSEQUENCE */.LA : '', (0,src_text/* sentence */.em)(message), d.reason !== message ? (0,src_text/* sentence */.em)(d.reason) : ''];
}
const linksOf = (d, revocation) => (0,src_text/* moreInformation */.a3)([revocation?.link ?? '', d.link]);
/** Calls listed in one grouped annotation; the summary lists them all. */
const MAX_CALLS_LISTED = 20;
/** A nested call's version is set by the enclosing module's files, out of reach, so the advice names that block. */
function nestedAdvice(finding, findings) {
    const { call } = finding;
    if (call.via === undefined || finding.verdict.status !== 'deprecated')
        return undefined;
    const enclosing = findings.find((f) => f.call.directory === call.directory && f.call.key === call.via);
    const which = enclosing !== undefined && 'version' in enclosing.verdict
        ? ` (${enclosing.verdict.address} ${enclosing.verdict.version})`
        : '';
    return `This version comes with ${(0,read_calls/* callAddress */.hD)(call.via)}${which}, whose own files choose it: it cannot be set here. Upgrade ${(0,read_calls/* callAddress */.hD)(call.via)} to a release that no longer uses ${finding.verdict.address} ${finding.verdict.version}.`;
}
const onBaseLine = (words) => `Already on the base branch: a warning only, with ${words.setting('onlyNew', 'true')}.`;
function callAnnotations(result, judging) {
    const { words } = judging;
    const annotations = [];
    for (const finding of result.findings) {
        const { call, verdict } = finding;
        if (verdict.status !== 'deprecated' && verdict.status !== 'error')
            continue;
        const placement = judging.place(finding);
        const where = whereOf(placement);
        const outside = outsideLine(finding, placement);
        if (verdict.status === 'deprecated') {
            const revoked = verdict.revoked === true;
            const lines = [
                ...retiredLines(verdict.deprecation, revoked ? verdict.revocation : undefined, revoked),
                nestedText(finding) ?? '',
                (0,read_calls/* readByText */.Fp)(call, words) ?? '',
                outside,
                nestedAdvice(finding, result.findings) ?? (0,advice/* suggestionText */._)(verdict.suggestion, verdict.version),
                finding.onBase === true ? onBaseLine(words) : '',
                linksOf(verdict.deprecation, revoked ? verdict.revocation : undefined),
            ].filter((l) => l.trim() !== '');
            annotations.push({
                level: finding.onBase === true ? 'warning' : levelOf(revoked, judging),
                title: titleOf(verdict.version, verdict.address, revoked),
                message: lines.join('\n'),
                ...where,
            });
        }
        else if (verdict.status === 'error') {
            annotations.push({
                level: 'error',
                title: `Cannot check ${(0,read_calls/* callLabel */.v1)(call)}${verdict.address !== undefined ? ` (${verdict.address})` : ''}`,
                message: [verdict.error, nestedText(finding) ?? '', (0,read_calls/* readByText */.Fp)(call, words) ?? '', outside]
                    .filter((l) => l !== '')
                    .join('\n'),
                ...where,
            });
        }
    }
    // A local module that many configurations call puts the same call at the same block once per
    // configuration: one annotation says it, and keeps GitHub's per-step budget for the others.
    const seen = new Set();
    return annotations.filter((a) => {
        const key = JSON.stringify([a.level, a.title, a.file, a.line, a.message]);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}

// EXTERNAL MODULE: ./src/comment/body.ts
var body = __webpack_require__(5485);
;// CONCATENATED MODULE: ./src/gate/report/headline.ts
/**
 * The headline of the gate's job summary and pull-request comment: the verdict, then one line per
 * call to change: `infra/main.tf:6 · acme/vpc/aws · version "1.1.0" → "2.0.0" (deprecated: reason)`.
 * With `onlyNew`, new calls and those already on the base are two lists. Within the comment's size. Pure.
 */







/** The lists together stay within half of what a comment may hold: the verdict and every list reach it whole. */
const LISTS_LIMIT_BYTES = Math.floor(body/* COMMENT_LIMIT_CHARS */.iW / 2);
/** Lines a list shows; the table and the result file have every call. */
const LINES_LISTED = 50;
/** A reason longer than this is clipped in a line (the table shows it whole). */
const REASON_SHOWN = 200;
const quoted = (text) => (0,src_text/* cell */.Hn)(JSON.stringify(text));
const clip = (text) => (text.length > REASON_SHOWN ? `${text.slice(0, REASON_SHOWN - 1)}…` : text);
/** `acme/vpc/aws`: the module, without the host every line shares. */
const moduleOf = (address) => address.split('/').slice(-3).join('/');
/** `version "~> 1.0" → "~> 2.0"`: what the call's version argument says, and what to write instead. */
function change(finding) {
    const { call, verdict } = finding;
    if (verdict.status !== 'deprecated')
        return '';
    if (call.via !== undefined) {
        return `set by ${(0,src_text/* cell */.Hn)((0,read_calls/* callAddress */.hD)(call.via))} → upgrade ${(0,src_text/* cell */.Hn)((0,read_calls/* callAddress */.hD)(call.via))} to a release without ${verdict.version}`;
    }
    const { suggestion } = verdict;
    const written = call.constraint?.trim() ? `version ${quoted(call.constraint)}` : 'no version';
    if (suggestion === undefined)
        return `${written} → none: every other release is deprecated or revoked`;
    const { edit, version } = suggestion;
    switch (edit.kind) {
        case 'rewrite':
            return `version ${quoted(edit.from)} → ${quoted(edit.to)}`;
        case 'init-upgrade':
            return `${written}, ${verdict.version} installed → \`terraform init -upgrade\` installs ${version}`;
        case 'by-hand':
            switch (edit.why) {
                case 'no-version-argument':
                    return `no version → add version ${quoted(version)}`;
                case 'version-expression':
                    return `version ${(0,src_text/* code */.aY)(edit.from ?? '')} → ${quoted(version)}, set where its value comes from`;
                case 'unusual-constraint':
                case 'nested-call':
                    return `${written} → ${version}: change the constraint by hand so that it selects it`;
            }
    }
}
/** `· 2.0.0 (new major version)`, where the suggestion is not a plain upgrade: as the table's Suggested cell says it. */
function stepNote(finding) {
    const { verdict, call } = finding;
    if (verdict.status !== 'deprecated' || verdict.suggestion === undefined || call.via !== undefined)
        return '';
    const { note } = (0,suggestion/* adviceWords */.eD)(verdict.suggestion, verdict.version);
    return note === '' ? '' : ` · ${verdict.suggestion.version} (${(0,src_text/* cell */.Hn)(note)})`;
}
function why(finding) {
    const { verdict } = finding;
    if (verdict.status === 'error')
        return `could not be checked: ${(0,src_text/* messageCell */.kf)(clip(verdict.error))}`;
    if (verdict.status !== 'deprecated')
        return '';
    const revoked = verdict.revoked === true;
    const text = revoked && verdict.revocation?.message ? verdict.revocation.message : verdict.deprecation.reason;
    return `(${revoked ? 'revoked' : 'deprecated'}${text.trim() !== '' ? `: ${(0,src_text/* cell */.Hn)(clip(text))}` : ''})`;
}
/** One line of a list: where, which module, what to write, and why. */
function lineOf(finding, blobUrl, place) {
    const { call, verdict } = finding;
    const where = (0,report_placement/* placeMarkdown */.Bo)(finding, place, blobUrl);
    const module = 'address' in verdict && verdict.address !== undefined ? moduleOf(verdict.address) : call.source;
    const parts = [where, (0,src_text/* cell */.Hn)(module), ...(verdict.status === 'deprecated' ? [change(finding)] : [])];
    return `- ${parts.join(' · ')} ${why(finding)}${stepNote(finding)}`;
}
/** The lines of `findings` within `limit` bytes and `LINES_LISTED`, and a last line for the rest. */
function list(findings, blobUrl, place, limit) {
    const lines = (0,outputs/* textsWithin */.qI)(findings.slice(0, LINES_LISTED), (finding) => lineOf(finding, blobUrl, place), limit);
    const left = findings.length - lines.length;
    if (left > 0) {
        lines.push(`- and ${(0,src_text/* thousands */.oh)(left)} more: the table below lists them first; every call is in ${outputs/* GATE_RECORD */.mT}.`);
    }
    return lines;
}
/** "2 module calls use revoked versions". */
const usesText = (n, what) => `${(0,src_text/* plural */.LS)(n, 'module call')} ${n === 1 ? `uses a ${what} version` : `use ${what} versions`}`;
/** The headline: the first lines of the summary. */
function headline(result, context) {
    const { failOnDeprecated, failOnRevoked, words, place = report_placement/* ownBlock */.UB } = context;
    const warningOnly = (key, value) => `, a warning only with ${words.setting(key, value)}`;
    const onBase = result.findings.filter((f) => f.onBase === true && f.verdict.status === 'deprecated');
    const current = result.findings.filter((f) => f.onBase !== true);
    const failed = current.filter((f) => f.verdict.status === 'error');
    const revoked = current.filter((f) => (0,outputs/* statusOf */.c2)(f) === 'revoked');
    const deprecated = current.filter((f) => (0,outputs/* statusOf */.c2)(f) === 'deprecated');
    const checked = result.findings.filter((f) => f.verdict.status === 'ok' || f.verdict.status === 'deprecated');
    const reasons = [
        failed.length > 0 ? `${(0,src_text/* plural */.LS)(failed.length, 'module call')} could not be checked` : '',
        revoked.length > 0
            ? `${usesText(revoked.length, 'revoked')}${failOnRevoked ? '' : warningOnly('failOnRevoked', 'false')}`
            : '',
        deprecated.length > 0
            ? `${usesText(deprecated.length, 'deprecated')}${failOnDeprecated ? '' : warningOnly('failOnDeprecated', 'false')}`
            : '',
        onBase.length > 0
            ? `${(0,src_text/* plural */.LS)(onBase.length, 'deprecated use')} already on the base branch, warnings only with ${words.setting('onlyNew', 'true')}`
            : '',
    ].filter((r) => r !== '');
    const warns = revoked.length + deprecated.length + onBase.length > 0 || checked.length === 0;
    const said = reasons.length > 0
        ? `${reasons.join('; ')}.`
        : context.verdict.failed || checked.length === 0
            ? (0,src_text/* messageCell */.kf)(context.verdict.message)
            : `${(0,src_text/* plural */.LS)(checked.length, 'module call')} checked, none on a deprecated or revoked version.`;
    const verdict = (0,report/* verdictLine */.MT)(context.verdict.failed ? 'fails' : warns ? 'warns' : 'passes', said, words.run);
    const toChange = current.filter((f) => f.verdict.status === 'error' || f.verdict.status === 'deprecated');
    const lines = [verdict, ''];
    const room = onBase.length > 0 && toChange.length > 0 ? LISTS_LIMIT_BYTES / 2 : LISTS_LIMIT_BYTES;
    if (toChange.length > 0) {
        const title = result.baseline !== undefined && 'onBase' in result.baseline ? 'Added or moved by this change' : 'To change';
        lines.push(`**${title}**:`, '', ...list(toChange, context.blobUrl, place, room), '');
    }
    if (onBase.length > 0) {
        lines.push('**Already on the base branch** (warnings only):', '', ...list(onBase, context.blobUrl, place, room), '');
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/gate/report/summary.ts








const STATUS_LABEL = {
    revoked: '⛔ revoked',
    deprecated: '⚠️ deprecated',
    'not-deprecated': '✅ not deprecated',
    'not-checked': '➖ not checked',
    failed: '❌ failed',
};
const COUNT_LABEL = {
    revoked: 'revoked',
    deprecated: 'deprecated',
    'not-deprecated': 'not deprecated',
    'not-checked': 'not checked',
    failed: 'could not be checked',
};
/** A status cell's detail: the revocation's message and the deprecation's reason, each once, and a link. */
function statusDetail(d, revocation) {
    const message = revocation?.message ?? '';
    const reason = d.reason !== message ? d.reason : '';
    const text = 
    // Apart, not joined by a semicolon: a message typed with its full stop would read ".; deprecated".
    message !== '' && reason !== '' ? `${(0,src_text/* cell */.Hn)(message)} · deprecated: ${(0,src_text/* cell */.Hn)(reason)}` : (0,src_text/* cell */.Hn)(message || reason);
    const link = revocation?.link || d.link;
    return `${text !== '' ? `: ${text}` : ''}${link !== '' ? ` (${(0,src_text/* markdownLink */.iQ)('more', link)})` : ''}`;
}
/** The Suggested cell: the version, and beside it how it stands to the one in use where it is not a plain upgrade. */
function suggestedCell(suggested, inUse) {
    const { note } = (0,suggestion/* adviceWords */.eD)(suggested, inUse);
    return note === '' ? suggested.version : `${suggested.version} (${note})`;
}
/** "12 deprecated uses already on the base branch": the calls `onlyNew` lets pass. */
const onBaseText = (uses) => `${(0,src_text/* plural */.LS)(uses, 'deprecated use')} already on the base branch`;
function buildGateSummary(result, context) {
    const lines = [];
    const dirs = (0,report_directories/* directoriesText */.BX)(result.scans.map((s) => s.directory), src_text/* code */.aY);
    lines.push(`### Module versions used by ${dirs}`, '');
    lines.push(...headline(result, context));
    const tally = (s) => result.findings.filter((f) => (0,outputs/* statusOf */.c2)(f) === s).length;
    lines.push(...(0,report/* countsLine */.J7)('Module calls', Object.keys(COUNT_LABEL).map((s) => [tally(s), COUNT_LABEL[s]])));
    const baseline = result.baseline;
    if (baseline !== undefined && 'unreadable' in baseline) {
        lines.push(`${context.words.name('onlyNew')}: the base commit cannot be read (${(0,src_text/* cell */.Hn)(baseline.unreadable)}), so every module call is judged.`, '');
    }
    lines.push(`Checked: modules of the private registry on ${(0,src_text/* code */.aY)(context.host)}${context.organization !== undefined ? ` in organization ${(0,src_text/* code */.aY)(context.organization)}` : ''}.`);
    if (result.scans.length <= report_directories/* DIRECTORIES_NAMED */.Cx) {
        for (const scan of result.scans)
            lines.push(`- ${(0,src_text/* code */.aY)(scan.directory)}: ${(0,report_directories/* readFromText */.I0)(scan, src_text/* code */.aY)}`);
    }
    else {
        // Many directories: how many read each way, not a line each.
        const ways = new Map();
        for (const scan of result.scans) {
            const way = (0,report_directories/* readFromText */.I0)({ ...scan, manifest: '.terraform/modules/modules.json' }, src_text/* code */.aY);
            ways.set(way, (ways.get(way) ?? 0) + 1);
        }
        for (const [way, n] of ways)
            lines.push(`- ${(0,src_text/* thousands */.oh)(n)} ${n === 1 ? 'directory' : 'directories'}: ${way}`);
    }
    lines.push('');
    if (result.findings.length === 0) {
        lines.push('No module calls found.', '');
    }
    else {
        const rowOf = (finding) => {
            const { call, verdict } = finding;
            // The version used, and the constraint it was picked by when that says more than the version.
            const constraint = call.constraint?.trim();
            const pinned = constraint === undefined ||
                constraint.replace(/^=?\s*v?/, '') === ('version' in verdict ? verdict.version : call.exact);
            const version = 'version' in verdict
                ? `${verdict.version}${call.exact === undefined && !pinned ? ` (${constraint})` : ''}`
                : (call.exact ?? constraint ?? '');
            const status = verdict.status === 'deprecated'
                ? `${STATUS_LABEL[(0,outputs/* statusOf */.c2)(finding)]}${finding.onBase === true ? ' (already on the base branch)' : ''}${statusDetail(verdict.deprecation, verdict.revocation)}`
                : verdict.status === 'not-checked'
                    ? `${STATUS_LABEL['not-checked']} (${(0,src_text/* cell */.Hn)(verdict.why)})`
                    : verdict.status === 'error'
                        ? `${STATUS_LABEL.failed}: ${(0,src_text/* messageCell */.kf)(verdict.error)}`
                        : STATUS_LABEL['not-deprecated'];
            const suggested = verdict.status !== 'deprecated'
                ? ''
                : call.via !== undefined
                    ? `upgrade ${(0,read_calls/* callAddress */.hD)(call.via)}`
                    : verdict.suggestion !== undefined
                        ? suggestedCell(verdict.suggestion, verdict.version)
                        : '—';
            const linked = (0,report_placement/* placeMarkdown */.Bo)(finding, context.place ?? report_placement/* ownBlock */.UB, context.blobUrl);
            const where = `${linked}${call.via !== undefined ? ` (in ${(0,src_text/* cell */.Hn)((0,read_calls/* callAddress */.hD)(call.via))})` : ''}`;
            return `| ${(0,src_text/* cellCode */.GA)((0,read_calls/* callLabel */.v1)(call))}${(0,read_calls/* readByLabel */.EC)(call)} | ${(0,src_text/* cell */.Hn)(call.source)} | ${(0,src_text/* cell */.Hn)(version)} | ${status} | ${(0,src_text/* cell */.Hn)(suggested)} | ${where} |`;
        };
        const { rows, left } = rowsWithin(result.findings, rowOf, ROWS_LIMIT_BYTES);
        const header = ['Module call', 'Source', 'Version', 'Status', 'Suggested', 'Location'];
        lines.push(...(0,report/* table */.tp)(header, rows, (0,src_text/* plural */.LS)(rows.length, 'module call')), '');
        if (left.length > 0) {
            // GitHub shows 1 MiB of a summary: the table says itself what it leaves out, and where it all is.
            lines.push('> **Note**', `> This table shows ${(0,src_text/* thousands */.oh)(rows.length)} of ${(0,src_text/* thousands */.oh)(result.findings.length)} module calls, every deprecated or failed one first: GitHub shows at most 1 MiB of a summary. Left out: ${(0,outputs/* leftOutText */.jG)(left)}. Every call is in ${outputs/* GATE_RECORD */.mT}.`, '');
        }
    }
    const footer = (0,report/* runFooter */.Vm)(context);
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}
/** Room for the table's rows: the summary's limit, less room for the heading, the notes and the footer. */
const ROWS_LIMIT_BYTES = report/* SUMMARY_LIMIT_BYTES */.Jz - 100_000;
/**
 * The rows that fit in `limit` bytes, every deprecated or failed call first, in the calls' order,
 * and the calls left out. A row is made only while there is room: at 28,000 calls, all the rows
 * would be ten times what a summary can show.
 */
function rowsWithin(findings, rowOf, limit) {
    const order = (0,outputs/* urgentFirst */.Wx)(findings);
    const made = (0,outputs/* textsWithin */.qI)(order, (i) => rowOf(findings[i]), limit);
    const kept = new Map(made.map((row, n) => [order[n], row]));
    return { rows: findings.flatMap((_, i) => kept.get(i) ?? []), left: findings.filter((_, i) => !kept.has(i)) };
}

// EXTERNAL MODULE: ./src/gate/fix/report.ts
var fix_report = __webpack_require__(3529);
;// CONCATENATED MODULE: ./src/gate/report/report.ts
/**
 * What the gate reports: annotations at the module blocks, the outputs, the job summary and
 * the step's verdict, all drawn from the findings. Pure: the runner writes them.
 */










/** The fix's section, before the summary's footer (the link to the run, when there is one). */
function withFixSummary(summary, fix, review) {
    const section = [
        ...(fix === undefined ? [] : (0,fix_report/* fixSummary */.O0)(fix)),
        ...(review === undefined ? [] : (0,fix_report/* reviewSummary */.ll)(review)),
    ];
    if (section.length === 0)
        return summary;
    const footer = summary.lastIndexOf('\n<sub>');
    const at = footer === -1 ? summary.length : footer + 1;
    return `${summary.slice(0, at)}${section.join('\n')}\n${summary.slice(at)}`;
}
/** The step's report for what the run ended with. */
function report_report(result) {
    if (result.kind === 'failed')
        return failedGateReport(result);
    const { request, findings } = result;
    const { organization } = request.configurations;
    const host = request.service.host;
    const words = result.context.words;
    const verdict = byHandVerdict(gateVerdict(findings, request.failOnDeprecated, words, request.allowEmpty, request.failOnRevoked, organization), request.fix?.failOnByHand === true ? result.fix : undefined, words);
    const bounded = (0,outputs/* boundedResult */.Pi)(findings);
    const uses = (0,outputs/* boundedDeprecatedUses */.d5)(findings);
    const calls = findings.findings.length;
    // Passing with nothing checked is allowed, but worth a warning people see.
    const passedEmpty = !verdict.failed && findings.findings.every((f) => f.verdict.status === 'not-checked');
    // One placement for the annotations, the summary's links and the SARIF log: files of the repository.
    const place = (0,report_placement/* placer */.G1)(findings.findings, { ...request, workspace: request.configurations.workspace });
    const context = {
        place,
        failOnDeprecated: request.failOnDeprecated,
        failOnRevoked: request.failOnRevoked,
        verdict: { failed: verdict.failed, message: verdict.message },
        host,
        ...(organization !== undefined && { organization }),
        ...result.context,
    };
    const fix = result.fix;
    const review = result.review === undefined ? undefined : (0,fix_report/* reviewDraft */.IP)(result.review);
    const diff = fix === undefined ? {} : (0,fix_report/* fixDiff */.LC)(fix);
    return {
        outputs: { ...(0,outputs/* gateOutputs */.QP)(findings, bounded, uses), ...(fix !== undefined && (0,fix_report/* fixOutputs */.gG)(fix)) },
        annotations: gateAnnotations(findings, request.failOnDeprecated, words, request.failOnRevoked, place),
        summary: withFixSummary(buildGateSummary(findings, context), fix, result.review),
        verdict: passedEmpty ? { failed: false } : verdict,
        // Every call, whatever the size: what the capped outputs, summary and annotations point to.
        files: [bounded.file, ...(diff.files ?? [])],
        ...(diff.diff !== undefined && { diff: diff.diff }),
        completeIn: outputs/* GATE_RECORD */.mT,
        ...(review !== undefined && { review }),
        warnings: [
            ...(fix?.warnings ?? []),
            findings.baseline !== undefined && 'unreadable' in findings.baseline
                ? `${words.name('onlyNew')}: the base commit cannot be read (${findings.baseline.unreadable}), so every module call is judged, not only the new ones.`
                : '',
            ...gateHints(findings, host, words),
            passedEmpty ? verdict.message : '',
            bounded.omitted > 0
                ? `The result output lists ${(0,src_text/* thousands */.oh)(calls - bounded.omitted)} of ${(0,src_text/* thousands */.oh)(calls)} module calls, every deprecated or failed one first: GitHub caps an output at 1 MB. Left out: ${(0,outputs/* leftOutText */.jG)(bounded.left)}. Every call is in ${outputs/* GATE_RECORD */.mT}.`
                : '',
            uses.omitted > 0
                ? `The deprecated-uses output lists ${findings.deprecated.length - uses.omitted} of ${findings.deprecated.length} deprecated versions in use, without their calls: GitHub caps an output at 1 MB. The deprecated-versions output names every one.`
                : '',
        ].filter((warning) => warning !== ''),
    };
}
/** A configuration that cannot be read stops the gate: say which file, there and in the summary. */
function failedGateReport(failure) {
    const { message, file, line } = failure;
    return {
        outputs: {},
        annotations: [
            {
                level: 'error',
                title: 'Module deprecation gate',
                message,
                ...(file !== undefined && { file }),
                ...(line !== undefined && { line }),
            },
        ],
        summary: `### Module versions used by the configuration\n\n${(0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(message))}\n`,
        // The annotation above says why; a second error with the same text would only repeat it.
        verdict: { failed: true, reason: failure.reason },
        warnings: [],
    };
}
/** Up to this many calls, the verdict names each; past it, it counts them per directory. */
const CALLS_NAMED = 5;
const target = (f) => 'version' in f.verdict && f.verdict.address !== undefined
    ? `${f.verdict.address} ${f.verdict.version}`
    : f.call.source;
/** Past a few, counted per version and directory: a list of hundreds of `module.this` says less than where they are. */
function callsText(findings) {
    if (findings.length <= CALLS_NAMED)
        return findings.map((f) => `${(0,read_calls/* callLabel */.v1)(f.call)} (${target(f)})`).join(', ');
    const byTarget = new Map();
    for (const f of findings) {
        const dirs = byTarget.get(target(f)) ?? new Map();
        dirs.set(f.call.directory, (dirs.get(f.call.directory) ?? 0) + 1);
        byTarget.set(target(f), dirs);
    }
    return [...byTarget]
        .map(([what, dirs]) => {
        const places = [...dirs].map(([dir, n]) => `${n} in ${dir}`);
        const shown = places.slice(0, 3).join(', ');
        return `${what} (${shown}${places.length > 3 ? `, and ${places.length - 3} more directories` : ''})`;
    })
        .join('; ');
}
/**
 * With `failOnByHand`, a verdict that would pass fails where the fix left calls to a person: a
 * migration that moves nothing must not read as done.
 */
function byHandVerdict(verdict, fix, words) {
    const left = fix?.fixes.filter((f) => f.outcome === 'by-hand') ?? [];
    if (verdict.failed || left.length === 0)
        return verdict;
    const revoked = left.some((f) => (0,outputs/* statusOf */.c2)(f.finding) === 'revoked');
    const calls = callsText(left.map((f) => f.finding));
    return {
        failed: true,
        reason: revoked ? 'revoked-in-use' : 'deprecated-in-use',
        message: `${(0,src_text/* plural */.LS)(left.length, 'module call')} on a deprecated or revoked version ${left.length === 1 ? 'is' : 'are'} left to a person, which ${words.setting('failOnByHand', 'true')} fails on: ${calls}. ${verdict.message}`,
    };
}
/** Whether the step fails, and the line that says why (or what was found). */
function gateVerdict(result, failOnDeprecated, words, allowEmpty = false, failOnRevoked = true, organization) {
    const onlyNew = words.setting('onlyNew', 'true');
    const failed = result.findings.filter((f) => f.verdict.status === 'error');
    // With `onlyNew`, what the base already had warns, apart; only what this change adds fails.
    const onBase = result.findings.filter((f) => f.onBase === true);
    const revoked = result.findings.filter((f) => (0,outputs/* statusOf */.c2)(f) === 'revoked' && f.onBase !== true);
    const deprecated = result.findings.filter((f) => (0,outputs/* statusOf */.c2)(f) === 'deprecated' && f.onBase !== true);
    const uses = (fs, what) => fs.length > 0 ? `${usesText(fs.length, what)}: ${callsText(fs)}` : '';
    const parts = [
        failed.length > 0 ? `${(0,src_text/* plural */.LS)(failed.length, 'module call')} could not be checked: ${callsText(failed)}` : '',
        uses(revoked, 'revoked'),
        uses(deprecated, 'deprecated'),
        onBase.length > 0 ? `${onBaseText(onBase.length)} (a warning only, with ${onlyNew})` : '',
    ].filter((p) => p !== '');
    const revokedFails = failOnRevoked && revoked.length > 0;
    if (failed.length > 0 || revokedFails || (failOnDeprecated && deprecated.length > 0)) {
        return {
            failed: true,
            reason: failed.length > 0
                ? // A re-run may help only where the service failed; a configuration must be corrected.
                    failed.every((f) => f.verdict.status === 'error' && f.verdict.cause === 'configuration')
                        ? 'invalid-input'
                        : 'service-error'
                : revokedFails
                    ? 'revoked-in-use'
                    : 'deprecated-in-use',
            message: `${parts.join('; ')}. See ${words.annotations} and ${words.summary}.`,
        };
    }
    const checked = result.findings.filter((f) => f.verdict.status === 'ok').length +
        deprecated.length +
        revoked.length +
        onBase.length;
    const notChecked = result.findings.length - checked;
    if (checked === 0) {
        const directories = (0,report_directories/* directoriesText */.BX)(result.scans.map((s) => s.directory));
        const filtered = filteredOut(result.findings, organization, words);
        // Where calls of the registry were found and the gate's settings or the files left them out,
        // say which; a gate that found nothing to check would pass on a wrong path or host: say so instead.
        const found = filtered !== undefined
            ? `No module call of ${directories} was checked: ${filtered.why}`
            : `No module call of ${directories} uses the private registry checked${notChecked > 0 ? ` (${(0,src_text/* plural */.LS)(notChecked, 'call')} not checked: see the summary)` : ''}`;
        if (allowEmpty) {
            return { failed: false, message: `${found}; with ${words.setting('allowEmpty', 'true')}, ${words.run} passes.` };
        }
        const todo = filtered !== undefined
            ? `. ${filtered.todo}`
            : `, so nothing was checked. Check ${words.name('configDirectory')} and ${words.name('hostname')}`;
        return {
            failed: true,
            reason: 'invalid-input',
            message: `${found}${todo}, or use ${words.setting('allowEmpty', 'true')} if that is expected.`,
        };
    }
    return {
        failed: false,
        message: deprecated.length + revoked.length > 0
            ? `${parts.join('; ')} (a warning only, with ${words.setting(revoked.length > 0 ? 'failOnRevoked' : 'failOnDeprecated', 'false')}).`
            : onBase.length > 0
                ? `Checked ${(0,src_text/* plural */.LS)(checked, 'module call')}: none that this change adds or moves uses a deprecated version; ${onBaseText(onBase.length)} (warnings only, with ${onlyNew}).`
                : `Checked ${(0,src_text/* plural */.LS)(checked, 'module call')}: none uses a deprecated version${notChecked > 0 ? ` (${notChecked} not checked)` : ''}.`,
    };
}
/**
 * Where calls of the checked registry were all left out by `organization` or by a version that
 * is an expression: what left them out, and what to do; undefined where no call was.
 */
function filteredOut(findings, organization, words) {
    const count = (cause) => findings.filter((f) => f.verdict.status === 'not-checked' && f.verdict.cause === cause).length;
    const otherOrganization = count('other-organization');
    const expression = count('version-expression');
    if (otherOrganization + expression === 0)
        return undefined;
    const why = [];
    const todo = [];
    if (otherOrganization > 0) {
        why.push(`${(0,src_text/* plural */.LS)(otherOrganization, 'call')} ${otherOrganization === 1 ? 'uses a module' : 'use modules'} of another organization than ${(0,src_text/* show */.WU)(organization ?? '')}, the one ${words.name('organization')} (or TF_CLOUD_ORGANIZATION) limits the check to`);
        todo.push(`check ${words.name('organization')}`);
    }
    if (expression > 0) {
        why.push(`${(0,src_text/* plural */.LS)(expression, 'call')} ${expression === 1 ? 'has a version that is an expression' : 'have versions that are expressions'} (a variable, say), which cannot be known from the files`);
        todo.push(`run \`terraform init\` before ${words.run}, so that the gate reads the versions it installed from \`.terraform/modules/modules.json\`, or write the version as a literal`);
    }
    const said = todo.join('; ');
    return { why: why.join('; '), todo: `${said.charAt(0).toUpperCase()}${said.slice(1)}` };
}
/**
 * A gate that checked nothing while calls use another private registry host has most likely
 * been pointed at the wrong host: say so, rather than pass in silence.
 */
function gateHints(result, host, words) {
    const checked = result.findings.filter((f) => f.verdict.status !== 'not-checked').length;
    const others = new Set(result.findings.flatMap((f) => f.verdict.status === 'not-checked' && f.verdict.why.startsWith('registry on ')
        ? [f.verdict.why.slice('registry on '.length)]
        : []));
    if (checked > 0 || others.size === 0)
        return [];
    const hosts = [...others].map((h) => `\`${h}\``).join(', ');
    return [
        `No module call uses the private registry on ${host}, so none was checked; some use ${hosts}. Set ${words.name('hostname')} to the host whose modules to check.`,
    ];
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
