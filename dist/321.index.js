export const id = 321;
export const ids = [321];
export const modules = {

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

/***/ 3465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _safe_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8196);



/** `where` says where every finding is, past what the log holds, e.g. "Every call is in `gate-result.json`…". */
async function writeSarifFile(file, draft, log, where) {
    const { log: sarif, omitted } = draft;
    try {
        await (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showFile */ .II)(file.file)}`);
    }
    catch (error) {
        log.warning(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`);
    }
    const { unplaced } = draft;
    if (unplaced !== undefined && unplaced.results > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
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


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
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
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   Bg: () => (/* binding */ parseVersionSelector),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
    }
    return parsed.version;
}
/** Human wording of a selector, for logs. */
function describeSelector(selector) {
    return selector.kind === 'list' ? selector.versions.join(', ') : `constraint "${selector.constraint.text}"`;
}
/**
 * A value whose comma- or newline-separated parts are all bare versions is a list; one with an
 * operator in any part is one constraint; one that mixes the two is an error that says so.
 */
function parseVersionSelector(raw) {
    const parts = raw
        .split(/[,\n]/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
    if (parts.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q('is empty; expected versions separated by commas or newlines, or a constraint');
    }
    const withOperator = parts.filter(_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify(clip(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify(clip(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConstraint */ .FJ)(parts.join(', ')) };
}
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
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
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
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .ib)(v, selector.constraint));
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
            reasons.set(version, 'keep-latest');
        else
            selected.push(found);
    }
    const skipped = newestFirst
        .filter((v) => !selected.includes(byNormal.get(v)))
        .map((v) => ({ version: byNormal.get(v), reason: reasons.get(v) ?? 'not-selected' }));
    return { selected, missing, skipped };
}
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}


/***/ })

};
