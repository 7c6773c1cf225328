export {
  type DocumentsProgress,
  DocumentsSection,
} from './components/documents-section.tsx';
