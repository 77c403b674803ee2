// Writes .br and .gz siblings of the built client's text files, so the server sends them
// compressed with no work per request (@fastify/static `preCompressed`). Run after the client
// and Storybook builds.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this size the headers cost more than compression saves.
const minBytes = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

const started = performance.now();
let count = 0;
let before = 0;
let after = 0;
for (const path of files(root)) {
  const content = readFileSync(path);
  if (content.length < minBytes) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += br.length;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Pre-compressed ${count} files in ${root}: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli (${seconds} s)`,
);
