export const id = 466;
export const ids = [466,485];
export const modules = {

/***/ 5485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ pullRequestNumber),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   commentOwner: () => (/* binding */ commentOwner),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   jl: () => (/* binding */ draftComment)
/* harmony export */ });
/* unused harmony exports hasSomethingToReport, fitComment */
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
/**
 * The hidden line that marks the step's comment. The names are percent-encoded, so no name can
 * close the HTML comment or pass for another step's marker.
 */
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
/**
 * Whether a report has something to say on a pull request: what the mode says (a plan with
 * changes, a deprecated call), else a failed step or any warning or error.
 */
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
 * The body cut at a line below GitHub's limit, when it is longer, with a link to the run's
 * summary where all of it is. A `<details>` left open by the cut is closed, so the note renders.
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

/***/ 2466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onlyNewOf: () => (/* binding */ onlyNewOf),
/* harmony export */   parse: () => (/* binding */ parse),
/* harmony export */   parseGateInputs: () => (/* binding */ parseGateInputs),
/* harmony export */   parseGateRequest: () => (/* binding */ parseGateRequest),
/* harmony export */   reviewTarget: () => (/* binding */ reviewTarget)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1318);
/* harmony import */ var _inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2996);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7141);
/* harmony import */ var _inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3663);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4344);
/* harmony import */ var _read_hcl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1644);
/* harmony import */ var _read_scan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3832);
/* harmony import */ var _read_hcl_shared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4073);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8992);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5485);
/* harmony import */ var _files_named_file_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5925);
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8196);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3395);
/**
 * The gate's inputs: `config-directory` and what it rules out, the connection, and whether a
 * deprecated version fails the step. Checks that the directories exist. Every problem is
 * reported at once, each naming its input.
 */















/** The pull request the run is about, for `suggest`: its number, base commit and head commit. */
function reviewTarget(event) {
    const number = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_11__/* .pullRequestNumber */ .Kd)(event);
    if (number === undefined) {
        return { unreadable: `the run is not about a pull request (event ${JSON.stringify(event.name)})` };
    }
    const base = onlyNewOf(event);
    if (base === undefined || 'unreadable' in base)
        return { unreadable: base?.unreadable ?? 'no base commit' };
    const head = event.payload.pull_request?.head?.sha;
    return {
        number,
        base: base.base,
        ...(typeof head === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head) && { head }),
    };
}
/** The events whose payload names a base commit, and where. */
const BASE_OF_EVENT = {
    pull_request: (p) => p.pull_request?.base?.sha,
    pull_request_target: (p) => p.pull_request?.base?.sha,
    merge_group: (p) => p.merge_group?.base_sha,
};
/**
 * What `only-new` means in this run: the base the runner was given (the command line's), else
 * nothing outside pull requests (and merge queues), else the base commit from the event, or why
 * it cannot be known.
 */
