// What other features may use from profile; everything else in this folder is its own.
export { uploadProfilePhoto } from './api/profile-photo.ts';
export { useProfile } from './api/profile-query.ts';
