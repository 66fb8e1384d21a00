import type { Db, DbKind } from '../db/client';
import type { BackgroundWork } from '../lib/background-work';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Mailer } from '../lib/mailer';
import type { ViewCounter } from '../lib/view-counter';

/** What the server hands the app (main.ts): everything with a life beyond one app instance. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Where `npm run build` puts the builder and the widget runtime. */
  distDir: string;
  /** The hashed widget runtime file name, or null when the widget is not built. */
  runtimeFile: string | null;
  /** The standalone page's toolbar file, or null when not built. */
  toolbarFile: string | null;
  views: ViewCounter;
  clock: Clock;
  mailer: Mailer;
  /** Timers and work left behind by answers, which the server can be asked to finish (lib/background-work.ts). */
  background: BackgroundWork;
}
