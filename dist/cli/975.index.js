export const id = 975;
export const ids = [975];
export const modules = {

/***/ 3904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ resultEntries),
/* harmony export */   m: () => (/* binding */ stateJson)
/* harmony export */ });
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);


const stateJson = (d, revoked, revocation) => ({
    state: (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lifecycleOf */ .o0)(d, revoked === true),
    deprecated: d !== null || revoked === true,
    reason: d?.reason ?? null,
    link: d?.link ?? null,
    revoked: revoked ?? null,
    revocation: revoked === true ? (revocation ?? null) : null,
});
/** One entry per outcome; `maxNames` caps the workspace names of each (see `usageJson`). */
function resultEntries(outcomes, maxNames = Infinity) {
    return outcomes.map((o) => ({
        version: o.version,
        outcome: o.status,
        kind: o.kind,
        before: stateJson(o.before, o.revokedBefore, o.revocationBefore),
        after: stateJson(o.after, o.revoked, o.revocation),
        changed: o.status === 'changed' || o.status === 'planned',
        verified: o.verified,
        'deprecation-id': o.deprecationId ?? null,
        steps: [...o.steps],
        ...(o.error !== undefined && { error: o.error }),
        // Always present, as in `before` and `after`: one shape whatever the service shows.
        revoked: o.revoked ?? null,
        workspaces: (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageJson */ .AE)(o.usage, maxNames),
        ...(o.note !== undefined && { note: o.note }),
    }));
}


/***/ }),

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

/***/ 1231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X2: () => (/* binding */ blastRadius),
/* harmony export */   bl: () => (/* binding */ warnsBefore),
/* harmony export */   gy: () => (/* binding */ BLAST_RADIUS_DAYS),
/* harmony export */   nv: () => (/* binding */ WARN_WITHIN_DAYS)
/* harmony export */ });
/* harmony import */ var _changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8554);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);
/**
 * The blast radius of a policy's revocations: for each version it revokes now, and each one a
 * schedule revokes within BLAST_RADIUS_DAYS, the workspaces that still use it (their runs go on
 * with a warning; a workspace that has not used the version cannot start to). Pure: the plan and
 * the usage read for it in, the list out. The single-module mode shows the same for its revokes
 * (changes/blast-radius.ts).
 */


/** How far ahead a scheduled revocation counts. */
const BLAST_RADIUS_DAYS = 30;
/** A scheduled revocation this close, with users, is a warning at its rule's line. */
const WARN_WITHIN_DAYS = 14;
/**
 * A module's revocations now and soon, newest version first. A scheduled revocation of unused versions only
 * of a version in use is left out: on the day it stays deprecated, not revoked.
 */
function blastRadius(plan, usage) {
    if (plan === undefined)
        return [];
    const reach = [];
    const staysRevoked = new Set(plan.changes.filter((c) => c.revokedBefore && c.revokedAfter).map((c) => c.version));
    const revokedNow = new Set(plan.changes.filter(_changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_0__/* .revokesAnew */ .LM).map((c) => c.version));
    for (const [version, c] of plan.coverage) {
        if (typeof c !== 'object')
            continue;
        const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageOf */ .Fs)(usage, version);
        const entry = { version, rule: c.rule, ...(used !== undefined && { usage: used }) };
        if (revokedNow.has(version)) {
            reach.push(entry);
        }
        else if (c.revokeOn !== undefined &&
            c.daysLeft !== undefined &&
            c.daysLeft <= BLAST_RADIUS_DAYS &&
            !staysRevoked.has(version) &&
            !(c.onlyUnused === true && (used?.count ?? 0) > 0)) {
            reach.push({ ...entry, revokeOn: c.revokeOn, daysLeft: c.daysLeft });
        }
    }
    return reach;
}
/** Whether a scheduled revocation warrants a warning: within WARN_WITHIN_DAYS, with users. */
const warnsBefore = (r) => r.daysLeft !== undefined && r.daysLeft <= WARN_WITHIN_DAYS && (r.usage?.count ?? 0) > 0;


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MM: () => (/* binding */ planHeadline),
/* harmony export */   U9: () => (/* binding */ idleText),
/* harmony export */   UB: () => (/* binding */ reachWhen),
/* harmony export */   cX: () => (/* binding */ scheduled),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   lH: () => (/* binding */ scheduleText),
/* harmony export */   nT: () => (/* binding */ formatPlan)
/* harmony export */ });
/* unused harmony exports unrevokes, blastRadiusLines */
/* harmony import */ var _changes_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2314);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _blast_radius_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1231);
/* harmony import */ var _changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8554);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8992);
/**
 * The policy plan as a person reads it, the way `terraform plan` prints: counts first (those that
 * are not zero), then the changes grouped per module, with + deprecate, ~ update, - revert. Pure:
 * returns lines.
 */







