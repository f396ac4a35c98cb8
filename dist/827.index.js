export const id = 827;
export const ids = [827];
export const modules = {

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
 * A file an input or a flag names for the action to write (`sarif-file`, `report-file`,
 * `--summary-file`), checked when the inputs are read, before any request: what safe-write.ts
 * would refuse is known then. What only writing can tell (a folder that is not writable, a full
 * disk) is each writer's to report.
 */



/**
 * The file `raw` names, and the problem with writing it, if any: `refused` (outside the roots,
 * a link, a directory) or `unwritable` (a folder on its path is a file).
 */
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
/**
 * An input naming a file to write, for a mode's parser: undefined when empty; a refusal goes to
 * `problems`, and, with `strict`, any other problem too (a file that is the mode's product).
 */
function fileToWrite(name, raw, roots, problems, words, strict = false) {
    if (raw === '')
        return undefined;
    const { named, problem } = checkNamedFile(raw, { roots, label: (0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input(name)) });
    if (problem !== undefined && (strict || problem.kind === 'refused'))
        problems.push(problem.message);
    return named;
}


/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZZ: () => (/* binding */ resolveWriteTarget),
/* harmony export */   kV: () => (/* binding */ WriteFileError),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   rX: () => (/* binding */ writeRoots)
/* harmony export */ });
/* unused harmony exports writeTargetProblem, snapshotOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4344);
/**
 * Writing a file whose path a user named (`sarif-file`, `report-file`, the command line's
 * `--summary-file`, a configuration the gate fixes) in a tree a pull request may have filled:
 * a committed symbolic link at the file or in its folders would send the write anywhere on the
 * runner. So the target must lie inside one of the allowed roots (the workspace, the runner's
 * temporary folder), and no part of its path below the root may be a link (each checked with
 * lstat, never followed); the content goes to a new file beside it (created exclusively, under a
 * random name, never through a link) that is then renamed over the target, so a reader never
 * sees half a file and a hard link at the target keeps its other name's content.
 */






class WriteFileError extends Error {
    name = 'WriteFileError';
    kind;
    /** The target as the user named it. */
    target;
    constructor(message, kind, target) {
        super(message);
        this.kind = kind;
        this.target = target;
    }
}
/** The roots of a run: the workspace (GITHUB_WORKSPACE, else the working directory) and RUNNER_TEMP. */
function writeRoots(env, cwd) {
    const workspace = env.GITHUB_WORKSPACE?.trim();
    const temp = env.RUNNER_TEMP?.trim();
    return [
        workspace
            ? { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, workspace), name: 'the workspace (GITHUB_WORKSPACE)' }
            : { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd), name: 'the working directory' },
        ...(temp ? [{ path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, temp), name: "the runner's temporary folder (RUNNER_TEMP)" }] : []),
    ];
}
/**
 * The absolute path `target` names, once it is known to be a place the action may write: inside
 * a root, no link on its way, not a directory. A folder on its way that does not exist yet is
 * fine (it is made). Throws a WriteFileError: checked before any request, and again on writing.
 */
function resolveWriteTarget(target, options) {
    const { absolute, root } = placeOf(target, options);
    checkChain(target, absolute, root, options.label);
    return absolute;
}
/** The problem with writing `target`, if any: resolveWriteTarget's error, or undefined. */
function writeTargetProblem(target, options) {
    try {
        resolveWriteTarget(target, options);
        return undefined;
    }
    catch (error) {
        if (error instanceof WriteFileError)
            return error;
        throw error;
    }
}
/** What the file at `file` is now, for `unchangedSince` later. */
async function snapshotOf(file, withContent = false) {
    const stats = await lstat(file);
    return {
        size: stats.size,
        mtimeMs: stats.mtimeMs,
        ...(withContent && { content: await readFile(file) }),
    };
}
/**
 * Writes `content` to `target` as above; returns the absolute path written. Throws a
 * WriteFileError that names the label, the target and what was wrong.
 */
