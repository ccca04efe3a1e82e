import { startStandaloneApi } from './standalone.ts';

startStandaloneApi().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'API failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
