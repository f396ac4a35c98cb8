export const id = 310;
export const ids = [310];
export const modules = {

/***/ 5542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ ganttChart),
/* harmony export */   Tz: () => (/* binding */ lineChart)
/* harmony export */ });
/* unused harmony export chartLabel */
/**
 * Mermaid charts for the job summary and comments, within what GitHub renders: its bundled Mermaid is older, so a
 * chart keeps to syntax Mermaid 10 parses, and carries no text the action did not write but names and versions the
 * registry's rules allow. Each stands beside a table with the same numbers, for readers without charts. Pure.
 */
function mermaidBlock(lines) {
    return ['```mermaid', ...lines, '```', ''];
}
/** Mermaid's text is its own syntax: keep a label to letters, digits and a few safe marks. */
function chartLabel(text) {
    return text
        .replace(/[^A-Za-z0-9 ._/+-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** A label inside double quotes (xychart-beta's titles and axis labels): a colon may stay. */
function quoted(text) {
    return `"${text
        .replace(/[^A-Za-z0-9 ._/+:,()-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}"`;
}
/** One x label per point, each series one line in the palette's colours (no legend: the table beside names them). */
function lineChart(title, labels, yTitle, series, palette) {
    const top = Math.max(1, ...series.flatMap((s) => s.values));
    const theme = { themeVariables: { xyChart: { plotColorPalette: palette.join(', ') } } };
    return mermaidBlock([
        `%%{init: ${JSON.stringify(theme)}}%%`,
        'xychart-beta',
        `  title ${quoted(title)}`,
        `  x-axis [${labels.map(quoted).join(', ')}]`,
        `  y-axis ${quoted(yTitle)} 0 --> ${Math.ceil(top * 1.1)}`,
        ...series.map((s) => `  line [${s.values.join(', ')}]`),
    ]);
}
/** A gantt chart of days, each section its tasks, with a milestone for `today` (YYYY-MM-DD). */
function ganttChart(title, today, sections) {
    return mermaidBlock([
        'gantt',
        `  title ${chartLabel(title)}`,
        '  dateFormat YYYY-MM-DD',
        '  axisFormat %Y-%m-%d',
        '  section Today',
        `  Today ${today} :milestone, ${today}, 0d`,
        ...sections.flatMap((section) => [
            `  section ${chartLabel(section.title)}`,
            ...section.tasks.map((t) => `  ${chartLabel(t.name)} :${t.start}, ${t.end}`),
        ]),
    ]);
}


/***/ }),

/***/ 9877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ burndown),
/* harmony export */   h: () => (/* binding */ shownTime)
/* harmony export */ });
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/**
 * The burn-down: uses of retired versions in the previous report and now, over the modules both reports read (so
 * another scope never makes a migration up); who moved off, told from who stays on a version no longer retired; and
 * the earlier runs' counts for the chart. Pure.
 */

const sameScope = (a, b) => JSON.stringify([...a.patterns].map((p) => p.toLowerCase()).sort()) ===
    JSON.stringify([...b.patterns].map((p) => p.toLowerCase()).sort());