const SYMBOL = {
    deprecate: '+',
    update: '~',
    revoke: '!',
    unrevoke: '~',
    revert: '-',
};
function countChanges(modules) {
    const counts = { deprecate: 0, update: 0, revoke: 0, unrevoke: 0, revert: 0, unchanged: 0 };
    for (const m of modules)
        for (const c of m.plan?.changes ?? [])
            counts[c.kind]++;
    return counts;
}
/** Whether a change takes a revocation back: new workspaces can start on the version again. */
const unrevokes = (change) => change.revokedBefore && !change.revokedAfter;
/**
 * The revocations a schedule has planned for later: version, day, days left. A version that is
 * revoked already and stays so (revoked by hand, without `prune`) has nothing pending.
 */
function scheduled(plan) {
    const pending = [];
    const changes = plan?.changes ?? [];
    const staysRevoked = new Set(changes.filter((c) => c.revokedAfter).map((c) => c.version));
    const unrevoked = new Set(changes.filter(unrevokes).map((c) => c.version));
    for (const [version, c] of plan?.coverage ?? new Map()) {
        if (typeof c === 'object' && c.revokeOn !== undefined && c.daysLeft !== undefined && !staysRevoked.has(version)) {
            pending.push({
                version,
                revokeOn: c.revokeOn,
                daysLeft: c.daysLeft,
                onlyUnused: c.onlyUnused === true,
                unrevokedNow: unrevoked.has(version),
            });
        }
    }
    return pending;
}
/**
 * Why a rule takes no version: 'The rule on line 14 ("= 1.3.0") takes none of the versions it
 * matches: the rule on line 12 ("< 2.0.0") comes first for 1.3.0. …'
 */
