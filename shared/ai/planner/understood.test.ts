import { describe, expect, it } from 'vitest';
import { tooLongMessage, understoodMessage, type Understood } from './understood';

const part = (kind: 'measure' | 'entity' | 'period' | 'layout', text: string) => ({ kind, text, start: 0, end: text.length });

describe('understoodMessage', () => {
  it('says what was found and what is missing, with examples to try', () => {
    const understood: Understood = { parts: [part('entity', 'Germany'), part('period', 'since 2010')], missing: ['measure'], unknownWords: [] };
    expect(understoodMessage(understood)).toBe(
      'I found Germany and 2010, but no measure I know. Try: unemployment, inflation, GDP per capita, life expectancy, population, CO2 per person, revenue, share price. For data of your own, upload a CSV or paste a link.',
    );
  });

  it('names the words it did not know, at most four', () => {
    const understood: Understood = { parts: [part('measure', 'GDP')], missing: ['entity', 'words'], unknownWords: ['a', 'b', 'c', 'd', 'e'] };
    expect(understoodMessage(understood)).toBe(
      'I found GDP, but no country, region or company I know; I don\'t know "a", "b", "c" and "d". Name one, like Germany, the US, the world, Europe, Apple, Bitcoin. For data of your own, upload a CSV or paste a link.',
    );
  });

  it('does not count layout words as something found', () => {
    const understood: Understood = { parts: [part('layout', 'as a pie')], missing: ['measure', 'entity', 'words'], unknownWords: ['zzz'] };
    expect(understoodMessage(understood)).toMatch(/^I could not read that as a chart of the data I know\./);
  });

  it('asks for a question when there is none, and names the length limit', () => {
    expect(understoodMessage({ parts: [], missing: ['question'], unknownWords: [] })).toMatch(/^Type a question/);
    expect(tooLongMessage(612)).toBe('Questions can be at most 500 characters; this one has 612. Ask for one chart at a time.');
  });
});
