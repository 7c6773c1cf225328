/**
 * The consultations capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside consultations/ import each other directly.
 */

export { acknowledgeSegment, BUSY_RETRY_AFTER_SECONDS } from './acknowledge-segment.ts';
export { transcriptForPatient, usableSplit } from './animal-split.ts';
export { signingNameOf, signingNameOfUser } from './author-name.ts';
export { createBackgroundTranscriptions } from './background-transcriptions.ts';
export { createSegmentUploadBudget, readSegmentTarget } from './claim-segment.ts';
export { createConsultation } from './create-consultation.ts';
export { finalizeConsultationJob } from './finalize-consultation.ts';
export {
  type ConsultationAccess,
  findVisibleConsultation,
} from './find-visible-consultation.ts';
export { finishConsultation } from './finish-consultation.ts';
export { getConsultation, readConsultation } from './get-consultation.ts';
export { recomputeFollowUpsJob } from './recompute-follow-ups.ts';
export { consultationRoutes, isAudioUpload, segmentBodyLimit } from './routes.ts';
export { readAudio } from './segment-audio.ts';
export type { PipelineDeps } from './transcribe-segment.ts';
export { updateTranscript } from './update-transcript.ts';
export { patientOf, patientsOf } from './views.ts';
export { ownConsultations, visibleConsultations } from './visibility.ts';
