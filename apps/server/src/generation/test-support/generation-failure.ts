import { GenerationError } from '../errors.ts';

/** The GenerationError a call ends with; fails the test when it ends otherwise. */
export async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationError) return error;
    throw error;
  }
  throw new Error('expected a GenerationError');
}
