// What app/ may use from maintenance.
export { MaintenanceGate } from './components/maintenance-gate.tsx';
