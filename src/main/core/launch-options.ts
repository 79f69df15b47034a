import { bootstrapMirrors, type MirrorEntry } from './mirror-list';
import { isIdleTimeout } from './settings';

/** What the command line and environment say for this run (they override the stored settings). */
export interface LaunchOptions {
  /** `--kiosk`: run as a betting-shop kiosk whatever the settings say. */
  kiosk: boolean;
  /** `--idle-timeout=<seconds>`: the kiosk's idle timeout for this run. */
  idleTimeoutSeconds?: number;
  /** PLATFORM_MIRRORS (comma-separated), else PLATFORM_URL, else the list built into the app. */
  bootstrap: MirrorEntry[];
}

export function parseLaunchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  builtInMirrors: string,
): LaunchOptions {
  const options: LaunchOptions = {
    kiosk: argv.includes('--kiosk'),
    bootstrap: bootstrapMirrors(env.PLATFORM_MIRRORS || env.PLATFORM_URL || builtInMirrors),
  };
  const idle = argv.find((arg) => arg.startsWith('--idle-timeout='))?.slice('--idle-timeout='.length);
  const seconds = idle !== undefined && /^\d{1,5}$/u.test(idle) ? Number(idle) : undefined;
  if (isIdleTimeout(seconds)) options.idleTimeoutSeconds = seconds;
  return options;
}
