/**
 * A page checked as a reader meets it: nothing wider than the screen at a phone's, a tablet's and a
 * laptop's width (the page, and any open dialog or menu), no axe-core violation in the dark theme
 * and in the light one, and its HTML kept for the Nu Html Checker (vnu), which checks every page
 * kept in one run of Java at the end, rather than a JVM per page.
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
/**
 * One short run: the client compiler only and the serial collector start Java about twice as fast
 * for a few seconds' work, and the client compiler needs a larger stack than vnu's 512k minimum.
 */
const JVM_OPTIONS = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
/** Errors only (warnings are advice), and no guessing of each page's language, which is slow and only warns. */
const VNU_OPTIONS = ['--errors-only', '--no-langdetect', '--format', 'json', '--stdout'];

/** The Java that runs vnu (11 or later): JAVA, or `java` on the PATH; null when there is none. */
export const JAVA: string | null = (() => {
  const java = process.env.JAVA ?? 'java';
  return spawnSync(java, ['-version']).status === 0 ? java : null;
})();

/** The widths checked, each with a height a device of that width has; the last is where pages are used. */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
export const BASE_SIZE = SIZES[SIZES.length - 1]!;

/** Two frames: media queries, resize observers and what they re-render have run. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * What reaches past the screen's right edge (or past its left), as readable lines: the page when it
 * scrolls sideways, and each open dialog or menu that is wider than the screen or scrolls sideways
 * inside. Each line names the innermost elements that stick out, to say where to look.
 */
function sideways(): string[] {
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const box = element.getBoundingClientRect();
    return `${element.tagName.toLowerCase()}${classes} (${Math.round(box.left)}–${Math.round(box.right)})`;
  };
  const outside = (element: Element, left: number, right: number) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > right + 0.5 || box.left < left - 0.5);
  };
  /** The innermost elements under `root` outside `left`–`right`, or else the innermost that scroll sideways (their text sticks out). */
  const culprits = (root: Element, left: number, right: number) => {
    const all = [...root.querySelectorAll('*')];
    const wide = all.filter((element) => outside(element, left, right) && ![...element.children].some((child) => outside(child, left, right)));
    const scrolling = all.filter((element) => element.scrollWidth > element.clientWidth + 1);
    return (wide.length > 0 ? wide : scrolling.filter((element) => !scrolling.some((other) => other !== element && element.contains(other))))
      .slice(0, 4)
      .map(describe)
      .join(', ');
  };

  const found: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > innerWidth) found.push(`the page is ${page.scrollWidth} px wide: ${culprits(document.body, 0, innerWidth)}`);
  for (const layer of document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')) {
    const name =
      layer.getAttribute('aria-label') ?? document.getElementById(layer.getAttribute('aria-labelledby') ?? '')?.textContent ?? layer.getAttribute('role');
    const box = layer.getBoundingClientRect();
    if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
    if (layer.scrollWidth > layer.clientWidth) {
      found.push(
        `${name} scrolls sideways (${layer.scrollWidth} > ${layer.clientWidth}): ${culprits(layer, box.left + layer.clientLeft, box.left + layer.clientLeft + layer.clientWidth)}`,
      );
    }
  }
  return found;
}

/**
 * axe-core's rules about a whole page, for a document that is part of someone else's (an iframe's):
 * its one level-one heading, its one main landmark and its landmarks around all content are the
 * host page's, where a second h1 or main would be wrong.
 */
const PAGE_RULES_OFF = { 'page-has-heading-one': { enabled: false }, 'landmark-one-main': { enabled: false }, region: { enabled: false } };

/** One axe-core violation on one element, as a line. */
interface Violation {
  rule: string;
  target: string;
  summary: string;
}

async function runAxe(page: Page, options: RunOptions): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, which the pages' CSP (script-src 'self') does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }).axe.run(document, runOptions),
    options as Record<string, unknown>,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      target: node.target.map(String).join(' > '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300),
    })),
  );
}

export class PageAudit {
  /** Every problem found, one line each, by the state it was found in. */
  readonly problems: string[] = [];
  private readonly pages = new Map<string, string>();

