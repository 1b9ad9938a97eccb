/**
 * What other modules may use of attachments (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): receiving uploads by streaming them to storage, checking
 * a file's type and size, and the project documents the analysis reads.
 *
 * @module
 */
export { analysisDocuments } from "./analysis-documents";
export { type InspectedFile, inspectFile, MIME_TYPES } from "./inspect-file";
export { receiveUploads, StoredUpload, storedUpload, type UploadRules } from "./receive-uploads";
