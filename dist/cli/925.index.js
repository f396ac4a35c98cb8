export const id = 925;
export const ids = [925];
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
/** A policy's revocations now and within BLAST_RADIUS_DAYS, with who uses each one. Pure; see changes/blast-radius. */


/** How far ahead a scheduled revocation counts. */
const BLAST_RADIUS_DAYS = 30;
/** A scheduled revocation this close, with users, is a warning at its rule's line. */
const WARN_WITHIN_DAYS = 14;
/** A module's revocations now and soon, newest first; an `only-unused` schedule of a version in use is left out. */
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
/* harmony export */   dw: () => (/* binding */ asDeprecation),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   lH: () => (/* binding */ scheduleText),
/* harmony export */   nT: () => (/* binding */ formatPlan)
/* harmony export */ });
/* unused harmony export blastRadiusLines */
/* harmony import */ var _changes_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2314);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _blast_radius_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1231);
/* harmony import */ var _changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8554);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8992);
/** The policy plan as `terraform plan` prints one: non-zero counts, then changes per module (+ deprecate, - revert). */







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
/**
 * The revocations a schedule has planned for later. A version that is revoked already and stays so (revoked by
 * hand, without `prune`) has nothing pending.
 */
function scheduled(plan) {
    const pending = [];
    const changes = plan?.changes ?? [];
    const staysRevoked = new Set(changes.filter((c) => c.revokedAfter).map((c) => c.version));
    const unrevoked = new Set(changes.filter((c) => c.revokedBefore && !c.revokedAfter).map((c) => c.version));
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
/** Why a rule takes no version: 'The rule on line 14 ("= 1.3.0") takes none of the versions it matches: …'. */
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
/** What taking a revocation back means: new workspaces can start on the version again; its message goes. */
function revocationGoes(change, show) {
    const message = change.revocationBefore !== undefined ? ` ${show(asDeprecation(change.revocationBefore))}` : '';
    return `; ⚠ new workspaces can start on it again: its revocation${message} goes away`;
}
/** What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a deprecation. */
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
        if (m.plan === undefined) {
            lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
            continue;
        }
        const changes = m.plan.changes.filter((c) => c.kind !== 'unchanged');
        const users = (version) => {
            const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageOf */ .Fs)(m.usage, version);
            return used !== undefined ? ` · ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)}` : '';
        };
        const { held, kept, idle, missing } = m.plan;
        const body = [
            ...changes.map((c) => `  ${SYMBOL[c.kind]} ${c.version}: ${changeText(c)}${users(c.version)}`),
            ...[...held].map(([version, used]) => `  = ${version}: not revoked, in use by ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)} (\`${_load_js__WEBPACK_IMPORTED_MODULE_2__/* .ONLY_UNUSED */ .EG}\`)`),
            ...(kept.length > 0
                ? [`  = ${(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(kept)}: left out of the rules, among the newest released (\`${_load_js__WEBPACK_IMPORTED_MODULE_2__/* .KEEP_LATEST */ .QC}\`)`]
                : []),
            ...scheduled(m.plan).map((p) => `  … ${p.version}: ${scheduleText(p)}${users(p.version)}`),
            ...idle.map((i) => `  ⚠ ${idleText(i, m.entry?.rules ?? [])}`),
            ...missing.map((version) => `  ✗ ${version}: not in the registry`),
        ];
        if (body.length > 0)
            lines.push('', `${m.address}:`, ...body);
    }
    lines.push(...blastRadiusLines(modules));
    if (modules.every((m) => m.plan !== undefined && m.plan.missing.length === 0 && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
        lines.push('', 'No changes. The registry matches the policy.');
    }
    return lines;
}
/** "revoke on 2027-03-01 (in 9 days)", "…, if unused by then)", "revoke again on … (…; unrevoked until then)". */
function scheduleText(p) {
    const again = p.unrevokedNow;
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

/***/ 6055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ missingVersions),
/* harmony export */   ah: () => (/* binding */ planModule),
/* harmony export */   dA: () => (/* binding */ utcDay),
/* harmony export */   hC: () => (/* binding */ needsUsage),
/* harmony export */   pX: () => (/* binding */ revocationsToRead),
/* harmony export */   qC: () => (/* binding */ revokesNow),
/* harmony export */   sO: () => (/* binding */ DAY_MS)
/* harmony export */ });
/* harmony import */ var _versions_semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _changes_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2314);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);
/* harmony import */ var _versions_constraint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4486);
/* harmony import */ var _versions_selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3116);
/**
 * What a policy asks of one module: per version deprecate, update, revoke (now, or from a rule's day), unrevoke or
 * revert (both only with `prune`), or leave unchanged. Pure: the versions and today's date in, a plan out.
 */





