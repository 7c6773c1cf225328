/**
 * Temporary: the consultation operations now live in one module each (create-consultation.ts,
 * transcribe-segment.ts, …). This file only re-exports them until the last importers move.
 */
export { assembleTranscript } from './assemble-transcript.ts';
export { createConsultation } from './create-consultation.ts';
export { deleteConsultation } from './delete-consultation.ts';
export { finalizeConsultation, finalizeConsultationJob } from './finalize-consultation.ts';
export { assertConsultationVisible, findVisibleConsultation } from './find-visible-consultation.ts';
export { finishConsultation } from './finish-consultation.ts';
export { getConsultation } from './get-consultation.ts';
export { type PipelineDeps, transcribeSegment } from './transcribe-segment.ts';
export { updateTranscript } from './update-transcript.ts';
export { patientOf } from './views.ts';
