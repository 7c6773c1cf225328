import type { AppConfigEnv } from '../config/config.ts';
import { generateDocumentJob } from './generate-job.ts';

/**
 * The job worker's lanes: `JOB_CONCURRENCY` in all, of which at most `TEXT_JOB_CONCURRENCY` generate
 * documents, so a burst of generations waiting on the text provider never holds up the other jobs.
 */
export function jobLanesOf(config: Pick<AppConfigEnv, 'jobConcurrency' | 'textJobConcurrency'>) {
  return {
    concurrency: config.jobConcurrency,
    limits: { [generateDocumentJob.name]: Math.min(config.textJobConcurrency, config.jobConcurrency) },
  };
}
