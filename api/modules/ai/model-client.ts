/**
 * The model behind Chat-to-Chart: the openai SDK's chat completions against OpenAI or any
 * compatible server (Ollama, vLLM, LM Studio) at OPENAI_BASE_URL, asked for a plan in the strict
 * `chart_plan` JSON schema (docs/api.md, "Chat-to-Chart (AI)"). Its failures become answers a user
 * can act on.
 */
import type OpenAI from 'openai';
import { cappedFetch, UpstreamTooLargeError } from '../../lib/capped-fetch';
import { CHART_PLAN_SCHEMA } from '@shared/ai/ai-plan';
import type { Config } from '../../lib/config';
import { BadGatewayError, HttpError } from '../../lib/errors';
import { matchesUpstream } from '../../lib/upstream-shape';
import { ChatCompletionBody } from './completion-model';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChartModel {
  /** The model's plan, parsed from JSON; unknown, because nothing it says is trusted yet. */
  ask(messages: ChatMessage[]): Promise<unknown>;
}

/** A plan is a few kilobytes; a completion of megabytes is no answer we can use. */
const AI_MAX_BYTES = 4 * 1024 * 1024;

export function createChartModel(config: Config): ChartModel | null {
  const { apiKey, baseUrl, model, timeoutMs } = config.openai;
  if (!apiKey && !baseUrl) return null;
  // The SDK is loaded on the first request for a chart, not with the server: what the thread that
  // answers embeds holds, each of its collections walks (docs/PERFORMANCE.md).
  let sdk: Promise<{ SDK: typeof OpenAI; client: OpenAI }> | null = null;
  const connect = async () => {
    const { default: SDK } = await import('openai');
    // Local servers usually need no key, but the SDK insists on one.
    return {
      SDK,
      client: new SDK({
        apiKey: apiKey ?? 'not-needed',
        baseURL: baseUrl ?? undefined,
        timeout: timeoutMs,
        maxRetries: 0,
        fetch: cappedFetch('The AI service', AI_MAX_BYTES),
      }),
    };
  };
  return {
    async ask(messages) {
      const { SDK, client } = await (sdk ??= connect());
      // The SDK's types describe a completion, but nothing checked that the server sent one.
      let completion: unknown;
      try {
        completion = await client.chat.completions.create({
          model,
          temperature: 0,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'chart_plan', strict: true, schema: CHART_PLAN_SCHEMA as unknown as Record<string, unknown> },
          },
        });
      } catch (error) {
        throw explain(SDK, error, timeoutMs);
      }
      if (!matchesUpstream(ChatCompletionBody, completion, 'The AI service')) {
        throw new BadGatewayError('The AI service could not answer this request. Please try again later.');
      }
      const content = completion.choices[0]!.message.content ?? '';
      try {
        return JSON.parse(content) as unknown;
      } catch {
        return null;
      }
    },
  };
}

function explain(SDK: typeof OpenAI, error: unknown, timeoutMs: number): HttpError {
  if (error instanceof UpstreamTooLargeError) return error;
  if ((error as { cause?: unknown })?.cause instanceof UpstreamTooLargeError) return (error as { cause: UpstreamTooLargeError }).cause;
  if (error instanceof SDK.APIConnectionTimeoutError) {
    const seconds = Math.round(timeoutMs / 1000);
    return new HttpError(504, `The AI did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`);
  }
  if (error instanceof SDK.APIConnectionError) return new BadGatewayError('The AI service is unavailable right now. Please try again later.');
  if (error instanceof SDK.RateLimitError) return new HttpError(429, 'The AI service is busy. Please try again in a minute.');
  if (error instanceof SDK.APIError) {
    console.error(`[ai] the AI service answered ${error.status}: ${error.message}`);
    return new BadGatewayError('The AI service could not answer this request. Please try again later.');
  }
  throw error;
}