function idleText(idle, rules, 
/** How text from the file and option names are shown: as is for the log, escaped for Markdown. */
show = {
    text: (s) => s,
    code: (s) => `\`${s}\``,
}) {
    const name = (index) => {
        const rule = rules[index];
        return rule === undefined
            ? `rule ${index + 1}`
            : `the rule on line ${rule.line} (${show.text(JSON.stringify(rule.versions.text))})`;
    };
    const byTaker = new Map();
    for (const v of idle.versions)
        byTaker.set(v.takenBy, [...(byTaker.get(v.takenBy) ?? []), v.version]);
    const why = [...byTaker].map(([taker, versions]) => taker === 'newest-kept'
        ? `${show.code(_load_js__WEBPACK_IMPORTED_MODULE_2__/* .KEEP_LATEST */ .QC)} keeps ${show.text((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(versions))}`
        : `${name(taker)} comes first for ${show.text((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(versions))}`);
    const fix = byTaker.size === 1 && byTaker.has('newest-kept')
        ? `Lower ${show.code(_load_js__WEBPACK_IMPORTED_MODULE_2__/* .KEEP_LATEST */ .QC)} for it to apply.`
        : 'A version takes the first rule it satisfies: put narrower rules before wider ones.';
    const subject = name(idle.rule);
    return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} takes none of the versions it matches: ${why.join('; ')}. ${fix}`;
}
function planHeadline(modules) {
    const c = countChanges(modules);
    const failed = modules.filter((m) => m.error !== undefined && m.plan === undefined).length;
    const pending = modules.reduce((n, m) => n + scheduled(m.plan).length, 0);
    // Only the counts that are not zero, as the single-module plan says it.
    const parts = [
        ...['deprecate', 'update', 'revoke', 'unrevoke', 'revert']
            .filter((kind) => c[kind] > 0)
            .map((kind) => `${c[kind]} to ${kind}`),
        ...(c.unchanged > 0 ? [`${c.unchanged} unchanged`] : []),
    ];
    return `Plan: ${parts.length > 0 ? parts.join(', ') : 'nothing to change'}${pending > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(pending, 'revocation')} scheduled` : ''}${failed > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failed, 'module')} could not be read` : ''}.`;
}
/** " (no link)" after a deprecation without one, where the other side of an update has one. */
const noLink = (d, other) => d !== null && d.link === '' && other !== null && other.link !== '' ? ' (no link)' : '';
/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r) => ({ reason: r.message, link: r.link });
/**
 * What taking a revocation back means, after the change: the one change that lets new workspaces
 * start on a version withdrawn for a reason, and the message they no longer see (where read).
 */
function revocationGoes(change, show) {
    const message = change.revocationBefore !== undefined ? ` ${show(asDeprecation(change.revocationBefore))}` : '';
    return `; ⚠ new workspaces can start on it again: its revocation${message} goes away`;
}
/**
 * What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a
 * deprecation (as text for the log by default, as Markdown for the summary).
 */
function changeText(change, show = _report_js__WEBPACK_IMPORTED_MODULE_1__/* .deprecationText */ .uH) {
    const quoted = (d) => (d === null ? 'active' : show(d));
    const steps = change.steps.map((s) => (typeof s === 'string' ? s : s.step));
    switch (change.kind) {
        case 'missing':
            return 'not in the registry';
        case 'deprecate':
            return `deprecate with ${quoted(change.after)}`;
        case 'update':
            if ((0,_changes_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .updatesRevocation */ .V6)(change)) {
                // Planned only where the revocation was read: both are known.
                const before = change.revocationBefore !== undefined ? asDeprecation(change.revocationBefore) : null;
                const after = change.revocationAfter !== undefined ? asDeprecation(change.revocationAfter) : null;
                return `revocation ${quoted(before)}${noLink(before, after)} → ${quoted(after)}${noLink(after, before)}`;
            }
            // The link that goes (or comes) is said in words: an empty link shows nothing otherwise.
            return `${quoted(change.before)}${noLink(change.before, change.after)} → ${quoted(change.after)}${noLink(change.after, change.before)}`;
        case 'revoke': {
            const revocation = change.revocationAfter !== undefined ? ` with ${show(asDeprecation(change.revocationAfter))}` : '';
            return steps.includes('deprecate')
                ? `deprecate with ${quoted(change.after)}, then revoke${revocation}`
                : `revoke${revocation}`;
        }
        case 'unrevoke':
            return `unrevoke, back to deprecated ${quoted(change.before)}${steps.includes('update') ? ` → ${quoted(change.after)}` : ''}${revocationGoes(change, show)}`;
        case 'revert':
            return `${steps.includes('unrevoke') ? 'unrevoke, then ' : ''}revert deprecation ${quoted(change.before)}${steps.includes('unrevoke') ? revocationGoes(change, show) : ''}`;
        case 'unchanged':
            return 'unchanged';
    }
}
function formatPlan(modules) {
    const lines = [planHeadline(modules)];
    for (const m of modules) {
        const changes = (m.plan?.changes ?? []).filter((c) => c.kind !== 'unchanged');
        const pending = scheduled(m.plan);
        if (m.plan === undefined) {
            lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
        }
        else if (changes.length > 0 ||
            pending.length > 0 ||
            m.plan.held.size > 0 ||
            m.plan.idle.length > 0 ||
            m.plan.missing.length > 0 ||
            m.plan.kept.length > 0) {
            lines.push('', `${m.address}:`);
            const users = (version) => {
                const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageOf */ .Fs)(m.usage, version);
                return used !== undefined ? ` · ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)}` : '';
            };
            for (const c of changes) {
                lines.push(`  ${SYMBOL[c.kind]} ${c.version}: ${changeText(c)}${users(c.version)}`);
            }
            for (const [version, used] of m.plan.held) {
                lines.push(`  = ${version}: not revoked, in use by ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)} (\`${_load_js__WEBPACK_IMPORTED_MODULE_2__/* .ONLY_UNUSED */ .EG}\`)`);
            }
            if (m.plan.kept.length > 0) {
                lines.push(`  = ${(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(m.plan.kept)}: left out of the rules, among the newest released (\`${_load_js__WEBPACK_IMPORTED_MODULE_2__/* .KEEP_LATEST */ .QC}\`)`);
            }
            for (const p of pending)
                lines.push(`  … ${p.version}: ${scheduleText(p)}${users(p.version)}`);
            for (const idle of m.plan.idle)
                lines.push(`  ⚠ ${idleText(idle, m.entry?.rules ?? [])}`);
            for (const version of m.plan.missing)
                lines.push(`  ✗ ${version}: not in the registry`);
        }
    }
    lines.push(...blastRadiusLines(modules));
    if (modules.every((m) => m.plan !== undefined && m.plan.missing.length === 0 && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
        lines.push('', 'No changes. The registry matches the policy.');
    }
    return lines;
}
/**
 * "revoke on 2027-03-01 (in 99 days)", "… (in 99 days, if unused by then)", "revoke again on …
 * (in 99 days; unrevoked until then)".
 */
function scheduleText(p) {
    const again = p.unrevokedNow === true;
    return `revoke${again ? ' again' : ''} on ${p.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(p.daysLeft, 'day')}${p.onlyUnused ? ', if unused by then' : ''}${again ? '; unrevoked until then' : ''})`;
}
/** "revoked by this run", "revoke on 2027-03-01 (in 9 days)". */
const reachWhen = (r) => r.revokeOn === undefined || r.daysLeft === undefined
    ? 'revoked by this run'
    : `revoke on ${r.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(r.daysLeft, 'day')})`;
/** Every revocation now and within BLAST_RADIUS_DAYS, with who uses the version; none, no lines. */
function blastRadiusLines(modules) {
    const rows = modules.flatMap((m) => (0,_blast_radius_js__WEBPACK_IMPORTED_MODULE_3__/* .blastRadius */ .X2)(m.plan, m.usage).map((r) => `  ${m.address} ${r.version}: ${reachWhen(r)} · ${r.usage !== undefined ? (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(r.usage) : 'workspace usage not read'}`));
    if (rows.length === 0)
        return [];
    return ['', `Blast radius, revocations now and within ${_blast_radius_js__WEBPACK_IMPORTED_MODULE_3__/* .BLAST_RADIUS_DAYS */ .gy} days (${_changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_4__/* .BLAST_RADIUS_MEANING */ ._O}):`, ...rows];
}


/***/ }),

