export const id = 69;
export const ids = [69];
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

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   Lj: () => (/* binding */ inUse),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   TS: () => (/* binding */ retiredUsesOf),
/* harmony export */   rW: () => (/* binding */ moduleEntry)
/* harmony export */ });
/* unused harmony export lifecycleOf */
const moduleName = (m) => `${m.namespace}/${m.name}/${m.provider}`;
function lifecycleOf(v) {
    if (v.revoked === true)
        return 'revoked';
    return v.deprecation !== null ? 'deprecated' : 'active';
}
/** One module's entry from its versions, its revoked set and its usage (undefined: not read). */
function moduleEntry(module, versions, revoked, usage) {
    return {
        module: moduleName(module),
        versions: versions.map((v) => {
            const used = usage?.get(v.version);
            return {
                version: v.version,
                state: lifecycleOf({ deprecation: v.deprecation, revoked: revoked?.has(v.version) ?? v.revoked }),
                count: used?.count ?? 0,
                workspaces: used?.names ?? [],
            };
        }),
    };
}
const isRetired = (state) => state !== 'active';
/** The deprecated and revoked versions still in use: most workspaces first, then by module and version. */
function inUse(data) {
    const entries = [];
    for (const m of data.modules) {
        for (const v of m.versions) {
            if (isRetired(v.state) && v.count > 0)
                entries.push({ ...v, state: v.state, module: m.module });
        }
    }
    return entries.sort((a, b) => b.count - a.count || a.module.localeCompare(b.module) || a.version.localeCompare(b.version));
}
function totals(data) {
    let versions = 0;
    let deprecated = 0;
    let revoked = 0;
    let deprecatedInUse = 0;
    let revokedInUse = 0;
    let retiredUses = 0;
    const affected = new Set();
    for (const m of data.modules) {
        for (const v of m.versions) {
            versions += 1;
            if (v.state === 'deprecated')
                deprecated += 1;
            if (v.state === 'revoked')
                revoked += 1;
            if (!isRetired(v.state) || v.count === 0)
                continue;
            if (v.state === 'deprecated')
                deprecatedInUse += 1;
            else
                revokedInUse += 1;
            retiredUses += v.count;
            for (const w of v.workspaces)
                affected.add(w);
        }
    }
    return {
        modules: data.modules.length,
        versions,
        deprecated,
        revoked,
        deprecatedInUse,
        revokedInUse,
        retiredUses,
        workspacesAffected: affected.size,
    };
}
/** A module's uses of retired versions, and the workspaces behind them. */
function retiredUsesOf(m) {
    let uses = 0;
    const workspaces = new Set();
    for (const v of m.versions) {
        if (!isRetired(v.state))
            continue;
        uses += v.count;
        for (const w of v.workspaces)
            workspaces.add(w);
    }
    return { uses, workspaces };
}


/***/ }),

/***/ 8464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ parsePreviousReport),
/* harmony export */   VW: () => (/* binding */ reportCsv),
/* harmony export */   l4: () => (/* binding */ reportJson)
/* harmony export */ });
/* unused harmony exports REPORT_KIND, REPORT_FORMAT, CSV_HEADER */
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7478);

