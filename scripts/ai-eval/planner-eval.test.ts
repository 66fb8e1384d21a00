import { describe, expect, it } from 'vitest';
import { combinedMatched, runPlannerEval } from './planner-eval';
import { mapQuestions } from './map-questions';
import { groupQuestions } from './group-questions';
import { evalQuestions } from './questions';

// A fixed date, so the relative questions ("this year", "the last 5 years") read the same every run.
const today = new Date('2026-11-27T12:00:00Z');

describe('the planner alone on the evaluation set', () => {
  const result = runPlannerEval(evalQuestions(today), today);

  it('plans at least 45 of the 55 questions as expected', () => {
    expect(result.total).toBe(55);
    expect(result.matched).toBeGreaterThanOrEqual(45);
  });

  it('plans none into a chart of something else', () => {
    expect(result.wrong).toEqual([]);
  });

  it('says what was missing for every question it cannot read', () => {
    expect(result.matched + result.notUnderstood.length).toBe(result.total);
    for (const { message } of result.notUnderstood) expect(message).toMatch(/^I found .+, but (no |I don't know|I cannot)/);
  });
});

describe('the planner alone on the map questions', () => {
  const result = runPlannerEval(mapQuestions(), today);

  it('plans every one as a map of the group asked, none into something else', () => {
    expect(result.wrong).toEqual([]);
    expect(result.notUnderstood).toEqual([]);
    expect(result.matched).toBe(result.total);
  });
});

describe('the planner alone on the scatter and table questions', () => {
  const result = runPlannerEval(groupQuestions(), today);

  it('plans every one as the scatter plot or table asked, axes and ranking included, none into something else', () => {
    expect(result.total).toBeGreaterThanOrEqual(8);
    expect(result.wrong).toEqual([]);
    expect(result.notUnderstood).toEqual([]);
    expect(result.matched).toBe(result.total);
  });
});

describe('the planner and the model together', () => {
  const questions = evalQuestions(today);
  const result = runPlannerEval(questions, today);

  it('takes the planner’s plan where it is sure, and the model’s elsewhere', () => {
    expect(result.sure.length).toBeGreaterThan(0);
    expect(result.sure.every((s) => s.matched)).toBe(true);
    // A model that matched nothing: the planner's sure plans alone.
    expect(combinedMatched(result, questions, [])).toBe(result.sure.length);
    // A model that matched everything: every question.
    expect(
      combinedMatched(
        result,
        questions,
        questions.map((q) => q.question),
      ),
    ).toBe(questions.length);
  });
});