/***/ 3213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  failedModules: () => (/* binding */ failedModules),
  policyFailureSummary: () => (/* binding */ policyFailureSummary),
  policyOutputs: () => (/* binding */ policyOutputs),
  policyReport: () => (/* binding */ policyReport),
  policySummary: () => (/* binding */ policySummary),
  report: () => (/* binding */ report_report)
});

// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/policy/format.ts
var policy_format = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/charts.ts
var charts = __webpack_require__(5542);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/policy/schedule-chart.ts
/**
 * A policy plan's schedule as a picture: every revocation a `revoke-on` date schedules, as a
 * Mermaid `gantt` bar from the version's deprecation (today at the latest: the plan deprecates it
 * now if it is not yet) to its revocation, today marked, one section per module, with the same
 * dates in a table beside it; a version this plan unrevokes until its day is marked so in both. Pure.
 */




/** Bars the chart draws at most: past that a chart is unreadable; the table has every one. */
const CHART_BARS = 60;
const DAY_MS = 86_400_000;
/** Whether the day revokes the version: "yes", "only if unused"; "again" after this plan unrevokes it. */
function willRevoke(p) {
    const when = p.onlyUnused ? 'only if unused' : 'yes';
    return p.unrevokedNow ? `⚠️ ${when}, again: this plan unrevokes it until then (\`prune\`)` : when;
}
function scheduleSection(results) {
    const modules = results
        .map((r) => ({
        name: `${r.entry.module.namespace}/${r.entry.module.name}/${r.entry.module.provider}`,
        pending: (0,policy_format/* scheduled */.cX)(r.plan),
    }))
        .filter((m) => m.pending.length > 0);
    const first = modules[0]?.pending[0];
    if (first === undefined)
        return [];
    // The plan's today (UTC), from a date and the days left until it: the report reads no clock.
    const today = new Date(Date.parse(`${first.revokeOn}T00:00:00Z`) - first.daysLeft * DAY_MS)
        .toISOString()
        .slice(0, 10);
    let bars = 0;
    const sections = [];
    for (const m of modules) {
        const tasks = m.pending.slice(0, Math.max(0, CHART_BARS - bars)).map((p) => ({
            name: `${p.version}${p.onlyUnused ? ' if unused' : ''}${p.unrevokedNow ? ' unrevoked until then' : ''}`,
            start: today,
            end: p.revokeOn,
        }));
        bars += tasks.length;
        if (tasks.length > 0)
            sections.push({ title: m.name, tasks });
    }
    const rows = modules.flatMap((m) => m.pending.map((p) => `| ${(0,src_text/* cellCode */.GA)(m.name)} | ${(0,src_text/* cellCode */.GA)(p.version)} | ${p.revokeOn} | ${p.daysLeft} | ${willRevoke(p)} |`));
    return [
        '#### Revocation schedule',
        '',
        `Each bar runs from the version's deprecation (today at the latest) to the day a \`revoke-on\` date revokes it.${rows.length > bars ? ` The chart shows ${bars} of ${rows.length}; the table has every one.` : ''}`,
        '',
        ...(0,charts/* ganttChart */.$G)('Scheduled revocations', today, sections),
        ...(0,report/* table */.tp)(['Module', 'Version', 'Revoke on', 'Days left', 'Will revoke'], rows, `${(0,src_text/* plural */.LS)(rows.length, 'scheduled revocation')}`),
        '',
    ];
}

// EXTERNAL MODULE: ./src/policy/blast-radius.ts
var blast_radius = __webpack_require__(1231);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/changes/blast-radius.ts
var changes_blast_radius = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var policy_patterns = __webpack_require__(2819);
;// CONCATENATED MODULE: ./src/policy/report-patterns.ts
/**
 * The parts of a policy's report that patterns and revocations add: what each pattern took, the
 * overlaps and idle patterns at their lines, who uses each version a revocation now or soon takes,
 * and each revocation the plan takes back.
 * Pure: the runner writes the `Report`.
 */








const atLine = (at, line) => at.annotationFile !== undefined ? { file: at.annotationFile, line } : {};
/** A pattern that takes nothing: a warning at its line. */
function idlePatternAnnotations(patterns, at) {
    return (patterns?.idle ?? []).map((idle) => ({
        level: 'warning',
        title: 'A policy pattern takes no module',
        message: (0,policy_patterns/* idlePatternText */.ic)(idle),
        ...atLine(at, idle.entry.line),
    }));
}
/**
 * A revocation of a version workspaces still use, by this run or scheduled within
 * WARN_WITHIN_DAYS: a warning at its rule's line, as every revoke plan gives.
 */
