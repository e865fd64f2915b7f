import type ptBR from '../pt-BR/chat.ts';

// The AI chat: the panel on the meeting page and the chat across meetings picked on the list.
export default {
  panel: {
    title: 'Ask the AI',
    intro: 'Ask about this meeting: every answer shows the passages it came from.',
    loading: 'Loading the conversation…',
    loadFailed: 'The conversation could not be loaded.',
  },
  suggestions: {
    label: 'Suggested questions',
    objections: 'What were the objections?',
    nextSteps: 'What are the next steps?',
    summary: 'Summarise in 5 points',
  },
  messages: {
    label: 'Conversation with the AI',
    you: 'You',
    ai: 'AI',
    answering: 'The AI is answering…',
    stopped: 'Answer stopped.',
    failed: 'The AI could not answer: {{reason}}',
  },
  input: {
    label: 'Your question',
    placeholder: 'Ask something about the meeting…',
    send: 'Ask',
    stop: 'Stop answer',
    retry: 'Try again',
    failed: 'The question was not answered. It is still in the field below.',
  },
  failed: {
    answer: '{{detail}}',
  },
  pick: {
    select: 'Select {{title}}',
    selectVisible: 'Select all visible',
    useFilters: 'Use the current filters',
    usingFilters: 'Finding the meetings of the filters…',
    clear: 'Clear selection',
    count_zero: 'No meetings selected',
    count_one: '{{count}} meeting selected',
    count_other: '{{count}} meetings selected',
    limit: 'At most {{max}} meetings per question: the first {{max}} were picked.',
    ask: 'Ask the AI',
    failed: 'The meetings of the filters could not be found.',
  },
  across: {
    title_other: 'Ask the AI about {{count}} meetings',
    title_zero: 'Ask the AI about the meetings',
    title_one: 'Ask the AI about 1 meeting',
    intro: 'Every claim of the answer names the meeting and the moment; click to open the meeting there.',
    placeholder: 'Ask something about the picked meetings…',
    close: 'Close',
  },
} satisfies typeof ptBR;
