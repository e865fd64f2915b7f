/**
 * From this width the meeting page shows what the meeting was beside the recording and transcript (a column as
 * tall as the window, where the transcript scrolls); below it, one column that scrolls as one page (the
 * transcript and the chat keep no scroll of their own there).
 */
export const mediaTwoColumns = '@media (min-width: 961px)';
