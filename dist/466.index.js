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

/***/ 5925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ fileToWrite)
/* harmony export */ });
/* unused harmony export checkNamedFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _safe_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8196);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3395);
/**
 * A file an input or a flag names for the action to write (`sarifFile`, `summaryFile`), checked before any request:
 * what safe-write.ts would refuse is known then. What only writing tells (a full disk) is each writer's to report.
 */



/** The file `raw` names, and the problem writing it, if any: `refused` (outside the roots, a link) or `unwritable`. */
function checkNamedFile(raw, target) {
    const first = target.roots[0]?.path ?? process.cwd();
    const named = { ...target, file: raw, path: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(first, raw) };
    try {
        return { named: { ...named, path: (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveWriteTarget */ .ZZ)(raw, target) } };
    }
    catch (error) {
        if (!(error instanceof _safe_write_js__WEBPACK_IMPORTED_MODULE_1__/* .WriteFileError */ .kV))
            throw error;
        return { named, problem: error };
    }
}
/** An input naming a file to write: undefined when empty; a refusal goes to `problems`, with `strict` any problem. */
function fileToWrite(key, raw, roots, problems, words, strict = false) {
    if (raw === '')
        return undefined;
    const { named, problem } = checkNamedFile(raw, { roots, label: (0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input(key)) });
    if (problem !== undefined && (strict || problem.kind === 'refused'))
        problems.push(problem.message);
    return named;
}


/***/ }),

/***/ 2466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onlyNewOf: () => (/* binding */ onlyNewOf),
/* harmony export */   parse: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1318);
/* harmony import */ var _inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2996);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7199);
/* harmony import */ var _inputs_run_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3663);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4344);
/* harmony import */ var _read_hcl_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5991);
/* harmony import */ var _read_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9992);
/* harmony import */ var _read_hcl_shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4073);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8992);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5485);
/* harmony import */ var _files_named_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5925);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3395);
/**
 * The gate's inputs: `configDirectory` and what it rules out, the connection, and whether a deprecated version fails
 * the step; the directories must exist. Every problem is reported at once, each naming its input.
 */














function reviewTarget(event) {
    const number = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_12__/* .pullRequestNumber */ .Kd)(event);
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
        ...(typeof head === 'string' && _validation_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMIT_SHA */ .pk.test(head) && { head }),
    };
}
/** The events whose payload names a base commit, and where. */
const BASE_OF_EVENT = {
    pull_request: (p) => p.pull_request?.base?.sha,
    pull_request_target: (p) => p.pull_request?.base?.sha,
    merge_group: (p) => p.merge_group?.base_sha,
};
/**
 * What `onlyNew` means in this run: the base the runner was given (the command line's), else nothing outside pull
 * requests (and merge queues), else the base commit from the event, or why it cannot be known.
 */
