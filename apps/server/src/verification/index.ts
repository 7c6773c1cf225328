/**
 * The verification capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside verification/ import each other directly.
 */
export { type PdfVerification, recordIssue } from './record-issue.ts';
export { verificationPageRoutes, verificationRoutes } from './routes.ts';
