/**
 * `bun scripts/ai-eval.ts [serverUrl]`: how well the configured model plans charts (docs/AI-EVALUATION.md).
 * First, always, the planner alone (shared/ai/planner): no model, no server, no network. Then, with a
 * URL, asks that server. Without one, starts the app in this process on a free port, with the
 * model of this environment (OPENAI_*), a fresh database (so no cached answer counts) and a guest
 * quota the run cannot exhaust. `--planner` (or no model and no URL) stops after the planner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combinedMatched, plannerSummaryLine, runPlannerEval } from './ai-eval/planner-eval';
import { mapQuestions } from './ai-eval/map-questions';
import { groupQuestions } from './ai-eval/group-questions';
import { EVAL_QUESTIONS } from './ai-eval/questions';
import { runEval, summaryLine } from './ai-eval/run-eval';

const planner = runPlannerEval();
for (const { question, why } of planner.wrong) console.log(`WRONG       ${question}\n            ${why.join('\n            ')}`);
for (const { question, message } of planner.notUnderstood) console.log(`NOT READ    ${question}\n            ${message}`);
console.log(plannerSummaryLine(planner));
// Maps (issue 48) are counted apart, so the 55 questions' budget stays as it was.
const maps = runPlannerEval(mapQuestions());
for (const { question, why } of maps.wrong) console.log(`WRONG MAP   ${question}\n            ${why.join('\n            ')}`);
for (const { question, message } of maps.notUnderstood) console.log(`NOT READ    ${question}\n            ${message}`);
console.log(plannerSummaryLine(maps).replace('planner alone', 'planner alone, maps'));
// Scatter plots and tables of a group (issue 49), counted apart the same way.
const groups = runPlannerEval(groupQuestions());
for (const { question, why } of groups.wrong) console.log(`WRONG GROUP ${question}\n            ${why.join('\n            ')}`);
for (const { question, message } of groups.notUnderstood) console.log(`NOT READ    ${question}\n            ${message}`);
console.log(`${plannerSummaryLine(groups).replace('planner alone', 'planner alone, scatter plots and tables')}\n`);
const args = process.argv.slice(2).filter((arg) => arg !== '--planner');
if (process.argv.includes('--planner') || (args.length === 0 && !process.env.OPENAI_API_KEY && !process.env.OPENAI_BASE_URL)) process.exit(0);

/** The in-process server's database: fresh for the run, gone after it. */
let dataDir: string | null = null;

async function startInProcess(): Promise<string> {
  Object.assign(process.env, {
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: '',
    DATA_DIR: (dataDir = mkdtempSync(join(tmpdir(), 'ai-eval-'))),
    AI_GUEST_LIMIT: '1000000',
    // The model alone: the planner's part of the combined figure is taken from the run above.
    AI_PLANNER_FIRST: '0',
  });
  delete process.env.DATABASE_URL;
  // The server says where it listens in its start-up banner; that line is the only way to learn the port.
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  try {
    await import('../api/main');
  } finally {
    console.log = log;
  }
  const url = /listening on (http:\/\/\S+)/.exec(printed.join('\n'))?.[1];
  if (!url) throw new Error(`The server did not say where it listens:\n${printed.join('\n')}`);
  return url;
}

const inProcess = args[0] === undefined;
const baseUrl = args[0] ?? (await startInProcess());
console.log(`Evaluating ${baseUrl} (model ${process.env.OPENAI_MODEL ?? 'as the server is configured'})`);
const result = await runEval({ baseUrl, log: (line) => console.log(line) });
console.log(`\n${inProcess ? 'model alone' : 'the server as configured'}: ${summaryLine(result)}`);
if (inProcess) {
  const combined = combinedMatched(planner, EVAL_QUESTIONS, result.matchedQuestions);
  console.log(
    `planner first, then the model: ${combined}/${result.total} plans matching (${planner.sure.length} answered by the planner; the model's answers without its hint)`,
  );
}
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
