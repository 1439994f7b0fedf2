// @pear/shared/files: choosing, uploading and saving files, and showing what a parsed document held. Only the
// onboarding and dashboard routes use these; the shell provides @pear/shared/ui eagerly and shared modules are not
// tree-shaken, so they live here, off the landing page. Builds on ui; ui never imports this.
export { DocumentUploadForm } from './components/document-upload-form';
export type { DocumentUploadFormProps } from './components/document-upload-form';
export { formatFileSize, PDF_TYPE_ERROR, PdfUpload } from './components/pdf-upload';
export type { PdfUploadProps } from './components/pdf-upload';
export { useDocumentUpload } from './hooks/use-document-upload';
export type {
  DocumentUpload,
  DocumentUploadStatus,
  UploadProgressEvent,
  UseDocumentUploadOptions,
} from './hooks/use-document-upload';
export { ParsedFields } from './components/parsed-fields';
export type { ParsedField, ParsedFieldsProps } from './components/parsed-fields';
export { ParsedDeckResult, ParsedResumeResult } from './components/parsed-document-results';
export { saveFile } from './lib/save-file';
