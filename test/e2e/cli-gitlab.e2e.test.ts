/**
 * docs/examples/gitlab-ci.yml is valid GitLab CI and runs the command line as it is. No package on
 * npm publishes GitLab's JSON schema for .gitlab-ci.yml on its own, so this is a structural check
 * against GitLab's documented keywords (docs.gitlab.com/ci/yaml): global keywords and jobs, each
 * job's keywords, rules, and artifacts with a Code Quality report; then every command the
 * pipeline runs is read by the command line's own parser, and the report it writes is the one
 * the job hands to GitLab.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseCommandLine } from '../../src/cli/command-line.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examples = readdirSync(path.join(root, 'docs/examples')).filter((name) => name.startsWith('gitlab-'));

const GLOBAL_KEYWORDS = ['default', 'include', 'stages', 'variables', 'workflow', 'spec'];
const JOB_KEYWORDS = [
  ...['after_script', 'allow_failure', 'artifacts', 'before_script', 'cache', 'coverage', 'dependencies'],
  ...['environment', 'extends', 'hooks', 'id_tokens', 'identity', 'image', 'inherit', 'interruptible'],
  ...['needs', 'pages', 'parallel', 'release', 'resource_group', 'retry', 'rules', 'script', 'secrets'],
  ...['services', 'stage', 'tags', 'timeout', 'trigger', 'variables', 'when', 'manual_confirmation'],
];
const stringOrList = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

const JOB_SCHEMA = {
  type: 'object',
  propertyNames: { enum: JOB_KEYWORDS },
  properties: {
    image: { anyOf: [{ type: 'string' }, { type: 'object', required: ['name'] }] },
    extends: stringOrList,
    script: { type: 'array', items: { type: 'string' }, minItems: 1 },
    stage: { type: 'string' },
    rules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          if: { type: 'string' },
          changes: { type: 'array', items: { type: 'string' } },
          exists: { type: 'array', items: { type: 'string' } },
          when: { enum: ['on_success', 'on_failure', 'always', 'manual', 'delayed', 'never'] },
          allow_failure: { type: 'boolean' },
          variables: { type: 'object' },
        },
      },
    },
    artifacts: {
      type: 'object',
      additionalProperties: false,
      properties: {
        paths: { type: 'array', items: { type: 'string' } },
        exclude: { type: 'array', items: { type: 'string' } },
        expire_in: { type: 'string' },
        expose_as: { type: 'string' },
        name: { type: 'string' },
        public: { type: 'boolean' },
        untracked: { type: 'boolean' },
        when: { enum: ['on_success', 'on_failure', 'always'] },
        reports: {
          type: 'object',
          propertyNames: { enum: ['codequality', 'junit', 'dotenv', 'annotations', 'terraform', 'sast'] },
          properties: { codequality: stringOrList },
        },
      },
    },
  },
};
const PIPELINE_SCHEMA = {
  type: 'object',
  properties: {
    variables: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'object' }] } },
    stages: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: JOB_SCHEMA,
};
const validPipeline = new Ajv({ strict: false, allErrors: true }).compile(PIPELINE_SCHEMA);

type Job = {
  extends?: string | string[];
  script?: string[];
  artifacts?: { reports?: { codequality?: string | string[] } };
};

/** A job with what it extends merged in, as GitLab merges it (the job's own keys win). */
function resolved(pipeline: Record<string, Job>, name: string): Job {
  const job = pipeline[name] as Job;
  const parents = job.extends === undefined ? [] : [job.extends].flat();
  return Object.assign({}, ...parents.map((p) => resolved(pipeline, p)), job) as Job;
}

/** A shell line's words, quotes removed: enough for the example's commands. */
const words = (line: string): string[] =>
  [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

describe.each(examples)('%s', (file) => {
  const pipeline = parse(readFileSync(path.join(root, 'docs/examples', file), 'utf8')) as Record<string, Job>;
  const jobs = Object.keys(pipeline).filter((k) => !GLOBAL_KEYWORDS.includes(k) && !k.startsWith('.'));

  it("uses only GitLab CI's documented keywords, in their shapes", () => {
    expect(validPipeline(pipeline), JSON.stringify(validPipeline.errors, null, 2)).toBe(true);
    for (const name of Object.keys(pipeline)) {
      for (const parent of [pipeline[name]?.extends ?? []].flat())
        expect(Object.keys(pipeline), name).toContain(parent);
    }
  });

  it('gives every job a script', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const name of jobs) expect(resolved(pipeline, name).script?.length, name).toBeGreaterThan(0);
  });

  it('runs commands the command line reads, and hands GitLab the Code Quality report the gate writes', () => {
    const commands: string[] = [];
    for (const name of jobs) {
      const job = resolved(pipeline, name);
      for (const line of job.script ?? []) {
        const argv = words(line);
        const at = argv.indexOf('tfe-module-lifecycle');
        if (at < 0) continue;
        const command = parseCommandLine(argv.slice(at + 1));
        expect(command, line).toMatchObject({ kind: 'run' });
        if (command.kind !== 'run') continue;
        commands.push(argv.slice(at + 1, at + 3).join(' '));
        if (command.options.codequalityFile !== undefined) {
          expect(job.artifacts?.reports?.codequality, name).toBe(command.options.codequalityFile);
        }
      }
    }
    expect(commands.some((c) => c.startsWith('gate'))).toBe(true);
    expect(commands).toContain('policy plan');
  });
});