function burndown(previous, current) {
    const previousScope = previous.scope ?? _data_js__WEBPACK_IMPORTED_MODULE_0__/* .WHOLE_ORGANIZATION */ .E2;
    const scopeDiffers = !sameScope(previousScope, current.scope);
    const key = (module) => module.toLowerCase();
    const before = new Map(previous.modules.map((m) => [key(m.module), m]));
    const after = new Map(current.modules.map((m) => [key(m.module), m]));
    const usageMissing = previous.usage === 'unread' ? 'previous' : current.usage === 'unread' ? 'current' : undefined;
    const modules = [];
    if (usageMissing === undefined) {
        for (const [name, now] of after) {
            const then = before.get(name);
            if (then === undefined)
                continue;
            const compared = compareModule(now.module, then, now);
            if (compared.then > 0 || compared.now > 0)
                modules.push(compared);
        }
    }
    modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));
    // Earlier runs of the same scope, in date order; one count per instant (the report's own last).
    const at = (p) => Date.parse(p.at);
    const own = previous.usage === 'unread' ? [] : [(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .historyPoint */ .jQ)(previous.generatedAt, previous)];
    const byInstant = new Map();
    for (const p of scopeDiffers ? [] : [...previous.history, ...own])
        byInstant.set(at(p), p);
    const points = [...byInstant.values()].sort((a, b) => at(a) - at(b));
    const thisRun = Date.parse(current.generatedAt);
    return {
        previousAt: previous.generatedAt,
        previousScope,
        scopeAssumed: previous.scope === undefined,
        scopeDiffers,
        ...(usageMissing !== undefined && { usageMissing }),
        onlyThen: onlyIn(before, after),
        onlyNow: onlyIn(after, before),
        history: points.filter((p) => at(p) <= thisRun).slice(-_data_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_RUNS */ .eZ),
        future: points.filter((p) => at(p) > thisRun),
        then: modules.reduce((n, m) => n + m.then, 0),
        now: modules.reduce((n, m) => n + m.now, 0),
        modules,
    };
}
/** The modules of `a` that `b` lacks, by name, sorted. */
function onlyIn(a, b) {
    return [...a]
        .filter(([name]) => !b.has(name))
        .map(([, m]) => m.module)
        .sort();
}
/** One module then and now: its retired uses, who moved off, who stays on a version no longer retired. */
function compareModule(module, then, now) {
    const before = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(then);
    const after = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(now);
    const activeNow = new Map(now.versions.filter((v) => !(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state)).map((v) => [v.version, v]));
    // Versions retired then, active now, and used then.
    const unretired = then.versions.filter((v) => (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state) && v.count > 0 && activeNow.has(v.version));
    const stillOn = new Set();
    const versions = new Set();
    for (const v of unretired) {
        const users = new Set(activeNow.get(v.version)?.workspaces ?? []);
        for (const w of v.workspaces) {
            if (users.has(w) && !after.workspaces.has(w)) {
                stillOn.add(w);
                versions.add(v.version);
            }
        }
    }
    return {
        module,
        then: before.uses,
        now: after.uses,
        movedOff: [...before.workspaces].filter((w) => !after.workspaces.has(w) && !stillOn.has(w)).sort(),
        unretired: { versions: [...versions].sort(), workspaces: [...stillOn].sort() },
        unretiredUses: unretired.reduce((n, v) => n + v.count, 0),
    };
}
/** A run's time as people read it: `2026-11-24 07:23 UTC`. */
function shownTime(iso) {
    const t = new Date(iso);
    return Number.isNaN(t.getTime()) ? iso : `${t.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 4310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  report: () => (/* binding */ report_report)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/data.ts
var report_data = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/report/formats.ts
var formats = __webpack_require__(5226);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/report/outputs.ts





/** How many versions `result` keeps, tried in turn once no name is left, until it fits. */
const ENTRY_LEVELS = [5_000, 1_000, 100, 0];
function entryJson(e, maxNames) {
    return {
        module: e.module,
        version: e.version,
        state: e.state,
        workspaces: (0,format/* usageJson */.AE)({ count: e.count, names: e.workspaces }, maxNames),
    };
}
/** `result` within the limit, and the warning when versions had to be left out. */
function resultOutput(entries, words, limit = report/* OUTPUT_LIMIT_BYTES */._G) {
    const levels = [
        ...format/* OUTPUT_NAME_LEVELS */.Ix.map((names) => ({ names, kept: entries.length })),
        ...ENTRY_LEVELS.filter((kept) => kept < entries.length).map((kept) => ({ names: 0, kept })),
    ];
    for (const [i, level] of levels.entries()) {
        const json = JSON.stringify(entries.slice(0, level.kept).map((e) => entryJson(e, level.names)));
        // GitHub's limit is in bytes; names may be anything but ASCII.
        if (Buffer.byteLength(json, 'utf8') > limit && i < levels.length - 1)
            continue;
        const left = entries.length - level.kept;
        return {
            result: json,
            ...(left > 0 && {
                warning: `${(0,wording/* initial */.Vh)(words.output('result'))} lists the ${(0,src_text/* plural */.LS)(level.kept, 'deprecated or revoked version')} in use by the most workspaces, without their names, and leaves out ${left} more: GitHub caps an output at 1 MB. Every one is in ${words.name('reportFile')}${words.takes('json') ? '' : " (and the command line's `--json`)"}.`,
            }),
        };
    }
    return { result: '[]' };
}
function migrationOutputs(data, words) {
    const t = (0,report_data/* totals */.Sd)(data);
    const { result, warning } = resultOutput((0,report_data/* inUse */.Lj)(data), words);
    return {
        outputs: {
            result,
            deprecated: String(t.deprecatedInUse + t.revokedInUse > 0),
            'deprecated-in-use': String(t.deprecatedInUse),
            'revoked-in-use': String(t.revokedInUse),
            'workspaces-affected': String(t.workspacesAffected),
        },
        warnings: warning !== undefined ? [warning] : [],
    };
}

// EXTERNAL MODULE: ./src/report/burndown.ts
var burndown = __webpack_require__(9877);
// EXTERNAL MODULE: ./src/charts.ts
var charts = __webpack_require__(5542);
;// CONCATENATED MODULE: ./src/report/burndown-chart.ts
/**
 * The burn-down as Mermaid `xychart-beta` line charts, one point per run (`history`, then this run), with the numbers
 * in a table. Versions and workspaces are counts of different things: each has its own chart and axis. xychart-beta
 * draws no legend, so each chart's title names its lines by their colours, as the table's header does. Pure.
 */




const DEPRECATED = {
    label: 'Deprecated versions in use',
    colour: 'orange',
    hex: '#d97706',
    of: (p) => p.deprecatedInUse,
};
const REVOKED = { label: 'Revoked versions in use', colour: 'red', hex: '#dc2626', of: (p) => p.revokedInUse };
const WORKSPACES = {
    label: 'Workspaces affected',
    colour: 'blue',
    hex: '#2563eb',
    of: (p) => p.workspacesAffected,
};
/** The charts: a title that says which line is which, the y axis's title, the lines. */
const CHARTS = [
    {
        title: `Versions in use: deprecated (${DEPRECATED.colour}), revoked (${REVOKED.colour})`,
        axis: 'Versions in use',
        series: [DEPRECATED, REVOKED],
    },
    { title: `Workspaces affected (${WORKSPACES.colour})`, axis: 'Workspaces', series: [WORKSPACES] },
];
/**
 * Each run's time (UTC): its day, or its minute, second or millisecond where runs share the shorter one; runs of the
 * very same instant (which the history never keeps) are told apart by their place.
 */
function runLabels(points) {
    const iso = points.map((p) => new Date(p.at).toISOString());
    for (const end of [10, 16, 19, 23]) {
        const labels = iso.map((t) => t.slice(0, end).replace('T', ' '));
        if (new Set(labels).size === labels.length)
            return labels;
    }
    return iso.map((t, i) => `${t.slice(0, 23).replace('T', ' ')} (run ${i + 1})`);
}
/** The charts and their table; nothing before a second run (a line needs two points). */
function burndownChart(b, data) {
    // A run that read no usage has no counts to draw.
    const points = [...b.history, ...(data.usage === 'unread' ? [] : [(0,report_data/* historyPoint */.jQ)(data.generatedAt, data)])];
    if (points.length < 2)
        return [];
    const labels = runLabels(points);
    const columns = CHARTS.flatMap((c) => c.series);
    const rows = points.map((p, i) => `| ${labels[i]}${i === points.length - 1 && data.usage !== 'unread' ? ' (this run)' : ''} | ${columns.map((s) => s.of(p)).join(' | ')} |`);
    return [
        ...CHARTS.flatMap((c) => (0,charts/* lineChart */.Tz)(c.title, labels, c.axis, c.series.map((s) => ({ values: points.map(s.of) })), c.series.map((s) => s.hex))),
        ...(0,report/* table */.tp)(['Run', ...columns.map((s) => `${s.label} (${s.colour})`)], rows, `The counts of ${(0,src_text/* plural */.LS)(points.length, 'run')}`),
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/bounded.ts

/** Rows each table shows at most; the report files hold every one. */
const SUMMARY_ROWS = { inUse: 300, burndown: 300, versions: 1500 };
/** "N more rows are in the report files": what a bounded table says of what it left out. */
function more(left, what, words) {
    return left > 0
        ? [
            '',
            `${(0,src_text/* plural */.LS)(left, `more ${what}`)} not shown here: every one is in ${words.name('reportFile')} and ${words.name('reportCsv')}.`,
            '',
        ]
        : [''];
}

;// CONCATENATED MODULE: ./src/report/burndown-section.ts






const change = (then, now) => now === then ? '±0' : now < then ? `−${then - now}` : `+${now - then}`;
/** A scope in words: "every private module of acme", "the modules of acme matching acme/storage/*". */
function scopeText(scope, organization) {
    return scope.patterns.length === 0
        ? `every private module of ${organization}`
        : `the modules of ${organization} matching ${scope.patterns.join(', ')}`;
}
function burndownWarnings(b, data, words) {
    const warnings = [];
    if (b.scopeDiffers) {
        warnings.push(`${words.name('previousReport')} (${(0,burndown/* shownTime */.h)(b.previousAt)}) is a report of another scope: ${scopeText(b.previousScope, data.organization)}${b.scopeAssumed ? ' (it does not say its scope, so the whole organization is assumed)' : ''}; this run reads ${scopeText(data.scope, data.organization)}. ` +
            `The burn-down compares only the ${(0,src_text/* plural */.LS)(data.modules.length - b.onlyNow.length, 'module')} both read, and its chart starts again from this run.`);
    }
    if (b.future.length > 0) {
        const first = b.future[0]?.at ?? '';
        warnings.push(`${words.name('previousReport')} remembers ${(0,src_text/* plural */.LS)(b.future.length, 'run')} dated after this run (from ${(0,burndown/* shownTime */.h)(first)}): ${b.future.length === 1 ? 'it is' : 'they are'} left out of the burn-down chart and of the history this report keeps (a clock may be wrong).`);
    }
    return warnings;
}
/** The section: the totals then and now, the charts, and the modules compared. */
function burndownSection(b, data, words) {
    const lines = ['### Burn-down', ''];
    if (b.usageMissing !== undefined) {
        lines.push(`${b.usageMissing === 'previous' ? `The previous report (${(0,burndown/* shownTime */.h)(b.previousAt)})` : 'This run'} read no usage, so uses are not compared.`, '');
    }
    else {
        const unretired = b.modules.reduce((n, m) => n + m.unretiredUses, 0);
        const why = unretired > 0
            ? `; ${unretired} of them uses of versions no longer deprecated or revoked, whose workspaces did not move`
            : '';
        lines.push(`Uses of deprecated and revoked versions: **${b.then}** on ${(0,burndown/* shownTime */.h)(b.previousAt)}, **${b.now}** now (${change(b.then, b.now)}${why}).`, '');
    }
    const left = [
        ...(b.onlyThen.length > 0 ? [`${(0,src_text/* plural */.LS)(b.onlyThen.length, 'module')} only the previous report read`] : []),
        ...(b.onlyNow.length > 0 ? [`${(0,src_text/* plural */.LS)(b.onlyNow.length, 'module')} only this run read`] : []),
    ];
    if (left.length > 0 && b.usageMissing === undefined) {
        lines.push(`Not compared: ${left.join(', and ')}${b.scopeDiffers ? ' (the reports are of different scopes)' : ''}.`, '');
    }
    lines.push(...burndownChart(b, data));
    if (b.modules.length === 0)
        return lines;
    // The last column only where a version stopped being retired while workspaces used it.
    const unretired = b.modules.some((m) => m.unretired.workspaces.length > 0);
    const rows = b.modules.slice(0, SUMMARY_ROWS.burndown).map((m) => moduleRow(m, unretired));
    return [
        ...lines,
        ...(0,report/* table */.tp)(['Module', 'Then', 'Now', 'Change', 'Moved off', ...(unretired ? ['Still on a version no longer retired'] : [])], rows, `Burn-down of ${(0,src_text/* plural */.LS)(b.modules.length, 'module')}`),
        ...more(b.modules.length - rows.length, 'module', words),
    ];
}
function moduleRow(m, unretiredColumn) {
    const moved = m.movedOff.length === 0 ? '0' : (0,format/* usageCell */.QZ)({ count: m.movedOff.length, names: m.movedOff });
    const { versions, workspaces } = m.unretired;
    const stillOn = workspaces.length === 0
        ? '0'
        : `${versions.map(src_text/* cellCode */.GA).join(', ')}, by ${(0,format/* usageCell */.QZ)({ count: workspaces.length, names: workspaces })}`;
    return `| ${(0,src_text/* cellCode */.GA)(m.module)} | ${m.then} | ${m.now} | ${change(m.then, m.now)} | ${moved} |${unretiredColumn ? ` ${stillOn} |` : ''}`;
}

;// CONCATENATED MODULE: ./src/report/report.ts
/**
 * The migration report as the step's report: the counts as outputs, and a job summary of the retired versions in
 * use, the burn-down, then every module's versions, folded; bounded (bounded.ts). Names from the service or a
 * previous file are code spans, never markup. Pure.
 */









function report_report(result) {
    if (result.kind === 'failed') {
        const what = result.stage === 'write' ? 'was read but not written' : 'could not be read';
        return {
            ...(0,report/* failedReport */.kS)(result.reason, `The migration report ${what}: ${result.message}`),
            warnings: result.warnings,
        };
    }
    const { data, request, burndown, changeRequests } = result;
    const { words } = result.context;
    const t = (0,report_data/* totals */.Sd)(data);
    const { outputs, warnings } = migrationOutputs(data, words);
    const scope = request.pattern !== undefined ? ` matching ${(0,src_text/* cellCode */.GA)((0,module_pattern/* patternText */.U)(request.pattern))}` : '';
    const lines = [
        `## Module migration report: ${(0,src_text/* cellCode */.GA)(data.organization)}`,
        '',
        `${(0,src_text/* plural */.LS)(t.modules, 'private module')}${scope}, ${(0,src_text/* plural */.LS)(t.versions, 'version')}: ${t.deprecated} deprecated, ${t.revoked} revoked. ` +
            (data.usage === 'unread'
                ? 'Usage was not read, so who uses them is not shown.'
                : `**${(0,src_text/* plural */.LS)(t.deprecatedInUse, 'deprecated version')}** and **${(0,src_text/* plural */.LS)(t.revokedInUse, 'revoked version')}** are still in use, by ${(0,src_text/* plural */.LS)(t.workspacesAffected, 'workspace')}.`),
        '',
        ...(result.usageProblem ? (0,report/* note */.N4)((0,src_text/* messageCell */.kf)(`Usage was not read: ${result.usageProblem}`)) : []),
        ...inUseSection(data, words),
        ...(burndown !== undefined ? burndownSection(burndown, data, words) : []),
        ...(changeRequests !== undefined ? changeRequestsSection(changeRequests, words.name('changeRequestsLimit')) : []),
        ...modulesSection(data, words),
        ...(0,report/* runFooter */.Vm)(result.context),
    ];
    return {
        outputs: { ...outputs, 'change-requests-opened': String(changeRequests?.opened ?? 0) },
        annotations: [],
        summary: lines.join('\n'),
        verdict: {
            failed: false,
            message: `${(0,src_text/* plural */.LS)(t.modules, 'module')} reported: ${t.deprecatedInUse} deprecated and ${t.revokedInUse} revoked ${t.deprecatedInUse + t.revokedInUse === 1 ? 'version' : 'versions'} in use by ${(0,src_text/* plural */.LS)(t.workspacesAffected, 'workspace')}.`,
        },
        warnings: [
            ...result.warnings,
            ...(burndown !== undefined ? burndownWarnings(burndown, data, words) : []),
            ...warnings,
        ],
        // The whole report for the command line's `--json`, built only when it is printed.
        record: () => (0,formats/* reportDocument */.ce)(data, burndown, changeRequests),
    };
}
const stateCell = (v) => (v.state === 'revoked' ? '**revoked**' : v.state);
function inUseSection(data, words) {
    if (data.usage === 'unread')
        return [];
    const entries = (0,report_data/* inUse */.Lj)(data);
    if (entries.length === 0)
        return ['### Still in use', '', 'No deprecated or revoked version is in use.', ''];
    const rows = entries
        .slice(0, SUMMARY_ROWS.inUse)
        .map((e) => `| ${(0,src_text/* cellCode */.GA)(e.module)} | ${(0,src_text/* cellCode */.GA)(e.version)} | ${stateCell(e)} | ${(0,format/* usageCell */.QZ)({ count: e.count, names: e.workspaces })} |`);
    return [
        '### Still in use',
        '',
        ...(0,report/* table */.tp)(['Module', 'Version', 'State', 'Workspaces'], rows, `${(0,src_text/* plural */.LS)(entries.length, 'deprecated or revoked version')} in use`),
        ...more(entries.length - rows.length, 'version in use', words),
    ];
}
function changeRequestsSection(done, limitName) {
    const pairs = done.requests.reduce((n, r) => n + r.workspaces.length, 0);
    const lead = done.dryRun
        ? `Dry run: **${(0,src_text/* plural */.LS)(pairs, 'change request')}** would be opened, for ${(0,src_text/* plural */.LS)(done.requests.length, 'module version')}; none was.`
        : `**${(0,src_text/* plural */.LS)(done.opened, 'change request')} opened**, for ${(0,src_text/* plural */.LS)(done.requests.length, 'module version')}.`;
    const more = [
        ...(done.alreadyOpen > 0 ? [`${done.alreadyOpen} already had one of this action open.`] : []),
        ...(done.left > 0 ? [`Up to ${done.left} more are left for the next run (${limitName}: ${done.limit}).`] : []),
    ];
    const rows = done.requests.map((r) => `| ${(0,src_text/* cellCode */.GA)(r.module)} | ${(0,src_text/* cellCode */.GA)(r.version)} | ${stateCell(r)} | ${(0,src_text/* cellCode */.GA)(r.subject)} | ${(0,format/* usageCell */.QZ)({ count: r.workspaces.length, names: r.workspaces })} |`);
    return [
        '### Change requests',
        '',
        [lead, ...more].join(' '),
        '',
        ...(rows.length > 0
            ? [
                ...(0,report/* table */.tp)(['Module', 'Version', 'State', 'Subject', done.dryRun ? 'Would open on' : 'Opened on'], rows, `${(0,src_text/* plural */.LS)(rows.length, 'module version')} with change requests`),
                '',
            ]
            : []),
    ];
}
function modulesSection(data, words) {
    const rows = [];
    let total = 0;
    for (const m of data.modules) {
        for (const v of m.versions) {
            total += 1;
            if (rows.length >= SUMMARY_ROWS.versions)
                continue;
            const users = data.usage === 'unread' ? '' : (0,format/* usageCell */.QZ)({ count: v.count, names: v.workspaces });
            rows.push(`| ${(0,src_text/* cellCode */.GA)(m.module)} | ${(0,src_text/* cellCode */.GA)(v.version)} | ${stateCell(v)} | ${users} |`);
        }
    }
    if (total === 0)
        return ['### Every module', '', 'The organization has no private module to report.', ''];
    // Always folded: the list of every version is reference, not the news.
    return [
        '### Every module',
        '',
        '<details><summary>Every version of every module, with its state and users</summary>',
        '',
        '| Module | Version | State | Workspaces |',
        '|---|---|---|---|',
        ...rows,
        '',
        '</details>',
        ...more(total - rows.length, 'version', words),
    ];
}