function soonRevokedAnnotations(results, at) {
    return results.flatMap((r) => (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage)
        .filter((reach) => (0,blast_radius/* warnsBefore */.bl)(reach) || (reach.revokeOn === undefined && (reach.usage?.count ?? 0) > 0))
        .map((reach) => {
        const rule = r.entry.rules[reach.rule];
        const line = rule?.line ?? r.entry.line;
        if (reach.revokeOn === undefined && reach.usage !== undefined) {
            const warning = (0,changes_blast_radius/* inUseWarning */.hx)(r.address, reach.version, reach.usage, at.dryRun !== true, `a rule's \`${load/* ONLY_UNUSED */.EG}: true\``);
            return {
                level: 'warning',
                ...warning,
                message: `The rule on line ${line} revokes ${r.address} ${reach.version}. ${warning.message}`,
                ...atLine(at, line),
            };
        }
        const users = reach.usage !== undefined ? (0,format/* usageText */.tx)(reach.usage) : '';
        return {
            level: 'warning',
            title: `${r.address} ${reach.version} is revoked in ${(0,src_text/* plural */.LS)(reach.daysLeft ?? 0, 'day')} and still used`,
            message: `The rule on line ${line} revokes ${r.address} ${reach.version} on ${reach.revokeOn ?? ''}, and ${users} still ${reach.usage?.count === 1 ? 'uses' : 'use'} it. ${report/* REVOKED_CONSEQUENCE */.LA}`,
            ...atLine(at, line),
        };
    }));
}
/**
 * A revocation the plan takes back (`prune`): the one change that lets new workspaces start on a
 * version withdrawn for a reason. A warning at the line of the rule that covers the version (of
 * its module where none does), with the revocation message that goes away and how to keep it.
 */
function unrevokedAnnotations(results, at) {
    return results.flatMap((r) => r.outcomes
        // Revoked before, not after: taken back now (a dry run: would be).
        .filter((o) => (o.status === 'planned' || o.status === 'changed') && o.revokedBefore === true && o.revoked === false)
        .map((o) => {
        const coverage = r.plan?.coverage.get(o.version);
        const rule = typeof coverage === 'object' ? r.entry.rules[coverage.rule] : undefined;
        const line = rule?.line ?? r.entry.line;
        const why = rule === undefined
            ? 'no rule covers it'
            : typeof coverage === 'object' && coverage.revokeOn !== undefined
                ? `the rule on line ${line} revokes it only from ${coverage.revokeOn}`
                : `the rule on line ${line} deprecates it`;
        const message = o.revocationBefore !== undefined
            ? `Its revocation message goes away: ${(0,report/* deprecationText */.uH)({ reason: o.revocationBefore.message, link: o.revocationBefore.link })}.`
            : '';
        const done = o.status === 'changed';
        return {
            level: 'warning',
            title: `${r.address} ${o.version} ${done ? 'is unrevoked: new workspaces can' : 'would be unrevoked: new workspaces could'} start on it again`,
            message: [
                `\`prune: true\` takes back every revocation no rule asks for today, and ${why}.`,
                message,
                'To keep it revoked, give it a rule with `status: revoked` before the rule that covers it, or set `prune: false` on its module.',
            ]
                .filter((s) => s !== '')
                .join(' '),
            ...atLine(at, line),
        };
    }));
}
/** The summary's lines on what each pattern took; none without patterns. */
function patternSummary(patterns) {
    if (patterns === undefined || patterns.taken.length === 0)
        return [];
    const rows = patterns.taken.map(({ entry, modules }) => `| ${(0,src_text/* code */.aY)(entry.source)} | ${entry.line} | ${modules.length === 0 ? '0' : `${modules.length}: ${(0,src_text/* cell */.Hn)(modules.map((m) => `${m.namespace}/${m.name}/${m.provider}`).join(', '))}`} |`);
    return [
        '#### Patterns',
        '',
        ...(0,report/* table */.tp)(['Pattern', 'Line', 'Modules taken'], rows, (0,src_text/* plural */.LS)(patterns.taken.length, 'pattern')),
        '',
    ];
}
/** The summary's blast radius: each revocation now or within BLAST_RADIUS_DAYS, with its users. */
function blastRadiusSummary(results) {
    const rows = results.flatMap((r) => (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage).map((reach) => `| ${(0,src_text/* code */.aY)(r.address)} | ${(0,src_text/* cell */.Hn)(reach.version)} | ${(0,src_text/* cell */.Hn)((0,policy_format/* reachWhen */.UB)(reach))}${(0,blast_radius/* warnsBefore */.bl)(reach) ? ' ⚠️' : ''} | ${reach.usage !== undefined ? (0,format/* usageCell */.QZ)(reach.usage) : 'not read'} |`));
    if (rows.length === 0)
        return [];
    return [
        '#### Blast radius',
        '',
        `Revocations now and within ${blast_radius/* BLAST_RADIUS_DAYS */.gy} days (⚠️: within ${blast_radius/* WARN_WITHIN_DAYS */.nv} days), with who uses each version. ${changes_blast_radius/* BLAST_RADIUS_SENTENCE */.OQ}`,
        '',
        ...(0,report/* table */.tp)(['Module', 'Version', 'Revocation', 'Workspaces'], rows, (0,src_text/* plural */.LS)(rows.length, 'revocation')),
        '',
    ];
}
/** The `blast-radius` of one module in the `plan` output. */
function blastRadiusJson(r, maxNames) {
    return (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage).map((reach) => ({
        version: reach.version,
        'revoke-on': reach.revokeOn ?? null,
        'days-left': reach.daysLeft ?? 0,
        workspaces: reach.usage === undefined ? null : { count: reach.usage.count, names: reach.usage.names.slice(0, maxNames) },
    }));
}
/** Two patterns take the same modules: the run stops before any module is read, an error at each line. */
function overlapReport(patterns, policyFile, at) {
    const annotations = patterns.overlaps.flatMap((overlap) => overlap.patterns.map((entry) => ({
        level: 'error',
        title: 'Policy patterns overlap',
        message: (0,policy_patterns/* overlapText */.th)(overlap, entry),
        ...atLine(at, entry.line),
    })));
    const each = patterns.overlaps.map((o) => `${o.patterns.map((p) => `${p.source} (line ${p.line})`).join(' and ')} both take ${(0,policy_patterns/* modulesText */.vv)(o.modules)}`);
    const message = `Patterns in ${policyFile} take the same modules, so which rules apply would depend on the file's order: ${each.join('; ')}. Nothing was changed: give each such module its own entry, or narrow a pattern with \`exclude\`.`;
    const summary = [`### Deprecation policy ${(0,src_text/* code */.aY)(policyFile)}`, '', (0,report/* verdictLine */.MT)('fails', (0,src_text/* cell */.Hn)(message)), ''].join('\n');
    return (0,report/* failedReport */.kS)('invalid-input', message, summary, annotations);
}

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/policy/report.ts
/**
 * What a policy run reports: outputs, an annotation per module not fully applied, the job
 * summary and the verdict, drawn from per-module results. Pure: the runner writes the `Report`.
 */









