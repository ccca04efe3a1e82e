/** What the checks of an uploaded CV found (shared by the checks, their worker thread and the route). */
export type CvType = 'pdf' | 'doc' | 'docx';

export type CvVerdict =
  | { ok: true; type: CvType }
  /** `file_type`: not a PDF or Word file; `file_active`: it can act; `file_unreadable`: it unpacks to too much, or its parts cannot all be read. */
  | { ok: false; code: 'file_type' | 'file_active' | 'file_unreadable'; reason: string };
