import { type AppConfigEnv, loadConfig } from '../../src/config/config.ts';

/** A measured part runs, or says why not. */
export type LivePart<T> = { run: true; config: T } | { run: false; reason: string };

export interface LiveConfig {
  stt: LivePart<{ stt: AppConfigEnv['stt']; modelsDir: string }>;
  text: LivePart<{ text: AppConfigEnv['text'] }>;
}

/**
 * Which live parts the eval can run, from the server's own configuration (the same validation and
 * defaults). A part runs only when its provider is chosen explicitly (AI_STT_PROVIDER, AI_TEXT_PROVIDER):
 * the defaults would send a whole audio set and dozens of documents to models this machine may not have,
 * and a figure measured on a provider nobody chose says nothing.
 */
export function liveConfig(env: Record<string, string | undefined> = process.env): LiveConfig {
  const explicit = { stt: env.AI_STT_PROVIDER, text: env.AI_TEXT_PROVIDER };
  let config: AppConfigEnv;
  try {
    // The eval reads the AI settings only: a stand-in secret keeps loadConfig from writing a dev secret.
    config = loadConfig({ ...env, AUTH_SECRET: env.AUTH_SECRET ?? 'eval-does-not-sign-anything-0123456789' });
  } catch (error) {
    const reason = `the configuration is invalid: ${error instanceof Error ? error.message : String(error)}`;
    return { stt: { run: false, reason }, text: { run: false, reason } };
  }
  return {
    stt: explicit.stt
      ? { run: true, config: { stt: config.stt, modelsDir: config.localModelsDir } }
      : {
          run: false,
          reason:
            'AI_STT_PROVIDER is not set (set it, with AI_STT_BASE_URL/AI_STT_API_KEY/AI_STT_MODEL, to measure a provider)',
        },
    text: explicit.text
      ? { run: true, config: { text: config.text } }
      : {
          run: false,
          reason:
            'AI_TEXT_PROVIDER is not set (set it, with AI_TEXT_BASE_URL/AI_TEXT_API_KEY/AI_TEXT_MODEL, to measure a model)',
        },
  };
}
