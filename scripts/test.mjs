// `npm test`: every check and test, in three stages, each printed with its time at the end.
// 1. The checks and the production build side by side: ESLint, single-threaded and the longest,
//    on one core; tsc, the rest of lint, Prettier, the build and its bundle budgets on the other.
// 2. Vitest (its projects share both cores; vitest.config.ts).
// 3. The journeys (Playwright) against that build.
// A failed stage ends the run; every check of the first stage is reported, not just the first.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; its output is kept and printed whole when it ends (`quiet`). */
function run(script, { quiet = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ script, ok: code === 0, code: code ?? signal, seconds, output });
    });
  });
}

const stages = [];
const clock = performance.now();

function report() {
  const total = (performance.now() - clock) / 1000;
  const rows = stages.map(({ name, seconds, ok }) => {
    const mark = ok ? '' : '  (failed)';
    return `  ${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} s${mark}`;
  });
  const minutes = `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`;
  console.log(
    `\nnpm test, stage by stage:\n${rows.join('\n')}\n  ${'in all'.padEnd(44)} ${minutes}`,
  );
}

async function stage(name, work) {
  const started = performance.now();
  const ok = await work();
  stages.push({ name, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    report();
    process.exit(1);
  }
}

await stage('checks and build (side by side)', async () => {
  console.log('== ESLint beside typecheck, the rest of lint, format:check, build and bench:bundle');
  // Two lanes for two cores: ESLint alone, the rest one after another beside it (`npm run lint`
  // is lint:eslint, lint:deps, lint:first-screen and lint:exports).
  const inTurn = async (scripts) => {
    const done = [];
    for (const script of scripts) done.push(await run(script, { quiet: true }));
    return done;
  };
  const lanes = await Promise.all([
    inTurn(['lint:eslint']),
    inTurn([
      'typecheck',
      'lint:deps',
      'lint:first-screen',
      'lint:exports',
      'format:check',
      'build',
      'bench:bundle',
    ]),
  ]);
  const results = lanes.flat();
  for (const { script, ok, code, seconds, output } of results) {
    const outcome = ok ? 'passed' : `failed (exit ${code})`;
    console.log(`-- ${script}: ${outcome} in ${seconds.toFixed(0)} s`);
    if (!ok) process.stdout.write(Buffer.concat(output));
  }
  return results.every((result) => result.ok);
});

await stage('vitest (domain, components, server, stories)', async () => {
  console.log('== vitest');
  return (await run('test:vitest')).ok;
});

await stage('journeys (Playwright, desktop and phone)', async () => {
  console.log('== journeys on the build');
  return (await run('test:journeys')).ok;
});

report();
