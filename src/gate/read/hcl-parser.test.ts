import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseHcl, wasmBytes } from './hcl-parser.ts';

describe('wasmBytes', () => {
  it('reads the unzipped file beside a path (the bundle), and unzips a URL (the sources)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wasm-bytes-'));
    try {
      const bytes = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
      await writeFile(path.join(dir, 'unzipped.wasm'), bytes);
      await writeFile(path.join(dir, 'zipped.wasm.gz'), gzipSync(bytes));
      expect((await wasmBytes(path.join(dir, 'unzipped.wasm.gz'))).equals(bytes)).toBe(true);
      expect((await wasmBytes(pathToFileURL(path.join(dir, 'zipped.wasm.gz')))).equals(bytes)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('parseHcl', () => {
  it("parses with HashiCorp's parser: heredocs, templates and for_each alike", async () => {
    const json = await parseHcl(
      'main.tf',
      'module "vpc" {\n  source = "acme/vpc/aws"\n  for_each = toset(["a"])\n  doc = <<-EOT\n    module "x" {}\n  EOT\n}\n',
    );
    expect(json).toEqual({
      module: {
        vpc: [{ source: 'acme/vpc/aws', for_each: '${toset(["a"])}', doc: 'module "x" {}\n' }],
      },
    });
  });

  it("rejects broken HCL with the parser's message, naming the file and line", async () => {
    await expect(parseHcl('infra/main.tf', 'module "x" {\n')).rejects.toThrow(
      /infra\/main\.tf:1,12-13: Unclosed configuration block/,
    );
  });
});

describe('parseHcl, many times', () => {
  it('loads the parser once and answers every call', async () => {
    const files = Array.from({ length: 20 }, (_, i) =>
      parseHcl(`f${i}.tf`, `module "m${i}" {\n  source = "a/b/c"\n}\n`),
    );
    const parsed = await Promise.all(files);
    expect(parsed.map((p) => Object.keys(p.module as object))).toEqual(Array.from({ length: 20 }, (_, i) => [`m${i}`]));
  });
});