function onlyNewOf(event) {
    if (event.base !== undefined) {
        if ('unreadable' in event.base)
            return event.base;
        // The runner checked it; checked again, since it reaches git as an argument.
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_6__/* .commitNameProblem */ .kG)(event.base.base);
        return problem === undefined
            ? event.base
            : { unreadable: `${JSON.stringify(event.base.base)} names no commit: it ${problem}` };
    }
    const baseOf = Object.hasOwn(BASE_OF_EVENT, event.name) ? BASE_OF_EVENT[event.name] : undefined;
    if (baseOf === undefined)
        return undefined;
    const payload = typeof event.payload === 'object' && event.payload !== null ? event.payload : {};
    const sha = baseOf(payload);
    return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)
        ? { base: sha }
        : { unreadable: `the ${event.name} event names no base commit` };
}
/** The mode's request, from the inputs; the directories named must exist. */
function parse(inputs) {
    return parseGateRequest((name) => inputs.input(name), inputs.env, inputs.cwd, () => inputs.event(), inputs.repositoryRoot, inputs.words);
}
function parseGateRequest(read, env, cwd = process.cwd(), event = () => ({ name: '', payload: {} }), repositoryRoot, words = _wording_js__WEBPACK_IMPORTED_MODULE_14__/* .ACTION_WORDS */ .dC) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    const status = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStatus */ .i$)(read('status'), problems, words);
    const connection = (0,_connection_js__WEBPACK_IMPORTED_MODULE_4__/* .parseConnection */ .C)(read, env, problems, undefined, undefined, words);
    const organizationRaw = input('organization') || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === '' ? undefined : (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems, words);
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDeprecationText */ .Hx)(read, status, problems, warnings, words);
    const failOnDeprecated = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fail-on-deprecated', read('fail-on-deprecated'), true, problems, words);
    const allowEmpty = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('allow-empty', read('allow-empty'), false, problems, words);
    const failOnRevoked = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fail-on-revoked', read('fail-on-revoked'), true, problems, words);
    const { requestTimeoutMs, dryRun } = (0,_inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRunOptions */ .d)(read, problems, words);
    const fix = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fix', read('fix'), false, problems, words);
    const suggest = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('suggest', read('suggest'), false, problems, words);
    const fixMajor = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fix-major', read('fix-major'), false, problems, words);
    if (fixMajor && !fix && !suggest) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_14__/* .initial */ .Vh)(words.input('fix-major'))} works with ${words.setting('fix', 'true')}${words.takes('suggest') ? ` or ${words.setting('suggest', 'true')}` : ''}: add ${words.takes('suggest') ? 'one' : 'it'}, or remove ${words.name('fix-major')}.`);
    }
    const fixOptions = { fixMajor, dryRun, words };
    const onlyNew = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('only-new', read('only-new'), false, problems, words) ? onlyNewOf(event()) : undefined;
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseKeepLatest */ .qp)(read, status, problems, warnings, words);
    const configurations = parseGateInputs(input, status === 'check', env, cwd, problems, words);
    // Checked before any request: a path the action refuses to write is a mistake in the inputs.
    const sarifFile = (0,_files_named_file_js__WEBPACK_IMPORTED_MODULE_12__/* .fileToWrite */ .N)('sarif-file', input('sarif-file'), (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_13__/* .writeRoots */ .rX)(env, cwd), problems, words);
    if (problems.length > 0)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(problems);
    // Where the runner knows it apart from the workspace (the command line): what SARIF locations
    // are relative to, and where a call outside the repository is shown at an enclosing block.
    const root = repositoryRoot?.();
    return {
        kind: 'gate',
        ...connection,
        configurations: { ...configurations, ...(organization !== undefined && { organization }) },
        failOnDeprecated,
        allowEmpty,
        failOnRevoked,
        requestTimeoutMs,
        ...(sarifFile !== undefined && { sarifFile }),
        ...(root !== undefined && { repositoryRoot: root }),
        warnings,
        ...(onlyNew !== undefined && { onlyNew }),
        ...(fix && { fix: fixOptions }),
        ...(suggest && { suggest: { ...fixOptions, pullRequest: reviewTarget(event()) } }),
    };
}
/** Inputs that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];
function parseGateInputs(input, isCheck, env, cwd, problems, words) {
    const directoryInput = (0,_wording_js__WEBPACK_IMPORTED_MODULE_14__/* .initial */ .Vh)(words.input('config-directory'));
    if (!isCheck) {
        problems.push(`${directoryInput} works only with ${words.setting('status', 'check')}: remove it, or set ${words.setting('status', 'check')}.`);
    }
    const conflicting = SINGLE_MODULE_INPUTS.filter((name) => input(name) !== '');
    if (conflicting.length > 0) {
        problems.push(`${directoryInput} cannot be combined with ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_14__/* .names */ .Dy)(words, conflicting)}: the gate finds the modules and versions in the configuration. Give either ${words.name('config-directory')} or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`);
    }
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
    const from = env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory';
    const directories = [];
    const add = (absolute) => {
        if (!directories.some((d) => d.path === absolute)) {
            directories.push({ path: absolute, display: (0,_text_js__WEBPACK_IMPORTED_MODULE_10__/* .showPath */ .P8)(workspace, absolute) });
        }
    };
    for (const raw of input('config-directory').split(/\r?\n/)) {
        const value = raw.trim();
        if (value === '')
            continue;
        if (_validation_js__WEBPACK_IMPORTED_MODULE_6__/* .CONTROL_IN_NAME */ .il.test(value)) {
            problems.push(`${directoryInput} must not contain control characters.`);
            continue;
        }
        const shown = JSON.stringify(value);
        if (isGlob(value)) {
            const matched = matchConfigurations(workspace, value);
            if (matched.length === 0) {
                problems.push(`${directoryInput}: ${shown} matches no directory holding .tf or .tf.json files (patterns start at ${from}).`);
            }
            for (const absolute of matched)
                add(absolute);
            continue;
        }
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, value);
        let isDirectory;
        try {
            isDirectory = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory();
        }
        catch {
            problems.push(`${directoryInput}: ${shown} does not exist (looked for ${absolute}; relative paths start at ${from}).`);
            continue;
        }
        if (!isDirectory) {
            problems.push(`${directoryInput}: ${shown} is a file; give the directory that holds the .tf files.`);
            continue;
        }
        // A directory with no configuration file would pass with nothing checked: a wrong path, most likely.
        if (!holdsConfiguration(absolute)) {
            problems.push(`${directoryInput}: ${shown} holds no configuration file (.tf, .tf.json, .tofu, a Stack's .tfcomponent.hcl or terragrunt.hcl); give the directory of a configuration (or a pattern such as \`stacks/*\`).`);
            continue;
        }
        add(absolute);
    }
    const tool = parseTool(input('tool'), problems, words);
    return {
        directories,
        workspace,
        dataDir: env.TF_DATA_DIR?.trim() || '.terraform',
        ...(tool !== undefined && { tool }),
    };
}
/** `tool`: `terraform` or `opentofu` (any case), or empty for both. */
function parseTool(value, problems, words) {
    if (value === '')
        return undefined;
    const tool = _read_hcl_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .TOOLS */ .It.find((t) => t === value.toLowerCase());
    if (tool === undefined) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_14__/* .initial */ .Vh)(words.input('tool'))} must be \`terraform\` or \`opentofu\` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_10__/* .show */ .WU)(value)}.`);
    }
    return tool;
}
const isGlob = (value) => /[*?[\]{}]/.test(value);
function holdsConfiguration(directory) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory).some((name) => !name.startsWith('.') && (0,_read_hcl_js__WEBPACK_IMPORTED_MODULE_7__/* .isConfigurationFile */ .lJ)(name));
    }
    catch {
        return false;
    }
}
/**
 * The directories a pattern names (`stacks/*`, `live/**` for every level), in order, that hold a
 * Terraform configuration. Hidden directories (`.terraform`, `.git`) are never configurations.
 */