  /**
   * Checks `page` as it stands, called `name` in what it reports: sideways overflow at each width;
   * axe-core at the widest, in the builder's dark theme, and at the narrowest in its light one,
   * where only colours differ, so only contrast is checked again; and its HTML kept for `validate`.
   * The page ends as it started, at BASE_SIZE and in its theme.
   *
   * `embed`: a page of the chart alone, whose colours are its chart's theme (no light pass: check a
   * light chart instead); a `frame` is made to be shown in someone else's iframe, so the rules about
   * a whole page are not its own.
   */
  async check(page: Page, name: string, options: { embed?: 'page' | 'frame' } = {}): Promise<void> {
    const report = (what: string) => this.problems.push(`${name}: ${what}`);
    for (const size of [...SIZES].reverse()) {
      if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
      await settle(page);
      for (const line of await page.evaluate(sideways)) report(`at ${size.width} px, ${line}`);
      await this.screenshot(page, name, `${size.width}`);
      if (size !== BASE_SIZE) continue;
      this.pages.set(name, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
      const rules = options.embed === 'frame' ? PAGE_RULES_OFF : {};
      for (const v of await runAxe(page, { resultTypes: ['violations'], rules })) report(`axe ${v.rule} (${size.width} px) at ${v.target}: ${v.summary}`);
    }
    if (options.embed) {
      await page.setViewportSize(BASE_SIZE);
      return;
    }
    // What the header's theme switch does (builder/src/hooks/use-theme-preference.ts): the class alone.
    const dark = await page.evaluate(() => {
      const wasDark = document.documentElement.classList.contains('dark');
      document.documentElement.classList.remove('dark');
      return wasDark;
    });
    for (const v of await runAxe(page, { resultTypes: ['violations'], runOnly: ['color-contrast'] })) {
      report(`axe ${v.rule} (light, ${SIZES[0].width} px) at ${v.target}: ${v.summary}`);
    }
    await this.screenshot(page, name, `${SIZES[0].width}-light`);
    await page.evaluate((wasDark) => document.documentElement.classList.toggle('dark', wasDark), dark);
    await page.setViewportSize(BASE_SIZE);
    await settle(page);
  }

  /** With AUDIT_SCREENSHOTS set to a folder, the screen as it is, there, to be looked at. */
  private async screenshot(page: Page, name: string, what: string): Promise<void> {
    const dir = process.env.AUDIT_SCREENSHOTS;
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${what}.png`) });
  }

  /**
   * Every kept page through vnu in one run of Java: its errors, one line each, less those `ignore`
   * accepts (given the message and the text of its page up to where the message points).
   */
  async validate(ignore: (message: VnuMessage, before: string) => boolean): Promise<string[]> {
    if (!JAVA) throw new Error('vnu needs Java 11 or later: install it (apt-get install default-jre-headless) or set JAVA to its path');
    // AUDIT_HTML_DIR keeps the pages there, to look at or to check by hand.
    const dir = process.env.AUDIT_HTML_DIR ?? (await mkdtemp(join(tmpdir(), 'vnu-')));
    await mkdir(dir, { recursive: true });
    try {
      /** Each file's name, then the page it holds. */
      const files = new Map<string, string>();
      for (const [name, html] of this.pages) {
        const file = `${String(files.size + 1).padStart(3, '0')}.html`;
        files.set(file, name);
        await writeFile(join(dir, file), html);
      }
      const output = await new Promise<string>((resolve, reject) => {
        // vnu exits 1 when it finds an error; its report is on stdout either way.
        execFile(
          JAVA,
          [...JVM_OPTIONS, '-jar', VNU_JAR, ...VNU_OPTIONS, ...[...files.keys()].map((file) => join(dir, file))],
          {
            maxBuffer: 64 * 1024 * 1024,
          },
          (error, stdout, stderr) => (stdout ? resolve(stdout) : reject(error ?? new Error(stderr))),
        );
      });
      const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
      const pageOf = (m: VnuMessage) => files.get(m.url?.split('/').pop() ?? '');
      /** The text of the message's line up to the column it points at. */
      const before = (m: VnuMessage) => {
        const line = this.pages.get(pageOf(m) ?? '')?.split('\n')[(m.lastLine ?? 1) - 1] ?? '';
        return line.slice(0, Math.max(0, (m.lastColumn ?? 1) - 1));
      };
      return messages
        .filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !ignore(m, before(m)))
        .map((m) => `${pageOf(m) ?? m.url}: line ${m.lastLine}: ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`);
    } finally {
      if (!process.env.AUDIT_HTML_DIR) await rm(dir, { recursive: true, force: true });
    }
  }
}

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}