/** See `IdleRule`. */
function idleRules(entry, newestFirst, coverage) {
    return entry.rules.flatMap((rule, index) => {
        const versions = [];
        for (const version of newestFirst) {
            if (!(0,_versions_constraint_js__WEBPACK_IMPORTED_MODULE_2__/* .satisfies */ .i)(version, rule.versions))
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
const DAY_MS = 86_400_000;
/** Whole days from `today` to `day`, both `YYYY-MM-DD`. */
function daysBetween(today, day) {
    return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
/** Whether a rule revokes its versions on `today`: `status: revoked`, or its day has come. */
function revokesNow(rule, today) {
    return rule.status === 'revoked' || (rule.revokeOn !== undefined && rule.revokeOn <= today);
}
/** The rule covering each version, or why none does. */
function cover(entry, newestFirst, today) {
    const kept = (0,_versions_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .newestReleased */ .eC)(newestFirst, entry.keepLatest);
    const coverage = new Map();
    for (const version of newestFirst) {
        const index = kept.has(version) ? -1 : entry.rules.findIndex((r) => (0,_versions_constraint_js__WEBPACK_IMPORTED_MODULE_2__/* .satisfies */ .i)(version, r.versions));
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
 * The revoked versions whose revocation must be read: those a rule revokes today (`compared`: does the message say
 * what the rule says), and those `prune` takes out of revocation (`shown`: the plan shows the message that goes).
 */
function revocationsToRead(entry, current, today) {
    const coverage = cover(entry, (0,_versions_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .sortNewestFirst */ .BP)(current.map((v) => v.version)), today);
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
    const newestFirst = (0,_versions_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .sortNewestFirst */ .BP)(current.map((v) => v.version));
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const coverage = cover(entry, newestFirst, today);
    const changes = newestFirst.map((version) => {
        const state = byVersion.get(version) ?? { version, deprecation: null };
        const c = coverage.get(version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageOf */ .Fs)(usage, version);
        let target;
        if (rule === undefined) {
            // Without prune, a deprecation or revocation no rule covers is someone else's: leave it alone.
            target = entry.prune ? { to: 'active' } : undefined;
        }
        else if (!revokesNow(rule, today)) {
            // With prune, a revocation no rule asks for (yet) is taken back to deprecated.
            target = { to: 'deprecated', reason: rule.reason, link: rule.link, unrevoke: entry.prune };
        }
        else if (rule.onlyUnused && state.revoked !== true && used !== undefined && used.count > 0) {
            // A safe revoke: a version some workspace uses is deprecated but not revoked.
            held.set(version, used);
            target = { to: 'deprecated', reason: rule.reason, link: rule.link };
        }
        else {
            target = { to: 'revoked', reason: rule.reason, link: rule.link };
        }
        return (0,_changes_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planVersion */ .Uk)(state, target);
    });
    return {
        changes,
        missing: [...missingVersions(entry, newestFirst).keys()],
        coverage,
        revocationKnown,
        held,
        idle: idleRules(entry, newestFirst, coverage),
        kept: newestFirst.filter((v) => coverage.get(v) === 'newest-kept' && entry.rules.some((r) => (0,_versions_constraint_js__WEBPACK_IMPORTED_MODULE_2__/* .satisfies */ .i)(v, r.versions))),
    };
}
/** Versions a rule names exactly ("= 1.3.0") that the registry does not list, with the rule's line: a typo. */
function missingVersions(entry, listed) {
    const have = new Set(listed.map((v) => _versions_semver_js__WEBPACK_IMPORTED_MODULE_0__/* .valid */ .rZ(v) ?? v));
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








/***/ })

};