/**
 * The outputs, with the same meaning as in the single-module mode; versions are listed as
 * `MODULE@VERSION` items since a policy covers many modules.
 */
function policyOutputs(results) {
    const items = (pick) => results.flatMap((r) => r.outcomes.filter(pick).map((o) => `${r.address}@${o.version}`));
    const changed = items((o) => o.status === 'changed' || o.status === 'planned');
    // A dry run changes nothing: the state after the step is the state before it.
    const revokedAfter = (o) => (o.status === 'planned' ? o.revokedBefore : o.revoked) === true;
    const deprecated = items((o) => ((o.status === 'planned' ? o.before : o.after) !== null || revokedAfter(o)) && o.status !== 'failed');
    const revoked = items((o) => revokedAfter(o) && o.status !== 'failed');
    return {
        changed: String(changed.length > 0),
        'changed-versions': changed.join(','),
        deprecated: String(deprecated.length > 0),
        'deprecated-versions': deprecated.join(','),
        'revoked-versions': revoked.join(','),
        result: (0,report/* fitOutput */.fT)(format/* OUTPUT_NAME_LEVELS */.Ix, (maxNames) => results.map((r) => ({
            module: r.address,
            ...(r.error !== undefined && { error: r.error }),
            versions: (0,result/* resultEntries */.K)(r.outcomes, maxNames),
        }))),
        plan: (0,report/* fitOutput */.fT)(format/* OUTPUT_NAME_LEVELS */.Ix, (maxNames) => results.map((r) => ({
            module: r.address,
            ...(r.entry.takenBy !== undefined && { pattern: r.entry.takenBy.source, 'pattern-line': r.entry.takenBy.line }),
            ...(r.plan === undefined && { error: r.error ?? 'not planned' }),
            changes: (r.plan?.changes ?? [])
                .filter((c) => c.kind !== 'unchanged')
                .map((c) => ({
                version: c.version,
                action: c.kind,
                steps: c.steps,
                workspaces: (0,format/* usageJson */.AE)((0,format/* usageOf */.Fs)(r.usage, c.version), maxNames),
                before: (0,result/* stateJson */.m)(c.before, known(r, c.revokedBefore), c.revocationBefore),
                after: (0,result/* stateJson */.m)(c.after, known(r, c.revokedAfter), c.revocationAfter),
            })),
            scheduled: (0,policy_format/* scheduled */.cX)(r.plan).map((p) => ({
                version: p.version,
                'revoke-on': p.revokeOn,
                'days-left': p.daysLeft,
                'only-unused': p.onlyUnused,
            })),
            'blast-radius': blastRadiusJson(r, maxNames),
            // Versions a rule for unused versions only would revoke but workspaces use: left deprecated.
            held: [...(r.plan?.held ?? new Map())].map(([version, used]) => ({
                version,
                workspaces: (0,format/* usageJson */.AE)(used, maxNames),
            })),
        }))),
    };
}
/** Revoked or not, where the module's service shows revocation. */
const known = (r, revoked) => r.plan?.revocationKnown === true ? revoked : undefined;
/** Modules that failed to read, or whose changes failed or could not be verified. */
function failedModules(results, verify) {
    return results.filter((r) => r.error !== undefined || (0,outcome/* hasFailures */.QP)(r.outcomes, verify));
}
const LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
/** The summary; `headline` is the verdict line it starts with (`policyHeadline`). */
function policySummary(results, context, headline) {
    const lines = [`### Deprecation policy ${(0,src_text/* code */.aY)(context.policyFile)}: ${(0,src_text/* plural */.LS)(results.length, 'module')}`, ''];
    if (headline !== undefined)
        lines.push(headline, '');
    if (context.dryRun)
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. This is the plan.'));
    lines.push((0,policy_format/* planHeadline */.MM)(results), '');
    lines.push(...patternSummary(context.patterns), ...blastRadiusSummary(results), ...scheduleSection(results));
    for (const r of results) {
        const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
        const unchanged = r.outcomes.length - changes.length;
        lines.push(`#### ${(0,src_text/* code */.aY)(r.address)}${r.entry.takenBy !== undefined ? ` (pattern ${(0,src_text/* code */.aY)(r.entry.takenBy.source)})` : ''}`, '');
        if (r.error !== undefined)
            lines.push(`❌ ${(0,src_text/* messageCell */.kf)(r.error)}`, '');
        const pending = (0,policy_format/* scheduled */.cX)(r.plan);
        const notes = r.outcomes.filter((o) => o.note !== undefined);
        const idle = r.plan?.idle ?? [];
        const schedule = [
            ...(pending.length > 0
                ? [`⏳ Scheduled: ${pending.map((p) => `${(0,src_text/* code */.aY)(p.version)} ${(0,policy_format/* scheduleText */.lH)(p)}`).join(', ')}.`, '']
                : []),
            // The action's own words: its code spans (a rule's keys) render as code.
            ...notes.map((o) => `- ${(0,src_text/* code */.aY)(o.version)}: ${(0,src_text/* messageCell */.kf)(o.note ?? '')}`),
            ...(notes.length > 0 ? [''] : []),
            ...idle.map((i) => `- ⚠️ ${(0,policy_format/* idleText */.U9)(i, r.entry.rules, { text: src_text/* cell */.Hn, code: src_text/* code */.aY })}`),
            ...(idle.length > 0 ? [''] : []),
        ];
        if (changes.length === 0 && r.error === undefined) {
            lines.push(`No changes; ${(0,src_text/* plural */.LS)(unchanged, 'version')} as the policy says.`, '', ...schedule);
            continue;
        }
        const showsUsage = r.usage !== undefined;
        if (changes.length > 0) {
            const rows = changes.map((o) => {
                const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
                const text = (0,policy_format/* changeText */.k0)({ ...o, ...(o.revocation !== undefined && { revocationAfter: o.revocation }) }, deprecationMarkdown);
                const users = showsUsage ? ` ${(0,format/* usageCell */.QZ)(o.usage)} |` : '';
                return `| ${(0,src_text/* cell */.Hn)(o.version)} | ${text} |${users} ${outcome}${o.error ? `: ${(0,src_text/* messageCell */.kf)(o.error)}` : ''} |`;
            });
            const columns = ['Version', 'Change', ...(showsUsage ? ['Workspaces'] : []), 'Outcome'];
            lines.push(...(0,report/* table */.tp)(columns, rows, (0,src_text/* plural */.LS)(changes.length, 'change')));
            lines.push('', `${(0,src_text/* plural */.LS)(unchanged, 'other version')} unchanged.`, '');
        }
        lines.push(...schedule);
    }
    if (results.some((r) => r.usage !== undefined))
        lines.push(`<sub>${(0,format/* usageScopeNote */.QL)(context.words)}</sub>`, '');
    // Only a change the read API showed is verified, as in the single-module mode.
    const verified = results.some((r) => r.outcomes.some((o) => o.verified && o.status === 'changed'));
    const footer = (0,report/* runFooter */.Vm)(context, verified ? report/* VERIFIED_NOTE */.CB : '');
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}
function policyReport(results, context) {
    const failed = failedModules(results, context.verify);
    const failures = failed.map((r) => {
        const problems = [
            r.error,
            ...r.outcomes.filter((o) => o.error !== undefined).map((o) => `${o.version}: ${o.error}`),
        ];
        return {
            level: 'error',
            title: `Policy for ${r.address} was not fully applied`,
            message: problems.filter((p) => p !== undefined).join('\n'),
        };
    });
    // A rule that takes no version is almost always a mistake in the file's order: said at its line.
    const idle = results.flatMap((r) => (r.plan?.idle ?? []).map((i) => ({
        level: 'warning',
        title: `A policy rule for ${r.address} takes no version`,
        message: (0,policy_format/* idleText */.U9)(i, r.entry.rules),
        ...(context.annotationFile !== undefined && {
            file: context.annotationFile,
            line: r.entry.rules[i.rule]?.line ?? r.entry.line,
        }),
    })));
    const annotations = [
        ...failures,
        // Loudest of the warnings: new workspaces can start on a version withdrawn for a reason.
        ...unrevokedAnnotations(results, context),
        ...idle,
        ...idlePatternAnnotations(context.patterns, context),
        ...soonRevokedAnnotations(results, context),
    ];
    const missing = results.flatMap((r) => r.outcomes.filter((o) => o.kind === 'missing').map((o) => `${r.address} ${o.version}`));
    const missingText = `The policy names ${missing.length === 1 ? 'a version' : 'versions'} the registry does not list: ${missing.join(', ')}.${context.dryRun ? '' : ' Nothing was changed: correct or remove the rules that name them.'}`;
    const failedText = `${failed.length} of ${(0,src_text/* plural */.LS)(results.length, 'module')} were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were.`;
    const verdict = missing.length > 0
        ? // The file's mistake, not the service's: a re-run cannot help, a corrected rule can.
            { failed: true, reason: 'invalid-input', message: missingText }
        : failed.length > 0
            ? {
                failed: true,
                reason: policyFailureReason(failed),
                message: `${failedText} ${(0,wording/* seeSummary */.SI)(context.words, failed.some((r) => r.transient === true || (0,outcome/* rerunMayHelp */.zd)(r.outcomes, context.verify)))}`,
            }
            : {
                failed: false,
                message: context.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.',
            };
    const headline = verdict.failed
        ? (0,report/* verdictLine */.MT)('fails', (0,src_text/* cell */.Hn)(missing.length > 0 ? missingText : failedText))
        : policyHeadline(results, context, annotations);
    return {
        outputs: policyOutputs(results),
        annotations,
        summary: policySummary(results, context, headline),
        verdict,
        warnings: [],
        // For a pull request: a plan that changes something, or anything that went wrong or looks wrong.
        noteworthy: missing.length > 0 ||
            annotations.length > 0 ||
            results.some((r) => r.error !== undefined || r.outcomes.some((o) => o.kind !== 'unchanged')),
    };
}
/**
 * The first line of a run that did not fail: what changed (or would), and the warnings' titles
 * where there are any (a rule that takes no version, a revocation of a version in use).
 */