async function writeFileSafely(target, content, options) {
    const { absolute, root } = placeOf(target, options);
    const fail = (kind, what) => new WriteFileError(`${options.label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, kind, target);
    checkChain(target, absolute, root, options.label);
    const folder = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(absolute);
    try {
        await makeFolders(root, folder);
    }
    catch (error) {
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    // The folders made could have been swapped for links meanwhile: checked again before writing.
    checkChain(target, absolute, root, options.label);
    const existing = statOrUndefined(absolute);
    await checkUnchanged(existing, absolute, options.unchangedSince, fail);
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(absolute)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    let created = false;
    try {
        // Exclusive creation never follows a link at the name, and O_NOFOLLOW says so twice.
        const flags = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, flags, 0o666);
        created = true;
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        // A file replaced keeps its permissions (a script stays executable).
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(temporary, existing.mode & 0o7777);
        checkChain(target, absolute, root, options.label);
        await checkUnchanged(statOrUndefined(absolute), absolute, options.unchangedSince, fail);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, absolute);
        created = false;
    }
    catch (error) {
        if (error instanceof WriteFileError)
            throw error;
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    finally {
        if (created)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temporary).catch(() => undefined);
    }
    return absolute;
}
/** The target as an absolute path, and the root it lies in; refused when in none. */
function placeOf(target, options) {
    const [first] = options.roots;
    if (first === undefined)
        throw new Error('writeFileSafely needs at least one root');
    const refuse = (what) => new WriteFileError(`${options.label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, 'refused', target);
    if (target.trim() === '')
        throw refuse('is empty: name a file.');
    // A line break in a file name would split every log line and summary that shows it.
    if (_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTROL_IN_NAME */ .il.test(target))
        throw refuse('contains control characters: name a file without them.');
    // Lexically normal: `a/link/../b` is `a/b` here, and only `a/b` ever reaches the file system.
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(first.path, target);
    for (const root of options.roots) {
        for (const base of new Set([node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.path), realOrSame(root.path)])) {
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(base, absolute);
            if (relative === '')
                throw refuse(`is ${root.name} itself, a directory: name a file in it.`);
            if (!escapes(relative) && !node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(relative))
                return { absolute, root: base };
        }
    }
    const where = options.roots.map((r) => `${r.name}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(r.path)}`).join(', or ');
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(target) ? '' : ` (it resolves to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(absolute)})`;
    throw refuse(`is outside ${where}${resolved}: files are written only inside ${options.roots.length === 1 ? 'it' : 'one of them'}.`);
}
/** Every existing part of the path below the root: a folder and no link; the file itself no link, no directory. */
function checkChain(target, absolute, root, label) {
    const parts = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const refuse = (kind, what) => new WriteFileError(`${label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, kind, target);
    let current = root;
    for (const [index, part] of parts.entries()) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        let stats;
        try {
            stats = statOrUndefined(current);
        }
        catch (error) {
            throw refuse('unwritable', `cannot be written: ${reasonOf(error)}.`);
        }
        if (stats === undefined)
            return;
        const isFile = index === parts.length - 1;
        const shown = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, current).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/'));
        if (stats.isSymbolicLink()) {
            throw refuse('refused', isFile
                ? 'is a symbolic link: files are never written through a link. Remove the link, or name another file.'
                : `cannot be written: ${shown} on its path is a symbolic link, and files are never written through a link. Name a path without links.`);
        }
        if (isFile) {
            if (stats.isDirectory())
                throw refuse('refused', 'is a directory: name a file, such as one inside it.');
            if (!stats.isFile())
                throw refuse('refused', 'is not a regular file (a device, a pipe or a socket).');
        }
        else if (!stats.isDirectory()) {
            throw refuse('unwritable', `cannot be written: ${shown} on its path is a file, not a folder.`);
        }
    }
}
/** Makes the folders from the root down, never through a link: mkdir does not follow its last part. */
async function makeFolders(root, folder) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, folder);
    if (relative === '')
        return;
    let current = root;
    for (const part of relative.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep))) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
async function checkUnchanged(now, file, expected, fail) {
    if (expected === undefined)
        return;
    const changed = fail('changed', 'changed after it was read, so it was left as it is.');
    if (expected === 'absent') {
        if (now !== undefined)
            throw fail('changed', 'exists now, so it was left as it is.');
        return;
    }
    if (now === undefined || now.size !== expected.size || now.mtimeMs !== expected.mtimeMs)
        throw changed;
    if (expected.content !== undefined) {
        const read = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
        const wanted = typeof expected.content === 'string' ? Buffer.from(expected.content) : expected.content;
        if (!read.equals(wanted))
            throw changed;
    }
}
function statOrUndefined(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        // A part of the path that is a file: its children do not exist, and the folder check says why.
        if (code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
function realOrSame(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(folder);
    }
    catch {
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(folder);
    }
}
/** Why a write failed, in words, without the temporary file's name the error message carries. */
function reasonOf(error) {
    const code = error?.code;
    const reasons = {
        EACCES: 'permission denied (the folder is not writable)',
        EPERM: 'permission denied',
        EROFS: 'the file system is read-only',
        ENOSPC: 'no space left on the device',
        EDQUOT: 'the disk quota is used up',
        ENOTDIR: 'a part of its path is a file, not a folder',
        EISDIR: 'it is a directory',
        ENAMETOOLONG: 'the name is too long',
        ELOOP: 'a part of its path is a symbolic link',
        EEXIST: 'a file appeared at its temporary name; try again',
    };
    return (code !== undefined && reasons[code]) || (error instanceof Error ? error.message : String(error));
}
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(relative);


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   SX: () => (/* binding */ parseKeepReasons),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   fL: () => (/* binding */ parseSeconds),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/**
 * Small input parsers the modes share: a boolean, a number of seconds, the status, `reason` and
 * `link`, `keep-latest`, a part of a module address. Each adds its problem to `problems` and
 * goes on, so that every mistake is reported at once.
 */




function parseBoolean(name, raw, fallback, problems, words) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(value))
        return true;
    if (/^(false|False|FALSE)$/.test(value))
        return false;
    problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be true or false, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
    return fallback;
}
function parseSeconds(name, raw, fallback, max, problems, words) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be a number of seconds from 0 to ${max}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
        return fallback;
    }
    return Number(value);
}
/** The `status` input. */
function parseStatus(raw, problems, words) {
    const value = raw.trim().toLowerCase();
    if (STATUSES.includes(value))
        return value;
    const meant = STATUS_MEANT[value];
    problems.push(value === ''
        ? `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('status'))} is required: ${STATUS_LIST}.`
        : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('status'))} must be ${STATUS_LIST}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
    return 'check';
}
const STATUSES = ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check'];
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';
/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT = {
    deprecate: 'deprecated',
    deprecation: 'deprecated',
    revoke: 'revoked',
    revocation: 'revoked',
    unrevoke: 'unrevoked',
    undeprecate: 'undeprecated',
    revert: 'undeprecated',
    reverted: 'undeprecated',
    active: 'undeprecated',
    checked: 'check',
    status: 'check',
};
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, inputs, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(inputs))} ${inputs.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(read, status, problems, warnings, words) {
    const reason = read('reason').trim();
    const link = read('link').trim();
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must not contain control characters (newlines and tabs are fine).`);
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
            ? `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
            : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keep-reasons', 'true')} keeps those).`);
    }
    return { reason, link };
}
/** `keep-reasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(read, status, problems, warnings, words) {
    const keep = parseBoolean('keep-reasons', read('keep-reasons'), false, problems, words);
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly(words, ['keep-reasons'], status));
    return keep && setsDeprecation(status);
}
/** `keep-latest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(read, status, problems, warnings, words) {
    const raw = read('keep-latest').trim();
    if (raw === '')
        return 0;
    let keepLatest = 0;
    if (/^\d{1,4}$/.test(raw))
        keepLatest = Number(raw);
    else
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('keep-latest'))} must be a whole number from 0 to 9999, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(raw)}.`);
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly(words, ['keep-latest'], status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(name, kind, value, problems, words) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
        return value;
    }
}


/***/ }),

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ parseRunOptions)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2996);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/** The inputs every mode shares: dry run, verification and timeouts. */


