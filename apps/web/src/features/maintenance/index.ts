// What app/ and the admin page may use from maintenance.
export { MaintenanceGate } from './components/maintenance-gate.tsx';
export { MaintenanceSettings } from './components/maintenance-settings-lazy.tsx';