function matchConfigurations(workspace, pattern) {
    // `dir/**` asks for every directory below dir, dir itself included, as glob's `**` does.
    const matches = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.globSync)(pattern.replace(/\/+$/, ''), {
        cwd: workspace,
        exclude: (name) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(name).startsWith('.'),
    });
    return [...new Set(matches.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, m)))]
        .filter((absolute) => {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, absolute);
        return (!relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative) && statSafe(absolute) && holdsConfiguration(absolute));
    })
        .sort();
}
function statSafe(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 3832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ ScanCache),
  v: () => (/* binding */ scanDirectory)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var read_calls = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts + 2 modules
var hcl = __webpack_require__(1644);
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
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
;// CONCATENATED MODULE: ./src/gate/read/scan.ts
/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json`
 * when `terraform init` has written it (exact versions, nested calls included), else from the
 * `.tf` files, following local module paths. Reads files; sends no request.
 */








/** What a run has read: each directory's module blocks, by real path, and how many files. */
class ScanCache {
    blocks = new Map();
    /** The path each of `blocks` was read by: their files lie under it. */
    readBy = new Map();
    files = { read: 0 };
    /** Each file's blocks by its name and text: shared with the scan of only-new's base, which holds mostly the same files. */
    parsed;
    constructor(parsed = new Map()) {
        this.parsed = parsed;
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
     * A directory's real path, asked of the disk once per run: 200 stacks calling one shared module
     * name the same directory 200 times.
     */
    realPath(dir) {
        let found = this.realPaths.get(dir);
        if (found === undefined) {
            // At once, like the files (hcl.ts): a trip through the thread pool per directory was
            // time spent waiting, not reading.
            found = Promise.resolve(realPathOrSame(dir));
            this.realPaths.set(dir, found);
        }
        return found;
    }
}
function realPathOrSame(dir) {
    try {
        return (0,external_node_fs_.realpathSync)(dir);
    }
    catch {
        return dir;
    }
}
/** More calls than any configuration has: a local module fanning out without end. */
const MAX_CALLS = 100_000;
/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;
async function scanDirectory(directory, options) {
    const cache = options.cache ?? new ScanCache();
    const show = (file) => cache.show(options.workspace, file);
    const manifestPath = external_node_path_default().resolve(directory.path, options.dataDir, 'modules', 'modules.json');
    // No manifest (terraform init has not run): the calls come from the files alone.
    const manifest = await (0,hcl/* readConfigurationFile */.Bt)(manifestPath, show(manifestPath), 'absent');
    const fromFiles = await callsFromFiles(directory, show, cache, options.tool);
    if (manifest === undefined) {
        const read = kindsRead(directory.path, options.tool);
        return { directory: directory.display, from: 'configuration', read, calls: fromFiles, stale: 0, ignored: 0 };
    }
    // The files are the truth; the manifest adds the exact versions terraform init installed, and
    // the calls inside installed modules, which the files do not show.
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
        // A version terraform init installed that the files' constraint no longer admits (the
        // constraint was changed since, by hand or by the fix): Terraform refuses to run until init
        // runs again, so the files' constraint is what counts.
        if (entry === undefined || !admits(call.constraint, entry.version)) {
            stale++;
            return { ...call, stale: true };
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
    /** The nearest call of the files that `key` is inside of, if any. */
    const enclosing = (key) => {
        const parts = key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const found = merged.get(parts.slice(0, n).join('.'));
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    // Inside an installed (not local) module: a call the files cannot show. Anything else the
    // manifest lists but the files lack is a call removed since, or a `terraform test` module.
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
/** Whether the constraint written admits the version installed; a constraint that cannot be read is left to the judge. */
function admits(constraint, installed) {
    if (constraint === undefined || installed === undefined || constraint.trim() === '')
        return true;
    try {
        return (0,versions_constraint/* satisfies */.ib)(installed, (0,versions_constraint/* parseConstraint */.FJ)(constraint));
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
/** The module blocks of a directory, read once per run whatever path leads to it. */
async function blocksOf(dir, show, cache, tool) {
    const real = await cache.realPath(dir);
    let found = cache.blocks.get(real);
    if (found === undefined) {
        found = (0,hcl/* readModuleBlocks */.bG)(dir, show, cache.files, tool, cache.parsed);
        cache.blocks.set(real, found);
        cache.readBy.set(real, dir);
    }
    const first = cache.readBy.get(real) ?? dir;
    if (first === dir)
        return found;
    // The same directory by another path (a link to it, or the link's target): its calls are at
    // this path's files, or a second configuration directory would point at the first one's.
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
 * The kinds of configuration file a directory holds that `tool` reads, for the log to say what
 * was read (`terragrunt.hcl`, not ".tf files"). The directory was read already: a listing that
 * fails now says nothing rather than failing the scan.
 */
function kindsRead(dir, tool) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })
            .filter((e) => !e.isDirectory() && (0,hcl/* isConfigurationFile */.lJ)(e.name))
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
    // `chain` holds the real paths from the root down: a local module reached again through a
    // symbolic link, or a module that calls itself, is not walked twice. `only` is the one tool
    // that reads the calls that led here, if only one does.
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
/**
 * The calls `wanted` (entries of the manifest) as the gate reports them: each pointed at the
 * block to change, the nearest enclosing one in this repository's files.
 */
async function callsFromManifest(directory, entries, wanted, manifest, show, scanCache, tool) {
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const cache = new Map();
    /**
     * The module blocks of a directory. Directories of this repository must parse; installed
     * modules' directories are read only for their version constraints, and may be missing.
     */
    const blocksIn = (dir, ours) => {
        const id = `${ours}:${dir}`;
        let found = cache.get(id);
        if (found === undefined) {
            found = (ours
                ? blocksOf(dir, show, scanCache, tool)
                : (0,hcl/* readModuleBlocks */.bG)(dir, show, scanCache.files, tool, scanCache.parsed)).then((blocks) => new Map(blocks.map((b) => [b.name, b])), (error) => {
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
        // Point at the deepest block in this repository's own files: follow the chain of calls
        // while each is a local path; the first call from elsewhere (a registry, git) is the block
        // to change, since the calls inside it belong to that module's author.
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

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* reexport safe */ _constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__.F),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3541);
/* harmony import */ var _constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7464);
/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
 */


function satisfiesTerm(version, term) {
    const cmp = _semver_js__WEBPACK_IMPORTED_MODULE_1__/* .compare */ .UD(version, term.version);
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
            const base = _semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && _semver_js__WEBPACK_IMPORTED_MODULE_1__/* .compare */ .UD(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && _semver_js__WEBPACK_IMPORTED_MODULE_1__/* .compare */ .UD(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ })

};
