export const id = 549;
export const ids = [549];
export const modules = {

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

/***/ 3549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/concurrency.ts
var src_concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var changes_outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/read.ts
var changes_read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/changes/feature-set.ts
var feature_set = __webpack_require__(8566);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var patterns = __webpack_require__(2819);
// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/policy/plan.ts
/**
 * What a policy asks of one module: per version deprecate, update, revoke (now, or from the day a
 * rule's schedule names), unrevoke or revert (both only with `prune`), or leave unchanged. Pure:
 * the module's current versions and today's date in, a plan out.
 */





/** The rules of a module that match versions but take none (see `IdleRule`). */
function idleRules(entry, newestFirst, coverage) {
    return entry.rules.flatMap((rule, index) => {
        const versions = [];
        for (const version of newestFirst) {
            if (!(0,constraint/* satisfies */.i)(version, rule.versions))
                continue;
            const c = coverage.get(version);
            if (typeof c === 'object' && c.rule === index)
                return [];
            // A version this rule satisfies is covered: by an earlier rule, or kept.
            versions.push({ version, takenBy: typeof c === 'object' ? c.rule : 'newest-kept' });
        }
        if (versions.length === 0)
            return [];
        const exact = rule.versions.terms.every((t) => t.operator === '=');
        return versions.some((v) => v.takenBy !== 'newest-kept') || exact ? [{ rule: index, versions }] : [];
    });
}
/** Whether a module's rules need usage today: a rule for unused versions only that revokes now. */
function needsUsage(entry, today) {
    return entry.rules.some((r) => r.onlyUnused && revokesNow(r, today));
}
/** Today in UTC as `YYYY-MM-DD`, the form `revoke-on` is written in. */
const utcDay = (now) => now.toISOString().slice(0, 10);
/** Whole days from `today` to `day`, both `YYYY-MM-DD`. */
function daysBetween(today, day) {
    return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
/** Whether a rule revokes its versions on `today`: `status: revoked`, or its day has come. */
function revokesNow(rule, today) {
    return rule.status === 'revoked' || (rule.revokeOn !== undefined && rule.revokeOn <= today);
}
/** The rule covering each version, or why none does. */
function cover(entry, newestFirst, today) {
    const kept = (0,selection/* newestReleased */.eC)(newestFirst, entry.keepLatest);
    const coverage = new Map();
    for (const version of newestFirst) {
        const index = kept.has(version) ? -1 : entry.rules.findIndex((r) => (0,constraint/* satisfies */.i)(version, r.versions));
        const rule = entry.rules[index];
        if (rule === undefined) {
            coverage.set(version, kept.has(version) ? 'newest-kept' : 'uncovered');
        }
        else if (rule.revokeOn !== undefined && !revokesNow(rule, today)) {
            coverage.set(version, {
                rule: index,
                revokeOn: rule.revokeOn,
                daysLeft: daysBetween(today, rule.revokeOn),
                ...(rule.onlyUnused && { onlyUnused: true }),
            });
        }
        else {
            coverage.set(version, { rule: index });
        }
    }
    return coverage;
}
/**
 * The revoked versions whose revocation must be read, one read each: those a rule revokes today
 * (`compared`: whether the message already says what the rule says), and those `prune` takes out
 * of revocation (`shown`: the message that goes away, which the plan shows).
 */
function revocationsToRead(entry, current, today) {
    const coverage = cover(entry, (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version)), today);
    const compared = new Set();
    const shown = new Set();
    for (const v of current.filter((state) => state.revoked === true)) {
        const c = coverage.get(v.version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        if (rule !== undefined && revokesNow(rule, today))
            compared.add(v.version);
        else if (entry.prune)
            shown.add(v.version);
    }
    return { compared, shown };
}
function planModule(entry, current, today, revocationKnown = current.some((v) => v.revoked !== undefined), usage) {
    const held = new Map();
    const newestFirst = (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version));
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const coverage = cover(entry, newestFirst, today);
    const changes = newestFirst.map((version) => {
        const state = byVersion.get(version) ?? { version, deprecation: null };
        const c = coverage.get(version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        let target;
        const used = (0,format/* usageOf */.Fs)(usage, version);
        if (rule !== undefined &&
            revokesNow(rule, today) &&
            rule.onlyUnused &&
            state.revoked !== true &&
            (used?.count ?? 0) > 0) {
            // A safe revoke: a version some workspace uses is deprecated but not revoked.
            held.set(version, used);
            target = { to: 'deprecated', reason: rule.reason, link: rule.link };
        }
        else if (rule !== undefined) {
            target = revokesNow(rule, today)
                ? { to: 'revoked', reason: rule.reason, link: rule.link }
                : // With prune, a revocation no rule asks for (yet) is taken back to deprecated.
                    { to: 'deprecated', reason: rule.reason, link: rule.link, unrevoke: entry.prune };
        }
        else {
            // Without prune, a deprecation or revocation no rule covers is someone else's: leave it alone.
            target = entry.prune ? { to: 'active' } : undefined;
        }
        return (0,plan/* planVersion */.Uk)(state, target);
    });
    return {
        changes,
        missing: [...missingVersions(entry, newestFirst).keys()],
        coverage,
        revocationKnown,
        held,
        idle: idleRules(entry, newestFirst, coverage),
        kept: newestFirst.filter((v) => coverage.get(v) === 'newest-kept' && entry.rules.some((r) => (0,constraint/* satisfies */.i)(v, r.versions))),
    };
}
/**
 * The versions a rule names exactly (every term `=`, as in "= 1.3.0") that the registry does not
 * list, each with the line of the rule that names it: a typo, known before any write.
 */
function missingVersions(entry, listed) {
    const have = new Set(listed.map((v) => semver/* valid */.rZ(v) ?? v));
    const missing = new Map();
    for (const rule of entry.rules) {
        if (!rule.versions.terms.every((t) => t.operator === '='))
            continue;
        for (const { version } of rule.versions.terms) {
            if (!have.has(version) && !missing.has(version))
                missing.set(version, rule.line);
        }
    }
    return missing;
}

// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/policy/format.ts
var policy_format = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/policy/log.ts




async function logPolicyInputs(log, words, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        ['Policy', `${request.policyFile} (${entriesText(request.policy)})`],
        (0,inputs_log/* serviceLine */.o2)(request),
        (0,inputs_log/* runOptionsLine */.i$)(request),
        (0,inputs/* usageLine */.U)(request, words),
    ]);
}
/** "3 modules", "1 module, 2 patterns". */
const entriesText = (policy) => [
    ...(policy.modules.length > 0 || policy.patterns.length === 0 ? [(0,src_text/* plural */.LS)(policy.modules.length, 'module')] : []),
    ...(policy.patterns.length > 0 ? [(0,src_text/* plural */.LS)(policy.patterns.length, 'pattern')] : []),
].join(', ');
/** What each pattern took, after the organization's modules were listed. */
async function logPatterns(log, expansion) {
    await log.group(`Expand ${(0,src_text/* plural */.LS)(expansion.taken.length, 'pattern')}`, async () => {
        for (const { entry, modules } of expansion.taken) {
            log.info(`  ${entry.source} (line ${entry.line}): ${modules.length === 0 ? 'no module' : `${(0,src_text/* plural */.LS)(modules.length, 'module')}: ${modules.map((m) => `${m.namespace}/${m.name}/${m.provider}`).join(', ')}`}`);
        }
    });
}
/** One line per module read: its versions, or why it could not be read. */
const moduleRead = (log, address, versions) => log.info(`  ${address}: ${versions} versions`);
const moduleUnread = (log, address, message) => log.info(`  ${address}: ✗ ${message}`);
async function logPlan(log, planned, heldBack) {
    await log.group('Plan', async () => {
        for (const line of (0,policy_format/* formatPlan */.nT)(planned))
            log.info(line);
    });
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
}
/**
 * Writes buffered groups in a fixed order, each whole: a group waits for those before it, and
 * one write runs at a time, since the runner's `group` yields while its body runs.
 */
