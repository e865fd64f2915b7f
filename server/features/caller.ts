import type { MeetingViewer } from '../../src/domain/meeting-access.ts';

/** Who is calling, as every service sees it: set by the API's authentication, never by the request body. */
export type Caller = MeetingViewer & { companyId: string };
