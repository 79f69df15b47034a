import { startPlatform } from './apps';

/**
 * The platform as `npm start` runs it, in a process of its own (see startPlatformProcess): started
 * on the port given, it prints `ready <url>` once it listens and closes cleanly on SIGTERM.
 */
const port = Number(process.argv[2]);
const platform = await startPlatform(port);
process.stdout.write(`ready ${platform.url}\n`);
const stop = () => void platform.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
