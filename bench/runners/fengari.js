// Child process: run one Lua file under fengari (Lua 5.3 VM written in JS).
// Usage: node bench/runners/fengari.js FILE.lua
// Prints the program's stdout; the time of the chunk call goes to stderr as `@@bench {...}`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import fengari from 'fengari';

const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;
const file = process.argv[2];
const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
const loadStart = performance.now();
let status = lauxlib.luaL_loadbuffer(L, readFileSync(file), null, to_luastring('@' + file));
const cpuStart = process.cpuUsage();
const runStart = performance.now();
if (status === lua.LUA_OK) status = lua.lua_pcall(L, 0, 0, 0);
const runEnd = performance.now();
const cpu = process.cpuUsage(cpuStart);
if (status !== lua.LUA_OK) {
  process.stderr.write(`fengari: ${to_jsstring(lua.lua_tostring(L, -1) ?? to_luastring('?'))}\n`);
  process.exitCode = 1;
}
process.stderr.write(`@@bench ${JSON.stringify({ loadMs: runStart - loadStart, runMs: runEnd - runStart, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