/***/ }),

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ usageJson),
/* harmony export */   Fs: () => (/* binding */ usageOf),
/* harmony export */   Ix: () => (/* binding */ OUTPUT_NAME_LEVELS),
/* harmony export */   QL: () => (/* binding */ usageScopeNote),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   Se: () => (/* binding */ withUsage),
/* harmony export */   tx: () => (/* binding */ usageText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

/** Names shown in one log line before "+N more". */
const LOG_NAMES = 5;
/** Names shown in a summary cell before they fold into a `<details>`. */
const CELL_NAMES = 3;
/** A version's usage, where usage was read: a version no row names has no users. */
function usageOf(usage, version) {
    if (usage === undefined)
        return undefined;
    return usage.get(version) ?? { count: 0, names: [] };
}
/** For the log: "3 workspaces (app-prod, app-staging, +1 more)", "no workspaces". */
function usageText(u) {
    if (u.count === 0)
        return 'no workspaces';
    const shown = u.names.slice(0, LOG_NAMES);
    const more = u.count - shown.length;
    const names = shown.length > 0 ? ` (${shown.join(', ')}${more > 0 ? `, +${more} more` : ''})` : '';
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}${names}`;
}
/** For a summary table cell: the count and the names, folded into a one-line `<details>` (as GitHub renders it in a table). */
function usageCell(u) {
    if (u === undefined)
        return '';
    if (u.count === 0)
        return '0';
    const names = u.names.map((n) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cellCode */ .GA)(n)).join(', ');
    const unnamed = u.count - u.names.length;
    const rest = unnamed > 0 ? `${names === '' ? '' : ', '}+${unnamed} unnamed` : '';
    if (u.names.length <= CELL_NAMES)
        return `${u.count}${names !== '' || rest !== '' ? `: ${names}${rest}` : ''}`;
    return `<details><summary>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}</summary>${names}${rest}</details>`;
}
/** For the outputs: `{count, names}`, or null where not read; names (never the count) dropped to fit GitHub's limit. */
function usageJson(u, maxNames = Infinity) {
    return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}
/** How many workspace names each version keeps in an output, tried in turn until it fits. */
const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0];
/** Each outcome with who uses its version, and, for a revoke held back because workspaces use it, why. */
function withUsage(outcomes, usage, held, 
/** What revokes only unused versions where the plan was made: the runner's setting, or a policy rule's key. */
option) {
    return outcomes.map((o) => {
        const used = o.kind === 'missing' ? undefined : usageOf(usage, o.version);
        const kept = held.get(o.version);
        return {
            ...o,
            ...(used !== undefined && { usage: used }),
            ...(kept !== undefined && {
                note: `Not revoked: in use by ${usageText(kept)}. With ${option}, only unused versions are revoked, so it stays deprecated.`,
            }),
        };
    });
}
/** Under every summary that shows usage: what the figures cover. */
const usageScopeNote = (words) => `Workspaces are those of HCP Terraform (from its Explorer). Configurations run elsewhere are not counted: the gate (${words.name('configDirectory')}) covers those from their side.`;


/***/ })

};
