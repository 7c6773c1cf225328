// What app/ and other features may use from history; everything else in this folder is its own.
export { RecentConsultations } from './components/recent-consultations.tsx';
