/**
 * One module per feature, each given only what it uses. They are mounted on the app itself, not on
 * a plugin in between, so each module's hooks are scoped as if the app had used it directly.
 */
import type { Elysia } from 'elysia';
import { adminModule } from '../modules/admin';
import { aiModule } from '../modules/ai';
import { authModule } from '../modules/auth';
import { capabilitiesModule } from '../modules/capabilities';
import { chartsModule } from '../modules/charts';
import { csvModule } from '../modules/csv';
import { eventsModule } from '../modules/events';
import { healthModule } from '../modules/health';
import { sourceProbes } from '../modules/grounding/service';
import { providerProbes } from '../modules/prices/service';
import { liveChartsModule } from '../modules/live-charts';
import { moderationModule } from '../modules/moderation';
import { pricesModule } from '../modules/prices';
import { profileModule } from '../modules/profile';
import { reportsModule } from '../modules/reports';
import { socialModule } from '../modules/social';
import { tokensModule } from '../modules/tokens';
import { trendingModule } from '../modules/trending';
import { passwordHasher } from '../lib/password-hash';
import type { ModuleContext } from './module-context';

export function featureModules(ctx: ModuleContext) {
  const { db, clock, config, clientIp, origin, changes, grounded, background, limiters, prices } = ctx;
  const passwords = passwordHasher(config.passwordHashMemoryKib);
  const accountDeps = {
    db,
    clock,
    mailer: ctx.mailer,
    background,
    limiter: limiters.auth,
    mailQuota: limiters.mailsPerAddress,
    passwords,
    config,
    origin,
    clientIp,
  };
  const tokenLimiter = limiters.token;
  return (app: Elysia) =>
    app
      .use(
        healthModule({
          db,
          kind: ctx.dbKind,
          health: ctx.health,
          clock,
          probes: [...sourceProbes(grounded.sources), ...providerProbes(config, clock)],
          probe: config.sourceProbe,
        }),
      )
      .use(capabilitiesModule({ config }))
      .use(eventsModule({ db, clock, clientIp }))
      .use(authModule(accountDeps))
      .use(profileModule({ ...accountDeps, changes }))
      .use(
        adminModule({
          db,
          clock,
          limiter: limiters.auth,
          configuredCode: config.adminAccessCode,
          secureCookies: config.secureCookies,
          clientIp,
          health: ctx.health,
        }),
      )
      .use(chartsModule({ db, clock, config, changes, tokenLimiter, grounded }))
      .use(tokensModule({ db, clock, config }))
      .use(socialModule({ db, clock, config }))
      .use(reportsModule({ db, clock, config }))
      .use(moderationModule({ db, clock, changes }))
      .use(trendingModule({ db, clock, config, rankings: ctx.rankings, origin }))
      .use(pricesModule({ db, clock, prices }))
      .use(csvModule({ maxBytes: config.csvMaxBytes, limiter: limiters.upload, clientIp }))
      .use(liveChartsModule({ db, clock, config, changes, clientIp, tokenLimiter, grounded, background, prices }))
      .use(aiModule({ db, clock, config, grounded, clientIp }));
}