function policyHeadline(results, context, annotations) {
    const changed = results.reduce((n, r) => n + r.outcomes.filter((o) => o.status === (context.dryRun ? 'planned' : 'changed')).length, 0);
    const held = results.reduce((n, r) => n + r.outcomes.filter((o) => o.note !== undefined).length, 0);
    const done = changed === 0
        ? `Nothing to change: the registry matches the policy${context.dryRun ? ' (dry run)' : ''}`
        : context.dryRun
            ? `${(0,src_text/* plural */.LS)(changed, 'version')} would change (dry run)`
            : `${(0,src_text/* plural */.LS)(changed, 'version')} changed; the registry matches the policy`;
    const warnings = [
        held > 0 ? `${(0,src_text/* plural */.LS)(held, 'revocation')} held back: in use (see below)` : '',
        (0,report/* warningsWhy */.ax)(annotations, src_text/* cell */.Hn).replace(/\.$/, ''),
    ].filter((w) => w !== '');
    return warnings.length > 0
        ? (0,report/* verdictLine */.MT)('warns', `${(0,src_text/* inSentence */.BX)(done)}; ${warnings.join('; ')}.`, context.words.run)
        : (0,report/* verdictLine */.MT)('passes', `${done}.`, context.words.run);
}
/**
 * Why a policy run failed, as the single mode says it: a module that could not be read counts
 * as a failure, with the failed writes.
 */
