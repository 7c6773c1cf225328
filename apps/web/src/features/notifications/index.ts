export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationItem } from './components/notification-item.tsx';