/** What marks the JSON as this report, and its format's version. */
const REPORT_KIND = 'tfe-module-migration-report';
const REPORT_FORMAT = 1;
function reportJson(data, burndown) {
    const t = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .totals */ .Sd)(data);
    const version = (v) => ({
        version: v.version,
        state: v.state,
        'workspace-count': v.count,
        workspaces: v.workspaces,
    });
    return `${JSON.stringify({
        kind: REPORT_KIND,
        format: REPORT_FORMAT,
        organization: data.organization,
        'generated-at': data.generatedAt,
        usage: data.usage,
        totals: {
            modules: t.modules,
            versions: t.versions,
            deprecated: t.deprecated,
            revoked: t.revoked,
            'deprecated-in-use': t.deprecatedInUse,
            'revoked-in-use': t.revokedInUse,
            'retired-uses': t.retiredUses,
            'workspaces-affected': t.workspacesAffected,
        },
        'in-use': (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .inUse */ .Lj)(data).map((e) => ({ module: e.module, ...version(e) })),
        modules: data.modules.map((m) => ({ module: m.module, versions: m.versions.map(version) })),
        ...(burndown !== undefined && {
            'burn-down': {
                'previous-generated-at': burndown.previousAt,
                then: burndown.then,
                now: burndown.now,
                modules: burndown.modules.map((b) => ({
                    module: b.module,
                    then: b.then,
                    now: b.now,
                    'moved-off': b.movedOff,
                })),
            },
        }),
    })}\n`;
}
const CSV_HEADER = ['module', 'version', 'state', 'workspace_count', 'workspace'];
/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace). Every field is quoted. Names are registry names and versions, so no field
 * starts with `=`, `+`, `-` or `@` that a spreadsheet would take for a formula, bar a workspace
 * name starting with `-`, which is prefixed with a quote as spreadsheets expect.
 */
function reportCsv(data) {
    const field = (value) => {
        const text = String(value);
        const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
        return `"${safe.replace(/"/g, '""')}"`;
    };
    const lines = [CSV_HEADER.map(field).join(',')];
    for (const m of data.modules) {
        for (const v of m.versions) {
            const names = v.workspaces.length > 0 ? v.workspaces : [''];
            for (const w of names)
                lines.push([m.module, v.version, v.state, v.count, w].map(field).join(','));
        }
    }
    return `${lines.join('\r\n')}\r\n`;
}
const STATES = ['active', 'deprecated', 'revoked'];
/** A previous report file's text as a PreviousReport, or why it is not one. */
function parsePreviousReport(text) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        return { error: 'is not JSON' };
    }
    const d = document;
    if (typeof d !== 'object' || d === null || d.kind !== REPORT_KIND) {
        return { error: `is not a migration report (no "kind": "${REPORT_KIND}")` };
    }
    if (d.format !== REPORT_FORMAT)
        return { error: `has format ${JSON.stringify(d.format)}; this action reads format ${REPORT_FORMAT}` };
    if (typeof d.organization !== 'string' || typeof d['generated-at'] !== 'string' || !Array.isArray(d.modules)) {
        return { error: 'has no `organization`, `generated-at` or `modules`' };
    }
    const modules = [];
    for (const [i, raw] of d.modules.entries()) {
        const m = raw;
        if (typeof m?.module !== 'string' || !Array.isArray(m.versions))
            return { error: `has a module entry ${i + 1} without \`module\` or \`versions\`` };
        const versions = [];
        for (const rawVersion of m.versions) {
            const v = rawVersion;
            const names = v?.workspaces;
            if (typeof v?.version !== 'string' ||
                !STATES.includes(v.state) ||
                typeof v['workspace-count'] !== 'number' ||
                !Array.isArray(names) ||
                !names.every((n) => typeof n === 'string')) {
                return {
                    error: `has a version of module entry ${i + 1} without \`version\`, \`state\`, \`workspace-count\` or \`workspaces\``,
                };
            }
            versions.push({
                version: v.version,
                state: v.state,
                count: v['workspace-count'],
                workspaces: names,
            });
        }
        modules.push({ module: m.module, versions });
    }
    return { organization: d.organization, generatedAt: d['generated-at'], modules };
}


/***/ }),

/***/ 7580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ isPattern),
/* harmony export */   U: () => (/* binding */ patternText),
/* harmony export */   YG: () => (/* binding */ parseModulePattern),
/* harmony export */   l2: () => (/* binding */ patternMatcher),
/* harmony export */   nB: () => (/* binding */ ANY_NAMESPACE)
/* harmony export */ });
/* unused harmony export matches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one: a policy file's
 * `source` and `exclude`, and the organization report's `source` or `module`. A pattern is
 * `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or PROVIDER
 * (`acme/*\/aws`, `acme/network-*\/*`). Pure.
 *
 * - Each part is what a registry address may hold, each `*` checked as a letter would be, so a
 *   pattern can only match names an address can hold; the provider is lower case, as Terraform
 *   writes it in registry addresses.
 * - Names match without case, as the registry compares them.
 * - The namespace is the organization whose private modules are listed, so it is a name, never a
 *   pattern. A caller that knows the organization from elsewhere (the report's `organization`)
 *   may allow `*` as the whole namespace: "that organization, whatever its name".
 */