function policyFailureReason(failed) {
    return (0,report/* writeFailureReason */.oe)(failed.flatMap((r) => [
        ...(r.error !== undefined ? [r.noRevocation === true] : []),
        ...r.outcomes.filter((o) => o.status === 'failed').map((o) => o.revocationUnavailable === true),
    ]));
}
/** The step's report for what the run ended with. */
function report_report(result) {
    const { request } = result;
    if (result.kind === 'failed') {
        return (0,report/* failedReport */.kS)(result.reason, result.message, policyFailureSummary(request.policyFile, result.message));
    }
    const at = request.annotationFile !== undefined ? { annotationFile: request.annotationFile } : {};
    if (result.kind === 'overlap')
        return overlapReport(result.patterns, request.policyFile, at);
    return policyReport(result.modules, {
        policyFile: request.policyFile,
        ...at,
        dryRun: request.dryRun,
        verify: request.verify,
        ...(result.patterns !== undefined && { patterns: result.patterns }),
        ...result.context,
    });
}
/** The summary of a policy run that stopped before it could account for each module. */
function policyFailureSummary(policyFile, message) {
    return `### Deprecation policy ${(0,src_text/* code */.aY)(policyFile)}\n\n${(0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(message))}\n`;
}
/** A deprecation in a table cell: the reason quoted as text, the link a real link. */
function deprecationMarkdown(d) {
    return `${(0,src_text/* cell */.Hn)(JSON.stringify(d.reason))}${d.link !== '' ? ` (${(0,src_text/* markdownLink */.iQ)((0,src_text/* cell */.Hn)(d.link), d.link)})` : ''}`;
}


/***/ })

};