function parseRunOptions(read, problems, words) {
    const dryRun = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('dry-run', read('dry-run'), false, problems, words);
    const verify = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('verify', read('verify'), true, problems, words);
    const verifyTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('verify-timeout', read('verify-timeout'), 30, 3600, problems, words);
    const requestTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('request-timeout', read('request-timeout'), 30, 600, problems, words);
    if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('request-timeout'))} must be more than 0 seconds.`);
    }
    return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME),
/* harmony export */   kG: () => (/* binding */ commitNameProblem)
/* harmony export */ });
/* unused harmony export MAX_LINK_LENGTH */
/**
 * Checks shared by every place a user's value arrives: action inputs and the policy file.
 */
const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** Any control character: a name or a path holds none. */
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
/** An absolute http(s) URL with a host, and nothing a browser would run. */
function validateLink(raw) {
    if (raw.length > MAX_LINK_LENGTH)
        return `must be at most ${MAX_LINK_LENGTH} characters`;
    if (/\s/.test(raw) || CONTROL_IN_NAME.test(raw))
        return 'must not contain whitespace or control characters';
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials: every consumer sees it';
    return undefined;
}
/**
 * Why `value` cannot name one commit for git (`--base`), or undefined: a SHA or a name git
 * resolves (origin/main, v1.2.0, HEAD~1). It reaches git as an argument, so it never starts with
 * `-` (an option); a range (`a..b`) or whitespace names no single commit.
 */
function commitNameProblem(value) {
    if (value === '')
        return 'is empty';
    if (value.length > 256)
        return 'is longer than 256 characters';
    if (value.startsWith('-'))
        return 'starts with "-"';
    if (/\s/.test(value) || CONTROL_IN_NAME.test(value))
        return 'holds whitespace or control characters';
    if (value.includes('..'))
        return 'is a range, not one commit';
    return undefined;
}


/***/ })

};