const ANY_NAMESPACE = '*';
/** Whether a `source` is a pattern rather than one module's address. */
const isPattern = (source) => source.includes('*');
const NAMESPACE_EXPECTED = 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64';
const EXPECTED = {
    module: 'letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64',
    provider: 'lower-case letters, digits and `*`, at most 64 (e.g. aws)',
};
const LABEL = { module: 'module name', provider: 'provider' };
/**
 * Reads a pattern, or throws an AddressError whose message follows the name of what held it
 * ("Input `source` …", "modules[0].source …") and says what was expected.
 */
function parseModulePattern(raw, options) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        const namespace = options.namespaceWildcard ? ', or `*` as the whole NAMESPACE' : '';
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`must be [HOST/]NAMESPACE/NAME/PROVIDER, with \`*\` for any run of characters within NAME or PROVIDER${namespace} (e.g. acme/*/aws)`);
    }
    const host = parts.length === 4 ? (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSourceHost */ .h7)(parts[0]) : undefined;
    const [namespace, name, provider] = parts.slice(-3);
    return {
        ...(host !== undefined && { host }),
        pattern: {
            namespace: namespacePart(namespace, options),
            name: wildPart('module', name),
            provider: wildPart('provider', provider),
        },
    };
}
function namespacePart(value, options) {
    if (options.namespaceWildcard && value === ANY_NAMESPACE)
        return value;
    if (value.includes('*')) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(options.namespaceWildcard
            ? 'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed'
            : 'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed');
    }
    if (!fits('namespace', value))
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid namespace: expected ${NAMESPACE_EXPECTED}`);
    return value;
}
function wildPart(part, value) {
    if (!fits(part, value.replaceAll('*', 'x'))) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid ${LABEL[part]}: expected ${EXPECTED[part]}`);
    }
    return value;
}
/** The address rule of address.ts, whitespace included (validatePart would trim it away). */
function fits(part, value) {
    if (/\s/.test(value))
        return false;
    try {
        (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(part, value);
        return true;
    }
    catch (error) {
        if (error instanceof _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi)
            return false;
        throw error;
    }
}
/** `acme/*\/aws`, without the host. */
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
function partMatcher(part) {
    const body = part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
        .join('[^/]*');
    return new RegExp(`^${body}$`, 'i');
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    const name = partMatcher(pattern.name);
    const provider = partMatcher(pattern.provider);
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        name.test(m.name) &&
        provider.test(m.provider);
}
/** Whether one module matches a pattern; patternMatcher for many. */
const matches = (pattern, module) => patternMatcher(pattern)(module);


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

const VALUES = { auto: 'auto', true: 'required', false: 'off' };
/** The "Usage" line of the Inputs log group. */
function usageLine(options) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: 'true: who uses each version, from Explorer; the step fails without it',
        off: 'false: not read',
    }[options.usage];
    return [
        'Usage',
        `${what}${options.usage !== 'off' && options.usageToken !== undefined ? ' (with `usage-token`)' : ''}`,
    ];
}
function parseUsageOptions(read, problems) {
    const raw = read('usage').trim();
    const usage = raw === '' ? 'auto' : VALUES[raw.toLowerCase()];
    if (usage === undefined) {
        problems.push(`Input \`usage\` must be auto (read who uses each version when the token may), true (required) or false (never), got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(raw)}.`);
    }
    const usageToken = read('usage-token').trim();
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push('Input `usage-token` must be one token, without spaces or line breaks.');
    }
    return { usage: usage ?? 'auto', ...(usageToken !== '' && { usageToken }) };
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