function onlyNewOf(event) {
    if (event.base !== undefined) {
        if ('unreadable' in event.base)
            return event.base;
        // The runner checked it; checked again, since it reaches git as an argument.
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .commitNameProblem */ .kG)(event.base.base);
        return problem === undefined
            ? event.base
            : { unreadable: `${JSON.stringify(event.base.base)} names no commit: it ${problem}` };
    }
    const baseOf = Object.hasOwn(BASE_OF_EVENT, event.name) ? BASE_OF_EVENT[event.name] : undefined;
    if (baseOf === undefined)
        return undefined;
    const payload = typeof event.payload === 'object' && event.payload !== null ? event.payload : {};
    const sha = baseOf(payload);
    return typeof sha === 'string' && _validation_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMIT_SHA */ .pk.test(sha)
        ? { base: sha }
        : { unreadable: `the ${event.name} event names no base commit` };
}
/** The directories named must exist. */
function parse(inputs) {
    const { command, env, cwd, words, repositoryRoot } = inputs;
    const event = () => inputs.event();
    const problems = [];
    const warnings = [];
    const { settings } = command;
    // The gate checks what is in use: `status: check`.
    const status = 'check';
    const connection = (0,_connection_js__WEBPACK_IMPORTED_MODULE_4__/* .parseConnection */ .C)(command, env, problems, words);
    const organizationRaw = settings.organization || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === '' ? undefined : (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems, words);
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDeprecationText */ .Hx)(command, status, problems, warnings, words);
    const { failOnDeprecated, allowEmpty, failOnRevoked, fix, suggest, fixMajor, failOnByHand } = settings;
    const { requestTimeoutMs, dryRun } = (0,_inputs_run_options_js__WEBPACK_IMPORTED_MODULE_13__/* .runOptionsOf */ .F)(settings);
    if (fixMajor && !fix && !suggest) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .initial */ .Vh)(words.input('fixMajor'))} works with ${words.setting('fix', 'true')}${words.takes('suggest') ? ` or ${words.setting('suggest', 'true')}` : ''}: add ${words.takes('suggest') ? 'one' : 'it'}, or remove ${words.name('fixMajor')}.`);
    }
    if (failOnByHand && !fix) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .initial */ .Vh)(words.input('failOnByHand'))} works with ${words.setting('fix', 'true')}, which leaves calls to a person: add it, or remove ${words.name('failOnByHand')}.`);
    }
    const fixOptions = { fixMajor, dryRun, words, ...(failOnByHand && { failOnByHand }) };
    const onlyNew = settings.onlyNew ? onlyNewOf(event()) : undefined;
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseKeepLatest */ .qp)(command, status, warnings, words);
    const configurations = parseGateInputs(command, env, cwd, problems, words);
    // Checked before any request: a path the action refuses to write is a mistake in the inputs.
    const sarifFile = (0,_files_named_file_js__WEBPACK_IMPORTED_MODULE_10__/* .fileToWrite */ .N)('sarifFile', settings.sarifFile, inputs.roots, problems, words);
    if (problems.length > 0)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(problems);
    // Where the runner knows it apart from the workspace (the command line).
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
/** Settings that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];
/** The files a configuration directory holds, as messages name them. */
const CONFIGURATION_FILES = ".tf, .tf.json, .tofu, .tofu.json, a Stack's .tfcomponent.hcl or terragrunt.hcl";
function parseGateInputs(command, env, cwd, problems, words) {
    const directoryInput = (0,_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .initial */ .Vh)(words.input('configDirectory'));
    const conflicting = SINGLE_MODULE_INPUTS.filter((key) => command.given(key));
    if (conflicting.length > 0) {
        problems.push(`${directoryInput} cannot be combined with ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .names */ .Dy)(words, conflicting)}: the gate finds the modules and versions in the configuration. Give either ${words.name('configDirectory')} or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`);
    }
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
    const from = env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory';
    const directories = [];
    const add = (absolute) => {
        if (!directories.some((d) => d.path === absolute)) {
            directories.push({ path: absolute, display: (0,_text_js__WEBPACK_IMPORTED_MODULE_9__/* .showPath */ .P8)(workspace, absolute) });
        }
    };
    for (const value of command.settings.configDirectory) {
        if (_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTROL_IN_NAME */ .il.test(value)) {
            problems.push(`${directoryInput} must not contain control characters.`);
            continue;
        }
        const shown = JSON.stringify(value);
        if (isGlob(value)) {
            const matched = matchConfigurations(workspace, value);
            if (matched.length === 0) {
                problems.push(`${directoryInput}: ${shown} matches no directory holding a configuration file (${CONFIGURATION_FILES}; patterns start at ${from}).`);
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
            problems.push(`${directoryInput}: ${shown} holds no configuration file (${CONFIGURATION_FILES}); give the directory of a configuration (or a pattern such as \`stacks/*\`).`);
            continue;
        }
        add(absolute);
    }
    const tool = _read_hcl_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOLS */ .It.find((t) => t === command.settings.tool);
    return {
        directories,
        workspace,
        dataDir: env.TF_DATA_DIR?.trim() || '.terraform',
        ...(tool !== undefined && { tool }),
    };
}
const isGlob = (value) => /[*?[\]{}]/.test(value);
function holdsConfiguration(directory) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory).some((name) => !name.startsWith('.') && (0,_read_hcl_js__WEBPACK_IMPORTED_MODULE_6__/* .isConfigurationFile */ .lJ)(name));
    }
    catch {
        return false;
    }
}
/** The directories a pattern names (`live/**` for every level) that hold a configuration, never hidden ones. */
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

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   SX: () => (/* binding */ parseKeepReasons),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/** Rules the modes share over read settings; each adds its problem to `problems` and goes on: all reported at once. */




/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, keys, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(keys))} ${keys.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(command, status, problems, warnings, words) {
    const { reason, link } = command.settings;
    const reasonInput = (0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'));
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${reasonInput} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${reasonInput} must not contain control characters (newlines and tabs are fine).`);
    }
    if (link !== '') {
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .validateLink */ .P2)(link);
        if (problem !== undefined)
            problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('link'))} ${problem}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(link))}.`);
    }
    if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
        warnings.push(statusOnly(words, ['reason', 'link'], status));
    }
    // Sent to every version selected, replacing the reason a deprecated one had: never empty.
    if (setsDeprecation(status) && reason === '') {
        problems.push(status === 'revoked'
            ? `${reasonInput} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
            : `${reasonInput} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keepReasons', 'true')} keeps those).`);
    }
    return { reason, link };
}
/** `keepReasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(command, status, warnings, words) {
    const keep = command.settings.keepReasons;
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly(words, ['keepReasons'], status));
    return keep && setsDeprecation(status);
}
/** `keepLatest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(command, status, warnings, words) {
    const { keepLatest } = command.settings;
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly(words, ['keepLatest'], status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(key, kind, value, problems, words) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(key))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
        return value;
    }
}


/***/ }),

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runOptionsOf)
/* harmony export */ });
const runOptionsOf = (settings) => ({
    dryRun: settings.dryRun,
    verify: settings.verify,
    verifyTimeoutMs: settings.verifyTimeout * 1000,
    requestTimeoutMs: settings.requestTimeout * 1000,
});


/***/ })

};
