// What app/ and other features may use from follow-ups; everything else in this folder is its own.
export { fetchFollowUps } from './api/follow-ups.ts';
export { FollowUpsCard } from './components/follow-ups-card.tsx';
export { WeekFollowUps } from './components/week-follow-ups.tsx';
