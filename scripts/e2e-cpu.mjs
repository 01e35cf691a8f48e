// `node scripts/e2e-cpu.mjs <command...>`: runs the command and prints its wall time and the CPU
// time (user + sys) of it and every process it started, for timing the browser tests, and that
// CPU time by kind of process (Chromium's renderers, GPU and browser, the servers, Playwright).
// `/usr/bin/time` is not enough here: Playwright does not wait for the browsers and servers it
// stops, so their CPU time never reaches the command's (8 s against 30 s for contact.spec.ts).
// Read from /proc every 0.2 s, the last figure of each process kept (Linux only).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux Node supports
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/e2e-cpu.mjs <command> [args...]');
  process.exit(2);
}

/** pid -> start time, so a pid number used again by another process is not taken for ours. */
const ours = new Map();
/** `${pid}:${start}` -> CPU seconds last seen. */
const cpuOf = new Map();
/** `${pid}:${start}` -> what kind of process it is (kindOf), for the breakdown at the end. */
const kinds = new Map();

/** A process's kind, from its command line: Chromium's by their --type, our servers, the rest. */
function kindOf(pid) {
  let line = '';
  try {
    line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return 'other';
  }
  const type = /--type=([\w-]+)/.exec(line)?.[1];
  if (type) return `browser ${type}`;
  if (/chrom/.test(line)) return 'browser';
  if (/e2e-server|start\.mjs|dist\/server|main\.mjs/.test(line)) return 'server';
  if (/playwright|e2e\.mjs/.test(line)) return 'playwright';
  return line.split(' ')[0]?.split('/').pop() || 'other';
}

/** The fields of /proc/<pid>/stat after the command name: [2] is the parent, [19] the start time. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone since the directory was listed
  }
}

function sample(rootPid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statOf(name);
    if (fields) stats.set(name, fields);
  }
  if (!ours.has(rootPid) && stats.has(rootPid)) ours.set(rootPid, stats.get(rootPid)[19]);
  for (const [pid, start] of ours) if (stats.get(pid)?.[19] !== start) ours.delete(pid);
  // A child of one of ours is ours (parents are listed before or after their children).
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, fields] of stats) {
      if (!ours.has(pid) && ours.has(fields[1])) {
        ours.set(pid, fields[19]);
        grew = true;
      }
    }
  }
  for (const [pid, start] of ours) {
    const fields = stats.get(pid);
    const key = `${pid}:${start}`;
    if (!kinds.has(key)) kinds.set(key, kindOf(pid));
    cpuOf.set(key, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
  }
}

const started = performance.now();
const child = spawn(command, args, { stdio: 'inherit' });
const rootPid = String(child.pid);
const timer = setInterval(() => sample(rootPid), 200);
child.on('exit', (code, signal) => {
  clearInterval(timer);
  const wall = (performance.now() - started) / 1000;
  const cpu = [...cpuOf.values()].reduce((sum, seconds) => sum + seconds, 0);
  const byKind = new Map();
  for (const [key, seconds] of cpuOf) byKind.set(kinds.get(key), (byKind.get(kinds.get(key)) ?? 0) + seconds);
  const breakdown = [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, s]) => `${kind} ${s.toFixed(0)}`);
  console.error(`${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s cpu (${cpuOf.size} processes)`);
  console.error(`cpu by process: ${breakdown.join(', ')}`);
  process.exit(code ?? (signal ? 1 : 0));
});
