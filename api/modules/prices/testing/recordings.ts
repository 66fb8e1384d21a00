/** The recorded upstream answers (tests/upstream-recordings), read as a provider's reader gets them. */
import { readFileSync } from 'node:fs';
import type { ProviderAnswer } from '../provider';

export function recording(path: string): string {
  return readFileSync(new URL(`../../../../tests/upstream-recordings/${path}`, import.meta.url), 'utf8');
}

/** An answer as fetchAnswer gives it. */
export function answer(text: string, status = 200, contentType = '', redirectedTo: string | null = null): ProviderAnswer {
  return { status, text, contentType, redirectedTo };
}
