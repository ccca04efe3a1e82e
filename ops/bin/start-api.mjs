#!/usr/bin/env node
// The standalone API (`npm start -w @tax/api`): compile the servers when their sources changed, then run the API
// with plain node. Expects dependencies installed (`npm install`).
import { join } from 'node:path';
import { SERVER_DIR, buildServer, runServer } from './build-server.mjs';

const { built, ms } = await buildServer();
// stderr: stdout carries the API's JSON log lines only.
if (built) console.error(`Compiled the server in ${(ms / 1000).toFixed(1)} s`);
// From where it was started, as before (a relative DATA_DIR means what it meant).
await runServer(join(SERVER_DIR, 'api.js'), process.argv.slice(2), process.env, process.cwd());
