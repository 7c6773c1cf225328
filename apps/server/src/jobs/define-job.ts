import type { z } from 'zod';

/** A job payload: a JSON object of ids and small values (never a transcript: the handler reads it). */
type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * A job's payload did not match its definition: at enqueue, a bug of the caller (thrown to it); at run, a
 * row written by another version of the server or by hand (the job fails at once, with this message as its
 * last_error). The message names the fields and zod's issue codes only, never their values.
 */
export class JobPayloadError extends Error {
  constructor(job: { name: string; version: number }, error: z.ZodError) {
    const fields = error.issues
      .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.code}`)
      .join(', ');
    super(`payload does not match ${job.name} v${job.version} (${fields})`);
    this.name = 'JobPayloadError';
  }
}

/** What the worker needs of a definition: it hands over the stored payload and its own context. */
export interface RunnableJob<Context> {
  readonly name: string;
  readonly version: number;
  /** Parses the stored payload (JobPayloadError if it does not match) and runs the handler with it. */
  run(stored: unknown, context: Context): Promise<void>;
}

export interface JobDefinition<Schema extends PayloadSchema, Context> extends RunnableJob<Context> {
  readonly payload: Schema;
  readonly handler: (payload: z.output<Schema>, context: Context) => Promise<void>;
  /** The payload as it will be stored: parsed (defaults applied, unknown keys dropped), or JobPayloadError. */
  parsePayload(payload: unknown): z.output<Schema>;
}

/**
 * One kind of durable job. `version` goes with every queued row: when a payload's shape changes, bump it and
 * keep the old definition in the worker until its queue drains; a worker never takes versions it lacks.
 * The handler gets the parsed payload and the worker's context (the database, the event bus, the models…),
 * so a definition can sit beside the code that enqueues it without importing the app.
 */
export function defineJob<Schema extends PayloadSchema, Context = unknown>(definition: {
  name: string;
  version: number;
  payload: Schema;
  handler: (payload: z.output<Schema>, context: Context) => Promise<void>;
}): JobDefinition<Schema, Context> {
  const parsePayload = (payload: unknown): z.output<Schema> => {
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) throw new JobPayloadError(definition, parsed.error);
    return parsed.data;
  };
  return {
    ...definition,
    parsePayload,
    run: (stored, context) => definition.handler(parsePayload(stored), context),
  };
}