class OrderedGroups {
    ready = new Map();
    next = 0;
    writing = Promise.resolve();
    log;
    constructor(log) {
        this.log = log;
    }
    done(index, title, lines) {
        this.ready.set(index, { title, lines });
        this.writing = this.writing.then(() => this.flush());
        return this.writing;
    }
    async flush() {
        for (let group = this.ready.get(this.next); group !== undefined; group = this.ready.get(this.next)) {
            this.ready.delete(this.next);
            this.next++;
            if (group.lines.length === 0)
                continue;
            const { lines } = group;
            await this.log.group(group.title, async () => {
                for (const line of lines)
                    this.log.info(line);
            });
        }
    }
}
/** Keeps a module's log lines until they can be written together. */
class BufferedLog {
    lines = [];
    async group(title, body) {
        this.lines.push(`${title}:`);
        return body();
    }
    info(message) {
        this.lines.push(message);
    }
}

;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one read per module (concurrently, under the shared rate limiter), a plan for
 * all of them, then each module's plan carried out exactly as the single-module mode does. A
 * failure in one module never stops the others.
 */














const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    try {
        await logPolicyInputs(deps.log, deps.context.words, request);
        const patterns = await expand(request.policy, deps);
        if (patterns.overlaps.length > 0)
            return { kind: 'overlap', request, context: deps.context, patterns };
        await preloadUsage(patterns.modules, deps);
        const modules = await runPolicy(request, patterns.modules, deps, utcDay(new Date()));
        return {
            kind: 'done',
            request,
            context: deps.context,
            modules,
            ...(request.policy.patterns.length > 0 && { patterns: { taken: patterns.taken, idle: patterns.idle } }),
        };
    }
    catch (error) {
        return { kind: 'failed', request, reason: (0,errors/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/**
 * The policy's modules with its patterns expanded: each organization a pattern names is listed
 * once, whole (a list that does not add up fails the run rather than leave a module out).
 */
async function expand(policy, deps) {
    if (policy.patterns.length === 0)
        return (0,patterns/* expandPatterns */.qL)(policy.modules, [], () => []);
    const lister = deps.moduleList;
    if (lister === undefined)
        throw new Error('the policy has patterns, but this run cannot list modules');
    const listed = new Map();
    for (const { organization } of policy.patterns) {
        const key = organization.toLowerCase();
        if (listed.has(key))
            continue;
        const modules = await lister.listModules(organization);
        deps.log.info(`The private registry of ${organization} lists ${(0,src_text/* plural */.LS)(modules.length, 'module')}.`);
        listed.set(key, modules);
    }
    const expansion = (0,patterns/* expandPatterns */.qL)(policy.modules, policy.patterns, (o) => listed.get(o.toLowerCase()) ?? []);
    await logPatterns(deps.log, expansion);
    return expansion;
}
/**
 * An organization whose modules a pattern took (hundreds, often) has its usage read at once, so a
 * plan over every module of an organization asks Explorer once, not once per module. Modules
 * listed one by one are read one by one, as ever: a few small reads beat a whole export.
 */
async function preloadUsage(modules, deps) {
    const { usage, organizationUsage } = deps;
    if (usage?.preload === undefined || organizationUsage === undefined || !usage.enabled)
        return;
    const byOrganization = new Map();
    for (const entry of modules) {
        const key = entry.organization.toLowerCase();
        const group = byOrganization.get(key) ?? { name: entry.organization, modules: [], patterned: false };
        group.modules.push(entry.module);
        group.patterned ||= entry.takenBy !== undefined;
        byOrganization.set(key, group);
    }
    for (const { name, modules: listed, patterned } of byOrganization.values()) {
        if (patterned && listed.length > 1)
            await usage.preload(name, listed, organizationUsage);
    }
}
/** Every module read and planned, then carried out; `today` (UTC) dates scheduled revocations. */
async function runPolicy(request, modules, deps, today) {
    const { dryRun } = request;
    const { log, registry, concurrency } = deps;
    const planned = await log.group(`Read ${(0,src_text/* plural */.LS)(modules.length, 'module')}`, () => (0,src_concurrency/* mapConcurrent */._)(modules, concurrency, (entry) => readAndPlan(request, deps, entry, today)));
    // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
    // sent in the whole run, rather than changing the other modules and versions first.
    const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
    const heldBack = !dryRun && missing.length > 0
        ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
        : undefined;
    await logPlan(log, planned, heldBack);
    // The organizations' plans, before the first write (src/changes/feature-set.ts).
    if (!dryRun && heldBack === undefined)
        await requirePolicyFeatures(planned, deps);
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each
    // module's lines are kept and written as one group, in the policy file's order, as soon as the
    // modules before it are written.
    const options = {
        dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        concurrency,
        words: deps.context.words,
    };
    const writer = new OrderedGroups(log);
    return (0,src_concurrency/* mapConcurrent */._)(planned.map((result, index) => ({ result, index })), MODULES_AT_ONCE, async ({ result, index }) => {
        const buffered = new BufferedLog();
        let outcome = result;
        if (result.plan !== undefined) {
            const { organization, module } = result.entry;
            try {
                const outcomes = heldBack !== undefined
                    ? (0,changes_outcome/* heldBackOutcomes */.IP)(result.plan, heldBack, options)
                    : await (0,carry_out/* carryOut */.u0)(registry, organization, module, result.plan, options, buffered);
                outcome = {
                    ...result,
                    outcomes: (0,format/* withUsage */.Se)(missingNamed(outcomes, result.entry), result.usage, result.plan.held, `the rule's \`${load/* ONLY_UNUSED */.EG}: true\``),
                };
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                buffered.info(`✗ ${message}`);
                outcome = { ...result, error: message, ...((0,errors/* isTransient */.dg)(error) && { transient: true }) };
            }
        }
        // A module with nothing to change logs nothing: the plan already said so.
        await writer.done(index, result.address, buffered.lines);
        return outcome;
    });
}
/** Each organization's feature set, for the plans of its modules: one read per organization. */
async function requirePolicyFeatures(planned, deps) {
    const byOrganization = new Map();
    for (const { entry, plan } of planned) {
        if (plan === undefined)
            continue;
        const group = byOrganization.get(entry.organization.toLowerCase()) ?? { name: entry.organization, plans: [] };
        group.plans.push(plan);
        byOrganization.set(entry.organization.toLowerCase(), group);
    }
    for (const { name, plans } of byOrganization.values())
        await (0,feature_set/* requireFeatures */.zi)(deps.featureSets, name, plans);
}
/** One module read (state, revocation, usage) and planned; a failure is the module's alone. */
async function readAndPlan(request, deps, entry, today) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, entry.module);
    try {
        const read = await (0,changes_read/* readModule */.bH)({
            organization: entry.organization,
            module: entry.module,
            needsRevocation: entry.rules.some((r) => revokesNow(r, today)),
            // A revoked version a rule revokes today is compared by its message, and one the plan
            // takes out of revocation shows the message that goes away: one read each.
            compared: (versions) => revocationsToRead(entry, versions, today).compared,
            shown: (versions) => revocationsToRead(entry, versions, today).shown,
            // Usage, when `usage` allows (and always for a rule that revokes today only what is unused).
            usageRequired: needsUsage(entry, today),
        }, deps);
        moduleRead(deps.log, address, read.versions.length);
        const plan = planModule(entry, read.versions, today, read.revocationKnown, read.usage);
        return { entry, address, plan, ...(read.usage !== undefined && { usage: read.usage }), outcomes: [] };
    }
    catch (error) {
        const message = (0,src_text/* errorMessage */.gJ)(error);
        moduleUnread(deps.log, address, message);
        const noRevocation = (0,errors/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
        return {
            entry,
            address,
            outcomes: [],
            error: message,
            ...(noRevocation && { noRevocation: true }),
            ...((0,errors/* isTransient */.dg)(error) && { transient: true }),
        };
    }
}
/** A missing version's error names the rule that names it, not the `version` input. */
function missingNamed(outcomes, entry) {
    const lines = missingVersions(entry, []);
    return outcomes.map((o) => o.kind === 'missing'
        ? {
            ...o,
            error: `Version ${o.version}, named by the rule on line ${lines.get(o.version) ?? entry.line}, is not in the registry's version list for this module: correct or remove the rule.`,
        }
        : o);
}


/***/ })

};
