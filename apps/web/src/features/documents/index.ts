export { DocumentsSection } from './components/documents-section.tsx';
